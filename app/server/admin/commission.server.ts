import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import {
  commissionPayments,
  introducerPayouts,
  introducers,
  introducerStatementEntries,
  leads,
  lenders,
  lenderSubmissions,
  users,
} from "#app/server/db/schema.ts";
import { ukDatePlusDays } from "#app/lib/uk-time.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { csvPounds, csvRow, csvStart } from "#app/server/admin/csv.server.ts";
import { leadNameColumn } from "#app/server/admin/lead/search.server.ts";

/**
 * Commission on funded deals: what each is expected to earn, what has been received and what
 * is still owed, and which are overdue (expected, not all received, more than the lender's
 * "due within" days after funding). One query serves the commission report, its CSV and the
 * admin's "My day". Sums are whole pence, added up by the database.
 */

const received = sql<number>`coalesce((
  select sum(${commissionPayments.amountPence}) from ${commissionPayments}
  where ${commissionPayments.submissionId} = ${lenderSubmissions.id}), 0)::bigint`;

/** The introducer's share of what has been received, as their statements count it. */
const introducerShare = sql<number>`coalesce((
  select sum(${introducerStatementEntries.sharePence}) from ${introducerStatementEntries}
  where ${introducerStatementEntries.submissionId} = ${lenderSubmissions.id}), 0)::bigint`;

/**
 * Of that share, what has been paid to the introducer: its lines in months whose statement is
 * recorded as paid (`introducer_payouts`). The rest is owed to them.
 */
const introducerSharePaid = sql<number>`coalesce((
  select sum(${introducerStatementEntries.sharePence}) from ${introducerStatementEntries}
  join ${introducerPayouts} on ${introducerPayouts.introducerId} = ${introducerStatementEntries.introducerId}
    and ${introducerPayouts.month} = ${introducerStatementEntries.month}
  where ${introducerStatementEntries.submissionId} = ${lenderSubmissions.id}), 0)::bigint`;

/** The day commission on a deal falls due (YYYY-MM-DD). */
const dueOn = sql<string>`to_char(${lenderSubmissions.fundedOn}::date + ${lenders.commissionDueDays}, 'YYYY-MM-DD')`;

const owed = sql`coalesce(${lenderSubmissions.commissionExpectedPence}, 0) > ${received}`;

export type CommissionFilter = {
  /** Funded on or after (YYYY-MM-DD). */
  from?: string;
  /** Funded on or before (YYYY-MM-DD). */
  to?: string;
  /** Only deals whose commission is overdue on `today`. */
  overdueOn?: string;
  lenderId?: string;
  limit?: number;
};

function conditions(filter: CommissionFilter): SQL[] {
  const where: SQL[] = [eq(lenderSubmissions.outcome, "funded")];
  if (filter.from) where.push(gte(lenderSubmissions.fundedOn, filter.from));
  if (filter.to) where.push(lte(lenderSubmissions.fundedOn, filter.to));
  if (filter.lenderId) where.push(eq(lenderSubmissions.lenderId, filter.lenderId));
  if (filter.overdueOn) {
    where.push(owed, sql`${dueOn} < ${filter.overdueOn}`);
  }
  return where;
}

/** Funded deals with their commission, newest funded first (overdue ones: oldest due first). */
export async function commissionDeals(db: Database, filter: CommissionFilter = {}) {
  const rows = await db
    .select({
      submissionId: lenderSubmissions.id,
      leadId: leads.id,
      reference: leads.reference,
      name: leadNameColumn,
      brokerName: users.name,
      lender: lenders.name,
      fundedOn: sql<string>`${lenderSubmissions.fundedOn}`,
      fundedAmountPence: sql<number>`${lenderSubmissions.fundedAmountPence}`,
      expectedPence: lenderSubmissions.commissionExpectedPence,
      receivedPence: received,
      introducerName: introducers.name,
      introducerSharePence: introducerShare,
      introducerSharePaidPence: introducerSharePaid,
      dueOn,
    })
    .from(lenderSubmissions)
    .innerJoin(leads, eq(leads.id, lenderSubmissions.leadId))
    .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .leftJoin(users, eq(users.id, leads.assignedUserId))
    .leftJoin(introducers, eq(introducers.id, leads.introducerId))
    .where(and(...conditions(filter)))
    .orderBy(
      ...(filter.overdueOn
        ? [asc(dueOn), asc(lenderSubmissions.id)]
        : [desc(lenderSubmissions.fundedOn), asc(lenderSubmissions.id)]),
    )
    .limit(filter.limit ?? 10_000);
  return rows.map((row) => {
    const receivedPence = Number(row.receivedPence);
    const introducerSharePence = Number(row.introducerSharePence);
    const introducerSharePaidPence = Number(row.introducerSharePaidPence);
    const expected = row.expectedPence;
    return {
      ...row,
      fundedAmountPence: Number(row.fundedAmountPence),
      receivedPence,
      introducerSharePence,
      /** The introducer's share paid to them (statements recorded as paid). */
      introducerSharePaidPence,
      /** The introducer's share not paid to them yet. */
      introducerShareOwedPence: introducerSharePence - introducerSharePaidPence,
      /** What the firm keeps of what has been received, after the introducer's share. */
      netPence: receivedPence - introducerSharePence,
      outstandingPence: expected === null ? null : Math.max(0, expected - receivedPence),
      /** Received beyond the expected commission (confirmed when recorded), else 0. */
      overReceivedPence: expected === null ? 0 : Math.max(0, receivedPence - expected),
    };
  });
}

export type CommissionDeal = Awaited<ReturnType<typeof commissionDeals>>[number];

