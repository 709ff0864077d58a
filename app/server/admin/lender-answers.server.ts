import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#app/server/db/client.server.ts";
import type { LenderAnswers } from "#app/schemas/admin-lenders.ts";
import { DECLINE_REASONS, type DeclineReason } from "#app/schemas/value-lists.ts";
import { conversionBasisPoints } from "#app/server/admin/dashboard.server.ts";

/**
 * How each lender answered what was sent to it in a period of days sent: submissions, offers
 * made, offers accepted, deals funded and declines by reason. Counted per submission (a case
 * sent to two lenders is a submission to each), by the database, from `lender_submissions`
 * read by its day-sent index.
 */

type Raw = {
  lender_id: string;
  name: string;
  reason: DeclineReason | null;
  submissions: unknown;
  offers: unknown;
  accepted: unknown;
  funded: unknown;
  declined: unknown;
};

/** Every lender sent something in the UK days `from` to `to`, most submissions first. */
export async function lenderAnswers(
  db: Database,
  { from, to }: { from: string; to: string },
): Promise<LenderAnswers[]> {
  // One row per lender and decline reason (null: the figures of everything not declined).
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      select s.lender_id, l.name,
        case when s.outcome = 'declined' then coalesce(s.decline_reason, 'other') end as reason,
        count(*) as submissions,
        count(*) filter (where s.outcome in ('offered', 'accepted', 'funded')) as offers,
        count(*) filter (where s.outcome in ('accepted', 'funded')) as accepted,
        count(*) filter (where s.outcome = 'funded') as funded,
        count(*) filter (where s.outcome = 'declined') as declined
      from lender_submissions s
      join lenders l on l.id = s.lender_id
      where s.sent_on >= ${from} and s.sent_on <= ${to}
      group by s.lender_id, l.name, 3`),
  );
  const byLender = new Map<string, LenderAnswers>();
  for (const row of rows) {
    let lender = byLender.get(row.lender_id);
    if (!lender) {
      lender = {
        lenderId: row.lender_id,
        name: row.name,
        submissions: 0,
        offers: 0,
        accepted: 0,
        funded: 0,
        declined: 0,
        declinesByReason: [],
        acceptanceBasisPoints: null,
      };
      byLender.set(row.lender_id, lender);
    }
    lender.submissions += Number(row.submissions);
    lender.offers += Number(row.offers);
    lender.accepted += Number(row.accepted);
    lender.funded += Number(row.funded);
    lender.declined += Number(row.declined);
    if (row.reason)
      lender.declinesByReason.push({ reason: row.reason, count: Number(row.declined) });
  }
  return [...byLender.values()]
    .map((lender) => ({
      ...lender,
      declinesByReason: lender.declinesByReason.sort(
        (a, b) => DECLINE_REASONS.indexOf(a.reason) - DECLINE_REASONS.indexOf(b.reason),
      ),
      acceptanceBasisPoints: conversionBasisPoints(lender.accepted, lender.offers),
    }))
    .sort((a, b) => b.submissions - a.submissions || a.name.localeCompare(b.name));
}
