import { z } from "#app/schemas/zod.ts";
import { EMAIL_MAX, EMAIL_PATTERN, HONEYPOT_FIELD, wellFormed } from "#app/schemas/rules.ts";

/**
 * Building blocks shared by the form schemas. Browser-safe: zod only.
 *
 * Every string is bounded, so a hostile payload gets a clear message instead of reaching the
 * database, and control characters are removed before any check (a NUL byte cannot be stored
 * in PostgreSQL text, and nobody types the others on purpose).
 */

/**
 * The honeypot as a schema field. It accepts any short value so that a browser's autofill can
 * never block a real person with an error on an invisible field; the server checks it with
 * `isHoneypotFilled` before validating and answers a filled one with a fake success.
 */
export const honeypotShape = {
  [HONEYPOT_FIELD]: z
    .string({ error: "Leave this field empty" })
    .max(500, { error: "Leave this field empty" })
    .optional(),
} as const;

// C0 controls and DEL, except tab, line feed and carriage return (kept in multi-line text).
// eslint-disable-next-line no-control-regex
const controlExceptNewlines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// Bidirectional embeddings, overrides and isolates: invisible, and they can make a name or an
// email address read differently on a broker's screen from what is stored ("Trojan Source").
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
const lineBreaksAndTabs = /[\t\r\n]+/g;

/** What no answer keeps: malformed text, control characters and bidirectional controls. */
function withoutControls(value: string): string {
  return wellFormed(value).replace(controlExceptNewlines, "").replace(bidiControls, "");
}

export function cleanSingleLine(value: string): string {
  return withoutControls(value).replace(lineBreaksAndTabs, " ").trim();
}

export function cleanMultiLine(value: string): string {
  return withoutControls(value).replace(/\r\n?/g, "\n").trim();
}

type TextMessages = { required: string; tooLong: string };

/** For an answer sent as something other than one piece of text (only scripts do that). */
export const TEXT_INVALID = "Enter this answer as text";

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
    .string({ error: TEXT_INVALID })
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
    .string({ error: TEXT_INVALID })
    .overwrite(cleanMultiLine)
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required email address; one message for empty, malformed and overlong. */
export function requiredEmail(message: string, max: number = EMAIL_MAX, tooLong: string = message) {
  return z
    .string({ error: message })
    .overwrite((value) => withoutControls(value).trim())
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
  z.boolean({ error: "Select yes or no" }),
);

const uuid = z.uuid();

/** A record id as the database makes them; anything else is refused before a query. */
export function isUuid(value: string | null | undefined): value is string {
  return uuid.safeParse(value).success;
}

/**
 * An optional answer typed as text and read by `read`: what it returns is the field's value
 * (null when left empty); "invalid" is refused with `message`. Amounts in pounds, percentages
 * and whole months are read this way.
 */
export function typedAnswer<Value>(
  read: (value: string | undefined) => Value | null | "invalid",
  message: string,
) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const answer = read(value);
      if (answer === "invalid") {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return answer;
    });
}

/** Whole numbers of up to three digits as typed ("36"), at least `min`; empty is null. */
export function wholeNumberFrom(min: number) {
  return (value: string | undefined): number | null | "invalid" => {
    const cleaned = (value ?? "").trim();
    if (cleaned === "") return null;
    return /^\d{1,3}$/.test(cleaned) && Number(cleaned) >= min ? Number(cleaned) : "invalid";
  };
}

/** The lead's version the broker's page showed; a save from an older one is refused. */
export const leadVersion = z.coerce
  .number("Reload the page and try again.")
  .int("Reload the page and try again.")
  .min(1, "Reload the page and try again.")
  // The column is a PostgreSQL integer: a larger number is no version the page could show.
  .max(2_147_483_647, "Reload the page and try again.");

/** Pounds as typed ("1,250.50", "£900") to pence; empty is null. */
export function poundsToPence(value: string | undefined): number | null | "invalid" {
  const cleaned = (value ?? "").replace(/[£,\s]/g, "");
  if (cleaned === "") return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return "invalid";
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
