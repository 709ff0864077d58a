import { z } from "#app/schemas/zod.ts";

/**
 * The dashboard's question, as it comes in its URL (a GET form, and the preset links): a period
 * of UK days, both ends included, and how to break the figures down. A bad value is dropped
 * with a message and the default used instead, so the page always answers something.
 */

export const DASHBOARD_BREAKDOWNS = ["source", "broker", "lender"] as const;
export type DashboardBreakdown = (typeof DASHBOARD_BREAKDOWNS)[number];

export const breakdownLabels: Record<DashboardBreakdown, string> = {
  source: "Source",
  broker: "Broker",
  lender: "Lender",
};

/**
 * Where a lead came from, for people: the forms' own `leads.source` values, and two that win
 * over them: "introducer" (an introducer brought it) and "phone" (a broker added it by hand).
 * Any other stored value is shown as it is.
 */
export const sourceLabels: Record<string, string> = {
  introducer: "Introducer",
  phone: "Added by a broker (phone, walk-in, email)",
  "home-hero": "Home page quote form",
  "home-mobile": "Home page quote form (mobile)",
  "social-landing": "Social media landing page",
  application: "Online application",
  referral: "Referral partner form",
  contact: "Contact form",
  unknown: "Not recorded",
};

export function sourceLabel(source: string): string {
  return sourceLabels[source] ?? source;
}

/** The most a period may span, so the monthly chart stays readable. */
export const MAX_PERIOD_DAYS = 5 * 366;

export const dashboardMessages = {
  from: "“From” must be a real day, like 2026-11-01, so the last 90 days are shown.",
  to: "“To” must be a real day, like 2026-11-30, so the last 90 days are shown.",
  order: "“From” is after “To”, so the last 90 days are shown.",
  span: "A period can be at most five years, so the last 90 days are shown.",
  breakdown: "The breakdown is not one of the list, so it is by source.",
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function realDay(value: string | null): value is string {
  if (!value || !isoDay.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return year! >= 1 && date.toISOString().slice(0, 10) === value;
}

/** A UK date `days` after another ("2026-11-25" + 7 → "2026-12-02"); days may be negative. */
export function datePlusDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type DashboardPreset = { id: string; label: string; from: string; to: string };

/** The periods offered as one click, for the UK day `today`. */
export function dashboardPresets(today: string): DashboardPreset[] {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = datePlusDays(monthStart, -1);
  return [
    { id: "this-month", label: "This month", from: monthStart, to: today },
    {
      id: "last-month",
      label: "Last month",
      from: `${lastMonthEnd.slice(0, 7)}-01`,
      to: lastMonthEnd,
    },
    { id: "last-90-days", label: "Last 90 days", from: datePlusDays(today, -89), to: today },
    { id: "this-year", label: "This year", from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}

export type DashboardQuery = {
  from: string;
  to: string;
  breakdown: DashboardBreakdown;
  /** What was wrong with the URL, for the page to say. */
  problems: string[];
};

const breakdownSchema = z.enum(DASHBOARD_BREAKDOWNS);

export type PeriodQuery = Omit<DashboardQuery, "breakdown">;

/**
 * A period of UK days from a URL's `from` and `to` (the dashboard's, the lenders' answers);
 * the last 90 days when none is given or it is not right, with the reason.
 */
export function periodQueryFrom(params: URLSearchParams, today: string): PeriodQuery {
  const problems: string[] = [];
  const fallback = { from: datePlusDays(today, -89), to: today };
  const fromText = params.get("from") || null;
  const toText = params.get("to") || null;
  if (fromText === null && toText === null) return { ...fallback, problems };
  const from = fromText ?? fallback.from;
  const to = toText ?? today;
  if (!realDay(from)) problems.push(dashboardMessages.from);
  else if (!realDay(to)) problems.push(dashboardMessages.to);
  else if (from > to) problems.push(dashboardMessages.order);
  else if (daysBetween(from, to) > MAX_PERIOD_DAYS) problems.push(dashboardMessages.span);
  else return { from, to, problems };
  return { ...fallback, problems };
}

/** The dashboard's query from its URL; `today` is the UK day now. */
export function dashboardQueryFrom(params: URLSearchParams, today: string): DashboardQuery {
  const problems: string[] = [];
  const asked = params.get("breakdown");
  const parsed = breakdownSchema.safeParse(asked ?? "source");
  if (!parsed.success) problems.push(dashboardMessages.breakdown);
  const breakdown = parsed.success ? parsed.data : "source";
  const period = periodQueryFrom(params, today);
  return {
    from: period.from,
    to: period.to,
    breakdown,
    problems: [...problems, ...period.problems],
  };
}

/** The dashboard's figures, as the server adds them up and the page shows them. */
export type FunnelFigures = {
  leads: number;
  contacted: number;
  applications: number;
  /** Leads sent to at least one lender. */
  submitted: number;
  /** Leads with a submission offered, accepted or funded. */
  offers: number;
  /** Leads with a funded submission (each lead once). */
  funded: number;
  /** The funded amounts of those leads' funded submissions. */
  fundedPence: number;
  commissionExpectedPence: number;
  commissionReceivedPence: number;
  /** Median hours from receipt to the first contact, of the leads contacted; null if none. */
  medianHoursToContact: number | null;
  /** Median days from receipt (UK day) to the day funded, of the funded leads; null if none. */
  medianDaysToFunding: number | null;
};

/** Conversions between funnel steps, each in basis points of the step before (null: 0 of 0). */
export type Conversions = {
  contacted: number | null;
  applications: number | null;
  submitted: number | null;
  offers: number | null;
  funded: number | null;
  /** Leads to funded, end to end. */
  overall: number | null;
};

export type DashboardMonth = {
  /** "2026-11" */
  month: string;
  fundedPence: number;
  fundedDeals: number;
  commissionReceivedPence: number;
};
