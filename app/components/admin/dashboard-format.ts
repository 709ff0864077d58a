import { formatBasisPoints } from "#app/lib/commission.ts";
import { formatCount } from "#app/lib/numbers.ts";

// The dashboard's route names its period's days with the rest of the dashboard's wording.
export { formatDay } from "#app/lib/dates.ts";

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

/**
 * What the funnel's steps count, said once for the chart and the table: each a part of the one
 * before, so no share of the step before is ever more than 100%.
 */
export const funnelStepsRule =
  "Each step counts the leads that have reached it and every step before it, so each is a share of the step before. A lead sent to a lender counts as contacted and as an application, whatever was recorded.";

/** Referral partners' sign-ups, which are not finance leads, as the dashboard counts them apart. */
export function referralSignUpsText(count: number): string {
  return `Referral partner sign-ups: ${formatCount(count)}`;
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
  return `${formatCount(rounded)} ${rounded === 1 ? singular : unit}`;
}
