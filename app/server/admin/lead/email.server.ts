import { formKeyUse, repeatedForm } from "#app/server/admin/form-keys.server.ts";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  firstNameOf,
  fillBrokerEmail,
  isBrokerEmailTemplate,
  UPLOAD_LINK_PLACEHOLDER,
} from "#app/content/broker-emails.ts";
import type { SiteConfig } from "#app/config/site.ts";
import type { EmailToApplicant } from "#app/schemas/admin-lead.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leadEvents, leads, outbox } from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * "Email the applicant" on a lead's page: a broker's own message (started from a template and
 * edited) goes through the outbox like every mail. The timeline event of type "email" holds
 * what was written and who wrote it; the outbox row names that event, and the mail is composed
 * from it when sent (app/server/mail/broker-message.server.ts). The form's one-time key is the
 * event's `form_key`, so the same form sent twice sends one mail.
 */

export type EmailQueued =
  | { kind: "queued" }
  /** The same form came again (a double click): the first one's mail stands. */
  | { kind: "repeat" }
  /** The form's key was used by another form, lead or user: nothing was sent. */
  | { kind: "foreign-key" }
  | { kind: "no-lead" }
  | { kind: "no-email" }
  /** `[upload link]` in a mail to a lead that is no application (nowhere to upload). */
  | { kind: "no-upload" };

export async function queueApplicantEmail(
  db: Database,
  leadId: string,
  value: Pick<EmailToApplicant, "formKey" | "subject" | "body">,
  actor: Actor,
): Promise<EmailQueued> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, kind: leads.kind, email: leads.email })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { kind: "no-lead" };
    if (!lead.email) return { kind: "no-email" };
    if (lead.kind !== "application" && value.body.includes(UPLOAD_LINK_PLACEHOLDER)) {
      return { kind: "no-upload" };
    }
    const outboxId = randomUUID();
    const [event] = await tx
      .insert(leadEvents)
      .values({
        leadId,
        actorUserId: actor.userId,
        type: "email",
        body: value.body,
        detail: { subject: value.subject, outboxId },
        formKey: value.formKey,
      })
      .onConflictDoNothing({ target: leadEvents.formKey })
      .returning({ id: leadEvents.id });
    if (!event) {
      const scope = { leadId, userId: actor.userId, type: "email" } as const;
      return (await formKeyUse(tx, value.formKey, scope)) ?? repeatedForm;
    }
    await tx.insert(outbox).values({
      id: outboxId,
      leadId,
      topic: APPLICANT_MAIL_TOPICS.message,
      payload: { leadId, eventId: event.id },
    });
    await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await audit(tx, {
      actorUserId: actor.userId,
      action: "lead.email",
      targetType: "lead",
      targetId: leadId,
      detail: { eventId: event.id, outboxId },
      ip: actor.ip,
    });
    return { kind: "queued" };
  });
}

/** The subject and message a template (`?template=` on the lead's page) starts the form with. */
export function emailDraftFor(
  template: string | null,
  lead: { kind: string; fullName: string | null; reference: string },
  broker: { name: string },
  site: SiteConfig,
): { template: string; subject: string; body: string } | null {
  if (!isBrokerEmailTemplate(template)) return null;
  return {
    template,
    ...fillBrokerEmail(template, {
      firstName: firstNameOf(lead.fullName),
      reference: lead.reference,
      brokerName: broker.name,
      brandName: site.brandName,
      phoneDisplay: site.phoneDisplay,
      brokerHours: site.brokerHours,
      canUpload: lead.kind === "application",
    }),
  };
}
