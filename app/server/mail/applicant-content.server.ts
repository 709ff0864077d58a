import { and, asc, desc, eq } from "drizzle-orm";
import {
  applicantMailCopy as copy,
  applicantMailLabels as labels,
} from "#app/content/applicant-mail.ts";
import {
  APPLICANT_STAGES,
  applicantStages,
  type ApplicantStage,
} from "#app/content/applicant-stages.ts";
import type { SiteConfig } from "#app/config/site.ts";
import { formatPounds } from "#app/lib/money.ts";
import { paths } from "#app/paths.ts";
import { isUuid } from "#app/schemas/fields.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { applicationDirectors, applications, leadEvents, leads } from "#app/server/db/schema.ts";
import { PermanentMailError } from "#app/server/mail.server.ts";
import { mayMailRecipient } from "#app/server/rate-limit.server.ts";
import type {
  ApplicantMail,
  ApplicantMailComposer,
  ApplicantMailContext,
} from "#app/server/mail/applicant-mail-types.server.ts";
import type { MailContent, Row, Section } from "#app/server/mail/notification-content.server.ts";
import { issueTrackingLink, TRACKING_LINK_DAYS, trackingUrl } from "#app/server/tracking.server.ts";

/**
 * The mails to an applicant about their own lead, composed when they are sent: the outbox row
 * holds only the lead's id (and the new stage), and the answers, the address and a fresh
 * secure link come from the database at that moment. A lead erased before its mail went takes
 * the row with it; one that cannot be mailed (no address) fails for good rather than retrying.
 */

type ApplicantLead = {
  id: string;
  reference: string;
  kind: string;
  email: string;
  loanAmount: number | null;
  application: {
    companyName: string;
    loanAmount: number;
    loanPurpose: string | null;
    loanReasons: string[];
    directors: string[];
  } | null;
};

function leadIdOf(payload: Record<string, unknown>): string {
  const leadId = payload.leadId;
  if (typeof leadId !== "string" || !isUuid(leadId)) {
    throw new PermanentMailError("applicant mail without a lead id");
  }
  return leadId;
}

/**
 * What the mails say about a lead, read as they are sent: the lead and its application in one
 * query (the outbox worker shares the embedded database with every request), then the
 * directors of an application.
 */
async function applicantLead(db: Database, leadId: string): Promise<ApplicantLead> {
  const [found] = await db
    .select({
      lead: {
        id: leads.id,
        reference: leads.reference,
        kind: leads.kind,
        email: leads.email,
        loanAmount: leads.loanAmount,
      },
      application: {
        applicationId: applications.applicationId,
        companyName: applications.companyName,
        loanAmount: applications.loanAmount,
        loanPurpose: applications.loanPurpose,
        loanReasons: applications.loanReasons,
      },
    })
    .from(leads)
    .leftJoin(applications, eq(applications.leadId, leads.id))
    .where(eq(leads.id, leadId))
    // A case's latest application speaks for it.
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!found) throw new PermanentMailError("the lead is no longer held");
  const { lead, application } = found;
  if (!lead.email) throw new PermanentMailError("the lead has no email address");
  const directors = application
    ? await db
        .select({
          firstName: applicationDirectors.firstName,
          lastName: applicationDirectors.lastName,
        })
        .from(applicationDirectors)
        .where(eq(applicationDirectors.applicationId, application.applicationId))
        .orderBy(asc(applicationDirectors.position))
    : [];
  return {
    ...lead,
    email: lead.email,
    application: application
      ? {
          companyName: application.companyName,
          loanAmount: application.loanAmount,
          loanPurpose: application.loanPurpose,
          loanReasons: application.loanReasons,
          directors: directors.map((director) => `${director.firstName} ${director.lastName}`),
        }
      : null,
  };
}

/** A new secure link to the lead's page, made now (only its hash is kept). */
async function secureLink(lead: ApplicantLead, { db, site, now }: ApplicantMailContext) {
  const token = await issueTrackingLink(db, lead.id, now);
  return { label: copy.openLink, url: trackingUrl(site.origin, token) };
}

/** How long the link lasts, and where to ask for another. */
function linkNote(site: SiteConfig): string {
  return copy.linkNote(TRACKING_LINK_DAYS, `${site.origin}${paths.track}`);
}

/** The sections every applicant mail ends with: how to reach us, and what kind of mail it is. */
function closingSections(site: SiteConfig): Section[] {
  return [
    { title: copy.questionsTitle, text: copy.questions(site) },
    { title: copy.aboutTitle, text: copy.serviceNote(site.legalName, site.fcaFirmReference) },
  ];
}

