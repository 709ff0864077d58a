import type { RouterContextProvider } from "react-router";
import type { SessionUser } from "#app/server/admin/auth.server.ts";
import type { requireDownloader } from "#app/server/admin/http.server.ts";

/**
 * What a back-office page's loader or action hands to the server code that does its work: the
 * request, the router's context (services, the client's address) and the signed-in user the
 * route has checked.
 */
export type AdminPageRequest = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: SessionUser;
};

/** Who asks for a file, as `requireDownloader` answers once the request may have it. */
export type Downloader = Awaited<ReturnType<typeof requireDownloader>>;

/** What a file route's loader hands on: the request, its context and the downloader. */
export type DownloadRequest = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  actor: Downloader;
};
