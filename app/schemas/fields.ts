import { z } from "zod";

/**
 * Building blocks shared by the form schemas. Browser-safe: zod only.
 *
 * Every string is bounded, so a hostile payload gets a clear message instead of reaching the
 * database, and control characters are removed before any check (a NUL byte cannot be stored
 * in PostgreSQL text, and nobody types the others on purpose).
 */

/** Name of the hidden field that people never fill and naive bots do. */
export const HONEYPOT_FIELD = "website_url";

/**
 * The honeypot as a schema field. It accepts any short value so that a browser's autofill can
 * never block a real person with an error on an invisible field; the server checks it with
 * `isHoneypotFilled` before validating and answers a filled one with a fake success.
 */
export const honeypotShape = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
} as const;

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value != null;
}

// C0 controls and DEL, except tab, line feed and carriage return (kept in multi-line text).
// eslint-disable-next-line no-control-regex
const controlExceptNewlines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const lineBreaksAndTabs = /[\t\r\n]+/g;

/**
 * Half of a surrogate pair on its own is not text: it cannot be encoded as UTF-8, and
 * PostgreSQL refuses it in JSON. It becomes the replacement character.
 */
export function wellFormed(value: string): string {
  return value.toWellFormed();
}

export function cleanSingleLine(value: string): string {
  return wellFormed(value)
    .replace(controlExceptNewlines, "")
    .replace(lineBreaksAndTabs, " ")
    .trim();
}

export function cleanMultiLine(value: string): string {
  return wellFormed(value).replace(controlExceptNewlines, "").replace(/\r\n?/g, "\n").trim();
}

type TextMessages = { required: string; tooLong: string };

/** A required one-line answer, trimmed, at most `max` characters. */
export function requiredLine(max: number, messages: TextMessages) {
  return z
    .string({ error: messages.required })
    .overwrite(cleanSingleLine)
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.tooLong });
}

/** An optional one-line answer; blank becomes undefined. */
export function optionalLine(max: number, tooLong: string) {
  return z
    .string()
    .overwrite(cleanSingleLine)
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required answer that may span several lines. */
export function requiredText(max: number, messages: TextMessages) {
  return z
    .string({ error: messages.required })
    .overwrite(cleanMultiLine)
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.tooLong });
}

export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .overwrite(cleanMultiLine)
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** The address pattern the quote forms have always used: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP can carry. */
export const EMAIL_MAX = 254;

// eslint-disable-next-line no-control-regex
const anyControl = /[\u0000-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return anyControl.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) && !hasControlCharacters(value);
}

/** A required email address; one message for empty, malformed and overlong. */
export function requiredEmail(message: string, max: number = EMAIL_MAX, tooLong: string = message) {
  return z
    .string({ error: message })
    .overwrite((value) => wellFormed(value).replace(controlExceptNewlines, "").trim())
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: message });
}

/**
 * A checkbox or yes/no answer. Forms post "on" for a ticked box and nothing for an unticked
 * one; stored drafts carry real booleans.
 */
export const formBoolean = z.preprocess(
  (value) => {
    if (value === true || value === "on" || value === "true" || value === "yes") return true;
    if (value === undefined || value === null || value === false || value === "") return false;
    if (value === "false" || value === "no") return false;
    return value;
  },
  z.boolean({ error: "Choose yes or no" }),
);

/** Formats whole pounds for messages and mail: 75000 => "£75,000". */
export function formatPounds(amount: number): string {
  return `£${Math.round(amount).toLocaleString("en-GB")}`;
}
