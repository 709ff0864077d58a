import type { Route } from "./+types/admin-document";
import { servicesContext } from "#app/context.server.ts";
import { downloadDocument } from "#app/server/admin/documents.server.ts";
import { adminHeadersMiddleware, requireDownloader } from "#app/server/admin/http.server.ts";

export const middleware = [adminHeadersMiddleware];

/** One uploaded document, streamed through this route only; never from a public path. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context);
  const { db, storage, logger } = context.get(servicesContext);
  return downloadDocument({ db, storage, logger, documentId: params.documentId, actor });
}
