import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents, leads, users, type LeadEventType } from "#app/server/db/schema.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { statusLabels } from "#app/schemas/admin.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";

/**
 * Changes to a lead itself (status, assignment, details) are made against the version the broker
 * saw: one from an older version is refused with what changed since, by whom and when.
 * ADR 0012 (working a lead safely).
 */

export type LeadChangeResult =
  | { kind: "ok" }
  | { kind: "no-lead" }
  | { kind: "no-user" }
  /** Someone changed the lead after the broker's page was loaded; nothing was saved. */
  | { kind: "stale"; message: string };

export const changeSaved = { kind: "ok" } as const satisfies LeadChangeResult;

/** The lead, locked for the rest of the transaction. */
export async function lockLead(tx: DatabaseTransaction, leadId: string) {
  const [current] = await tx
    .select({
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      email: leads.email,
      assignedUserId: leads.assignedUserId,
      version: leads.version,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  return current;
}

export type LockedLead = NonNullable<Awaited<ReturnType<typeof lockLead>>>;

/** The values that move a lead to its next version: set them with the change itself. */
export const nextVersion = {
  version: sql`${leads.version} + 1`,
  updatedAt: sql`now()`,
};

/**
 * Writes a change to the lead locked by `lockLead` as its next version, with the timeline
 * entry that says what changed, and audits which fields did (their values stay on the lead).
 */
export async function writeLeadChange(
  tx: DatabaseTransaction,
  locked: { id: string; version: number },
  actor: Actor,
  change: {
    set: Partial<typeof leads.$inferInsert>;
    type: LeadEventType;
    detail: Record<string, unknown>;
    audit: { action: string; fields: string[] };
  },
): Promise<void> {
  await tx
    .update(leads)
    .set({ ...nextVersion, ...change.set })
    .where(eq(leads.id, locked.id));
  await tx.insert(leadEvents).values({
    leadId: locked.id,
    actorUserId: actor.userId,
    type: change.type,
    detail: change.detail,
    version: locked.version + 1,
  });
  await auditLead(tx, actor, change.audit.action, locked.id, { fields: change.audit.fields });
}

type ChangeEvent = {
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: unknown;
  createdAt: Date;
  actorName: string | null;
};

function label(status: string | null): string {
  return status ? (statusLabels[status as keyof typeof statusLabels] ?? status) : "";
}

/** One change, as a sentence: "Ben Broker changed the status from New to Contacted (…)." */
export function describeChange(change: ChangeEvent): string {
  const who = change.actorName ?? "Someone";
  const when = formatDateTime(change.createdAt);
  const detail = (change.detail ?? {}) as { name?: string | null; fields?: string[] };
  let what: string;
  if (change.type === "status") {
    what = `changed the status from ${label(change.fromStatus)} to ${label(change.toStatus)}`;
  } else if (change.type === "assignment") {
    what = detail.name ? `assigned it to ${detail.name}` : "made it unassigned";
  } else if (change.type === "introducer") {
    what = detail.name ? `set its introducer to ${detail.name}` : "removed its introducer";
  } else if (change.type === "details" || change.type === "deal") {
    const fields = detail.fields?.length ? `: ${detail.fields.join(", ")}` : "";
    what = `edited its ${change.type === "deal" ? "deal facts" : "details"}${fields}`;
  } else {
    what = "changed it";
  }
  return `${who} ${what} (${when}).`;
}

/** Every change made to the lead since `seenVersion`, oldest first, as sentences. */
export async function changesSince(
  tx: Pick<DatabaseTransaction, "select">,
  leadId: string,
  seenVersion: number,
): Promise<string> {
  const changes = await tx
    .select({
      type: leadEvents.type,
      fromStatus: leadEvents.fromStatus,
      toStatus: leadEvents.toStatus,
      detail: leadEvents.detail,
      createdAt: leadEvents.createdAt,
      actorName: users.name,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(and(eq(leadEvents.leadId, leadId), gt(leadEvents.version, seenVersion)))
    .orderBy(asc(leadEvents.version));
  return changes.length ? changes.map(describeChange).join(" ") : "Someone else changed it.";
}

/** Why a save made from `seenVersion` was refused: every change made since, oldest first. */
export async function staleMessage(
  tx: DatabaseTransaction,
  leadId: string,
  seenVersion: number,
): Promise<string> {
  const told = await changesSince(tx, leadId, seenVersion);
  return (
    `Not saved: this lead changed after you opened it. ${told} ` +
    "Your entry is kept below: check it against the lead as it is now, and save again if it still stands."
  );
}

/**
 * The refusal for a change made from an old version, or null when the broker saw the lead as
 * it is (or did not say which version they saw: scripts and tests).
 */
export async function refuseIfStale(
  tx: DatabaseTransaction,
  lead: { id: string; version: number },
  seenVersion: number | undefined,
): Promise<LeadChangeResult | null> {
  if (seenVersion === undefined || seenVersion === lead.version) return null;
  return { kind: "stale", message: await staleMessage(tx, lead.id, seenVersion) };
}
