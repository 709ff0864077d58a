import { type SQL, inArray, sql } from "drizzle-orm";
import { ukInstant } from "#app/lib/uk-time.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { lenders, users } from "#app/server/db/schema.ts";
import {
  type Conversions,
  type DashboardBreakdown,
  type DashboardMonth,
  type FunnelFigures,
  datePlusDays,
  sourceLabel,
} from "#app/schemas/admin-dashboard.ts";

/**
 * The money dashboard: which source (broker, lender) brings funded deals, and what has been
 * earned. Every figure is added up by the database (one pass over the period's leads, grouped),
 * never by walking rows here.
 *
 * The funnel follows the leads received in the period (UK days, both ends included) wherever
 * they have got to since: contacted, an application, sent to a lender, an offer, funded. Money
 * on that funnel is that of those leads' funded submissions: the funded amount, the commission
 * expected under the terms kept with each deal and the commission received so far. The monthly
 * figures are different: money funded (by the day it was paid out) and commission received (by
 * the day it arrived) within the period, whenever the lead came in.
 */

export type DashboardRow = FunnelFigures & {
  /** The source, the broker's id or the lender's id; null for "nobody" / "not sent". */
  key: string | null;
  label: string;
  conversions: Conversions;
};

export type Dashboard = {
  from: string;
  to: string;
  breakdown: DashboardBreakdown;
  rows: DashboardRow[];
  total: FunnelFigures & { conversions: Conversions };
  months: DashboardMonth[];
};

/** `part` of `whole` in basis points, to the nearest one (halves up), in whole numbers only. */
export function conversionBasisPoints(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((part * 20_000 + whole) / (2 * whole));
}

function conversionsOf(figures: FunnelFigures): Conversions {
  return {
    contacted: conversionBasisPoints(figures.contacted, figures.leads),
    applications: conversionBasisPoints(figures.applications, figures.contacted),
    submitted: conversionBasisPoints(figures.submitted, figures.applications),
    offers: conversionBasisPoints(figures.offers, figures.submitted),
    funded: conversionBasisPoints(figures.funded, figures.offers),
    overall: conversionBasisPoints(figures.funded, figures.leads),
  };
}

/** The first instant of a UK day, and the first of the day after the last. */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: ukInstant(from, "00:00"), end: ukInstant(datePlusDays(to, 1), "00:00") };
}

/** drizzle's `execute` answers rows directly (postgres-js) or as `{ rows }` (PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

type RawFigures = {
  key: string | null;
  is_total: boolean;
  leads: unknown;
  contacted: unknown;
  applications: unknown;
  submitted: unknown;
  offers: unknown;
  funded: unknown;
  funded_pence: unknown;
  expected_pence: unknown;
  received_pence: unknown;
  median_contact_hours: unknown;
  median_funding_days: unknown;
};

function figuresOf(row: RawFigures | undefined): FunnelFigures {
  return {
    leads: Number(row?.leads ?? 0),
    contacted: Number(row?.contacted ?? 0),
    applications: Number(row?.applications ?? 0),
    submitted: Number(row?.submitted ?? 0),
    offers: Number(row?.offers ?? 0),
    funded: Number(row?.funded ?? 0),
    fundedPence: Number(row?.funded_pence ?? 0),
    commissionExpectedPence: Number(row?.expected_pence ?? 0),
    commissionReceivedPence: Number(row?.received_pence ?? 0),
    medianHoursToContact: nullableNumber(row?.median_contact_hours),
    medianDaysToFunding: nullableNumber(row?.median_funding_days),
  };
}

/**
 * Where a lead came from: an introducer wins, then a lead a broker added by hand ("phone"),
 * then the form's own source.
 */
const sourceKey = sql`case
  when l.introducer_id is not null then 'introducer'
  when l.created_by_user_id is not null then 'phone'
  else coalesce(l.source, 'unknown') end`;

/**
 * The funnel of the period's leads, grouped by `key` (per lead, or per lead and lender), with
 * the total over all of them as a grouping set (one pass makes both); by lender a lead can be in
 * several rows, so its total is asked for on its own ("none").
 */
function funnelQuery(
  start: Date,
  end: Date,
  grouping: "source" | "broker" | "lender" | "none",
): SQL {
  const leadKey =
    grouping === "source"
      ? sourceKey
      : grouping === "broker"
        ? sql`l.assigned_user_id::text`
        : sql`null::text`;
  const byLender = grouping === "lender";
  const groupBy =
    grouping === "none"
      ? sql`group by ()`
      : byLender
        ? sql`group by f.key`
        : sql`group by grouping sets ((f.key), ())`;
  const keyColumns =
    grouping === "none"
      ? sql`null::text as key, true as is_total`
      : byLender
        ? sql`f.key, false as is_total`
        : sql`f.key, grouping(f.key) = 1 as is_total`;
  return sql`
    with cohort as (
      select l.id, l.kind, l.created_at, l.first_contacted_at, ${leadKey} as key
      from leads l
      where l.created_at >= ${start.toISOString()}::timestamptz
        and l.created_at < ${end.toISOString()}::timestamptz
    ),
    subs as (
      select s.lead_id, ${byLender ? sql`s.lender_id::text` : sql`null::text`} as lender_key,
        bool_or(s.outcome in ('offered', 'accepted', 'funded')) as offered,
        bool_or(s.outcome = 'funded') as funded,
        sum(s.funded_amount_pence) filter (where s.outcome = 'funded') as funded_pence,
        sum(s.commission_expected_pence) filter (where s.outcome = 'funded') as expected_pence,
        sum(p.received) filter (where s.outcome = 'funded') as received_pence,
        min(s.funded_on) filter (where s.outcome = 'funded') as funded_on
      from lender_submissions s
      join cohort c on c.id = s.lead_id
      left join lateral (
        select sum(cp.amount_pence) as received
        from commission_payments cp where cp.submission_id = s.id
      ) p on true
      group by s.lead_id${byLender ? sql`, s.lender_id` : sql``}
    ),
    f as (
      select c.kind, c.created_at, c.first_contacted_at,
        ${byLender ? sql`s.lender_key` : sql`c.key`} as key,
        s.lead_id is not null as submitted, s.offered, s.funded, s.funded_pence,
        s.expected_pence, s.received_pence, s.funded_on
      from cohort c left join subs s on s.lead_id = c.id
    )
    select ${keyColumns},
      count(*) as leads,
      count(f.first_contacted_at) as contacted,
      count(*) filter (where f.kind = 'application') as applications,
      count(*) filter (where f.submitted) as submitted,
      count(*) filter (where f.offered) as offers,
      count(*) filter (where f.funded) as funded,
      coalesce(sum(f.funded_pence), 0)::bigint as funded_pence,
      coalesce(sum(f.expected_pence), 0)::bigint as expected_pence,
      coalesce(sum(f.received_pence), 0)::bigint as received_pence,
      percentile_cont(0.5) within group (
        order by extract(epoch from (f.first_contacted_at - f.created_at)) / 3600
      ) as median_contact_hours,
      percentile_cont(0.5) within group (
        order by (f.funded_on::date - (f.created_at at time zone 'Europe/London')::date)
      ) as median_funding_days
    from f
    ${groupBy}`;
}

