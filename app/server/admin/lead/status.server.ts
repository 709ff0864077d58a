import { eq, sql } from "drizzle-orm";
import type { DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents, leads } from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { nextVersion, type LockedLead } from "#app/server/admin/lead/changes.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { stageOfStatus } from "#app/content/applicant-stages.ts";
import { APPLICANT_MAIL_TOPICS, type LeadStatus } from "#app/schemas/value-lists.ts";
import { enqueueApplicantMail } from "#app/server/mail/applicant-mail.server.ts";
import { extendTrackingLinks } from "#app/server/tracking.server.ts";

/**
 * Moves a lead locked by `lockLead` to `status`, inside the caller's transaction: the new
 * version, the timeline event, the applicant's mail when their stage changes, and the audit
 * row. `because` says what moved it when that was not the broker's choice (a submission).
 */
export async function applyStatus(
  tx: DatabaseTransaction,
  current: LockedLead,
  status: LeadStatus,
  actor: Actor,
  why: { reason: string | null; because?: Record<string, unknown> },
): Promise<void> {
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
      detail: why.because ?? {},
      version: current.version + 1,
    })
    .returning({ id: leadEvents.id });
  const stage = stageOfStatus[status];
  if (stage !== stageOfStatus[current.status]) {
    await extendTrackingLinks(tx, leadId);
    const applicantKind = current.kind === "enquiry" || current.kind === "application";
    if (applicantKind && current.email && event) {
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
    detail: { from: current.status, to: status, withReason: Boolean(why.reason), ...why.because },
    ip: actor.ip,
  });
}
