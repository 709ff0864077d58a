import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Env } from "#app/env.server.ts";
import { formatPounds } from "#app/lib/money.ts";
import type { Notification } from "#app/server/notifications.server.ts";

/**
 * Broker notifications as mail: rendering (plain text and HTML, every visitor answer
 * escaped), composing (deterministic Message-ID per outbox row) and the transport (SMTP when
 * SMTP_URL is set, otherwise one .eml file per outbox row under `${DATA_DIR}/outbox`).
 */

// ---------------------------------------------------------------------------------------------
// Content

type Row = readonly [label: string, value: string | number | boolean | null | undefined];
type Section = { title: string; rows?: Row[]; text?: string };

export type MailContent = {
  subject: string;
  heading: string;
  sections: Section[];
  /** The visitor's address, for the broker's Reply button. */
  replyTo: string | null;
};

const labels: Record<string, string> = {
  loss: "Loss-making",
  "0-50k": "£0 to £50k",
  "50k-100k": "£50k to £100k",
  "100k-250k": "£100k to £250k",
  "250k+": "Over £250k",
  homeowner: "Homeowner",
  tenant: "Tenant",
  "living-with-family": "Living with family",
  yes: "Yes",
  no: "No",
};

function label(value: string | undefined | null): string | null {
  return value ? (labels[value] ?? value) : null;
}

function pounds(value: string | undefined | null): string | null {
  return value ? `£${value}` : null;
}

export function notificationContent(notification: Notification): MailContent {
  const received: Row[] = [
    ["Submitted", notification.timestamp],
    ["Lead reference", notification.leadId],
  ];
  switch (notification.type) {
    case "enquiry":
      return {
        subject: `New enquiry: ${formatPounds(notification.loanAmount)} from ${notification.email}`,
        heading: "New funding enquiry",
        replyTo: notification.email,
        sections: [
          {
            title: "Enquiry",
            rows: [
              ["Loan amount", formatPounds(notification.loanAmount)],
              ["Email", notification.email],
              ["Phone", notification.phone],
              ["Form", notification.source],
              ...received,
            ],
          },
        ],
      };
    case "application": {
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
              ["Trading address", form.tradingAddress],
              ["Website", form.companyWebsite],
              ["Employees", form.numberOfEmployees],
              ["Business type", form.businessType],
            ],
          },
          {
            title: "Loan details",
            rows: [
              ["Loan amount", formatPounds(form.loanAmount)],
              ["Loan purpose", form.loanPurpose],
              ["Reasons", form.loanReasons.join(", ")],
              ["Turnover", pounds(form.turnover)],
              ["Profit level", label(form.profitLevel)],
              ["Borrowed recently", label(form.recentBorrowing)],
              ["Recent borrowing", pounds(form.recentBorrowingAmount)],
              ["Has an overdraft", label(form.hasOverdraft)],
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
              ["Home ownership", label(director.homeOwnership)],
              ["Shareholder over 25%", director.shareholderOver25],
            ],
          })),
          {
            title: "Reference",
            rows: [["Application reference", notification.applicationId], ...received],
          },
        ],
      };
    }
    case "referral":
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
              ...received,
            ],
          },
          ...(notification.notes ? [{ title: "Notes", text: notification.notes }] : []),
        ],
      };
    case "contact":
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
              ...received,
            ],
          },
          { title: "Message", text: notification.message },
        ],
      };
    case "documents":
      return {
        subject: `Documents uploaded: ${notification.companyName || "Unknown Company"}`,
        heading: "Documents added to an application",
        replyTo: notification.applicantEmail,
        sections: [
          {
            title: "Application",
            rows: [
              ["Company", notification.companyName || "Unknown Company"],
              ["Applicant email", notification.applicantEmail],
              ["Application reference", notification.applicationId],
              ["Accounts", notification.documentTypes.accounts],
              ["Bank statements", notification.documentTypes.bankStatements],
              ["Management accounts", notification.documentTypes.managementAccounts],
              ["Other documents", notification.documentTypes.otherDocuments],
              ["Total files", notification.totalFiles],
              ["Prefers Open Banking", notification.openBanking],
              ...received,
            ],
          },
          {
            title: "Files",
            text:
              notification.uploadedDocuments
                .map((file) => `${file.name} (${file.path})`)
                .join("\n") || "No files",
          },
        ],
      };
  }
}

function display(value: Row[1]): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value === null || value === undefined || value === "") return "Not given";
  return String(value);
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

// eslint-disable-next-line no-control-regex
const controlsAndLineBreaks = /[\u0000-\u001F\u007F\u2028\u2029]+/g;

