import { formatMonths } from "#app/content/format.ts";
import { formatPounds } from "#app/lib/money.ts";
import type { IconName } from "#app/content/icons.ts";

/** The quick eligibility check (specification §9); product pages reuse its rules. */
export type EligibilityCriterion = { icon: IconName; title: string; description: string };

export const eligibilityRules = {
  minMonthlyTurnover: 5_000,
  minTradingMonths: 6,
};

export const turnoverRule = `Monthly turnover of ${formatPounds(eligibilityRules.minMonthlyTurnover)} or more`;
export const residentDirectorRule = "At least one director or shareholder resident in the UK";

export const eligibilityCriteria: EligibilityCriterion[] = [
  {
    icon: "building",
    title: "UK registered limited company",
    description: "Registered at Companies House. Sole traders may qualify for some products.",
  },
  {
    icon: "pound-sterling",
    title: turnoverRule,
    description: "Shown on your business bank statements or through Open Banking.",
  },
  {
    icon: "calendar-clock",
    title: `Trading for ${formatMonths(eligibilityRules.minTradingMonths)} or more`,
    description: "Some products ask for longer; each product page says how long.",
  },
  {
    icon: "user-check",
    title: residentDirectorRule,
    description: "A director or shareholder with a UK home address.",
  },
];