function applicantMail(
  lead: ApplicantLead,
  site: SiteConfig,
  content: Omit<MailContent, "replyTo">,
): ApplicantMail {
  // Replies reach the firm's own address, never the sending mailbox.
  return { to: lead.email, content: { ...content, replyTo: site.email } };
}

/**
 * What the acknowledgement lists: our reference and the amount, never words the visitor typed
 * (a company name, a purpose, names). Nobody has confirmed the address yet, so a stranger's
 * text must not reach it as if from us; the answers are behind the secure link.
 */
function summaryRows(lead: ApplicantLead): Row[] {
  return [
    [labels.reference, lead.reference],
    [labels.amount, formatPounds(lead.application?.loanAmount ?? lead.loanAmount)],
  ];
}

/**
 * The acknowledgement of an application or a quick enquiry, with the applicant's secure link.
 * An address already sent its share of mail this hour (`recipientMailLimit`) gets no more: the
 * lead is kept and the brokers hear of it all the same.
 */
export const composeAcknowledgement: ApplicantMailComposer = async (payload, context) => {
  const lead = await applicantLead(context.db, leadIdOf(payload));
  // Each acknowledgement counts once, however often its send is tried: a case that others joined
  // has one per submission.
  const mail = `acknowledgement:${typeof payload.submission === "string" ? payload.submission : lead.id}`;
  if (!(await mayMailRecipient(context.db, lead.email, mail))) {
    throw new PermanentMailError("the address has had its share of mail for the hour");
  }
  const { site } = context;
  const words = lead.application ? copy.application : copy.enquiry;
  const joined = payload.joined === "true";
  const intro = joined
    ? copy.joined.intro(lead.reference)
    : lead.application
      ? copy.application.intro(lead.reference)
      : copy.enquiry.intro(formatPounds(lead.loanAmount), lead.reference);
  return applicantMail(lead, site, {
    subject: (joined ? copy.joined : words).subject(lead.reference),
    heading: joined ? copy.joined.heading : words.heading,
    intro,
    callToAction: await secureLink(lead, context),
    sections: [
      { title: copy.summaryTitle, rows: summaryRows(lead) },
      { title: copy.nextTitle, text: words.next(site) },
      { title: copy.linkTitle, text: linkNote(context.site) },
      ...closingSections(site),
    ],
  });
};

function stageOf(payload: Record<string, unknown>): ApplicantStage {
  const stage = payload.stage;
  if (typeof stage !== "string" || !(APPLICANT_STAGES as readonly string[]).includes(stage)) {
    throw new PermanentMailError("applicant status mail without a known stage");
  }
  return stage as ApplicantStage;
}

/** The reason a broker gave with the status change that closed the lead, if any. */
async function closingReason(db: Database, leadId: string, eventId: unknown) {
  if (typeof eventId !== "string" || !isUuid(eventId)) return null;
  const [event] = await db
    .select({ body: leadEvents.body })
    .from(leadEvents)
    .where(and(eq(leadEvents.id, eventId), eq(leadEvents.leadId, leadId)));
  return event?.body || null;
}

/** A broker moved the lead to a stage the applicant sees: the stage, and a fresh link. */
export const composeStatus: ApplicantMailComposer = async (payload, context) => {
  const lead = await applicantLead(context.db, leadIdOf(payload));
  const stage = stageOf(payload);
  const { title, description } = applicantStages[stage];
  const reason =
    stage === "closed" ? await closingReason(context.db, lead.id, payload.eventId) : null;
  return applicantMail(lead, context.site, {
    subject: copy.status.subject(lead.reference, title),
    heading: copy.status.heading(title),
    intro: copy.status.intro(lead.reference),
    callToAction: await secureLink(lead, context),
    sections: [
      { title, text: description },
      ...(reason ? [{ title: labels.reason, text: reason }] : []),
      { title: copy.linkTitle, text: linkNote(context.site) },
      ...closingSections(context.site),
    ],
  });
};

/** A new link, asked for on the "Lost your link?" form. */
export const composeLinkAgain: ApplicantMailComposer = async (payload, context) => {
  const lead = await applicantLead(context.db, leadIdOf(payload));
  return applicantMail(lead, context.site, {
    subject: copy.link.subject(lead.reference),
    heading: copy.link.heading,
    intro: copy.link.intro(lead.reference),
    callToAction: await secureLink(lead, context),
    sections: [
      { title: copy.linkTitle, text: `${linkNote(context.site)} ${copy.link.notYou}` },
      ...closingSections(context.site),
    ],
  });
};
