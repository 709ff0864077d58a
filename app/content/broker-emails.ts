/**
 * The templates a broker starts an email to the applicant from, on the case's page. A template
 * is a subject and a message with merge fields in braces (`{lender}`), filled from the case when
 * the broker picks it; the broker edits the result before sending. Admins edit these texts and
 * add their own on the templates page; these are the standard ones, used until an admin saves
 * one. A field the case cannot fill stays in square brackets (`[lender]`) and the mail cannot be
 * sent until the broker replaces it; `[upload link]` alone becomes, as the mail is sent, a
 * fresh secure link to the applicant's upload page (app/server/mail/broker-message.server.ts).
 */

export const STANDARD_TEMPLATES = ["document_chaser", "tried_to_call", "offer_ready"] as const;
export type StandardTemplate = (typeof STANDARD_TEMPLATES)[number];

/** The merge fields, each with what it becomes, as the templates page lists them. */
export const mergeFields = {
  greeting: "“Dear Ann,”, or “Hello,” when the case has no name",
  name: "The applicant's first name",
  company: "The company's name",
  reference: "The case's reference",
  broker: "The name of the broker sending it",
  lender: "The lender of the case's latest offer",
  "offer amount": "The amount offered",
  rate: "The rate, as the lender quoted it",
  term: "The term offered",
  expiry: "The last day the offer stands",
  "documents we still need": "The checklist's documents still missing, one per line",
  "how to send documents":
    "“You can upload them securely here: …” with the upload link for an application; otherwise to reply with them attached",
  "upload link": "The applicant's own secure link to upload documents (an application only)",
  "sign-off": "How to reach the broker, and their name and the firm's",
} as const;
export type MergeField = keyof typeof mergeFields;
export const MERGE_FIELDS = Object.keys(mergeFields) as MergeField[];

/** What the broker sees in a message where the secure upload link will go. */
export const UPLOAD_LINK_PLACEHOLDER = "[upload link]";

/** What each field becomes for one case; null where the case cannot say. */
export type MergeValues = Record<MergeField, string | null>;

export type TemplateText = { label: string; subject: string; body: string };

export const standardTemplates: Record<StandardTemplate, TemplateText> = {
  document_chaser: {
    label: "Documents we still need",
    subject: "Documents for your application ({reference})",
    body: [
      "{greeting}",
      "Thank you for your application. To take it to our lenders we still need:",
      "{documents we still need}",
      "{how to send documents}",
      "{sign-off}",
    ].join("\n\n"),
  },
  tried_to_call: {
    label: "We tried to call you",
    subject: "We tried to call you about your enquiry ({reference})",
    body: [
      "{greeting}",
      "I tried to call you today about your funding enquiry (reference {reference}) but could not reach you.",
      "Please let me know a good time to call, or call me back when it suits you.",
      "{sign-off}",
    ].join("\n\n"),
  },
  offer_ready: {
    label: "Your offer is ready",
    subject: "Good news: an offer from {lender} ({reference})",
    body: [
      "{greeting}",
      "{lender} has offered {offer amount} over {term} at {rate} on your application (reference {reference}). The offer stands until {expiry}.",
      "I would like to talk you through the cost and the terms before you decide anything. Please call me or reply with a good time to talk. There is no obligation to accept.",
      "{sign-off}",
    ].join("\n\n"),
  },
};

export function isStandardTemplate(value: string | null): value is StandardTemplate {
  return (STANDARD_TEMPLATES as readonly string[]).includes(value ?? "");
}

const fieldPattern = /\{([^{}\n]{1,40})\}/g;

function isMergeField(name: string): name is MergeField {
  return (MERGE_FIELDS as readonly string[]).includes(name);
}

/** Names in braces that are no merge field ("{lendr}"), for the templates page to refuse. */
export function unknownMergeFields(text: string): string[] {
  const unknown = [...text.matchAll(fieldPattern)]
    .map((match) => match[1]!)
    .filter((name) => !isMergeField(name.trim().toLowerCase()));
  return [...new Set(unknown)];
}

/** The text with each field filled; a field the case cannot fill is left as `[field]`. */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(fieldPattern, (whole, raw: string) => {
    const name = raw.trim().toLowerCase();
    if (!isMergeField(name)) return whole;
    return values[name] ?? `[${name}]`;
  });
}

/** The fields a message still holds unfilled, `[upload link]` aside (filled as it is sent). */
export function unfilledFields(text: string): MergeField[] {
  return MERGE_FIELDS.filter(
    (field) => `[${field}]` !== UPLOAD_LINK_PLACEHOLDER && text.includes(`[${field}]`),
  );
}

/** A template filled for one case: the subject and message the broker's form starts with. */
export function fillTemplate(template: TemplateText, values: MergeValues) {
  const subject = fillMergeFields(template.subject, values);
  const body = fillMergeFields(template.body, values);
  return { subject, body, unfilled: unfilledFields(`${subject}\n${body}`) };
}

/** What the case's details give a template to fill, before the fields are written out. */
export type MergeSource = {
  fullName: string | null;
  companyName: string | null;
  reference: string;
  brokerName: string;
  brandName: string;
  phoneDisplay: string;
  brokerHours: string;
  /** Whether the lead is an application, whose applicant can upload documents through a link. */
  canUpload: boolean;
  /** The case's latest offer, written as the back office writes each part. */
  offer: {
    lender: string;
    amount: string | null;
    rate: string | null;
    term: string | null;
    expiry: string | null;
  } | null;
  /** The checklist's missing documents, one per line; empty when nothing is missing. */
  stillNeeded: string;
};

/** The first word of a name, for a greeting ("Ann Lee" → "Ann"). */
export function firstNameOf(fullName: string | null): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

export function mergeValues(source: MergeSource): MergeValues {
  const firstName = firstNameOf(source.fullName);
  return {
    greeting: firstName ? `Dear ${firstName},` : "Hello,",
    name: firstName,
    company: source.companyName,
    reference: source.reference,
    broker: source.brokerName,
    lender: source.offer?.lender ?? null,
    "offer amount": source.offer?.amount ?? null,
    rate: source.offer?.rate ?? null,
    term: source.offer?.term ?? null,
    expiry: source.offer?.expiry ?? null,
    "documents we still need": source.stillNeeded || null,
    "how to send documents": source.canUpload
      ? `You can upload them securely here: ${UPLOAD_LINK_PLACEHOLDER}`
      : `Please reply to this email with the documents attached, quoting your reference ${source.reference}.`,
    "upload link": source.canUpload ? UPLOAD_LINK_PLACEHOLDER : null,
    "sign-off": `If you have any questions, call me on ${source.phoneDisplay} (${source.brokerHours}) or reply to this email.\n\nKind regards,\n${source.brokerName}\n${source.brandName}`,
  };
}

/** The case the templates page previews a template with. */
export const previewSource: Omit<
  MergeSource,
  "brandName" | "phoneDisplay" | "brokerHours" | "brokerName"
> = {
  fullName: "Ann Lee",
  companyName: "Lee Joinery Ltd",
  reference: "DBF-7K3M9Q",
  canUpload: true,
  offer: {
    lender: "Example Capital",
    amount: "£45,000",
    rate: "9.9% APR",
    term: "24 months",
    expiry: "14 December 2026",
  },
  stillNeeded: "- Full company accounts\n- Photo ID for all directors",
};
