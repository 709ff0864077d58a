import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents, leads } from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { nextVersion, type LockedLead } from "#app/server/admin/lead/changes.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { stageOfStatus } from "#app/content/applicant-stages.ts";
import {
  APPLICANT_MAIL_TOPICS,
  type LeadStatus,
  type WithdrawalReason,
} from "#app/schemas/value-lists.ts";
import { statusMessages, type StatusChange } from "#app/schemas/admin-lead.ts";
import { normaliseReference } from "#app/schemas/reference.ts";
import { enqueueApplicantMail } from "#app/server/mail/applicant-mail.server.ts";
import { extendTrackingLinks } from "#app/server/tracking.server.ts";

/**
 * Why a lead was withdrawn, as its status event and audit row keep it: the broker's choice
 * and, for a duplicate, the other case (its id for the link, its reference to say it).
 */
export type WithdrawalDetail =
  | { withdrawal: Exclude<WithdrawalReason, "duplicate"> }
  | { withdrawal: "duplicate"; duplicateOfId: string; duplicateOfReference: string };

/**
 * What a status change from the lead's page says about a withdrawal, with the other case of
 * a duplicate found by its reference: refused when no case has it, or it is this lead's own.
 * Nothing for any other status.
 */
export async function withdrawalOf(
  db: Database,
  leadId: string,
  change: Pick<StatusChange, "status" | "withdrawal" | "duplicateOf">,
): Promise<
  { kind: "ok"; detail: WithdrawalDetail | undefined } | { kind: "refused"; message: string }
> {
  if (change.status !== "withdrawn" || !change.withdrawal) return { kind: "ok", detail: undefined };
  if (change.withdrawal !== "duplicate") {
    return { kind: "ok", detail: { withdrawal: change.withdrawal } };
  }
  const reference = normaliseReference(change.duplicateOf ?? "");
  if (!reference) return { kind: "refused", message: statusMessages.duplicateOfShape };
  const [other] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.reference, reference));
  if (!other) return { kind: "refused", message: statusMessages.noSuchCase(reference) };
  if (other.id === leadId) return { kind: "refused", message: statusMessages.sameCase(reference) };
  return {
    kind: "ok",
    detail: { withdrawal: "duplicate", duplicateOfId: other.id, duplicateOfReference: reference },
  };
}

/**
 * Moves a lead locked by `lockLead` to `status`, inside the caller's transaction: the new
 * version, the timeline event, the applicant's mail when their stage changes, and the audit
 * row. `because` says what moved it when that was not the broker's choice (a submission);
 * `withdrawal` why the broker withdrew it. A lead closed as a duplicate of another case never
 * mails the applicant, whose application goes on under the other case.
 */
export async function applyStatus(
  tx: DatabaseTransaction,
  current: LockedLead,
  status: LeadStatus,
  actor: Actor,
  why: {
    reason: string | null;
    because?: Record<string, unknown>;
    withdrawal?: WithdrawalDetail;
  },
): Promise<void> {
  const withdrawal = status === "withdrawn" ? why.withdrawal : undefined;
  const leadId = current.id;
  await tx
    .update(leads)
    .set({
      ...nextVersion,
      status,
      statusChangedAt: sql`now()`,
      firstContactedAt:
        status === "new" ? undefined : sql`coalesce(${leads.firstContactedAt}, now())`,
    })
    .where(eq(leads.id, leadId));
  const [event] = await tx
    .insert(leadEvents)
    .values({
      leadId,
      actorUserId: actor.userId,
      type: "status",
      fromStatus: current.status,
      toStatus: status,
      body: why.reason,
      detail: { ...why.because, ...withdrawal },
      version: current.version + 1,
    })
    .returning({ id: leadEvents.id });
  const stage = stageOfStatus[status];
  if (stage !== stageOfStatus[current.status]) {
    await extendTrackingLinks(tx, leadId);
    const applicantKind = current.kind === "enquiry" || current.kind === "application";
    const duplicate = withdrawal?.withdrawal === "duplicate";
    if (applicantKind && current.email && event && !duplicate) {
      await enqueueApplicantMail(tx, APPLICANT_MAIL_TOPICS.status, leadId, {
        stage,
        eventId: event.id,
      });
    }
  }
  await audit(tx, {
    actorUserId: actor.userId,
    action: "lead.status",
    targetType: "lead",
    targetId: leadId,
    // The reason's words stay on the timeline (and go with the lead), never in the audit log.
    detail: {
      from: current.status,
      to: status,
      withReason: Boolean(why.reason),
      ...why.because,
      ...withdrawal,
    },
    ip: actor.ip,
  });
}
