import { servicesContext } from "#app/context.server.ts";
import { siteConfigFromEnv } from "#app/env.server.ts";
import { adminPaths } from "#app/paths.ts";
import { monthLabel, monthPlus, statementMonthFrom } from "#app/schemas/admin-introducers.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { ukToday } from "#app/server/admin/commission.server.ts";
import { datedAttachment } from "#app/server/admin/http.server.ts";
import {
  introducerNotFound,
  introducerStatement,
  referralLink,
  statementCsv,
} from "#app/server/admin/introducers.server.ts";
import type { AdminPageRequest, DownloadRequest } from "#app/server/admin/page-request.server.ts";

type StatementRequest = Pick<AdminPageRequest, "request" | "context"> & {
  introducerId: string;
};

/** The month a statement link asks for (`?month=`), this month in the UK unless it names one. */
function askedMonth(request: Request) {
  return statementMonthFrom(new URL(request.url).searchParams.get("month"), ukToday(new Date()));
}

/**
 * One introducer's statement for a month, with the months either side, their referral link
 * and the same as CSV. An introducer that is not there is a 404.
 */
export async function loadIntroducerPage({ request, context, introducerId }: StatementRequest) {
  const { db, env } = context.get(servicesContext);
  const month = askedMonth(request);
  const statement = await introducerStatement(db, introducerId, month);
  if (!statement) throw introducerNotFound();
  const { introducer } = statement;
  return {
    ...statement,
    monthName: monthLabel(month),
    previous: monthPlus(month, -1),
    next: monthPlus(month, 1),
    link: referralLink(siteConfigFromEnv(env).origin, introducer.code),
    csvHref: `${adminPaths.introducerStatementCsv(introducer.id)}?month=${month}`,
  };
}

/** An introducer's monthly statement as CSV; each download is in the audit log. */
export async function introducerStatementExport({
  request,
  context,
  actor,
  introducerId,
}: DownloadRequest & { introducerId: string }) {
  const { db } = context.get(servicesContext);
  const month = askedMonth(request);
  const statement = await introducerStatement(db, introducerId, month);
  if (!statement) throw introducerNotFound();
  await audit(db, {
    actorUserId: actor.userId,
    action: "introducer.statement_export",
    targetType: "introducer",
    targetId: statement.introducer.id,
    detail: { month, rows: statement.lines.length, sharePence: statement.totals.sharePence },
    ip: actor.ip,
  });
  return datedAttachment(statementCsv(statement), {
    name: `introducer-${statement.introducer.code.toLowerCase()}-${month}`,
    extension: "csv",
    contentType: "text/csv; charset=utf-8",
  });
}
