import type { Route } from "./+types/admin-commission-export";
import { servicesContext } from "#app/context.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import {
  commissionCsv,
  commissionDeals,
  commissionFilter,
  commissionQueryFrom,
} from "#app/server/admin/commission.server.ts";
import {
  adminHeadersMiddleware,
  datedAttachment,
  requireDownloader,
} from "#app/server/admin/http.server.ts";

export const middleware = [adminHeadersMiddleware];

/** The commission report as CSV, for admins; each export is in the audit log with its filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context, "admin");
  const { db } = context.get(servicesContext);
  const query = commissionQueryFrom(new URL(request.url).searchParams);
  const deals = await commissionDeals(db, commissionFilter(query, new Date()));
  await audit(db, {
    actorUserId: actor.userId,
    action: "commission.export",
    targetType: "commission",
    detail: { filters: query, rows: deals.length },
    ip: actor.ip,
  });
  return datedAttachment(commissionCsv(deals), {
    name: "commission",
    extension: "csv",
    contentType: "text/csv; charset=utf-8",
  });
}
