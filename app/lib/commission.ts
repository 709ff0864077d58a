import type { CommissionKind } from "#app/schemas/value-lists.ts";
import { formatBasisPoints } from "#app/lib/basis-points.ts";

export { formatBasisPoints };

/**
 * Commission arithmetic, in whole pence and basis points (1.5% is 150) only: no amount ever
 * passes through a fraction of a penny, and every rounding is to the nearest penny, halves up.
 * The products are computed in BigInt, so even a £10,000,000 deal at 100% is exact.
 */

/** How a lender pays: a share of the funded amount, or a fixed fee per deal. */
export type CommissionTerms = {
  kind: CommissionKind;
  /** The share, when the kind is "percent". */
  basisPoints: number | null;
  /** The fee, when the kind is "fixed". */
  fixedPence: number | null;
};

const BASIS = 10_000n;

/** `amountPence` × `basisPoints` / 10,000, to the nearest penny (halves up). */
export function shareOfPence(amountPence: number, basisPoints: number): number {
  const product = BigInt(amountPence) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude + BASIS / 2n) / BASIS));
}

/**
 * What a funded deal earns under the lender's terms, or null when the terms are incomplete (a
 * lender on the panel with no commission recorded yet).
 */
export function expectedCommissionPence(
  terms: CommissionTerms,
  fundedAmountPence: number,
): number | null {
  if (terms.kind === "fixed") return terms.fixedPence;
  if (terms.basisPoints === null) return null;
  return shareOfPence(fundedAmountPence, terms.basisPoints);
}

/** What is still owed on a deal: expected less received, never below nothing. */
export function outstandingPence(expectedPence: number | null, receivedPence: number): number {
  return expectedPence === null ? 0 : Math.max(0, expectedPence - receivedPence);
}

/**
 * The commission as basis points of the funded amount, to the nearest one: what is compared
 * with the range the site discloses to applicants.
 */
export function commissionRateBasisPoints(commissionPence: number, fundedAmountPence: number) {
  if (fundedAmountPence <= 0) return null;
  const product = BigInt(commissionPence) * BASIS;
  return Number((product + BigInt(fundedAmountPence) / 2n) / BigInt(fundedAmountPence));
}

/**
 * A percentage as typed ("1.5", "2.25%", "10") to basis points; empty is null; more than two
 * decimal places, or more than 100%, is "invalid".
 */
export function percentToBasisPoints(value: string | undefined): number | null | "invalid" {
  const cleaned = (value ?? "").replace(/[%\s]/g, "");
  if (cleaned === "") return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return "invalid";
  const [whole, fraction = ""] = cleaned.split(".");
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return basisPoints > 10_000 ? "invalid" : basisPoints;
}

/** Basis points back to what a form field shows: 150 => "1.5". */
export function basisPointsToInput(basisPoints: number | null | undefined): string {
  return basisPoints == null ? "" : formatBasisPoints(basisPoints).replace("%", "");
}

/**
 * An introducer's share of one commission payment, at the split the lead was introduced under:
 * each payment is shared as it is received and rounded on its own (nearest penny, halves up),
 * so part payments are shared as they come and a statement's total is the sum of its lines.
 */
export function introducerSharePence(paymentPence: number, shareBasisPoints: number): number {
  return shareOfPence(paymentPence, shareBasisPoints);
}
