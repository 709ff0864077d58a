import { eq, sql } from "drizzle-orm";
import type { DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents, leads, type LeadKind } from "#app/server/db/schema.ts";
import { enqueueApplicantActivity } from "#app/server/reminders/reminders.server.ts";

/**
 * A submission joining an open case (docs/decisions/0027-cases-and-clients.md). Its answers are
 * kept as they came, in their own row; the case's summary takes what it lacked from them, and an
 * application's company, name and amount replace the case's. Every change is listed on the
 * timeline's "joined" entry, with the submission's kind, source and time, so nothing a visitor
 * sent is overwritten without a trace.
 */

/** What a joining submission says of the case. */
export type CaseFacts = {
  fullName?: string | null;
  companyName?: string | null;
  email?: string | null;
  phone?: string | null;
  loanAmount?: number | null;
  companyNumber?: string | null;
  /** Deal facts an application gives; they fill in what the case lacks, never a broker's. */
  product?: string | null;
  propertyValuePence?: number | null;
  exitRoute?: string | null;
};

/** The facts a joining submission only fills in: a broker's deal facts (0028) stay as set. */
const fillOnly: ReadonlySet<keyof CaseFacts> = new Set([
  "email",
  "phone",
  "product",
  "propertyValuePence",
  "exitRoute",
]);

export type Joining = {
  kind: LeadKind;
  /** The submission's own row (enquiry, application, message or phone enquiry). */
  submissionId: string;
  source: string | null;
  facts: CaseFacts;
  receivedAt: Date;
  /** The broker who added it, for a phone enquiry. */
  actorUserId?: string | null;
};

type Change = {
  field: keyof CaseFacts | "kind";
  from: string | number | null;
  to: string | number;
};

/** The summary fields a joining submission changes, and how. */
function changesOf(current: CaseFacts & { kind: LeadKind }, joining: Joining): Change[] {
  const replaces = joining.kind === "application";
  const changes: Change[] = [];
  for (const [field, value] of Object.entries(joining.facts) as [
    keyof CaseFacts,
    string | number | null | undefined,
  ][]) {
    if (value === null || value === undefined || value === "") continue;
    const was = current[field] ?? null;
    if (was === value) continue;
    if (was === null || (replaces && !fillOnly.has(field))) {
      changes.push({ field, from: was, to: value });
    }
  }
  if (joining.kind === "application" && current.kind !== "application") {
    changes.push({ field: "kind", from: current.kind, to: "application" });
  }
  return changes;
}

/**
 * Joins a submission, already stored under `leadId`, to that case: the summary's changes, a new
 * version (a broker's form from before it is refused rather than undoing them), the case's last
 * activity, and the timeline entry.
 */
export async function joinCase(
  tx: DatabaseTransaction,
  leadId: string,
  joining: Joining,
): Promise<void> {
  const [current] = await tx
    .select({
      kind: leads.kind,
      version: leads.version,
      fullName: leads.fullName,
      companyName: leads.companyName,
      email: leads.email,
      phone: leads.phone,
      loanAmount: leads.loanAmount,
      companyNumber: leads.companyNumber,
      product: leads.product,
      propertyValuePence: leads.propertyValuePence,
      exitRoute: leads.exitRoute,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!current) throw new Error(`no case ${leadId} to join`);
  const changes = changesOf(current, joining);
  await tx
    .update(leads)
    .set({
      ...Object.fromEntries(changes.map((change) => [change.field, change.to])),
      version: sql`${leads.version} + 1`,
      updatedAt: sql`greatest(${leads.updatedAt}, ${joining.receivedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(leads.id, leadId));
  await tx.insert(leadEvents).values({
    leadId,
    actorUserId: joining.actorUserId ?? null,
    type: "joined",
    detail: {
      kind: joining.kind,
      submissionId: joining.submissionId,
      source: joining.source,
      changes,
    },
    version: current.version + 1,
    createdAt: joining.receivedAt,
  });
  // The applicant wrote again: the case's broker hears of it (a broker's own call does not).
  if (!joining.actorUserId) {
    await enqueueApplicantActivity(tx, leadId, joining.kind);
  }
}
