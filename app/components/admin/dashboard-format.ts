import { formatBasisPoints } from "#app/lib/commission.ts";

import type {
  Conversions,
  DashboardMonth,
  FunnelFigures as Figures,
} from "#app/schemas/admin-dashboard.ts";

export type { Conversions, DashboardMonth };

/** A row of the dashboard (or its total): its figures and the conversions between them. */
export type FunnelFigures = Figures & { conversions: Conversions };

export const funnelSteps = [
  { key: "leads", label: "Leads" },
  { key: "contacted", label: "Contacted" },
  { key: "applications", label: "Applications" },
  { key: "submitted", label: "Sent to a lender" },
  { key: "offers", label: "Offers" },
  { key: "funded", label: "Funded" },
] as const;

const counts = new Intl.NumberFormat("en-GB");

export function formatCount(value: number): string {
  return counts.format(value);
}

/** Basis points as a percentage, or a dash when there was nothing to convert from. */
export function formatConversion(basisPoints: number | null): string {
  return basisPoints === null ? "–" : formatBasisPoints(basisPoints);
}

/** A median to one decimal place with its unit ("4.5 hours"), or a dash when there is none. */
export function formatMedian(value: number | null, unit: "hours" | "days"): string {
  if (value === null) return "–";
  const rounded = Math.round(value * 10) / 10;
  const singular = unit === "hours" ? "hour" : "day";
  return `${counts.format(rounded)} ${rounded === 1 ? singular : unit}`;
}

const monthNames = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03" => "Mar 2026" */
export function formatMonth(month: string): string {
  return monthNames.format(new Date(`${month}-01T00:00:00Z`));
}

/** "2026-03-01" => "1 March 2026" */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
