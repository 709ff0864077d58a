import { formKeyUse, repeatedForm } from "#app/server/admin/form-keys.server.ts";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  fillTemplate,
  mergeValues,
  unfilledFields,
  UPLOAD_LINK_PLACEHOLDER,
  type MergeField,
} from "#app/content/broker-emails.ts";
import { monthsText } from "#app/lib/deal-facts.ts";
import { formatDay } from "#app/lib/dates.ts";
import { formatPence } from "#app/lib/pence.ts";
import type { EmailTemplate } from "#app/server/admin/email-templates.server.ts";
import type { SiteConfig } from "#app/config/site.ts";
import type { EmailToApplicant } from "#app/schemas/admin-lead.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leadEvents, leads, lenderSubmissions, lenders, outbox } from "#app/server/db/schema.ts";
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
  | { kind: "no-upload" }
  /** A template's field the case could not fill (`[lender]`) is still in the mail. */
  | { kind: "unfilled"; fields: MergeField[] };

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
    const unfilled = unfilledFields(`${value.subject}\n${value.body}`);
    if (unfilled.length > 0) return { kind: "unfilled", fields: unfilled };
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

/** The case's latest offer (or accepted offer), as a template's fields write it. */
async function latestOffer(db: Database, leadId: string) {
  const [offer] = await db
    .select({
      lender: lenders.name,
      amountPence: lenderSubmissions.amountOfferedPence,
      rate: lenderSubmissions.offerRate,
      termMonths: lenderSubmissions.offerTermMonths,
      expiresOn: lenderSubmissions.offerExpiresOn,
    })
    .from(lenderSubmissions)
    .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .where(
      and(
        eq(lenderSubmissions.leadId, leadId),
        inArray(lenderSubmissions.outcome, ["offered", "accepted"]),
      ),
    )
    .orderBy(desc(lenderSubmissions.updatedAt))
    .limit(1);
  if (!offer) return null;
  return {
    lender: offer.lender,
    amount: offer.amountPence === null ? null : formatPence(offer.amountPence),
    rate: offer.rate,
    term: offer.termMonths === null ? null : monthsText(offer.termMonths),
    expiry: offer.expiresOn === null ? null : formatDay(offer.expiresOn),
  };
}

export type EmailDraft = {
  template: string;
  subject: string;
  body: string;
  /** The fields this case could not fill, left in square brackets for the broker. */
  unfilled: MergeField[];
};

/**
 * The subject and message a template (`?template=` on the case's page) starts the form with:
 * the template's merge fields filled from the case, its latest offer and its checklist's
 * missing documents (`stillNeeded`).
 */
export async function emailDraftFor(
  db: Database,
  template: EmailTemplate,
  lead: {
    id: string;
    kind: string;
    fullName: string | null;
    companyName: string | null;
    reference: string;
    product: string | null;
  },
  broker: { name: string },
  site: SiteConfig,
  stillNeeded: string,
): Promise<EmailDraft> {
  const offer = await latestOffer(db, lead.id);
  const values = mergeValues({
    fullName: lead.fullName,
    companyName: lead.companyName,
    reference: lead.reference,
    brokerName: broker.name,
    brandName: site.brandName,
    phoneDisplay: site.phoneDisplay,
    brokerHours: site.brokerHours,
    canUpload: lead.kind === "application",
    offer,
    stillNeeded,
  });
  return { template: template.id, ...fillTemplate(template, values) };
}
