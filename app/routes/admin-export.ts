import type { Route } from "./+types/admin-export";
import { adminHeadersMiddleware, requireDownloader } from "#app/server/admin/http.server.ts";
import { inboxExport } from "#app/server/admin/inbox-page.server.ts";

export const middleware = [adminHeadersMiddleware];

/**
 * The filtered inbox as CSV; each export is in the audit log. A broker's export holds only
 * their own leads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context);
  return inboxExport({ request, context, actor });
}
