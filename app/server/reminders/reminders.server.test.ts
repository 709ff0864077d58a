import { afterEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { sampleApplication, sampleContact, sampleEnquiry } from "#tests/harness/fixtures.ts";
import { leads, leadTasks, outbox } from "#app/server/db/schema.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  createApplication,
  createContactMessage,
  createEnquiry,
} from "#app/server/leads.server.ts";
import { assignLead } from "#app/server/admin/lead/lead.server.ts";
import { addTask, completeTask } from "#app/server/admin/lead/work.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { OutboxWorker } from "#app/server/outbox.server.ts";
import { brokerMailbox, outboxClockPasses } from "#tests/harness/broker-mailbox.ts";
import { recordDocuments } from "#app/server/upload/record-documents.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import { ukInstant, ukWallClock } from "#app/lib/uk-time.ts";
import { queueMorningDigests } from "#app/server/reminders/digest.server.ts";
import {
  enqueueTaskReminder,
  REMINDER_TOPICS,
  saveReminderSettings,
} from "#app/server/reminders/reminders.server.ts";
import { defaultReminderSettings } from "#app/schemas/reminders.ts";
import { adminPaths } from "#app/paths.ts";
import { defaultSiteConfig } from "#app/config/site.ts";

const logger = createLogger("silent");
const hour = 60 * 60 * 1000;

