import type { Route } from "./+types/admin-introducer-statement-export";
import { servicesContext } from "#app/context.server.ts";
import { statementMonthFrom } from "#app/schemas/admin-introducers.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { ukToday } from "#app/server/admin/commission.server.ts";
import {
  adminHeadersMiddleware,
  datedAttachment,
  requireDownloader,
} from "#app/server/admin/http.server.ts";
import {
  introducerNotFound,
  introducerStatement,
  statementCsv,
} from "#app/server/admin/introducers.server.ts";

export const middleware = [adminHeadersMiddleware];

/** An introducer's monthly statement as CSV, for admins; each download is in the audit log. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireDownloader(request, context, "admin");
  const { db } = context.get(servicesContext);
  const month = statementMonthFrom(
    new URL(request.url).searchParams.get("month"),
    ukToday(new Date()),
  );
  const statement = await introducerStatement(db, params.introducerId, month);
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
