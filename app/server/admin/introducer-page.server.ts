import { servicesContext } from "#app/context.server.ts";
import { siteConfigFromEnv } from "#app/env.server.ts";
import { adminPaths } from "#app/paths.ts";
import {
  introducerPayoutMessages,
  introducerPayoutSchema,
  monthLabel,
  monthPlus,
  statementMonthFrom,
} from "#app/schemas/admin-introducers.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { ukToday } from "#app/server/admin/commission.server.ts";
import {
  clientIp,
  datedAttachment,
  formDone,
  formInvalid,
  formRefused,
  parseAdminForm,
} from "#app/server/admin/http.server.ts";
import {
  introducerPayout,
  recordIntroducerPayout,
} from "#app/server/admin/introducer-payouts.server.ts";
import { formatPence } from "#app/lib/pence.ts";
import {
  introducerById,
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
  const payout = await introducerPayout(db, introducer.id, month);
  const ended = month < ukToday(new Date()).slice(0, 7);
  return {
    ...statement,
    payout,
    /** Whether "Record as paid" is offered: an ended month, owing them something, unpaid. */
    payable: ended && !payout && statement.totals.sharePence > 0,
    ended,
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

/** Records the statement of an ended month as paid, answering at the form under it. */
export async function introducerPageAction(asked: AdminPageRequest & { introducerId: string }) {
  const { request, context, user, introducerId } = asked;
  const { db } = context.get(servicesContext);
  if (!(await introducerById(db, introducerId))) throw introducerNotFound();
  const form = await parseAdminForm(request, introducerPayoutSchema);
  const place = { intent: "payout" };
  if (form.status === "invalid") return formInvalid(form.submission, place);
  const { month, paidOn } = form.value;
  const result = await recordIntroducerPayout(
    db,
    { introducerId, month, paidOn },
    { userId: user.id, ip: clientIp(context) },
  );
  const monthName = monthLabel(month);
  switch (result.kind) {
    case "ok":
      return formDone(
        form.submission,
        place,
        `Recorded ${formatPence(result.amountPence)} paid for ${monthName}.`,
      );
    case "month-open":
      return formRefused(form.submission, place, introducerPayoutMessages.monthOpen(monthName), {
        status: 409,
      });
    case "nothing-owed":
      return formRefused(form.submission, place, introducerPayoutMessages.nothingOwed, {
        status: 409,
      });
    case "already-paid":
      return formRefused(form.submission, place, introducerPayoutMessages.alreadyPaid(monthName), {
        status: 409,
      });
  }
}