/** One line, no control characters (so no header can be smuggled in), at most 200 characters. */
export function subjectLine(value: string): string {
  const line = value.replace(controlsAndLineBreaks, " ").replace(/\s+/g, " ").trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

export function renderText(content: MailContent): string {
  const lines = [content.heading, ""];
  for (const section of content.sections) {
    lines.push(section.title, "-".repeat(section.title.length));
    for (const [name, value] of section.rows ?? []) lines.push(`${name}: ${display(value)}`);
    if (section.text !== undefined) lines.push(section.text);
    lines.push("");
  }
  return lines.join("\n");
}

export function renderHtml(content: MailContent): string {
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const sections = content.sections
    .map((section) => {
      const rows = (section.rows ?? [])
        .map(
          ([name, value]) =>
            `<tr><th scope="row" style="${cell};font-weight:600">${escapeHtml(name)}</th>` +
            `<td style="${cell};white-space:pre-wrap">${escapeHtml(display(value))}</td></tr>`,
        )
        .join("");
      const table = rows
        ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>`
        : "";
      const text =
        section.text !== undefined
          ? `<p style="white-space:pre-wrap;margin:0">${escapeHtml(section.text)}</p>`
          : "";
      return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.title)}</h2>${table}${text}`;
    })
    .join("");
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subjectLine(content.subject))}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">` +
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>${sections}</body></html>`
  );
}

// ---------------------------------------------------------------------------------------------
// Composing

export type OutgoingMail = {
  outboxId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** `<outbox-id@sender-domain>`: the same row always gives the same Message-ID. */
  messageId: string;
  /** The time the lead was accepted, so a late retry still files in order. */
  date: Date;
};

/** A failure that retrying will not cure (an unknown payload, a mailbox that does not exist). */
export class PermanentMailError extends Error {
  name = "PermanentMailError";
}

export function isPermanentMailError(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { permanent?: unknown }).permanent === true
  );
}

const notificationTypes = new Set(["enquiry", "application", "referral", "contact", "documents"]);

// Plain addresses only for Reply-To: anything fancier stays in the body, never in a header.
const plainAddress =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function messageIdFor(outboxId: string, from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<${outboxId}@${domain}>`;
}

export function composeNotificationMail(
  row: { id: string; payload: unknown; createdAt: Date },
  addresses: { from: string; to: string },
): OutgoingMail {
  const payload = row.payload as Partial<Notification> | null;
  if (!payload || typeof payload !== "object" || !notificationTypes.has(String(payload.type))) {
    throw new PermanentMailError(
      `unknown notification type: ${String(payload?.type).slice(0, 50)}`,
    );
  }
  const content = notificationContent(payload as Notification);
  const replyTo = content.replyTo && plainAddress.test(content.replyTo) ? content.replyTo : null;
  return {
    outboxId: row.id,
    from: addresses.from,
    to: addresses.to,
    replyTo,
    subject: subjectLine(content.subject),
    text: renderText(content),
    html: renderHtml(content),
    messageId: messageIdFor(row.id, addresses.from),
    date: row.createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Transport

export type Mailer = {
  transport: "smtp" | "files";
  from: string;
  to: string;
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Deletes what this transport kept of a sent notification (the .eml file), when a lead is
   * erased or passes its retention. Mail handed to an SMTP server is out of reach.
   */
  forget(outboxId: string): Promise<void>;
  close(): Promise<void>;
};

export type MailEnv = Pick<Env, "SMTP_URL" | "DATA_DIR" | "MAIL_FROM" | "BROKER_INBOX">;

function composerOptions(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
  };
}

const outboxIdPattern = /^[0-9a-f-]{36}$/;

export async function createMailer(env: MailEnv): Promise<Mailer> {
  const addresses = { from: env.MAIL_FROM, to: env.BROKER_INBOX };
  if (env.SMTP_URL) {
    const nodemailer = await import("nodemailer");
    const transporter = nodemailer.createTransport({
      url: env.SMTP_URL,
      // Bounded, and well inside the outbox lease, so a send never outlives its lease.
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
      dnsTimeout: 10_000,
    });
    return {
      transport: "smtp",
      ...addresses,
      async send(mail) {
        await transporter.sendMail(composerOptions(mail));
      },
      async forget() {},
      async close() {
        transporter.close();
      },
    };
  }
  const { default: MailComposer } = await import("nodemailer/lib/mail-composer");
  const directory = resolve(env.DATA_DIR, "outbox");
  return {
    transport: "files",
    ...addresses,
    async send(mail) {
      if (!outboxIdPattern.test(mail.outboxId)) {
        throw new PermanentMailError("outbox id is not a uuid");
      }
      const message = await new MailComposer(composerOptions(mail)).compile().build();
      await mkdir(directory, { recursive: true });
      // Written aside then renamed over the final name: a reader never sees half a message,
      // and sending the same row twice leaves one file.
      const target = join(directory, `${mail.outboxId}.eml`);
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, message, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async forget(outboxId) {
      if (!outboxIdPattern.test(outboxId)) return;
      await rm(join(directory, `${outboxId}.eml`), { force: true });
    },
    async close() {},
  };
}
