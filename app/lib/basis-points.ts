/**
 * A rate held in basis points (1.5% is 150), as commission is kept and as the site discloses
 * its range, written for people. Apart from the figures (`numbers.ts`), which the public pages'
 * own scripts load, as only the pages that state the rate need it.
 */

/** Basis points as a percentage for people: 150 => "1.5%", 1000 => "10%", 25 => "0.25%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(Math.abs(basisPoints % 100))
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""}%`;
}
