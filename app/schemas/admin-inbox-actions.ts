import { z } from "#app/schemas/zod.ts";
import { statusesNeedingReason } from "#app/schemas/admin.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { LEAD_STATUSES } from "#app/schemas/value-lists.ts";

/**
 * The inbox's forms, told apart by their `intent`: "Assign to me" on a row, the bulk bar's two
 * changes to the ticked leads, and saving or removing a view. A lead is sent as `id:version`,
 * the version the list showed, so a lead a colleague changed since is left alone.
 */

/** The most leads one bulk change takes: a page of the inbox at its largest. */
export const BULK_LIMIT = 200;

/** A lead as a row sends it, "id:version". */
export type LeadAtVersion = { id: string; version: number };

export function leadAtVersion(value: string): LeadAtVersion | null {
  const [id, version, ...rest] = value.split(":");
  if (rest.length || !id || !isUuid(id) || !/^\d{1,9}$/.test(version ?? "")) return null;
  const seen = Number(version);
  return seen >= 1 ? { id, version: seen } : null;
}

const reloadMessage = "Reload the inbox and try again.";

const oneLead = z.string(reloadMessage).transform((value, ctx) => {
  const lead = leadAtVersion(value);
  if (!lead) {
    ctx.addIssue({ code: "custom", message: reloadMessage });
    return z.NEVER;
  }
  return lead;
});

const selectedLeads = z
  .array(oneLead, "Tick at least one lead first.")
  .min(1, "Tick at least one lead first.")
  .max(BULK_LIMIT, `Change at most ${BULK_LIMIT} leads at once.`);

export const assignToMeSchema = z.object({
  intent: z.literal("assign-me"),
  lead: oneLead,
});

export const bulkAssignSchema = z.object({
  intent: z.literal("bulk-assign"),
  leads: selectedLeads,
  assignee: z.string("Select a broker.").refine(isUuid, "Select a broker."),
});

export const bulkStatusSchema = z
  .object({
    intent: z.literal("bulk-status"),
    leads: selectedLeads,
    status: z.enum(LEAD_STATUSES, "Select a status."),
    reason: z.string().trim().max(2000).optional(),
  })
  .refine((value) => !statusesNeedingReason.includes(value.status) || Boolean(value.reason), {
    message: "Give the reason when leads are declined or withdrawn.",
    path: ["reason"],
  });

export const viewNameRules = { maxLength: 60 } as const;

export const saveViewSchema = z.object({
  intent: z.literal("save-view"),
  name: z
    .string("Give the view a name.")
    .trim()
    .min(1, "Give the view a name.")
    .max(viewNameRules.maxLength, `Keep the name under ${viewNameRules.maxLength} characters.`),
  /** The inbox's query as the page showed it; the server checks it again. */
  query: z.string().max(2000).optional(),
});

export const removeViewSchema = z.object({
  intent: z.literal("remove-view"),
  viewId: z.string().refine(isUuid, "That view is not there any more."),
});

export const inboxActionSchema = z.discriminatedUnion("intent", [
  assignToMeSchema,
  bulkAssignSchema,
  bulkStatusSchema,
  saveViewSchema,
  removeViewSchema,
]);
export type InboxAction = z.output<typeof inboxActionSchema>;
