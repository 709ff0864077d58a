import { z } from "zod";
import { isUuid } from "#app/schemas/fields.ts";
import { LEAD_KINDS, LEAD_STATUSES } from "#app/schemas/value-lists.ts";

/**
 * The inbox's filters, as they come in its URL (the filter form is a GET form; links and
 * bookmarks carry them too). Each is checked on its own, so the inbox can drop a bad one and
 * say so while keeping the rest, and the CSV export can refuse before it records anything.
 * Everything that reaches the database is a real day, a known value or printable text.
 */

/** PostgreSQL has no year 0, and nobody means one. */
const fromYearOne = (value: string) => Number(value.slice(0, 4)) >= 1;

function day(label: string) {
  const message = `“${label}” must be a real day, like 2026-11-30.`;
  return z.iso.date(message).refine(fromYearOne, message);
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001F\u007F]/;

export const inboxFilterMessages = {
  kind: "The type is not one of the list.",
  status: "The status is not one of the list.",
  assigned: "“Assigned to” is not a broker or “Unassigned”.",
  q: "The search holds characters that cannot be searched for.",
  after: "The link to that page of leads is not valid, so the first page is shown.",
} as const;

export const inboxFilterSchema = z.object({
  kind: z.enum(LEAD_KINDS, inboxFilterMessages.kind).optional(),
  status: z.enum(LEAD_STATUSES, inboxFilterMessages.status).optional(),
  /** A user id, or "none" for leads nobody has taken. */
  assigned: z
    .string(inboxFilterMessages.assigned)
    .refine((value) => value === "none" || isUuid(value), inboxFilterMessages.assigned)
    .optional(),
  /** Inclusive days (UK time is close enough to UTC for a day filter). */
  from: day("Received from").optional(),
  to: day("Received to").optional(),
  q: z
    .string(inboxFilterMessages.q)
    .overwrite((value) => value.trim().slice(0, 100))
    .refine((value) => !controlCharacters.test(value), inboxFilterMessages.q)
    .optional(),
});

export type InboxFilters = z.output<typeof inboxFilterSchema>;

export const inboxFilterNames = Object.keys(inboxFilterSchema.shape) as (keyof InboxFilters)[];

/** A keyset cursor's time, exactly as the inbox writes it (microseconds, UTC). */
export const cursorTimeSchema = z.iso
  .datetime({ precision: 6 })
  .refine(fromYearOne, inboxFilterMessages.after);
