import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { nonceContext, servicesContext } from "#app/context.server.ts";
import { NonceContext } from "#app/lib/nonce.ts";
import { withoutSecrets } from "#app/secret-paths.ts";
import { forFirstPaint, shellScriptOf } from "#app/server/first-paint.server.ts";
import { stylesheetReader } from "#app/server/stylesheets.server.ts";

// The server entry (server/main.ts) reaches the app's server side through these exports, so
// that one copy of each module (and of each router context key) serves both.
export { createServices } from "#app/server/services.server.ts";
export { createLogger } from "#app/server/logger.server.ts";
export { getEnv } from "#app/env.server.ts";
export { clientAddressContext, nonceContext, servicesContext } from "#app/context.server.ts";

export const streamTimeout = 5_000;

/**
 * The stylesheet a page served without the framework carries inline: read from the client
 * build beside this server build (`build/server` → `build/client`), at prerender and at run
 * time alike. The development server names no shell script, so it never asks.
 */
const stylesheet = stylesheetReader(fileURLToPath(new URL("../client/", import.meta.url)));

/**
 * An error in a loader, action or render, as one structured log line. The path is logged, never
 * the query string: back-office searches and filters carry people's names and emails. An
 * applicant's token is taken out of the path and of the error (whose message or data may
 * repeat the address), and the logger takes out any left.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as RouterContextProvider).get(servicesContext).logger;
  logger.error(
    {
      err: withoutSecretsIn(error),
      method: request.method,
      path: withoutSecrets(new URL(request.url).pathname),
    },
    "request failed",
  );
};

/** The error as a log line shows it, its text without secret tokens. */
function withoutSecretsIn(error: unknown): unknown {
  if (error instanceof Error) {
    const copy = new Error(withoutSecrets(error.message));
    copy.name = error.name;
    copy.stack = error.stack && withoutSecrets(error.stack);
    return copy;
  }
  if (error && typeof error === "object") {
    return JSON.parse(withoutSecrets(JSON.stringify(error))) as unknown;
  }
  return typeof error === "string" ? withoutSecrets(error) : error;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Every page waits for all content before the first byte: pages are small, and crawlers,
    // prerendering and visitors then all get complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          shellRendered = true;
          // Whole before the first byte (above), so the HTML can be changed as a string.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(
                  forFirstPaint(
                    Buffer.concat(chunks).toString("utf8"),
                    shellScriptOf(routerContext.manifest),
                    stylesheet,
                  ),
                  {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  },
                ),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
