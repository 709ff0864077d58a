import { inArray, sql } from "drizzle-orm";
import { rowsOf, type Database } from "#app/server/db/client.server.ts";
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
 * earned, read from totals the database keeps, never counted from the leads.
 * ADR 0015 (dashboard totals).
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
  /** Referral partners who applied to introduce clients in the period: not finance leads. */
  referralSignUps: number;
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

type Dim = "total" | DashboardBreakdown;

type RawTotals = {
  key: string;
  leads: unknown;
  contacted: unknown;
  applications: unknown;
  submitted: unknown;
  offers: unknown;
  funded: unknown;
  funded_pence: unknown;
  expected_pence: unknown;
  received_pence: unknown;
};

type RawTime = { key: string; measure: "contact" | "funding"; value: number; n: unknown };

type Medians = { medianHoursToContact: number | null; medianDaysToFunding: number | null };

/** The median of values counted as `[value, how many]`, in order of value (as percentile_cont). */
export function medianOfCounts(counts: ReadonlyArray<readonly [number, number]>): number | null {
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  if (total <= 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const [value, n] of counts) {
      seen += n;
      if (position < seen) return value;
    }
    return counts[counts.length - 1]![0];
  };
  const lower = valueAt(Math.floor((total - 1) / 2));
  const upper = valueAt(Math.floor(total / 2));
  return (lower + upper) / 2;
}

function figuresOf(row: RawTotals | undefined, medians: Medians | undefined): FunnelFigures {
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
    medianHoursToContact: medians?.medianHoursToContact ?? null,
    medianDaysToFunding: medians?.medianDaysToFunding ?? null,
  };
}

/** The first of the month of a YYYY-MM-DD day. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * A period as whole months (read from the monthly totals) and the days at either end (read
 * from each lead's facts). `months` is null when the period holds no whole month.
 */
export function periodParts(
  from: string,
  to: string,
): { months: { first: string; last: string } | null; days: Array<{ from: string; to: string }> } {
  const first = from.endsWith("-01") ? from : monthOf(datePlusDays(monthOf(from), 32));
  const afterTo = datePlusDays(to, 1);
  // The first day of the month after the last whole month.
  const end = afterTo.endsWith("-01") ? afterTo : monthOf(to);
  if (first >= end) return { months: null, days: [{ from, to }] };
  const days: Array<{ from: string; to: string }> = [];
  if (from < first) days.push({ from, to: datePlusDays(first, -1) });
  if (end <= to) days.push({ from: end, to });
  return { months: { first, last: monthOf(datePlusDays(end, -1)) }, days };
}

/** Adds the changes to the dashboard's facts made so far into its monthly totals. */
export async function foldDashboardChanges(db: Database): Promise<number> {
  const [row] = rowsOf<{ moved: unknown }>(await db.execute(sql`select dashboard_fold() as moved`));
  return Number(row?.moved ?? 0);
}

/** Sums of the funnel figures, per key, over `parts` of a period, for one way of breaking down. */
async function totalsOver(
  db: Database,
  dim: Dim,
  { months, days }: ReturnType<typeof periodParts>,
): Promise<{ totals: RawTotals[]; times: RawTime[] }> {
  const figures = sql.raw(
    "leads, contacted, applications, submitted, offers, funded, funded_pence, expected_pence, received_pence",
  );
  const signed = sql.raw(
    "sign * leads, sign * contacted, sign * applications, sign * submitted, sign * offers, " +
      "sign * funded, sign * funded_pence, sign * expected_pence, sign * received_pence",
  );
  // Each part its own select, so each range is read as a range of its index (an "or" of two
  // day ranges would read every day of the key's facts).
  const monthly = months
    ? sql`dim = ${dim} and month between ${months.first}::date and ${months.last}::date`
    : null;
  const dayRanges = days.map(
    (range) => sql`dim = ${dim} and day between ${range.from}::date and ${range.to}::date`,
  );
  const timesOf = sql.raw(
    "lateral (values ('contact', contact_tenths), ('funding', funding_days)) v (measure, value)",
  );
  const totalParts = [
    ...(monthly
      ? [
          sql`select key, ${figures} from dashboard_months where ${monthly}`,
          sql`select key, ${signed} from dashboard_changes where ${monthly}`,
        ]
      : []),
    ...dayRanges.map((range) => sql`select key, ${figures} from dashboard_facts where ${range}`),
  ];
  const timeParts = [
    ...(monthly
      ? [
          sql`select key, measure, value, n from dashboard_month_times where ${monthly}`,
          sql`select key, v.measure, v.value, sign from dashboard_changes, ${timesOf}
            where ${monthly}`,
        ]
      : []),
    ...dayRanges.map(
      (range) => sql`select key, v.measure, v.value, 1 from dashboard_facts, ${timesOf}
        where ${range}`,
    ),
  ];
  const totals = rowsOf<RawTotals>(
    await db.execute(sql`
      select key, sum(leads) as leads, sum(contacted) as contacted,
        sum(applications) as applications, sum(submitted) as submitted, sum(offers) as offers,
        sum(funded) as funded, sum(funded_pence) as funded_pence,
        sum(expected_pence) as expected_pence, sum(received_pence) as received_pence
      from (${sql.join(totalParts, sql` union all `)}) t (key, leads, contacted, applications,
        submitted, offers, funded, funded_pence, expected_pence, received_pence)
      group by key
      having sum(leads) > 0`),
  );
  const times = rowsOf<RawTime>(
    await db.execute(sql`
      select key, measure, value, sum(n) as n
      from (${sql.join(timeParts, sql` union all `)}) t (key, measure, value, n)
      where value is not null
      group by key, measure, value
      having sum(n) > 0
      order by key, measure, value`),
  );
  return { totals, times };
}