async function labelsFor(
  db: Database,
  breakdown: DashboardBreakdown,
  keys: string[],
): Promise<Map<string, string>> {
  if (breakdown === "source") return new Map(keys.map((key) => [key, sourceLabel(key)]));
  if (keys.length === 0) return new Map();
  const table = breakdown === "broker" ? users : lenders;
  const named = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, keys));
  return new Map(named.map((row) => [row.id, row.name]));
}

/** Money funded and commission received per month of the period (every month, even empty). */
async function monthly(db: Database, from: string, to: string): Promise<DashboardMonth[]> {
  const [funded, received] = [
    rowsOf<{ month: string; pence: unknown; deals: unknown }>(
      await db.execute(sql`
        select substr(funded_on, 1, 7) as month, sum(funded_amount_pence)::bigint as pence,
          count(*) as deals
        from lender_submissions
        where outcome = 'funded' and funded_on >= ${from} and funded_on <= ${to}
        group by 1`),
    ),
    rowsOf<{ month: string; pence: unknown }>(
      await db.execute(sql`
        select substr(received_on, 1, 7) as month, sum(amount_pence)::bigint as pence
        from commission_payments
        where received_on >= ${from} and received_on <= ${to}
        group by 1`),
    ),
  ];
  const months: DashboardMonth[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    const f = funded.find((row) => row.month === month);
    const r = received.find((row) => row.month === month);
    months.push({
      month,
      fundedPence: Number(f?.pence ?? 0),
      fundedDeals: Number(f?.deals ?? 0),
      commissionReceivedPence: Number(r?.pence ?? 0),
    });
    const [year, number] = month.split("-").map(Number);
    month = number === 12 ? `${year! + 1}-01` : `${year}-${String(number! + 1).padStart(2, "0")}`;
  }
  return months;
}

const unnamed: Record<DashboardBreakdown, string> = {
  source: "Not recorded",
  broker: "Nobody (unassigned)",
  lender: "Not sent to a lender",
};

/** The dashboard for UK days `from` to `to` (both included), broken down as asked. */
export async function dashboard(
  db: Database,
  { from, to, breakdown }: { from: string; to: string; breakdown: DashboardBreakdown },
): Promise<Dashboard> {
  return db.transaction(async (tx) => {
    // A report over tens of thousands of rows: compiling it (JIT) costs more than it saves, and
    // its sorts (the medians) should stay in memory.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return dashboardIn(tx as unknown as Database, { from, to, breakdown });
  });
}

async function dashboardIn(
  db: Database,
  { from, to, breakdown }: { from: string; to: string; breakdown: DashboardBreakdown },
): Promise<Dashboard> {
  const { start, end } = periodBounds(from, to);
  let raw: RawFigures[];
  let totalRow: RawFigures | undefined;
  if (breakdown === "lender") {
    // A lead sent to two lenders is in both lenders' rows, but once in the total.
    raw = rowsOf<RawFigures>(await db.execute(funnelQuery(start, end, "lender"))).filter(
      (row) => !row.is_total,
    );
    [totalRow] = rowsOf<RawFigures>(await db.execute(funnelQuery(start, end, "none")));
  } else {
    const all = rowsOf<RawFigures>(await db.execute(funnelQuery(start, end, breakdown)));
    raw = all.filter((row) => !row.is_total);
    totalRow = all.find((row) => row.is_total);
  }
  const labels = await labelsFor(
    db,
    breakdown,
    raw.flatMap((row) => (row.key === null ? [] : [row.key])),
  );
  const rows = raw
    .map((row) => {
      const figures = figuresOf(row);
      return {
        ...figures,
        key: row.key,
        label: row.key === null ? unnamed[breakdown] : (labels.get(row.key) ?? row.key),
        conversions: conversionsOf(figures),
      };
    })
    .sort(
      (a, b) =>
        b.fundedPence - a.fundedPence || b.leads - a.leads || a.label.localeCompare(b.label),
    );
  const total = figuresOf(totalRow);
  return {
    from,
    to,
    breakdown,
    rows,
    total: { ...total, conversions: conversionsOf(total) },
    months: await monthly(db, from, to),
  };
}
