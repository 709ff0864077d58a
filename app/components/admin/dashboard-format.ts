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
