/**
 * The one way the site writes a plain figure (a count of leads, reviews or files, a median),
 * grouped in thousands as in the UK, and a rate in basis points. Pounds are written by `money.ts`.
 */
import { madeOnFirstUse } from "#app/lib/first-use.ts";

const grouped = madeOnFirstUse(() => new Intl.NumberFormat("en-GB"));

/** 1234 => "1,234"; a fraction keeps up to three places (4.5 => "4.5"). */
export function formatCount(value: number): string {
  return grouped().format(value);
}

/** Basis points as a percentage for people: 150 => "1.5%", 1000 => "10%", 25 => "0.25%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(Math.abs(basisPoints % 100))
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${fraction ? `.${fraction}` : ""}%`;
}
