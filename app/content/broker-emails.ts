/**
 * The templates a broker starts an email to the applicant from, on the lead's page: each fills
 * a subject and a message the broker edits before sending. `[upload link]` in a message is
 * replaced, as the mail is sent, by a fresh secure link to the applicant's upload page; only
 * an application has one (app/server/mail/broker-message.server.ts).
 */

export const BROKER_EMAIL_TEMPLATES = ["document_chaser", "tried_to_call", "offer_ready"] as const;
export type BrokerEmailTemplate = (typeof BROKER_EMAIL_TEMPLATES)[number];

/** What the broker sees in a message where the secure upload link will go. */
export const UPLOAD_LINK_PLACEHOLDER = "[upload link]";

/** What a template needs to know to fill itself in. */
export type BrokerEmailContext = {
  /** The applicant's first name, when the lead has a name. */
  firstName: string | null;
  reference: string;
  /** The broker writing. */
  brokerName: string;
  brandName: string;
  phoneDisplay: string;
  brokerHours: string;
  /** Whether the lead is an application, whose applicant can upload documents through a link. */
  canUpload: boolean;
};

type Template = {
  label: string;
  subject: (context: BrokerEmailContext) => string;
  body: (context: BrokerEmailContext) => string;
};

function greeting({ firstName }: BrokerEmailContext): string {
  return firstName ? `Dear ${firstName},` : "Hello,";
}

function signOff({ brokerName, brandName, phoneDisplay, brokerHours }: BrokerEmailContext) {
  return `If you have any questions, call me on ${phoneDisplay} (${brokerHours}) or reply to this email.\n\nKind regards,\n${brokerName}\n${brandName}`;
}

export const brokerEmailTemplates: Record<BrokerEmailTemplate, Template> = {
  document_chaser: {
    label: "Documents we still need",
    subject: ({ reference }) => `Documents for your application (${reference})`,
    body: (context) =>
      [
        greeting(context),
        "Thank you for your application. To take it to our lenders we still need a few documents: your latest business bank statements (the last 6 months) and your most recent accounts.",
        context.canUpload
          ? `You can upload them securely here: ${UPLOAD_LINK_PLACEHOLDER}`
          : `Please reply to this email with the documents attached, quoting your reference ${context.reference}.`,
        signOff(context),
      ].join("\n\n"),
  },
  tried_to_call: {
    label: "We tried to call you",
    subject: ({ reference }) => `We tried to call you about your enquiry (${reference})`,
    body: (context) =>
      [
        greeting(context),
        `I tried to call you today about your funding enquiry (reference ${context.reference}) but could not reach you.`,
        "Please let me know a good time to call, or call me back when it suits you.",
        signOff(context),
      ].join("\n\n"),
  },
  offer_ready: {
    label: "Your offer is ready",
    subject: ({ reference }) => `Good news: an offer for you (${reference})`,
    body: (context) =>
      [
        greeting(context),
        `A lender has made an offer on your application (reference ${context.reference}). I would like to talk you through the amount, the cost and the terms before you decide anything.`,
        "Please call me or reply with a good time to talk. There is no obligation to accept.",
        signOff(context),
      ].join("\n\n"),
  },
};

export function isBrokerEmailTemplate(value: string | null): value is BrokerEmailTemplate {
  return (BROKER_EMAIL_TEMPLATES as readonly string[]).includes(value ?? "");
}

/** The subject and message a template gives for this lead. */
export function fillBrokerEmail(template: BrokerEmailTemplate, context: BrokerEmailContext) {
  const { subject, body } = brokerEmailTemplates[template];
  return { subject: subject(context), body: body(context) };
}

/** The first word of a name, for a greeting ("Ann Lee" → "Ann"). */
export function firstNameOf(fullName: string | null): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}
