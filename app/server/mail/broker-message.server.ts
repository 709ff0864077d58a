import { and, eq } from "drizzle-orm";
import { applicantMailCopy as copy } from "#app/content/applicant-mail.ts";
import { UPLOAD_LINK_PLACEHOLDER } from "#app/content/broker-emails.ts";
import { paths } from "#app/paths.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { leadEvents, leads, users } from "#app/server/db/schema.ts";
import { PermanentMailError } from "#app/server/mail.server.ts";
import type { ApplicantMailComposer } from "#app/server/mail/applicant-mail-types.server.ts";
import { issueTrackingLink } from "#app/server/tracking.server.ts";

/**
 * A broker's own email to the applicant (outbox topic `applicant.message`), composed when it
 * is sent from the timeline event that holds it. `[upload link]` in the message becomes a
 * fresh secure link to the upload part of the applicant's page, made now (only its hash is
 * kept), and the same link is the mail's button. See app/server/admin/lead/email.server.ts.
 */

/** The mail's button when it carries the upload link. */
export const uploadLinkLabel = "Upload your documents";

export const composeBrokerMessage: ApplicantMailComposer = async (payload, context) => {
  const { db, site, now } = context;
  const leadId = payload.leadId;
  const eventId = payload.eventId;
  if (
    typeof leadId !== "string" ||
    !isUuid(leadId) ||
    typeof eventId !== "string" ||
    !isUuid(eventId)
  ) {
    throw new PermanentMailError("broker message without a lead or event id");
  }
  const [message] = await db
    .select({
      body: leadEvents.body,
      detail: leadEvents.detail,
      email: leads.email,
      kind: leads.kind,
      brokerName: users.name,
    })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(and(eq(leadEvents.id, eventId), eq(leadEvents.leadId, leadId)));
  if (!message) throw new PermanentMailError("the message or its lead is no longer held");
  if (!message.email) throw new PermanentMailError("the lead has no email address");
  const subject = (message.detail as { subject?: unknown }).subject;
  let body = message.body ?? "";
  let callToAction: { label: string; url: string } | undefined;
  if (body.includes(UPLOAD_LINK_PLACEHOLDER) && message.kind === "application") {
    const token = await issueTrackingLink(db, leadId, now);
    const url = `${site.origin}${paths.trackUpload(token)}`;
    body = body.replaceAll(UPLOAD_LINK_PLACEHOLDER, url);
    callToAction = { label: uploadLinkLabel, url };
  }
  return {
    to: message.email,
    content: {
      subject: typeof subject === "string" ? subject : site.brandName,
      heading: typeof subject === "string" ? subject : site.brandName,
      callToAction,
      sections: [
        {
          title: message.brokerName
            ? `From ${message.brokerName}, ${site.brandName}`
            : `From ${site.brandName}`,
          text: body,
        },
        { title: copy.aboutTitle, text: copy.serviceNote(site.legalName, site.fcaFirmReference) },
      ],
      replyTo: site.email,
    },
  };
};
