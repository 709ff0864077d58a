import type { Route } from "./+types/admin-introducer-statement-export";
import { adminHeadersMiddleware, requireDownloader } from "#app/server/admin/http.server.ts";
import { introducerStatementExport } from "#app/server/admin/introducer-page.server.ts";

export const middleware = [adminHeadersMiddleware];

/** An introducer's monthly statement as CSV, for admins; each download is in the audit log. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context, "admin");
  return introducerStatementExport({
    request,
    context,
    actor,
    introducerId: params.introducerId,
  });
}
