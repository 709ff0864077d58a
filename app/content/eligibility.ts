import { formatMonths, plural } from "#app/content/format.ts";
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

/* The check's three questions ------------------------------------------------------------ */

/**
 * The quick eligibility check asks three questions and names the products that fit (issue 38):
 * a GET form on the page that carries it, answered by the page's loader from these query
 * parameters (docs/decisions/0040). The bands of the two choices are made from the catalogue
 * by the server (`eligibility-check.server.ts`), so the page carries them as data.
 */
export const eligibilityCheckFields = ["amount", "trading", "turnover"] as const;
export type EligibilityCheckField = (typeof eligibilityCheckFields)[number];

/** Whether a request's query asks the check a question: such a page is answered per request. */
export function asksEligibility(query: URLSearchParams): boolean {
  return eligibilityCheckFields.some((field) => query.has(field));
}

/**
 * The band after the catalogue's longest trading minimum: two years. No product asks for it,
 * but an established business reads its own answer in it rather than in "12 months or more".
 */
export const establishedTradingMonths = 24;

export const eligibilityCheckCopy = {
  lead: "Answer three questions to see which of our products fit your business.",
  formLabel: "Quick eligibility check",
  amount: { label: "How much funding do you need?", hint: "In whole pounds, like 25,000." },
  trading: { label: "How long has the business been trading?" },
  turnover: {
    label: "What is the business's annual turnover?",
    hint: (monthly: number) =>
      `Before costs. ${formatPounds(monthly)} a month is ${formatPounds(monthly * 12)} a year.`,
  },
  choose: "Choose one",
  submit: "See Products That Fit",
  messages: {
    amountMissing: "Amount is required",
    amountInvalid: "Enter the amount in whole pounds, like 25,000",
    tradingMissing: "Time trading is required",
    turnoverMissing: "Annual turnover is required",
  },
  waiting:
    "Answer the three questions and the products that fit show here, each with a link to read more.",
  fix: "Check the answers marked to see which products fit.",
  fit: (count: number) =>
    `${plural(count, "product")} ${count === 1 ? "fits" : "fit"} your answers.`,
  fitNote:
    "Each lends that amount to a business trading as long as yours, with its turnover. Your broker confirms which lenders can offer them.",
  productsLabel: "Products that fit",
  none: "None of our products fits all three answers.",
  noneNote:
    "A broker can still look across the whole panel with you: call us, or send us a message and we will get back to you.",
  contact: "Send Us a Message",
  criteriaTitle: "The four criteria",
  criteriaLead:
    "Most businesses we help meet all four of these. Missing one? Talk to us: some lenders can still help.",
} as const;

/** A choice of one of the check's bands; its value is where the band starts. */
export type CheckOption = { value: string; label: string };

/** Where the check stands: not yet asked, answers to correct, products that fit, or none. */
export type EligibilityOutcome = "waiting" | "fix" | "fit" | "none";

/** The check as the page lays it out: the questions, the answers given and the answer. */
export type EligibilityCheckView = {
  /** The answers as given, so the form shows them again. */
  values: Record<EligibilityCheckField, string>;
  tradingOptions: CheckOption[];
  turnoverOptions: CheckOption[];
  turnoverHint: string;
  errors: Partial<Record<EligibilityCheckField, string>>;
  outcome: EligibilityOutcome;
  /** The sentence the polite live region says. */
  status: string;
  products: { slug: string; name: string; path: string; why: string }[];
  /** The application, with the product when exactly one fits. */
  applyPath: string;
};
