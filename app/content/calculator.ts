import { fundingRange, typicalTerm } from "#app/content/claims.ts";
import {
  analyticsDelayMs,
  annualRatePercent,
  monthlyRepayment,
} from "#app/content/calculator-maths.ts";
import { formatPounds, formatPoundsAndPence } from "#app/lib/money.ts";

export {
  calculatorResult,
  monthlyRepayment,
  repaymentRange,
  termText,
  type RepaymentRange,
} from "#app/content/calculator-maths.ts";

/**
 * The funding calculator's assumptions. Results are illustrative: a lender sets the real rate
 * after assessing the business.
 */
export const calculator = {
  amount: { min: fundingRange.min, max: fundingRange.max, step: 5_000, initial: 50_000 },
  term: {
    min: typicalTerm.kind === "range" ? typicalTerm.minMonths : 3,
    max: typicalTerm.kind === "range" ? typicalTerm.maxMonths : 60,
    step: 1,
    initial: 24,
  },
  annualRatePercent,
  /** The representative example shown whenever the rates are shown. */
  example: { amount: 50_000, months: 24, annualRatePercent: 14.9 },
  analyticsDelayMs,
} as const;

export function exampleFigures() {
  const { amount, months, annualRatePercent } = calculator.example;
  const monthly = monthlyRepayment(amount, months, annualRatePercent);
  const total = monthly * months;
  return { amount, months, annualRatePercent, monthly, total, interest: total - amount };
}

/** What the calculator's range rests on, beside every figure it gives. */
export const calculatorBasis = {
  illustrative: "Illustrative only and subject to status.",
  rates: `Based on fixed annual interest rates of ${annualRatePercent.low}% to ${annualRatePercent.high}%; the rate a lender offers depends on your business and circumstances.`,
  exampleLabel: "Representative example:",
} as const;

/** The representative example in words, after its label. */
export function exampleText(): string {
  const example = exampleFigures();
  return (
    `borrowing ${formatPounds(example.amount)} over ${example.months} months at a fixed ` +
    `${example.annualRatePercent}% a year gives ${example.months} monthly repayments of ` +
    `${formatPoundsAndPence(example.monthly)}. Total interest ${formatPoundsAndPence(example.interest)}; ` +
    `total amount repayable ${formatPoundsAndPence(example.total)}. No broker fee.`
  );
}
