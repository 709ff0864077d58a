/** An introducer's code, as the database checks it and as a referral link carries it. */

/**
 * Upper-case letters and digits, 4 to 12 of them, as the database checks. Codes made now are
 * ten random characters of `INTRODUCER_CODE_ALPHABET` (app/server/introducer-code.server.ts);
 * older ones, made from a business's name, still read as codes.
 */
export const INTRODUCER_CODE_PATTERN = /^[A-Z0-9]{4,12}$/;

/** The characters of a new code: no 0, O, 1, I or L, which read and are typed as each other. */
export const INTRODUCER_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new code's length: 31 characters ten times over is about 50 bits, not to be guessed. */
export const INTRODUCER_CODE_LENGTH = 10;

/** A code as typed or carried on a link ("acme 25") in its one form ("ACME25"), or "" if none. */
export function introducerCodeFrom(value: unknown): string {
  if (typeof value !== "string") return "";
  const code = value.replace(/\s+/g, "").toUpperCase();
  return INTRODUCER_CODE_PATTERN.test(code) ? code : "";
}
