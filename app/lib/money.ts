/**
 * The one way the site writes money, on pages, in the back office and in mail. Amounts are
 * pounds; sums the back office keeps in pence are written by `pence.ts` with these. A missing
 * amount reads as nothing, so a table cell or a mail line stays empty rather than "£NaN".
 */
import { madeOnFirstUse } from "#app/lib/first-use.ts";
import { formatCount } from "#app/lib/numbers.ts";

type Amount = number | null | undefined;

/** A pounds formatter with the given decimals, made on first use. */
function pounds(decimals: Intl.NumberFormatOptions) {
  return madeOnFirstUse(
    () => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", ...decimals }),
  );
}

const wholePounds = pounds({ maximumFractionDigits: 0 });
const poundsAndPence = pounds({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 75000 => "£75,000" (rounded to the pound). */
export function formatPounds(amount: Amount): string {
  return amount == null ? "" : wholePounds().format(amount);
}

/** 1234.5 => "£1,234.50", for repayments. */
export function formatPoundsAndPence(amount: Amount): string {
  return amount == null ? "" : poundsAndPence().format(amount);
}

/**
 * An amount the visitor typed, kept as text ("250,000"): written as pounds when it is a whole
 * number of them ("£250,000"), otherwise as typed, so a text that is not an amount never gains
 * a "£" ("50k-100k" stays "50k-100k", "£250,000" does not become "££250,000").
 */
export function formatTypedPounds(text: string | null | undefined): string {
  const typed = text?.trim() ?? "";
  const compact = typed.replace(/[£,\s]/g, "");
  // Beyond 15 digits a number no longer holds every digit.
  return /^\d{1,15}$/.test(compact) ? formatPounds(Number(compact)) : typed;
}

/** Whole pounds as an amount field shows them, without the sign: 25000 => "25,000". */
export function formatPoundsInField(amount: number): string {
  return formatCount(amount);
}

/** £5K, £500K, £1M, £2.5M */
export function formatPoundsShort(amount: number): string {
  if (amount >= 1_000_000) return `£${oneDecimal(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `£${oneDecimal(amount / 1_000)}K`;
  return formatPounds(amount);
}

function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}
