import { anyProductLabel, exitText } from "#app/content/application.ts";
import { answerLabel } from "#app/content/answer-labels.ts";
import { productName, typedLoanToValue } from "#app/schemas/application-product.ts";
import { formatPounds, formatTypedPounds } from "#app/lib/money.ts";
import { adminPaths } from "#app/paths.ts";
import { companyFactRows } from "#app/lib/deal-facts.ts";
import type {
  ApplicationNotification,
  ContactNotification,
  DocumentsNotification,
  EnquiryNotification,
  Notification,
  ReferralNotification,
} from "#app/server/notifications.server.ts";

/**
 * What a mail says, as data: a subject, a heading, an optional opening paragraph and button,
 * and titled sections of labelled answers or free text. Broker notifications are made here;
 * mail to applicants in ./applicant-content.server.ts. The plain-text body is written from it
 * here, the HTML body by the components in ./notification-email.server.ts, so the two never
 * say different things.
 */

export type Row = readonly [label: string, value: string | number | boolean | null | undefined];
export type Section = { title: string; rows?: Row[]; text?: string };

/** A link the reader is asked to follow: a button in HTML, a labelled line in text. */
export type CallToAction = { label: string; url: string };

export type MailContent = {
  subject: string;
  heading: string;
  /** A paragraph under the heading. */
  intro?: string;
  /** Shown after the heading and intro, before the sections. */
  callToAction?: CallToAction;
  sections: Section[];
  /** Where a reply goes: the visitor (brokers' mail) or the firm (applicants' mail). */
  replyTo: string | null;
};

function pounds(value: string | undefined | null): string | null {
  return formatTypedPounds(value) || null;
}

/** The lines every notification ends its details with. */
function received(notification: Notification): Row[] {
  return [
    ["Submitted", notification.timestamp],
    // Rows queued before references existed name the lead by its id.
    notification.reference
      ? ["Reference", notification.reference]
      : ["Lead id", notification.leadId],
  ];
}

/** A subject with the lead's reference at its end, when the notification has one. */
function withReference(subject: string, notification: Notification): string {
  return notification.reference ? `${subject} (${notification.reference})` : subject;
}

/** The button of a notification: the lead's page in the back office. */
export const openLeadLabel = "Open the lead in the back office";

/** What a notification says; with the site's `origin`, it links to the lead in the back office. */
export function notificationContent(notification: Notification, origin?: string): MailContent {
  const content = contentOf(notification);
  const callToAction = origin
    ? { label: openLeadLabel, url: `${origin}${adminPaths.lead(notification.leadId)}` }
    : undefined;
  return { ...content, subject: withReference(content.subject, notification), callToAction };
}

function contentOf(notification: Notification): MailContent {
  switch (notification.type) {
    case "enquiry":
      return enquiryContent(notification);
    case "application":
      return applicationContent(notification);
    case "referral":
      return referralContent(notification);
    case "contact":
      return contactContent(notification);
    case "documents":
      return documentsContent(notification);
  }
}

/** The product a quote was asked about, when it was asked on a product's page. */
function productRow(product: string | null | undefined): Row[] {
  const name = productName(product ?? undefined);
  return name ? [["Product", name]] : [];
}

function enquiryContent(notification: EnquiryNotification): MailContent {
  return {
    subject: `New enquiry: ${formatPounds(notification.loanAmount)} from ${notification.email}`,
    heading: "New funding enquiry",
    replyTo: notification.email,
    sections: [
      {
        title: "Enquiry",
        rows: [
          ...productRow(notification.product),
          ["Loan amount", formatPounds(notification.loanAmount)],
          ["Email", notification.email],
          ["Phone", notification.phone],
          ["Form", notification.source],
          ...received(notification),
        ],
      },
    ],
  };
}

/** A loan secured on property: the property's value, the loan-to-value and the exit. */
function propertyRows(form: ApplicationNotification["form"]): Row[] {
  if (!form.propertyValue && !form.exitRoute) return [];
  const ltv = form.propertyValue
    ? typedLoanToValue(String(form.loanAmount), form.propertyValue)
    : null;
  return [
    ["Property value", pounds(form.propertyValue)],
    ["Loan to value", ltv === null ? null : `${ltv}%`],
    ["Exit", exitText(form.exitRoute, form.exitDetail) || null],
  ];
}

