import { z } from "#app/schemas/zod.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { LEAD_KINDS, LEAD_STATUSES, type LeadStatus } from "#app/schemas/value-lists.ts";

/**
 * The inbox's filters and sort, as they come in its URL (the filter form is a GET form; links,
 * bookmarks and saved views carry them too). Each is checked on its own, so the inbox can drop
 * a bad one and say so while keeping the rest, and the CSV export can refuse before it records
 * anything. Everything that reaches the database is a real day, a known value or printable text.
 */

/** PostgreSQL has no year 0, and nobody means one. */
const fromYearOne = (value: string) => Number(value.slice(0, 4)) >= 1;

function day(label: string) {
  const message = `“${label}” must be a real day, like 2026-11-30.`;
  return z.iso.date(message).refine(fromYearOne, message);
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001F\u007F]/;

/** The orders the inbox offers; the first is the default and is left out of URLs. */
export const INBOX_SORTS = ["received", "activity", "amount"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export const sortLabels: Record<InboxSort, string> = {
  received: "Received, newest first",
  activity: "Last activity, newest first",
  amount: "Amount, largest first",
};

/** The statuses of leads still being worked (the others have ended). */
export const openStatuses: readonly LeadStatus[] = [
  "new",
  "contacted",
  "awaiting_documents",
  "submitted_to_lenders",
  "offer_received",
];

export const inboxFilterMessages = {
  kind: "The type is not one of the list.",
  status: "A status is not one of the list.",
  assigned: "“Assigned to” is not a broker or “Unassigned”.",
  q: "The search holds characters that cannot be searched for.",
  sort: "The order is not one of the list, so the newest are shown first.",
  after: "The link to that page of leads is not valid, so the first page is shown.",
} as const;

export const inboxFilterSchema = z.object({
  kind: z.enum(LEAD_KINDS, inboxFilterMessages.kind).optional(),
  /** Any of these statuses (`status` repeats in the URL). */
  status: z
    .array(z.enum(LEAD_STATUSES, inboxFilterMessages.status), inboxFilterMessages.status)
    .max(LEAD_STATUSES.length, inboxFilterMessages.status)
    .optional(),
  /**
   * A user id, "none" for leads nobody has taken, or "me" for the signed-in user's (which the
   * server turns into their id, so a link or saved view means whoever uses it).
   */
  assigned: z
    .string(inboxFilterMessages.assigned)
    .refine(
      (value) => value === "none" || value === "me" || isUuid(value),
      inboxFilterMessages.assigned,
    )
    .optional(),
  /** Inclusive days (UK time is close enough to UTC for a day filter). */
  from: day("Received from").optional(),
  to: day("Received to").optional(),
  q: z
    .string(inboxFilterMessages.q)
    .overwrite((value) => value.trim().slice(0, 100))
    .refine((value) => !controlCharacters.test(value), inboxFilterMessages.q)
    .optional(),
  sort: z.enum(INBOX_SORTS, inboxFilterMessages.sort).optional(),
});

export type InboxFilters = z.output<typeof inboxFilterSchema>;

export const inboxFilterNames = Object.keys(inboxFilterSchema.shape) as (keyof InboxFilters)[];

/** A keyset cursor's time, exactly as the inbox writes it (microseconds, UTC). */
export const cursorTimeSchema = z.iso
  .datetime({ precision: 6 })
  .refine(fromYearOne, inboxFilterMessages.after);

/**
 * The filters and sort as URL parameters, in one order and without defaults, so the same view
 * always has the same query (links, saved views and "Back to the inbox" compare and keep it).
 */
export function inboxParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.kind) params.set("kind", filters.kind);
  for (const status of LEAD_STATUSES) {
    if (filters.status?.includes(status)) params.append("status", status);
  }
  if (filters.assigned) params.set("assigned", filters.assigned);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.sort && filters.sort !== "received") params.set("sort", filters.sort);
  return params;
}
