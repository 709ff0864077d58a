import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import {
  commissionCsv,
  commissionDeals,
  commissionFilter,
  commissionQueryFrom,
  commissionTotals,
  lenderChoices,
  ukToday,
} from "#app/server/admin/commission.server.ts";
import { openProposals } from "#app/server/admin/commission-proposals.server.ts";
import { datedAttachment } from "#app/server/admin/http.server.ts";
import type { AdminPageRequest, DownloadRequest } from "#app/server/admin/page-request.server.ts";

/** The commission report as its link filters it, with its totals and the same as CSV. */
export async function loadCommissionPage({
  request,
  context,
}: Pick<AdminPageRequest, "request" | "context">) {
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const query = commissionQueryFrom(url.searchParams);
  const now = new Date();
  const [deals, lenders, proposals] = await Promise.all([
    commissionDeals(db, commissionFilter(query, now)),
    lenderChoices(db),
    openProposals(db),
  ]);
  return {
    query,
    deals,
    totals: commissionTotals(deals),
    lenders,
    proposals,
    today: ukToday(now),
    csvHref: `${adminPaths.commissionCsv}${url.search}`,
  };
}

/** The commission report as CSV; each export is in the audit log with its filters. */
export async function commissionExport({ request, context, actor }: DownloadRequest) {
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