function mediansByKey(times: RawTime[]): Map<string, Medians> {
  const counts = new Map<
    string,
    { contact: Array<[number, number]>; funding: Array<[number, number]> }
  >();
  for (const row of times) {
    let entry = counts.get(row.key);
    if (!entry) counts.set(row.key, (entry = { contact: [], funding: [] }));
    entry[row.measure].push([Number(row.value), Number(row.n)]);
  }
  const medians = new Map<string, Medians>();
  for (const [key, { contact, funding }] of counts) {
    const tenths = medianOfCounts(contact);
    medians.set(key, {
      medianHoursToContact: tenths === null ? null : tenths / 10,
      medianDaysToFunding: medianOfCounts(funding),
    });
  }
  return medians;
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

/**
 * Referral partners' applications received in the UK days `from` to `to`: counted apart, as
 * they are no finance lead (they have no dashboard facts), from the leads' kind index.
 */
async function referralSignUps(db: Database, from: string, to: string): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`
      select count(*) as n from leads
      where kind = 'referral'
        and created_at >= (${from}::date)::timestamp at time zone 'Europe/London'
        and created_at < (${to}::date + 1)::timestamp at time zone 'Europe/London'`),
  );
  return Number(row?.n ?? 0);
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
  // Folded first, so the changes read as they are stay few even when the schedule is off.
  await foldDashboardChanges(db);
  // One snapshot for every part, so the total and the rows agree.
  return db.transaction(
    async (tx) => dashboardIn(tx as unknown as Database, { from, to, breakdown }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function dashboardIn(
  db: Database,
  { from, to, breakdown }: { from: string; to: string; breakdown: DashboardBreakdown },
): Promise<Dashboard> {
  const parts = periodParts(from, to);
  // A lead sent to two lenders is in both lenders' rows, but once in the total.
  const broken = await totalsOver(db, breakdown, parts);
  const whole = await totalsOver(db, "total", parts);
  const medians = mediansByKey(broken.times);
  const keys = broken.totals.flatMap((row) => (row.key === "" ? [] : [row.key]));
  const labels = await labelsFor(db, breakdown, keys);
  const rows = broken.totals
    .map((row) => {
      const figures = figuresOf(row, medians.get(row.key));
      const key = row.key === "" ? null : row.key;
      return {
        ...figures,
        key,
        label: key === null ? unnamed[breakdown] : (labels.get(key) ?? key),
        conversions: conversionsOf(figures),
      };
    })
    .sort(
      (a, b) =>
        b.fundedPence - a.fundedPence || b.leads - a.leads || a.label.localeCompare(b.label),
    );
  const total = figuresOf(whole.totals[0], mediansByKey(whole.times).get(""));
  return {
    from,
    to,
    breakdown,
    rows,
    total: { ...total, conversions: conversionsOf(total) },
    referralSignUps: await referralSignUps(db, from, to),
    months: await monthly(db, from, to),
  };
}
