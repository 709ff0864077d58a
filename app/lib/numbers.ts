/**
 * The one way the site writes a plain figure (a count of leads, reviews or files, a median),
 * grouped in thousands as in the UK. Pounds are written by `money.ts`, rates in basis points by
 * `basis-points.ts`.
 */
import { madeOnFirstUse } from "#app/lib/first-use.ts";

const grouped = madeOnFirstUse(() => new Intl.NumberFormat("en-GB"));

/** 1234 => "1,234"; a fraction keeps up to three places (4.5 => "4.5"). */
export function formatCount(value: number): string {
  return grouped().format(value);
}
