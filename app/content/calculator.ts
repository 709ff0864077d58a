import { fundingRange, typicalTerm } from "#app/content/claims.ts";

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
  /** Illustrative fixed annual interest rates: the lower and upper end of typical offers. */
  annualRatePercent: { low: 9.9, high: 29.9 },
  /** The representative example shown whenever the rates are shown. */
  example: { amount: 50_000, months: 24, annualRatePercent: 14.9 },
  /** How long the calculator waits after the last change before reporting its use. */
  analyticsDelayMs: 800,
} as const;

/** Monthly repayment of a fixed-rate loan repaid in equal instalments. */
export function monthlyRepayment(amount: number, months: number, annualRatePercent: number) {
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return amount / months;
  return (amount * rate) / (1 - (1 + rate) ** -months);
}

export type RepaymentRange = { low: number; high: number };

export function repaymentRange(amount: number, months: number): RepaymentRange {
  return {
    low: monthlyRepayment(amount, months, calculator.annualRatePercent.low),
    high: monthlyRepayment(amount, months, calculator.annualRatePercent.high),
  };
}

export function exampleFigures() {
  const { amount, months, annualRatePercent } = calculator.example;
  const monthly = monthlyRepayment(amount, months, annualRatePercent);
  const total = monthly * months;
  return { amount, months, annualRatePercent, monthly, total, interest: total - amount };
}
