import { data } from "react-router";
import type { Route } from "./+types/admin-export";
import { servicesContext } from "#app/context.server.ts";
import {
  adminHeadersMiddleware,
  datedAttachment,
  requireDownloader,
} from "#app/server/admin/http.server.ts";
import { exportInboxCsv, readInboxFilters } from "#app/server/admin/inbox.server.ts";
import { scopeExport } from "#app/server/admin/export-scope.server.ts";

export const middleware = [adminHeadersMiddleware];

/**
 * The filtered inbox as CSV, streamed page by page; each export is in the audit log with the
 * filters it ran with and the exporter's role and scope. A broker's export holds only their
 * own leads (export-scope.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context);
  const { db, logger } = context.get(servicesContext);
  const { filters, problems } = readInboxFilters(new URL(request.url).searchParams, actor.userId);
  // Refused before the export is recorded: an export that cannot run is not one.
  if (problems.length > 0) {
    throw data(`Nothing was exported: ${problems.join(" ")}`, { status: 400 });
  }
  const { filters: scoped, scope } = scopeExport(actor, filters);
  const body = await exportInboxCsv(db, scoped, actor, logger, { role: actor.role, scope });
  return datedAttachment(body, {
    name: "leads",
    extension: "csv",
    contentType: "text/csv; charset=utf-8",
  });
}
