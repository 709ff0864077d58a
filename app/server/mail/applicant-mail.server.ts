import {
  APPLICANT_MAIL_TOPICS,
  DRAFT_LINK_TOPIC,
  type ApplicantMailTopic,
} from "#app/schemas/value-lists.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import {
  composeAcknowledgement,
  composeLinkAgain,
  composeStatus,
} from "#app/server/mail/applicant-content.server.ts";
import type { ApplicantMailComposer } from "#app/server/mail/applicant-mail-types.server.ts";
import { composeDraftLinkMail } from "#app/server/application-drafts.server.ts";
import { composeBrokerMessage } from "#app/server/mail/broker-message.server.ts";

/**
 * Mail to applicants by outbox topic: the outbox worker sends a row of one of these topics with
 * its composer (`applicant-mail-types.server.ts` says how they are composed).
 */
export const applicantMailComposers: Partial<Record<string, ApplicantMailComposer>> = {
  [APPLICANT_MAIL_TOPICS.acknowledgement]: composeAcknowledgement,
  [APPLICANT_MAIL_TOPICS.status]: composeStatus,
  [APPLICANT_MAIL_TOPICS.link]: composeLinkAgain,
  [APPLICANT_MAIL_TOPICS.message]: composeBrokerMessage,
  [DRAFT_LINK_TOPIC]: composeDraftLinkMail,
};

/**
 * Queues a mail to the applicant of `leadId`; call it inside the transaction that stores its
 * cause. The payload names the lead (and what the topic needs, such as the new stage), never
 * the person's details: the composer reads those when the mail is sent.
 */
export async function enqueueApplicantMail(
  tx: DatabaseTransaction | Database,
  topic: ApplicantMailTopic,
  leadId: string,
  detail: Record<string, string> = {},
): Promise<void> {
  await tx.insert(outbox).values(applicantMailRow(topic, leadId, detail));
}

/** The outbox row of a mail to the applicant of `leadId`, for a caller that inserts it itself. */
export function applicantMailRow(
  topic: ApplicantMailTopic,
  leadId: string,
  detail: Record<string, string> = {},
): typeof outbox.$inferInsert {
  return { leadId, topic, payload: { ...detail, leadId } };
}
