/**
 * Checks shared by the form schemas and the browser, without zod, so pages that only need a
 * rule (the quote form on content pages) do not carry the schema library.
 */

/** The answer to a form sent too often from one address (HTTP 429), on every form. */
export const rateLimitedMessage =
  "You have sent this form several times in a short while. Please wait a few minutes and try again, or call us.";

/** Name of the hidden field that people never fill and naive bots do. */
export const HONEYPOT_FIELD = "website_url";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value != null;
}

/** The address pattern the quote forms have always used: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP can carry. */
export const EMAIL_MAX = 254;

// C0 controls, DEL, and the bidirectional controls that make text read other than it is stored.
// eslint-disable-next-line no-control-regex
const anyControl = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function hasControlCharacters(value: string): boolean {
  return anyControl.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) && !hasControlCharacters(value);
}

/**
 * Half of a surrogate pair on its own is not text: it cannot be encoded as UTF-8, and
 * PostgreSQL refuses it in JSON. It becomes the replacement character.
 */
export function wellFormed(value: string): string {
  return value.toWellFormed();
}
