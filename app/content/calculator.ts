import { fundingRange, typicalTerm } from "#app/content/claims.ts";
import {
  analyticsDelayMs,
  annualRatePercent,
  monthlyRepayment,
} from "#app/content/calculator-maths.ts";

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
