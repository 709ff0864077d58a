/** An introducer's code, as the database checks it and as a referral link carries it. */

/** Upper-case letters and digits, 4 to 12 of them, as the database checks. */
export const INTRODUCER_CODE_PATTERN = /^[A-Z0-9]{4,12}$/;

/** A code as typed or carried on a link ("acme 25") in its one form ("ACME25"), or "" if none. */
export function introducerCodeFrom(value: unknown): string {
  if (typeof value !== "string") return "";
  const code = value.replace(/\s+/g, "").toUpperCase();
  return INTRODUCER_CODE_PATTERN.test(code) ? code : "";
}
