import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  composeMail,
  composeNotificationMail,
  createMailer,
  isPermanentMailError,
  subjectLine,
} from "#app/server/mail.server.ts";
import type { Notification } from "#app/server/notifications.server.ts";

const addresses = { from: "website@broker.example", to: "brokers@broker.example" };
const createdAt = new Date("2026-11-22T10:15:00Z");
const outboxId = "3f1c2b9e-5d4a-4c1b-9e8f-7a6b5c4d3e2f";

const hostileContact: Notification = {
  type: "contact",
  leadId: "9d0f8a7b-1c2d-4e3f-8a9b-0c1d2e3f4a5b",
  firstName: "<script>alert('x')</script>",
  lastName: 'O"Brien & Sons',
  email: "priya@example.co.uk",
  phone: null,
  company: "<b>Bold</b> Ltd",
  message: "Line one\n<img src=x onerror=alert(1)>\nBcc: victim@example.com",
  timestamp: "22/11/2026, 10:15:00",
  receivedAt: createdAt.toISOString(),
};

describe("notification mail", () => {
  test("visitor answers are escaped in the HTML part and kept as written in the text part", () => {
    const mail = composeNotificationMail(
      { id: outboxId, payload: hostileContact, createdAt },
      addresses,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Bold</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail.html).toContain("O&quot;Brien &amp; Sons");
    expect(mail.text).toContain("Name: <script>alert('x')</script> O\"Brien & Sons");
    expect(mail.text).toContain("Line one\n<img src=x onerror=alert(1)>\nBcc: victim@example.com");
    expect(mail.text).toContain("Phone: Not given");
  });

  test("the subject is one line whatever the visitor typed", () => {
    expect(subjectLine("New message from Eve\r\nBcc: victim@example.com")).toBe(
      "New message from Eve Bcc: victim@example.com",
    );
    expect(subjectLine(`A${"b".repeat(300)}`)).toHaveLength(200);
  });

  test("Message-ID follows the outbox row, From/To come from configuration, Reply-To is the visitor", () => {
    const first = composeNotificationMail(
      { id: outboxId, payload: hostileContact, createdAt },
      addresses,
    );
    const again = composeNotificationMail(
      { id: outboxId, payload: hostileContact, createdAt },
      addresses,
    );
    expect(first.messageId).toBe(`<${outboxId}@broker.example>`);
    expect(again.messageId).toBe(first.messageId);
    expect(first).toMatchObject({
      from: "website@broker.example",
      to: "brokers@broker.example",
      replyTo: "priya@example.co.uk",
      date: createdAt,
    });
  });

  test("an address that is not plain never becomes a Reply-To header", () => {
    const mail = composeNotificationMail(
      { id: outboxId, payload: { ...hostileContact, email: "a,b@example.com" }, createdAt },
      addresses,
    );
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain("Email: a,b@example.com");
  });

  test("an unknown payload is a permanent failure, not something to retry", () => {
    let thrown: unknown;
    try {
      composeNotificationMail({ id: outboxId, payload: { type: "mystery" }, createdAt }, addresses);
    } catch (error) {
      thrown = error;
    }
    expect(isPermanentMailError(thrown)).toBe(true);
  });

  test("each kind of notification reads as the brokers need it", () => {
    const leadId = hostileContact.leadId;
    const common = {
      leadId,
      timestamp: "22/11/2026, 10:15:00",
      receivedAt: createdAt.toISOString(),
    };
    const compose = (payload: Notification) =>
      composeNotificationMail({ id: outboxId, payload, createdAt }, addresses);

    const enquiry = compose({
      ...common,
      type: "enquiry",
      email: "jane@example.co.uk",
      phone: "07700900123",
      loanAmount: 75_000,
      source: "home-hero",
    });
    expect(enquiry.subject).toBe("New enquiry: £75,000 from jane@example.co.uk");
    expect(enquiry.text).toContain(
      "Loan amount: £75,000\nEmail: jane@example.co.uk\nPhone: 07700900123",
    );

    const documents = compose({
      ...common,
      type: "documents",
      applicationId: outboxId,
      companyName: "",
      applicantEmail: null,
      documentTypes: { accounts: 1, bankStatements: 2, managementAccounts: 0, otherDocuments: 0 },
      totalFiles: 3,
      openBanking: true,
      uploadedDocuments: [{ name: "march.pdf", path: `${outboxId}/bank_statements/1-march.pdf` }],
    });
    expect(documents.subject).toBe("Documents uploaded: Unknown Company");
    expect(documents.text).toContain("Prefers Open Banking: Yes");
    expect(documents.replyTo).toBeNull();
  });
});