function applicationContent(notification: ApplicationNotification): MailContent {
  const form = notification.form;
  const first = form.directors[0];
  return {
    subject: `New application: ${form.companyName}, ${formatPounds(form.loanAmount)}`,
    heading: "New funding application",
    replyTo: first?.email ?? null,
    sections: [
      {
        title: "Company",
        rows: [
          ["Company name", form.companyName],
          ...companyFactRows(form),
          ["Trading address", form.tradingAddress],
          ["Website", form.companyWebsite],
          ["Employees", answerLabel(form.numberOfEmployees)],
          ["Business type", form.businessType],
        ],
      },
      {
        title: "Loan details",
        rows: [
          ["Product", productName(form.product) ?? anyProductLabel],
          ["Loan amount", formatPounds(form.loanAmount)],
          ...propertyRows(form),
          ["Loan purpose", form.loanPurpose],
          ["Reasons", form.loanReasons.join(", ")],
          ["Turnover", pounds(form.turnover)],
          ["Profit level", answerLabel(form.profitLevel)],
          ["Borrowed recently", answerLabel(form.recentBorrowing)],
          ["Recent borrowing", pounds(form.recentBorrowingAmount)],
          ["Has an overdraft", answerLabel(form.hasOverdraft)],
          ["Overdraft", pounds(form.overdraftAmount)],
        ],
      },
      ...form.directors.map((director, index): Section => ({
        title: `Director ${index + 1}`,
        rows: [
          ["Name", `${director.firstName} ${director.lastName}`],
          ["Email", director.email],
          ["Mobile", director.mobile],
          ["Home address", director.homeAddress],
          ["At this address under 3 years", director.addressUnder3Years],
          ["Previous address", director.previousAddress],
          ["Home ownership", answerLabel(director.homeOwnership)],
          ["Shareholder over 25%", director.shareholderOver25],
        ],
      })),
      {
        title: "Reference",
        rows: [["Application id", notification.applicationId], ...received(notification)],
      },
    ],
  };
}

function referralContent(notification: ReferralNotification): MailContent {
  return {
    subject: `New referral partner: ${notification.businessName}`,
    heading: "New referral partner application",
    replyTo: notification.contactEmail,
    sections: [
      {
        title: "Partner",
        rows: [
          ["Business name", notification.businessName],
          ["Contact name", notification.contactName],
          ["Contact number", notification.contactNumber],
          ["Contact email", notification.contactEmail],
          ...received(notification),
        ],
      },
      ...(notification.notes ? [{ title: "Notes", text: notification.notes }] : []),
    ],
  };
}

function contactContent(notification: ContactNotification): MailContent {
  return {
    subject: `New message from ${notification.firstName} ${notification.lastName}`,
    heading: "New message from the contact form",
    replyTo: notification.email,
    sections: [
      {
        title: "From",
        rows: [
          ["Name", `${notification.firstName} ${notification.lastName}`],
          ["Email", notification.email],
          ["Phone", notification.phone],
          ["Company", notification.company],
          ...received(notification),
        ],
      },
      { title: "Message", text: notification.message },
    ],
  };
}

function documentsContent(notification: DocumentsNotification): MailContent {
  const companyName = notification.companyName || "Unknown Company";
  return {
    subject: `Documents uploaded: ${companyName}`,
    heading: "Documents added to an application",
    replyTo: notification.applicantEmail,
    sections: [
      {
        title: "Application",
        rows: [
          ["Company", companyName],
          ["Applicant email", notification.applicantEmail],
          ["Application id", notification.applicationId],
          ["Accounts", notification.documentTypes.accounts],
          ["Bank statements", notification.documentTypes.bankStatements],
          ["Management accounts", notification.documentTypes.managementAccounts],
          ["Other documents", notification.documentTypes.otherDocuments],
          ["Total files", notification.totalFiles],
          ["Prefers Open Banking", notification.openBanking],
          ...received(notification),
        ],
      },
      {
        title: "Files",
        text:
          notification.uploadedDocuments.map((file) => `${file.name} (${file.path})`).join("\n") ||
          "No files",
      },
    ],
  };
}

/** How a value reads in the mail: yes or no, "Not given" for nothing, else as given. */
export function displayValue(value: Row[1]): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value === null || value === undefined || value === "") return "Not given";
  return String(value);
}

/**
 * The plain-text body: the heading, the intro and the link to follow, then each section as
 * underlined title and lines.
 */
export function notificationText(content: MailContent): string {
  const lines = [content.heading, ""];
  if (content.intro) lines.push(content.intro, "");
  if (content.callToAction) {
    lines.push(`${content.callToAction.label}:`, content.callToAction.url, "");
  }
  for (const section of content.sections) {
    lines.push(section.title, "-".repeat(section.title.length));
    for (const [name, value] of section.rows ?? []) lines.push(`${name}: ${displayValue(value)}`);
    if (section.text !== undefined) lines.push(section.text);
    lines.push("");
  }
  return lines.join("\n");
}
