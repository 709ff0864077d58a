/**
 * Sums held in pence (the back office keeps lenders' amounts and commission so), written as
 * `money.ts` writes pounds. Apart from it, so the public pages' scripts that write pounds do
 * not carry these.
 */
import { formatPounds, formatPoundsAndPence } from "#app/lib/money.ts";
import { formatCount } from "#app/lib/numbers.ts";

type Amount = number | null | undefined;

/**
 * A sum held in pence, with its pence only when it has some: 123450 => "£1,234.50",
 * 4500000 => "£45,000" (never "£45,000.00" beside "£45,000" on one page).
 */
export function formatPence(pence: Amount): string {
  if (pence == null) return "";
  return pence % 100 === 0 ? formatPounds(pence / 100) : formatPoundsAndPence(pence / 100);
}

/** A sum held in pence as an amount field shows it: "25,000", or "1,250.50"; "" for none. */
export function formatPenceInField(pence: number | null): string {
  if (pence === null) return "";
  const pounds = formatCount(Math.trunc(pence / 100));
  const rest = pence % 100;
  return rest === 0 ? pounds : `${pounds}.${String(rest).padStart(2, "0")}`;
}

/** "£25,000 to £250,000", "From £25,000", "Up to £250,000", or nothing. */
export function amountRange(minPence: number | null, maxPence: number | null): string {
  if (minPence !== null && maxPence !== null) {
    return `${formatPence(minPence)} to ${formatPence(maxPence)}`;
  }
  if (minPence !== null) return `From ${formatPence(minPence)}`;
  if (maxPence !== null) return `Up to ${formatPence(maxPence)}`;
  return "";
}