/** The totals of a list of deals, in pence. */
export function commissionTotals(deals: CommissionDeal[]) {
  return deals.reduce(
    (sum, deal) => ({
      deals: sum.deals + 1,
      fundedPence: sum.fundedPence + deal.fundedAmountPence,
      expectedPence: sum.expectedPence + (deal.expectedPence ?? 0),
      receivedPence: sum.receivedPence + deal.receivedPence,
      introducerSharePence: sum.introducerSharePence + deal.introducerSharePence,
      introducerSharePaidPence: sum.introducerSharePaidPence + deal.introducerSharePaidPence,
      introducerShareOwedPence: sum.introducerShareOwedPence + deal.introducerShareOwedPence,
      netPence: sum.netPence + deal.netPence,
      outstandingPence: sum.outstandingPence + (deal.outstandingPence ?? 0),
    }),
    {
      deals: 0,
      fundedPence: 0,
      expectedPence: 0,
      receivedPence: 0,
      introducerSharePence: 0,
      introducerSharePaidPence: 0,
      introducerShareOwedPence: 0,
      netPence: 0,
      outstandingPence: 0,
    },
  );
}

/** The UK day `now` falls on, as commission due dates are compared with it. */
export function ukToday(now: Date): string {
  return ukDatePlusDays(now, 0);
}

/** What a lead's submissions came to, for the lead CSV: one line of figures per lead. */
export type LeadMoney = {
  lenders: string[];
  largestOfferPence: number | null;
  fundedPence: number | null;
  fundedOn: string | null;
  expectedPence: number | null;
  receivedPence: number | null;
};

export async function moneyByLead(
  db: Database,
  leadIds: string[],
): Promise<Map<string, LeadMoney>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({
      leadId: lenderSubmissions.leadId,
      lenders: sql<string[]>`array_agg(${lenders.name} order by ${lenderSubmissions.createdAt})`,
      largestOfferPence: sql<string | null>`max(${lenderSubmissions.amountOfferedPence})`,
      fundedPence: sql<
        string | null
      >`sum(${lenderSubmissions.fundedAmountPence}) filter (where ${lenderSubmissions.outcome} = 'funded')`,
      fundedOn: sql<
        string | null
      >`min(${lenderSubmissions.fundedOn}) filter (where ${lenderSubmissions.outcome} = 'funded')`,
      expectedPence: sql<
        string | null
      >`sum(${lenderSubmissions.commissionExpectedPence}) filter (where ${lenderSubmissions.outcome} = 'funded')`,
      receivedPence: sql<
        string | null
      >`sum(${received}) filter (where ${lenderSubmissions.outcome} = 'funded')`,
    })
    .from(lenderSubmissions)
    .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .where(inArray(lenderSubmissions.leadId, leadIds))
    .groupBy(lenderSubmissions.leadId);
  const pence = (value: string | number | null) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => [
      row.leadId,
      {
        lenders: row.lenders,
        largestOfferPence: pence(row.largestOfferPence),
        fundedPence: pence(row.fundedPence),
        fundedOn: row.fundedOn,
        expectedPence: pence(row.expectedPence),
        receivedPence: pence(row.receivedPence),
      },
    ]),
  );
}

/** The report's filters from its query string; a malformed day or lender is ignored. */
export function commissionQueryFrom(params: URLSearchParams) {
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const lender = params.get("lender") ?? "";
  return {
    from: day("from"),
    to: day("to"),
    lenderId: isUuid(lender) ? lender : undefined,
    overdue: params.get("overdue") === "1",
  };
}

export type CommissionQuery = ReturnType<typeof commissionQueryFrom>;

export function commissionFilter(query: CommissionQuery, now: Date): CommissionFilter {
  return {
    from: query.from,
    to: query.to,
    lenderId: query.lenderId,
    overdueOn: query.overdue ? ukToday(now) : undefined,
  };
}

export const commissionCsvHeader = [
  "Reference",
  "Lead",
  "Broker",
  "Lender",
  "Funded on",
  "Funded (£)",
  "Commission expected (£)",
  "Commission received (£)",
  "Introducer",
  "Introducer share (£)",
  "Introducer share paid (£)",
  "Introducer share owed (£)",
  "Net to firm (£)",
  "Outstanding (£)",
  "Due on",
  "Lead id",
  "Received over expected (£)",
];

/** The report as CSV: one line per funded deal, formulas defused like every export. */
export function commissionCsv(deals: CommissionDeal[]): string {
  return `${csvStart(commissionCsvHeader)}${deals
    .map((deal) =>
      csvRow([
        deal.reference,
        deal.name,
        deal.brokerName ?? "",
        deal.lender,
        deal.fundedOn,
        csvPounds(deal.fundedAmountPence),
        csvPounds(deal.expectedPence),
        csvPounds(deal.receivedPence),
        deal.introducerName ?? "",
        csvPounds(deal.introducerSharePence),
        csvPounds(deal.introducerSharePaidPence),
        csvPounds(deal.introducerShareOwedPence),
        csvPounds(deal.netPence),
        csvPounds(deal.outstandingPence),
        deal.dueOn,
        deal.leadId,
        deal.overReceivedPence ? csvPounds(deal.overReceivedPence) : "",
      ]),
    )
    .join("")}`;
}

/** The panel's lenders, for the report's choice of lender. */
export async function lenderChoices(db: Database) {
  return db
    .select({ id: lenders.id, name: lenders.name })
    .from(lenders)
    .orderBy(asc(sql`lower(${lenders.name})`));
}
