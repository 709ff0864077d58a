/**
 * Amounts typed into a form. The wizard keeps turnover and borrowing amounts as "12,500" (the £
 * is shown beside the field); every amount field (`fields.tsx`) writes them so as they are typed.
 * Apart from the application's answers, which only the application's pages load.
 */

/** Longest amount accepted: hundreds of billions of pounds, far beyond any real answer. */
export const CURRENCY_MAX_DIGITS = 12;

/** Keeps digits only and adds thousands separators; empty stays empty. "£12500" => "12,500". */
export function formatCurrencyInput(raw: string): string {
  const digits = raw
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, CURRENCY_MAX_DIGITS);
  // A minus sign stays, so a negative amount is refused with a message rather than quietly
  // becoming a positive one.
  const sign = /^\s*[-\u2212]/.test(raw) ? "-" : "";
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Whole pounds from a currency string, or null when it is not one. "£12,500" => 12500. */
export function parseCurrency(value: string): number | null {
  const compact = value.replace(/[£,\s]/g, "");
  if (!new RegExp(`^\\d{1,${CURRENCY_MAX_DIGITS + 3}}$`).test(compact)) return null;
  return Number(compact);
}
