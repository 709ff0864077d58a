import type { ProductSlug } from "#app/paths.ts";
import type { Duration, Term } from "#app/content/format.ts";
import { catalogueRanges, type ProductRanges } from "#app/content/catalogue-ranges.ts";

/**
 * Every figure of every product, once. The catalogue (`products.ts`) writes all its copy as a
 * function of these; they are kept apart from it, as the names are (`names.ts`), so the
 * application, which checks an amount against the product applied for, does not carry every
 * product page's copy with it. The amounts and the loan-to-value come from
 * `catalogue-ranges.ts`, all the application needs of them.
 */
export type ProductFigures = ProductRanges & {
  term: Term;
  /** How long a decision (for secured loans, an approval) takes. */
  decision: Duration;
  /** Omitted where the product sets no trading history of its own. */
  minTradingMonths?: number;
  minAnnualTurnover?: number;
  /** Share of the asset's cost or the stock's value a lender will fund. */
  financePercent?: number;
  /** Share of daily card takings collected as repayment. */
  dailyCollectionPercent?: { min: number; max: number };
  /** Lowest monthly interest rate; a representative example is always shown beside it. */
  monthlyRateFromPercent?: number;
  completion?: Duration;
};

export const catalogueFigures: Record<ProductSlug, ProductFigures> = {
  "short-term-business-loans": {
    ...catalogueRanges["short-term-business-loans"],
    term: { kind: "range", minMonths: 3, maxMonths: 24 },
    decision: { max: 24, unit: "hours" },
    minTradingMonths: 6,
  },
  "card-terminal-loans": {
    ...catalogueRanges["card-terminal-loans"],
    term: { kind: "range", minMonths: 3, maxMonths: 12 },
    decision: { max: 48, unit: "hours" },
    minTradingMonths: 6,
    dailyCollectionPercent: { min: 5, max: 20 },
  },
  "bad-credit-business-loans": {
    ...catalogueRanges["bad-credit-business-loans"],
    term: { kind: "range", minMonths: 3, maxMonths: 36 },
    decision: { max: 72, unit: "hours" },
    minTradingMonths: 6,
  },
  "same-day-business-funding": {
    ...catalogueRanges["same-day-business-funding"],
    term: { kind: "range", minMonths: 3, maxMonths: 24 },
    decision: { max: 2, unit: "hours", reading: "from" },
    minTradingMonths: 6,
  },
  "business-growth-loans": {
    ...catalogueRanges["business-growth-loans"],
    term: { kind: "range", minMonths: 6, maxMonths: 72 },
    decision: { min: 24, max: 48, unit: "hours" },
    minTradingMonths: 12,
    minAnnualTurnover: 100_000,
  },
  "asset-funding": {
    ...catalogueRanges["asset-funding"],
    term: { kind: "range", minMonths: 12, maxMonths: 84 },
    decision: { max: 24, unit: "hours" },
    minTradingMonths: 6,
    financePercent: 100,
  },
  "stock-funding": {
    ...catalogueRanges["stock-funding"],
    term: { kind: "range", minMonths: 3, maxMonths: 36 },
    decision: { max: 48, unit: "hours" },
    minTradingMonths: 12,
    financePercent: 80,
  },
  "bridging-loans": {
    ...catalogueRanges["bridging-loans"],
    term: { kind: "range", minMonths: 1, maxMonths: 24 },
    decision: { max: 24, unit: "hours" },
    monthlyRateFromPercent: 0.75,
    completion: { min: 7, max: 14, unit: "days" },
  },
  "secured-business-loans": {
    ...catalogueRanges["secured-business-loans"],
    term: { kind: "range", minMonths: 12, maxMonths: 300 },
    decision: { min: 5, max: 10, unit: "days" },
    minTradingMonths: 12,
  },
  "vat-funding": {
    ...catalogueRanges["vat-funding"],
    term: { kind: "options", months: [3] },
    decision: { max: 24, unit: "hours" },
    minTradingMonths: 12,
  },
  "tax-funding": {
    ...catalogueRanges["tax-funding"],
    term: { kind: "options", months: [6, 10, 12] },
    decision: { min: 24, max: 48, unit: "hours" },
    minTradingMonths: 12,
  },
};
