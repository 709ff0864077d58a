import type { Route } from "./+types/track-application-documents";
import { receiveTrackedDocuments } from "#app/server/tracking-page.server.ts";
import { postOnlyLoader, receiveFromRoute, uploadJson } from "#app/server/upload-route.server.ts";

/**
 * The tracking page's script posts documents here and reads a JSON answer (the page without
 * scripts posts to /track/<token> itself).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return uploadJson(
    await receiveFromRoute(context, (deps) => receiveTrackedDocuments(request, params.token, deps)),
  );
}

export const loader = postOnlyLoader;
