import { eq, inArray } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, users } from "#app/server/db/schema.ts";
import { plural, statusLabels } from "#app/schemas/admin.ts";
import type { LeadAtVersion } from "#app/schemas/admin-inbox-actions.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";
import { assignLead, changeStatus } from "#app/server/admin/lead/lead.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { changesSince, type LeadChangeResult } from "#app/server/admin/lead/changes.server.ts";

/**
 * Changes to several leads at once from the inbox: "Assign to me" on a row, and the bulk bar's
 * assignment and status. Each lead changes on its own through `assignLead` or `changeStatus`,
 * against the version the list showed, so each gets its own timeline event and audit row as
 * a single change would; a lead a colleague changed since the list was loaded is left alone
 * and named in the summary, with what changed.
 */

/** What became of a bulk change, lead by lead. */
export type BulkOutcome = {
  changed: number;
  /** Leads changed by someone else since the list was loaded: "Acme Ltd: Ben Broker …". */
  leftAlone: string[];
  /** Leads no longer there (erased since). */
  missing: number;
  /** The broker to assign to is not an active user. */
  noUser?: boolean;
};

/** How the inbox names a lead. */
export function leadLabel(lead: {
  companyName: string | null;
  fullName: string | null;
  email: string | null;
}): string {
  return lead.companyName || lead.fullName || lead.email || "Unnamed lead";
}

/** Each lead's name as the inbox shows it, by id. */
export async function labelsOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: leads.id,
      companyName: leads.companyName,
      fullName: leads.fullName,
      email: leads.email,
    })
    .from(leads)
    .where(inArray(leads.id, ids));
  return new Map(rows.map((row) => [row.id, leadLabel(row)]));
}

/** Runs one change per lead, one after another, and gathers what became of each. */
async function changeEach(
  db: Database,
  selected: LeadAtVersion[],
  change: (lead: LeadAtVersion) => Promise<LeadChangeResult>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: 0, leftAlone: [], missing: 0 };
  const stale: LeadAtVersion[] = [];
  const seen = new Set<string>();
  for (const lead of selected) {
    if (seen.has(lead.id)) continue;
    seen.add(lead.id);
    const result = await change(lead);
    if (result.kind === "ok") outcome.changed++;
    else if (result.kind === "no-lead") outcome.missing++;
    else if (result.kind === "no-user") return { ...outcome, noUser: true };
    else stale.push(lead);
  }
  const labels = await labelsOf(
    db,
    stale.map((lead) => lead.id),
  );
  for (const lead of stale) {
    const what = await changesSince(db, lead.id, lead.version);
    outcome.leftAlone.push(`${labels.get(lead.id) ?? "A lead"}: ${what}`);
  }
  return outcome;
}

export function bulkAssign(
  db: Database,
  selected: LeadAtVersion[],
  assigneeId: string,
  actor: Actor,
): Promise<BulkOutcome> {
  return changeEach(db, selected, (lead) =>
    assignLead(db, lead.id, assigneeId, actor, lead.version),
  );
}

export function bulkStatus(
  db: Database,
  selected: LeadAtVersion[],
  change: { status: LeadStatus; reason?: string },
  actor: Actor,
): Promise<BulkOutcome> {
  return changeEach(db, selected, (lead) =>
    changeStatus(db, lead.id, { ...change, version: lead.version }, actor),
  );
}

/**
 * The summary after a bulk change, e.g. "3 leads set to Contacted. 1 lead was left alone
 * because it changed after the list was loaded: Acme Ltd: Ben Broker changed the status …".
 */
export function bulkSummary(outcome: BulkOutcome, done: string): string {
  const parts = [
    outcome.changed ? `${plural(outcome.changed, "lead")} ${done}.` : "No lead was changed.",
  ];
  const stale = outcome.leftAlone.length;
  if (stale) {
    parts.push(
      `${plural(stale, "lead")} ${stale === 1 ? "was" : "were"} left alone because ${
        stale === 1 ? "it" : "they"
      } changed after the list was loaded: ${outcome.leftAlone.join(" ")}`,
    );
  }
  if (outcome.missing) {
    parts.push(
      `${plural(outcome.missing, "lead")} ${outcome.missing === 1 ? "is" : "are"} no longer in the inbox.`,
    );
  }
  return parts.join(" ");
}

/** "set to Contacted" */
export function statusDone(status: LeadStatus): string {
  return `set to ${statusLabels[status]}`;
}

/** "assigned to Ben Broker" (or "assigned to you" for the broker's own). */
export async function assignDone(db: Database, assigneeId: string, actor: Actor) {
  if (assigneeId === actor.userId) return "assigned to you";
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, assigneeId));
  return `assigned to ${user?.name ?? "that broker"}`;
}
