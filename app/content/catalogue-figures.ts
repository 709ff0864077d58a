import type { ProductSlug } from "#app/paths.ts";
import type { AmountRange, Duration, Term } from "#app/content/format.ts";

/**
 * Every figure of every product, once. The catalogue (`products.ts`) writes all its copy as a
 * function of these; they are kept apart from it, as the names are (`names.ts`), so the
 * application, which checks an amount against the product applied for, does not carry every
 * product page's copy with it.
 */
export type ProductFigures = {
  amount: AmountRange;
  term: Term;
  /** How long a decision (for secured loans, an approval) takes. */
  decision: Duration;
  /** Omitted where the product sets no trading history of its own. */
  minTradingMonths?: number;
  minAnnualTurnover?: number;
  maxLtvPercent?: number;
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
    amount: { min: 5_000, max: 500_000 },
    term: { kind: "range", minMonths: 3, maxMonths: 24 },
    decision: { max: 24, unit: "hours" },
    minTradingMonths: 6,
  },
  "card-terminal-loans": {
    amount: { min: 5_000, max: 500_000 },
    term: { kind: "range", minMonths: 3, maxMonths: 12 },
    decision: { max: 48, unit: "hours" },
    minTradingMonths: 6,
    dailyCollectionPercent: { min: 5, max: 20 },
  },
  "bad-credit-business-loans": {
    amount: { min: 5_000, max: 100_000 },
    term: { kind: "range", minMonths: 3, maxMonths: 36 },
    decision: { max: 72, unit: "hours" },
    minTradingMonths: 6,
  },
  "same-day-business-funding": {
    amount: { min: 5_000, max: 100_000 },
    term: { kind: "range", minMonths: 3, maxMonths: 24 },
    decision: { max: 2, unit: "hours", reading: "from" },
    minTradingMonths: 6,
  },
  "business-growth-loans": {
    amount: { min: 10_000, max: 500_000 },
    term: { kind: "range", minMonths: 6, maxMonths: 72 },
    decision: { min: 24, max: 48, unit: "hours" },
    minTradingMonths: 12,
    minAnnualTurnover: 100_000,
  },
  "asset-funding": {
    amount: { min: 5_000, max: 2_000_000 },
    term: { kind: "range", minMonths: 12, maxMonths: 84 },
    decision: { max: 24, unit: "hours" },
    minTradingMonths: 6,
    financePercent: 100,
  },
  "stock-funding": {
    amount: { min: 10_000, max: 1_000_000 },
    term: { kind: "range", minMonths: 3, maxMonths: 36 },
    decision: { max: 48, unit: "hours" },
    minTradingMonths: 12,
    financePercent: 80,
  },
  "bridging-loans": {
    amount: { min: 25_000, max: 5_000_000 },
    term: { kind: "range", minMonths: 1, maxMonths: 24 },
    decision: { max: 24, unit: "hours" },
    maxLtvPercent: 75,
    monthlyRateFromPercent: 0.75,
    completion: { min: 7, max: 14, unit: "days" },
  },
  "secured-business-loans": {
    amount: { min: 25_000, max: 10_000_000 },
    term: { kind: "range", minMonths: 12, maxMonths: 300 },
    decision: { min: 5, max: 10, unit: "days" },
    minTradingMonths: 12,
    maxLtvPercent: 80,
  },
  "vat-funding": {
    amount: { min: 5_000, max: 500_000 },
    term: { kind: "options", months: [3] },
    decision: { max: 24, unit: "hours" },
    minTradingMonths: 12,
  },
  "tax-funding": {
    amount: { min: 5_000, max: 500_000 },
    term: { kind: "options", months: [6, 10, 12] },
    decision: { min: 24, max: 48, unit: "hours" },
    minTradingMonths: 12,
  },
};
