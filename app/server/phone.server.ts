import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * One form for every phone number the back office stores or searches: E.164 ("+447700900123"),
 * read as a UK number unless it says otherwise. "07700 900123", "+44 7700 900123" and
 * "0044 7700-900123" are one number. Anything that is not a phone number keeps its digits (and
 * a leading plus), so it can still be found as typed.
 */
export function normalisePhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "GB");
  if (parsed?.isPossible()) return parsed.number;
  return phone.replace(/[^\d+]/g, "");
}

/** "+44 (0)7700…" and "0044 (0)7700…": the national zero written after the country code. */
const bracketedTrunkZero = /^(\+|00)\s*44\s*\(0\)/;

/**
 * The stored forms a searched phone number, or the start of one, may take: "07700 900" finds
 * "+447700900…". For searching by prefix; a full number gives its E.164 form.
 */
export function phoneSearchPrefix(typed: string): string {
  const compact = typed
    .trim()
    .replace(bracketedTrunkZero, "+44")
    .replace(/[^\d+]/g, "");
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `+44${compact.slice(1)}`;
  return compact;
}

/** Whether a search is a phone number or a piece of one: digits (3 or more) and punctuation. */
export function isPhoneSearch(typed: string): boolean {
  return /^[+\d\s()./-]+$/.test(typed) && typed.replace(/\D/g, "").length >= 3;
}

/**
 * The ways a number may have been typed where it is stored as typed (directors' mobiles), for an
 * exact match once spaces and punctuation are removed: E.164, and the national form for UK
 * numbers ("+447700900123" and "07700900123").
 */
export function phoneSpellings(phone: string): string[] {
  const e164 = normalisePhone(phone);
  const spellings = new Set([e164, phone.replace(/[^\d+]/g, "")]);
  if (e164.startsWith("+44")) {
    spellings.add(`0${e164.slice(3)}`);
    spellings.add(e164.slice(1));
    spellings.add(`0044${e164.slice(3)}`);
  }
  spellings.delete("");
  return [...spellings];
}