describe("what a mail says", () => {
  test("a notification names its lead by reference, in the subject and the details", () => {
    const mail = composeNotificationMail(
      {
        id: outboxId,
        payload: {
          ...hostileContact,
          firstName: "Priya",
          lastName: "Shah",
          reference: "DBF-7K3M9Q",
        },
        createdAt,
      },
      addresses,
    );
    expect(mail.subject).toBe("New message from Priya Shah (DBF-7K3M9Q)");
    expect(mail.text).toContain("Reference: DBF-7K3M9Q");
    expect(mail.text).not.toContain(hostileContact.leadId);
  });

  test("an intro and a call to action read the same in the text and the HTML", () => {
    const mail = composeMail(
      { id: outboxId, createdAt },
      {
        subject: "Your application",
        heading: "Thank you",
        intro: "We have your <application>.",
        callToAction: {
          label: "View your application",
          url: "https://broker.example/track/a?b=1&c=2",
        },
        sections: [{ title: "Questions?", text: "Call us." }],
        replyTo: "enquiries@broker.example",
      },
      { from: addresses.from, to: "ann@example.co.uk" },
    );
    expect(mail.text).toBe(
      [
        "Thank you",
        "",
        "We have your <application>.",
        "",
        "View your application:",
        "https://broker.example/track/a?b=1&c=2",
        "",
        "Questions?",
        "----------",
        "Call us.",
        "",
      ].join("\n"),
    );
    expect(mail.html).toContain("We have your &lt;application&gt;.");
    expect(mail.html).toMatch(
      /<a href="https:\/\/broker\.example\/track\/a\?b=1&amp;c=2"[^>]*>View your application<\/a>/,
    );
    expect(mail).toMatchObject({ to: "ann@example.co.uk", replyTo: "enquiries@broker.example" });
  });
});

describe("mail written to files (no SMTP configured)", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "mail-test-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test("each outbox row becomes one .eml file, however many times it is written", async () => {
    const mailer = await createMailer({
      DATA_DIR: dataDir,
      MAIL_FROM: addresses.from,
      BROKER_INBOX: addresses.to,
    });
    expect(mailer.transport).toBe("files");
    const mail = composeNotificationMail(
      { id: outboxId, payload: hostileContact, createdAt },
      mailer,
    );
    await mailer.send(mail);
    await mailer.send(mail);

    expect(await readdir(join(dataDir, "outbox"))).toEqual([`${outboxId}.eml`]);
    const eml = await readFile(join(dataDir, "outbox", `${outboxId}.eml`), "utf8");
    expect(eml).toContain(`Message-ID: <${outboxId}@broker.example>`);
    expect(eml).toContain("From: website@broker.example");
    expect(eml).toContain("To: brokers@broker.example");
    expect(eml).toContain("Reply-To: priya@example.co.uk");
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    // The visitor's "Bcc:" line stays in the body; the headers have none.
    const headers = eml.slice(0, eml.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(eml).toContain("Bcc: victim@example.com");
  });

  test("the outbox folder is 0700 and each .eml file 0600, whatever the process umask", async () => {
    // The server starts with umask 077; the mailer must not rely on it.
    const previous = process.umask(0);
    try {
      const mailer = await createMailer({
        DATA_DIR: dataDir,
        MAIL_FROM: addresses.from,
        BROKER_INBOX: addresses.to,
      });
      await mailer.send(
        composeNotificationMail({ id: outboxId, payload: hostileContact, createdAt }, mailer),
      );
    } finally {
      process.umask(previous);
    }
    expect((await stat(join(dataDir, "outbox"))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, "outbox", `${outboxId}.eml`))).mode & 0o777).toBe(0o600);
  });
});
