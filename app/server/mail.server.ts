import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Env } from "#app/env.server.ts";
import {
  notificationContent,
  notificationText,
  type MailContent,
} from "#app/server/mail/notification-content.server.ts";
import { notificationHtml } from "#app/server/mail/notification-email.server.ts";
import {
  createMessageBuilder,
  type MessageBuilder,
  type MessageOptions,
} from "#app/server/mail/message-builder.server.ts";
import type { Notification } from "#app/server/notifications.server.ts";

/**
 * Broker notifications as mail: composing (what each says comes from ./mail/, the text body as
 * written, the HTML body from React components; a deterministic Message-ID per outbox row) and
 * the transport (SMTP when SMTP_URL is set, otherwise one .eml file per outbox row under
 * `${DATA_DIR}/outbox`).
 */

// ---------------------------------------------------------------------------------------------
// Composing

// eslint-disable-next-line no-control-regex
const controlsAndLineBreaks = /[\u0000-\u001F\u007F\u2028\u2029]+/g;

/** One line, no control characters (so no header can be smuggled in), at most 200 characters. */
export function subjectLine(value: string): string {
  const line = value.replace(controlsAndLineBreaks, " ").replace(/\s+/g, " ").trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

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

/**
 * A notification to the brokers for an outbox row. With the site's `origin`, the mail opens
 * with a link to the lead in the back office.
 */
export function composeNotificationMail(
  row: { id: string; payload: unknown; createdAt: Date },
  addresses: { from: string; to: string },
  origin?: string,
): OutgoingMail {
  const payload = row.payload as Partial<Notification> | null;
  if (!payload || typeof payload !== "object" || !notificationTypes.has(String(payload.type))) {
    throw new PermanentMailError(
      `unknown notification type: ${String(payload?.type).slice(0, 50)}`,
    );
  }
  return composeMail(row, notificationContent(payload as Notification, origin), addresses);
}

/** A mail for an outbox row from what it says: the text and HTML bodies from one content. */
export function composeMail(
  row: { id: string; createdAt: Date },
  content: MailContent,
  addresses: { from: string; to: string },
): OutgoingMail {
  const replyTo = content.replyTo && plainAddress.test(content.replyTo) ? content.replyTo : null;
  const subject = subjectLine(content.subject);
  return {
    outboxId: row.id,
    from: addresses.from,
    to: addresses.to,
    replyTo,
    subject,
    text: notificationText(content),
    html: notificationHtml(content, subject),
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
  /**
   * Deletes the mail files written before `cutoff` and says how many went; only a transport
   * that keeps files has it (SMTP keeps nothing).
   */
  forgetBefore?(cutoff: Date): Promise<number>;
  close(): Promise<void>;
};

export type MailEnv = Pick<Env, "SMTP_URL" | "DATA_DIR" | "MAIL_FROM" | "BROKER_INBOX">;

function messageOptions(mail: OutgoingMail): MessageOptions {
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

export async function createMailer(
  env: MailEnv,
  // The message is built on a thread of its own and handed to the transport as it is.
  { builder = createMessageBuilder() }: { builder?: MessageBuilder } = {},
): Promise<Mailer> {
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
        const { raw, envelope } = await builder.build(messageOptions(mail));
        await transporter.sendMail({ envelope, raw });
      },
      async forget() {},
      async close() {
        transporter.close();
        await builder.close();
      },
    };
  }
  const directory = resolve(env.DATA_DIR, "outbox");
  return {
    transport: "files",
    ...addresses,
    async send(mail) {
      if (!outboxIdPattern.test(mail.outboxId)) {
        throw new PermanentMailError("outbox id is not a uuid");
      }
      const { raw: message } = await builder.build(messageOptions(mail));
      // Private to the server's user by their own modes: a notification carries a visitor's
      // details, and the process umask is the server entry's choice, not the mailer's.
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // Written aside then renamed over the final name: a reader never sees half a message,
      // and sending the same row twice leaves one file.
      const target = join(directory, `${mail.outboxId}.eml`);
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, message, { flag: "wx", mode: 0o600 });
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
    async forgetBefore(cutoff) {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith(".eml")) continue;
        const path = join(directory, name);
        const written = await stat(path).catch(() => null);
        if (!written || written.mtime >= cutoff) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
    async close() {
      await builder.close();
    },
  };
}
