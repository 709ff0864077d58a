import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { outbox } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createMailer, type Mailer } from "#app/server/mail.server.ts";
import {
  createMessageBuilder,
  type MessageBuilder,
} from "#app/server/mail/message-builder.server.ts";
import {
  requeueNotification,
  startOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "#app/server/outbox.server.ts";
import { createRequestActivity } from "#app/server/request-activity.server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/harness/smtp.ts";
import {
  addApplication,
  addContactMessage,
  addEnquiry,
  addReferralPartner,
} from "#tests/harness/leads.ts";

const logger = createLogger("silent");

describe.each(testDatabaseKinds)("outbox on %s with an SMTP server", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  const workers: OutboxWorker[] = [];

  beforeEach(async () => {
    database = testDatabase();
    smtp = await startTestSmtpServer();
    mailer = await createMailer({
      SMTP_URL: smtp.url,
      DATA_DIR: "unused",
      MAIL_FROM: "website@broker.example",
      BROKER_INBOX: "brokers@broker.example",
    });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await mailer?.close();
    await smtp?.close();
  });

  function worker(options: Partial<OutboxWorkerOptions> = {}) {
    const started = startOutboxWorker({ db: database.db, mailer, logger, poll: false, ...options });
    workers.push(started);
    return started;
  }

  async function rows() {
    return database.db.select().from(outbox).orderBy(outbox.createdAt);
  }

  test("delivers every kind of notification once, with the visitor's answers escaped", async () => {
    const { db } = database;
    const enquiry = await addEnquiry(db);
    const applied = await addApplication(db, { companyName: "Acme <Widgets> & Co" });
    const partner = await addReferralPartner(db, {
      notes: "<a href='https://spam.example'>deal</a>",
    });
    const contact = await addContactMessage(db, { message: "<script>steal()</script>" });

    // Four notifications to the brokers, and the enquirer's and applicant's acknowledgements.
    expect(await worker().runOnce()).toBe(6);

    expect(smtp.received).toHaveLength(6);
    const toBrokers = smtp.received.filter(
      (mail) => mail.headers.get("to") === "brokers@broker.example",
    );
    const bySubject = new Map(toBrokers.map((mail) => [mail.subject, mail]));
    const applicationSubject = `New application: Acme <Widgets> & Co, £50,000 (${applied.reference})`;
    expect([...bySubject.keys()].sort()).toEqual([
      applicationSubject,
      `New enquiry: £75,000 from jane@example.co.uk (${enquiry.reference})`,
      `New message from Priya Shah (${contact.reference})`,
      `New referral partner: Chester Accountancy Ltd (${partner.reference})`,
    ]);
    const application = bySubject.get(applicationSubject);
    expect(application?.html).toContain("Acme &lt;Widgets&gt; &amp; Co");
    expect(application?.text).toContain("Company name: Acme <Widgets> & Co");
    expect(application?.replyTo).toBe("ann@example.co.uk");
    expect(bySubject.get(`New message from Priya Shah (${contact.reference})`)?.html).toContain(
      "&lt;script&gt;steal()&lt;/script&gt;",
    );
    // The visitor's markup stays text; the one link is ours, to the lead in the back office.
    const partnerHtml =
      bySubject.get(`New referral partner: Chester Accountancy Ltd (${partner.reference})`)?.html ??
      "";
    expect(partnerHtml).not.toContain("spam.example'>");
    expect(partnerHtml.match(/<a href="([^"]*)"/g)).toEqual([
      `<a href="http://localhost:3000/admin/leads/${partner.leadId}"`,
    ]);
    for (const mail of smtp.received) {
      expect(mail.headers.get("from")).toBe("website@broker.example");
    }
    const toApplicants = smtp.received.filter((mail) => !toBrokers.includes(mail));
    expect(toApplicants.map((mail) => [mail.headers.get("to"), mail.subject]).sort()).toEqual([
      ["ann@example.co.uk", `Application received: ${applied.reference}`],
      ["jane@example.co.uk", `Enquiry received: ${enquiry.reference}`],
    ]);
    // The applicant's acknowledgement repeats nothing they typed (the address is unconfirmed).
    expect(toApplicants.find((mail) => mail.subject.startsWith("Application"))?.html).not.toContain(
      "Widgets",
    );

    const stored = await rows();
    expect(stored.every((row) => row.status === "sent" && row.sentAt && row.attempts === 1)).toBe(
      true,
    );
    const enquiryRow = stored.find(
      (row) => row.leadId === enquiry.leadId && row.topic === "enquiry",
    );
    expect(
      bySubject.get(`New enquiry: £75,000 from jane@example.co.uk (${enquiry.reference})`)
        ?.messageId,
    ).toBe(`<${enquiryRow?.id}@broker.example>`);
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(6);
  });

  test("a lead accepted while mail is down is sent exactly once when mail is back", async () => {
    const { db } = database;
    smtp.refuse(451, "Try again later");
    const before = Date.now();
    await addEnquiry(db);
    const retrying = worker({ retryBaseMs: 60_000 });

    expect(await retrying.runOnce()).toBe(0);
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/^451 /);
    // Backed off: not due again for about a minute.
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(before + 30_000);
    expect(await retrying.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    smtp.accept();
    await db.update(outbox).set({ nextAttemptAt: sql`now()` });
    // The brokers' notification and the enquirer's acknowledgement.
    expect(await retrying.runOnce()).toBe(2);
    expect(await retrying.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    }
  });

  test("an outage (refusals, then no server at all) loses nothing and sends nothing twice", async () => {
    const { db } = database;
    const other = await database.connectAgain();
    // Two polling workers, as two processes would run, retrying fast and never giving up.
    const fast = {
      poll: true,
      intervalMs: 20,
      retryBaseMs: 10,
      retryMaxMs: 100,
      maxAttempts: 1000,
    };
    worker({ ...fast, workerId: "first" });
    workers.push(
      startOutboxWorker({
        db: other.db,
        mailer,
        logger,
        ...fast,
        batchSize: 3,
        workerId: "second",
      }),
    );
    const allRows = () => rows();

    // First the server answers "try later" to every message.
    smtp.refuse(451, "Try again later");
    for (let i = 0; i < 6; i++) {
      await addEnquiry(db, { email: `refused${i}@example.co.uk` });
    }
    await addApplication(db);
    await addContactMessage(db);
    await vi.waitFor(
      async () => {
        const stored = await allRows();
        expect(stored.every((row) => row.attempts >= 2 && row.lastError?.startsWith("451 "))).toBe(
          true,
        );
      },
      { timeout: 20_000, interval: 50 },
    );

    // Then it is gone: connections are refused.
    await smtp.goOffline();
    smtp.accept();
    for (let i = 0; i < 6; i++) {
      await addEnquiry(db, { email: `offline${i}@example.co.uk` });
    }
    await vi.waitFor(
      async () => {
        const stored = await allRows();
        expect(stored.every((row) => row.lastError && !row.lastError.startsWith("451 "))).toBe(
          true,
        );
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(smtp.received).toHaveLength(0);
    const waiting = await allRows();
    // 14 notifications, and an acknowledgement for each of the 13 enquiries and applications.
    expect(waiting).toHaveLength(27);
    expect(waiting.every((row) => row.status !== "failed" && row.status !== "sent")).toBe(true);

    // It returns: every notification is delivered, each once.
    await smtp.comeBack();
    await smtp.waitFor(27, 20_000);
    await vi.waitFor(
      async () => {
        expect((await allRows()).every((row) => row.status === "sent")).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    await Promise.all(workers.splice(0).map((running) => running.stop()));
    expect(await worker().runOnce()).toBe(0);

    const sent = await allRows();
    expect(smtp.received).toHaveLength(27);
    expect(new Set(smtp.received.map((mail) => mail.messageId))).toEqual(
      new Set(sent.map((row) => `<${row.id}@broker.example>`)),
    );
    expect(sent.every((row) => row.lastError === null && row.attempts > 1)).toBe(true);
  });

  test("a mail thread that dies while building a message loses nothing: that mail is retried and each is sent once", async () => {
    const { db } = database;
    const thread = createMessageBuilder();
    let killNext = true;
    // The first build stops the thread under it, as a crash of the thread would.
    const dying: MessageBuilder = {
      build(options) {
        const built = thread.build(options);
        if (killNext) {
          killNext = false;
          void thread.close();
        }
        return built;
      },
      close: () => thread.close(),
    };
    const threadMailer = await createMailer(
      {
        SMTP_URL: smtp.url,
        DATA_DIR: "unused",
        MAIL_FROM: "website@broker.example",
        BROKER_INBOX: "brokers@broker.example",
      },
      { builder: dying },
    );
    try {
      await addEnquiry(db);
      const retrying = worker({ mailer: threadMailer, retryBaseMs: 60_000 });

      // The other mail of the enquiry is built on a fresh thread and goes.
      expect(await retrying.runOnce()).toBe(1);
      const failed = (await rows()).find((row) => row.status !== "sent");
      expect(failed).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(failed?.lastError).toMatch(/mail thread/);

      await db.update(outbox).set({ nextAttemptAt: sql`now()` });
      expect(await retrying.runOnce()).toBe(1);
      expect(await retrying.runOnce()).toBe(0);
      const sent = await rows();
      expect(sent.map((row) => row.status)).toEqual(["sent", "sent"]);
      expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
        sent.map((row) => `<${row.id}@broker.example>`).sort(),
      );
    } finally {
      await threadMailer.close();
    }
  });

  test("two workers on one database never send the same row twice", async () => {
    const { db } = database;
    for (let i = 0; i < 24; i++) {
      await addEnquiry(db, { email: `visitor${i}@example.co.uk` });
    }
    const other = await database.connectAgain();
    const first = worker({ batchSize: 3, workerId: "first" });
    const second = startOutboxWorker({
      db: other.db,
      mailer,
      logger,
      poll: false,
      batchSize: 3,
      workerId: "second",
    });
    workers.push(second);

    const [sentByFirst, sentBySecond] = await Promise.all([first.runOnce(), second.runOnce()]);

    // Each enquiry's notification and acknowledgement.
    expect(sentByFirst + sentBySecond).toBe(48);
    expect(smtp.received).toHaveLength(48);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(48);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  test("a permanent refusal marks the notification failed with the server's answer", async () => {
    const { db } = database;
    smtp.refuse(550, "No such mailbox");
    const { leadId } = await addContactMessage(db);

    expect(await worker().runOnce()).toBe(0);
    const [row] = await db.select().from(outbox).where(eq(outbox.leadId, leadId));
    expect(row).toMatchObject({ status: "failed", attempts: 1, lockedUntil: null });
    expect(row?.lastError).toMatch(/^550 .*No such mailbox/);

    smtp.accept();
    await db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    // An operator resends it once the mailbox is fixed.
    expect(await requeueNotification(db, row!.id)).toBe(true);
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [resent] = await db.select().from(outbox).where(eq(outbox.leadId, leadId));
    expect(resent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    // Only failed notifications can be requeued: a sent one is never sent again this way.
    expect(await requeueNotification(db, row!.id)).toBe(false);
    expect(await requeueNotification(db, "not-an-id")).toBe(false);
  });

  test("after the last attempt a notification is failed, not retried for ever", async () => {
    const { db } = database;
    smtp.refuse(421, "Service not available");
    await addEnquiry(db);
    const retrying = worker({ maxAttempts: 3, retryBaseMs: 0 });

    for (let attempt = 1; attempt <= 3; attempt++) await retrying.runOnce();
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row?.lastError).toMatch(/^421 /);
  });

  test("rows left leased by a process that died are sent once the lease runs out", async () => {
    const { db } = database;
    const expired = await addEnquiry(db, { email: "expired@example.co.uk" });
    const held = await addEnquiry(db, { email: "held@example.co.uk" });
    await db
      .update(outbox)
      .set({
        status: "sending",
        lockedBy: "dead:1",
        attempts: 1,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(outbox.leadId, expired.leadId));
    await db
      .update(outbox)
      .set({
        status: "sending",
        lockedBy: "busy:1",
        attempts: 1,
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(eq(outbox.leadId, held.leadId));

    // The expired lead's two mails (notification and acknowledgement), not the held one's.
    expect(await worker().runOnce()).toBe(2);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      `Enquiry received: ${expired.reference}`,
      `New enquiry: £75,000 from expired@example.co.uk (${expired.reference})`,
    ]);
    const reclaimed = await db.select().from(outbox).where(eq(outbox.leadId, expired.leadId));
    for (const row of reclaimed) expect(row).toMatchObject({ status: "sent", attempts: 2 });
    const stillHeld = await db.select().from(outbox).where(eq(outbox.leadId, held.leadId));
    for (const row of stillHeld) {
      expect(row).toMatchObject({ status: "sending", lockedBy: "busy:1" });
    }
  });

  test("stopping waits for the mail being sent and hands back the rest of the batch", async () => {
    const { db } = database;
    for (let i = 0; i < 3; i++) {
      await addEnquiry(db, { email: `visitor${i}@example.co.uk` });
    }
    smtp.delay(400);
    const running = worker({ poll: true, intervalMs: 60_000 });
    // Wait until the first mail is on the wire, then stop.
    while ((await rows()).every((row) => row.status !== "sending")) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await running.stop();

    expect(smtp.received).toHaveLength(1);
    const statuses = (await rows()).map((row) => [row.status, row.attempts]);
    expect(statuses.filter(([status]) => status === "sent")).toEqual([["sent", 1]]);
    // Three notifications and three acknowledgements: one sent, the rest handed back.
    expect(statuses.filter(([status]) => status === "pending")).toEqual(
      Array.from({ length: 5 }, () => ["pending", 0]),
    );
  });
});

describe.each(testDatabaseKinds)("the outbox worker beside requests on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);
  const workers: OutboxWorker[] = [];
  let sent: string[];
  let onSend: (() => void) | undefined;

  // Records what it is given; `onSend` lets a test act while a mail is being sent.
  const mailer: Mailer = {
    transport: "files",
    from: "website@broker.example",
    to: "brokers@broker.example",
    async send(mail) {
      onSend?.();
      sent.push(mail.outboxId);
    },
    async forget() {},
    async close() {},
  };

  beforeEach(() => {
    sent = [];
    onSend = undefined;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  function worker(options: Partial<OutboxWorkerOptions>) {
    const started = startOutboxWorker({
      db: testDatabase().db,
      mailer,
      logger,
      poll: false,
      ...options,
    });
    workers.push(started);
    return started;
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function statuses() {
    const stored = await testDatabase().db.select().from(outbox);
    return stored.map((row) => row.status).sort();
  }

  test("does not start a pass while a request is in flight, and starts once none is", async () => {
    const { db } = testDatabase();
    await addEnquiry(db);
    const requests = createRequestActivity();
    const endRequest = requests.begin();

    const pass = worker({ yieldTo: requests, yieldAtMostMs: 60_000 }).runOnce();
    await pause(300);
    // Nothing claimed, nothing sent: the request has the database to itself.
    expect(sent).toEqual([]);
    expect(await statuses()).toEqual(["pending", "pending"]);

    endRequest();
    expect(await pass).toBe(2);
    expect(await statuses()).toEqual(["sent", "sent"]);
  });

  test("does not start the next send of a batch while a request is in flight", async () => {
    const { db } = testDatabase();
    await addEnquiry(db, { email: "first@example.co.uk" });
    await addEnquiry(db, { email: "second@example.co.uk" });
    const requests = createRequestActivity();
    let endRequest: (() => void) | undefined;
    // A visitor's request arrives while the first mail is on its way.
    onSend = () => {
      endRequest ??= requests.begin();
    };

    const pass = worker({ yieldTo: requests, yieldAtMostMs: 60_000 }).runOnce();
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await pause(300);
    expect(sent).toHaveLength(1);

    endRequest?.();
    expect(await pass).toBe(4);
    expect(new Set(sent).size).toBe(4);
    expect(await statuses()).toEqual(["sent", "sent", "sent", "sent"]);
  });

  test("under constant load mail still goes out, each once, within its maximum wait", async () => {
    const { db } = testDatabase();
    for (let i = 0; i < 3; i++) {
      await addEnquiry(db, { email: `busy${i}@example.co.uk` });
    }
    const requests = createRequestActivity();
    // A request always in flight: the process is never idle.
    requests.begin();
    onSend = () => requests.begin();

    const polling = worker({ yieldTo: requests, yieldAtMostMs: 100, poll: true });
    polling.wake();
    await vi.waitFor(async () => expect(await statuses()).toEqual(Array(6).fill("sent")), {
      timeout: 20_000,
      interval: 50,
    });
    expect(sent).toHaveLength(6);
    expect(new Set(sent).size).toBe(6);
    expect(requests.inFlight()).toBeGreaterThan(0);
  });

  test("a worker running alone, with no requests to give way to, sends at once", async () => {
    const { db } = testDatabase();
    await addEnquiry(db);
    expect(await worker({}).runOnce()).toBe(2);
    expect(sent).toHaveLength(2);
  });
});
