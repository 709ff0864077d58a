import type { Route } from "./+types/admin-commission-export";
import { commissionExport } from "#app/server/admin/commission-page.server.ts";
import { adminHeadersMiddleware, requireDownloader } from "#app/server/admin/http.server.ts";

export const middleware = [adminHeadersMiddleware];

/** The commission report as CSV, for admins; each export is in the audit log with its filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context, "admin");
  return commissionExport({ request, context, actor });
}
