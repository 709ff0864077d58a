import { formatPounds } from "#app/lib/money.ts";

/**
 * The funding calculator's arithmetic and rates, apart from the figures it takes from the
 * firm's claims (`calculator.ts`), so the calculator's script in the page carries only this.
 */

/** Illustrative fixed annual interest rates: the lower and upper end of typical offers. */
export const annualRatePercent = { low: 9.9, high: 29.9 } as const;

/** How long the calculator waits after the last change before reporting its use. */
export const analyticsDelayMs = 800;

/** Monthly repayment of a fixed-rate loan repaid in equal instalments. */
export function monthlyRepayment(amount: number, months: number, ratePercent: number) {
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return amount / months;
  return (amount * rate) / (1 - (1 + rate) ** -months);
}

export type RepaymentRange = { low: number; high: number };

export function repaymentRange(amount: number, months: number): RepaymentRange {
  return {
    low: monthlyRepayment(amount, months, annualRatePercent.low),
    high: monthlyRepayment(amount, months, annualRatePercent.high),
  };
}

/** The calculator's answer: the monthly repayment at the lower and the upper rate. */
export function calculatorResult(amount: number, months: number): string {
  const range = repaymentRange(amount, months);
  return `${formatPounds(Math.round(range.low))} – ${formatPounds(Math.round(range.high))}`;
}

export const termText = (months: number) => `${months} months`;