describe.each(testDatabaseKinds)("reminders to brokers on %s", (kind) => {
  const database = useTestDatabase(kind);
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  const mailbox = (db: Database) => brokerMailbox(db, workers);
  const clockPasses = outboxClockPasses;

  async function team(db: Database) {
    const ada = await makeUser(db, "admin", "ada@broker.example", "Ada Admin");
    const ben = await makeUser(db, "broker", "ben@broker.example", "Ben Broker");
    const cat = await makeUser(db, "broker", "cat@broker.example", "Cat Carter");
    return { ada, ben, cat };
  }

  async function aCase(db: Database, email = "owner@oak.example.co.uk") {
    return createEnquiry(db, sampleEnquiry({ email }));
  }

  it("mails the new broker and the one who lost the case, never the one who made the change", async () => {
    const { db } = database();
    const { ada, ben, cat } = await team(db);
    const box = mailbox(db);
    const { leadId, reference } = await aCase(db);
    await box.deliver();

    await assignLead(db, leadId, ben.id, { userId: ada.id });
    const first = await box.deliver();
    expect(first.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ben@broker.example", `${reference} assigned to you`],
    ]);
    expect(first[0]!.text).toContain("Hello Ben Broker, Ada Admin assigned case");
    expect(first[0]!.text).toContain(`${defaultSiteConfig.origin}${adminPaths.lead(leadId)}`);
    // Nothing of the applicant's: no address, no phone.
    expect(first[0]!.text).not.toContain("owner@oak.example.co.uk");

    // Cat takes it with "Assign to me": Ben hears, Cat does not mail herself.
    await assignLead(db, leadId, cat.id, { userId: cat.id });
    const second = await box.deliver();
    expect(second.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ben@broker.example", `${reference} is now with Cat Carter`],
    ]);

    // The admin moves it back: both brokers hear.
    await assignLead(db, leadId, ben.id, { userId: ada.id });
    const third = await box.deliver();
    expect(third.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ["ben@broker.example", `${reference} assigned to you`],
      ["cat@broker.example", `${reference} is now with Ben Broker`],
    ]);
  });

  it("mails the assigned broker when their applicant uploads documents or writes again", async () => {
    const { db } = database();
    const { ada, ben } = await team(db);
    const box = mailbox(db);
    const application = await createApplication(db, sampleApplication());
    const storage = { delete: async () => {} } as unknown as DocumentStorage;
    const upload = (batch: string) =>
      recordDocuments(
        {
          leadId: application.leadId,
          applicationId: application.applicationId,
          companyName: "Oak",
        },
        {
          stored: (["accounts", "bank_statements"] as const).map((category) => ({
            category,
            name: `${category}.pdf`,
            path: `${batch}/${category}.pdf`,
            type: "application/pdf",
            size: 10,
            sha256: `${batch}${category}`.padEnd(64, "0").replace(/[^0-9a-f]/g, "0"),
          })),
          openBanking: false,
        },
        new Date(),
        { db, storage, logger },
      );

    // Nobody has the case: the team's notification is enough.
    await upload("a");
    expect(await box.deliver()).toEqual([]);

    await assignLead(db, application.leadId, ben.id, { userId: ada.id });
    await box.deliver();
    await upload("b");
    const mails = await box.deliver();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ben@broker.example", `Documents uploaded on ${application.reference}`],
    ]);
    expect(mails[0]!.text).toContain("uploaded 2 documents");
  });

  it("mails the assigned broker when a contact message joins their case", async () => {
    const { db } = database();
    const { ada, ben } = await team(db);
    const box = mailbox(db);
    const email = "priya@example.co.uk";
    const { leadId, reference } = await aCase(db, email);
    await assignLead(db, leadId, ben.id, { userId: ada.id });
    await box.deliver();

    const message = await createContactMessage(db, sampleContact({ email }));
    expect(message.joined).toBe(true);
    const mails = await box.deliver();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ben@broker.example", `New message from the applicant on ${reference}`],
    ]);
    // The message itself stays in the back office.
    expect(mails[0]!.text).not.toContain("VAT loan");
  });

  it("sends a call-back's reminder at its due time, not when it was done or moved", async () => {
    const { db } = database();
    const { ben } = await team(db);
    const box = mailbox(db);
    const { leadId, reference } = await aCase(db);
    await box.deliver();
    const due = new Date(Date.now() + 2 * hour);
    const { date, time } = ukWallClock(due);
    const task = (body: string) =>
      addTask(
        db,
        leadId,
        { body, dueDate: date, dueTime: time, ownerUserId: ben.id },
        { userId: ben.id },
      );
    await task("Call back about the van");
    await task("Chase the bank statements");
    await task("Ask about the lease");
    const tasks = await db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId));
    const byBody = (body: string) => tasks.find((row) => row.body === body)!;

    // Queued for its due time, not before.
    const queued = await db.select().from(outbox).where(eq(outbox.topic, REMINDER_TOPICS.callback));
    expect(queued).toHaveLength(3);
    expect(queued[0]!.nextAttemptAt.getTime()).toBe(ukInstant(date, time).getTime());
    expect(await box.deliver()).toEqual([]);

    // One is done; one is moved a day on (which queues its own reminder for then).
    await completeTask(db, leadId, byBody("Chase the bank statements").id, { userId: ben.id });
    const moved = byBody("Ask about the lease");
    const later = new Date(moved.dueAt.getTime() + 24 * hour);
    await db.update(leadTasks).set({ dueAt: later }).where(eq(leadTasks.id, moved.id));
    await enqueueTaskReminder(db, { ...moved, dueAt: later });

    await clockPasses(db, 2 * hour);
    const atDue = await box.deliver();
    expect(atDue.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ben@broker.example", `Call-back due: ${reference}`],
    ]);
    expect(atDue[0]!.text).toContain("Call back about the van");
    // The reminders no longer wanted are gone, not failed.
    const left = await db.select().from(outbox).where(eq(outbox.topic, REMINDER_TOPICS.callback));
    expect(left.map((row) => row.status).sort()).toEqual(["pending", "sent"]);

    await clockPasses(db, 24 * hour);
    const nextDay = await box.deliver();
    expect(nextDay.map((mail) => mail.text.includes("Ask about the lease"))).toEqual([true]);
  });

  it("respects each broker's settings, when queued and when sent", async () => {
    const { db } = database();
    const { ada, ben, cat } = await team(db);
    const box = mailbox(db);
    const { leadId } = await aCase(db);
    await box.deliver();
    await saveReminderSettings(db, ben.id, { ...defaultReminderSettings, assignment: false });
    await assignLead(db, leadId, ben.id, { userId: ada.id });
    expect(await box.deliver()).toEqual([]);

    // Cat turns call-backs off after hers was queued: it is not sent.
    await assignLead(db, leadId, cat.id, { userId: ada.id });
    await box.deliver();
    const due = new Date(Date.now() + hour);
    const { date, time } = ukWallClock(due);
    await addTask(
      db,
      leadId,
      { body: "Call", dueDate: date, dueTime: time, ownerUserId: cat.id },
      { userId: cat.id },
    );
    await saveReminderSettings(db, cat.id, { ...defaultReminderSettings, callback: false });
    await clockPasses(db, hour);
    expect(await box.deliver()).toEqual([]);
  });

  it("never mails about a case whose person was erased", async () => {
    const { db } = database();
    const { ada, ben } = await team(db);
    const box = mailbox(db);
    const { leadId } = await aCase(db);
    await box.deliver();
    await assignLead(db, leadId, ben.id, { userId: ada.id });
    await db
      .update(leads)
      .set({ erasedAt: new Date(), erasureReason: "request", retainedFrom: new Date() })
      .where(eq(leads.id, leadId));
    expect(await box.deliver()).toEqual([]);
  });

  describe("the morning digest", () => {
    async function broker(db: Database) {
      const { ben } = await team(db);
      const { leadId } = await aCase(db);
      await assignLead(db, leadId, ben.id, { userId: ben.id });
      await db.insert(leadTasks).values({
        leadId,
        ownerUserId: ben.id,
        body: "Call back",
        dueAt: new Date(Date.now() - hour),
      });
      return ben;
    }
    const digests = (db: Database, userId: string) =>
      db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.topic, REMINDER_TOPICS.digest),
            sql`${outbox.payload} ->> 'userId' = ${userId}`,
          ),
        );

    it("is queued at 08:00 London time in winter (GMT) and summer (BST), not at 07:59", async () => {
      const { db } = database();
      const ben = await broker(db);
      // Wednesday 2 December 2026 (GMT): 08:00 in London is 08:00 UTC.
      expect(await queueMorningDigests(db, new Date("2026-12-02T07:59:00Z"))).toBe(0);
      expect(await queueMorningDigests(db, new Date("2026-12-02T08:00:00Z"))).toBeGreaterThan(0);
      // Wednesday 1 July 2026 (BST): 08:00 in London is 07:00 UTC.
      expect(await queueMorningDigests(db, new Date("2026-07-01T06:59:00Z"))).toBe(0);
      expect(await queueMorningDigests(db, new Date("2026-07-01T07:00:00Z"))).toBeGreaterThan(0);
      const rows = await digests(db, ben.id);
      expect(rows.map((row) => (row.payload as { day: string }).day).sort()).toEqual([
        "2026-07-01",
        "2026-12-02",
      ]);
    });

    it("is not queued on a Saturday or a bank holiday", async () => {
      const { db } = database();
      await broker(db);
      expect(await queueMorningDigests(db, new Date("2026-12-05T09:00:00Z"))).toBe(0); // Saturday
      expect(await queueMorningDigests(db, new Date("2026-12-28T09:00:00Z"))).toBe(0); // Boxing Day's substitute
      expect(await queueMorningDigests(db, new Date("2026-08-31T08:30:00Z"))).toBe(0); // Summer bank holiday
    });

    it("goes once a day however many runs or processes get there", async () => {
      const { db } = database();
      const ben = await broker(db);
      const at = new Date("2026-12-02T08:00:30Z");
      await Promise.all([queueMorningDigests(db, at), queueMorningDigests(db, at)]);
      await queueMorningDigests(db, new Date("2026-12-02T08:01:00Z"));
      expect(await digests(db, ben.id)).toHaveLength(1);
    });

    it("carries the broker's day, and is not sent to one who turned it off", async () => {
      const { db } = database();
      const ben = await broker(db);
      const cat = await makeUser(db, "broker", "cat2@broker.example", "Cat Second");
      await saveReminderSettings(db, cat.id, { ...defaultReminderSettings, digest: false });
      const box = mailbox(db);
      await box.deliver();
      // Today's morning, whatever day the test runs: the composer reads the day as it sends.
      await queueMorningDigests(db, new Date("2026-12-02T08:00:00Z"));
      const mails = await box.deliver();
      expect(mails.map((mail) => mail.to)).toEqual([ben.email]);
      expect(mails[0]!.subject).toContain("1 task due");
      expect(mails[0]!.text).toContain("Call back");
      expect(await digests(db, cat.id)).toHaveLength(0);
    });
  });
});
