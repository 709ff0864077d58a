import type { Route } from "./+types/admin-document";
import { servicesContext } from "#app/context.server.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { downloadDocument } from "#app/server/admin/documents.server.ts";
import {
  adminHeadersMiddleware,
  clientIp,
  refuseDataRequest,
} from "#app/server/admin/http.server.ts";

export const middleware = [adminHeadersMiddleware];

/** One uploaded document, streamed through this route only; never from a public path. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  refuseDataRequest(request);
  const user = await requireUser(request, context);
  const { db, storage, logger } = context.get(servicesContext);
  return downloadDocument({
    db,
    storage,
    logger,
    documentId: params.documentId,
    actor: { userId: user.id, ip: clientIp(context) },
  });
}
