import { mkdtemp, readdir, rm } from "node:fs/promises";
import { hashSecretToken } from "#app/server/secret-token.server.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import {
  erasePerson,
  exportPerson,
  findPersonLeadIds,
  findPersonLeads,
  purgeExpiredLeads,
  scheduleRetentionPurge,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createNeighbours } from "#tests/harness/leads.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createMailer } from "#app/server/mail.server.ts";
import { diskStorage } from "#app/server/storage.server.ts";
import { sampleSoleApplication } from "#tests/harness/fixtures.ts";
import { addContactMessage, addEnquiry } from "#tests/harness/leads.ts";

const now = new Date("2026-11-22T12:00:00Z");

function yearsAgo(years: number, days = 0): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

type Recorder = DataProtectionDeps & { deletedFiles: string[]; forgottenMail: string[] };

function deps(db: Database, options: { failOn?: string } = {}): Recorder {
  const recorder: Recorder = {
    db,
    logger: createLogger("silent"),
    deletedFiles: [],
    forgottenMail: [],
    async deleteDocument(path) {
      if (options.failOn && path.includes(options.failOn)) throw new Error("storage unavailable");
      recorder.deletedFiles.push(path);
    },
    async forgetMail(outboxId) {
      recorder.forgottenMail.push(outboxId);
    },
  };
  return recorder;
}

async function age(db: Database, leadId: string, status: schema.LeadStatus, updatedAt: Date) {
  await db.update(schema.leads).set({ status, updatedAt }).where(eq(schema.leads.id, leadId));
}

async function addDocument(db: Database, applicationId: string, name: string) {
  await db.insert(schema.uploadedDocuments).values({
    applicationId,
    fileName: name,
    filePath: `${applicationId}/bank_statements/1700000000000-${name}`,
    fileType: "application/pdf",
    documentCategory: "bank_statements",
    sizeBytes: 1234,
    sha256: "0".repeat(64),
  });
}

async function remaining(db: Database, ids: string[]) {
  const rows = await db
    .select({ id: schema.leads.id })
    .from(schema.leads)
    .where(inArray(schema.leads.id, ids));
  return rows.map((row) => row.id).sort();
}

describe.each(testDatabaseKinds)("data protection on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("the purge removes funded leads after 6 years and every other lead after 3", async () => {
    const { db } = database();
    const lead = async (status: schema.LeadStatus, updatedAt: Date) => {
      const { leadId } = await addEnquiry(db);
      await age(db, leadId, status, updatedAt);
      return leadId;
    };
    const fundedOld = await lead("funded", yearsAgo(6, 1));
    const fundedRecent = await lead("funded", yearsAgo(5, 300));
    const declinedOld = await lead("declined", yearsAgo(3, 1));
    const withdrawnRecent = await lead("withdrawn", yearsAgo(2, 300));
    const idleOld = await lead("new", yearsAgo(3, 1));
    const contactedRecent = await lead("contacted", yearsAgo(1));

    const result = await purgeExpiredLeads(deps(db), { now });

    expect(result.leads).toBe(3);
    expect(result.leadIds.sort()).toEqual([fundedOld, declinedOld, idleOld].sort());
    expect(
      await remaining(db, [
        fundedOld,
        fundedRecent,
        declinedOld,
        withdrawnRecent,
        idleOld,
        contactedRecent,
      ]),
    ).toEqual([fundedRecent, withdrawnRecent, contactedRecent].sort());
  });

  test("a purged application takes its answers, directors, documents and notifications with it", async () => {
    const { db } = database();
    const { leadId, applicationId } = await createApplication(db, sampleSoleApplication());
    await addDocument(db, applicationId, "march.pdf");
    await addDocument(db, applicationId, "april.pdf");
    await age(db, leadId, "declined", yearsAgo(4));
    // The brokers' notification and the applicant's acknowledgement.
    const mails = await db
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .where(eq(schema.outbox.leadId, leadId));
    const recorder = deps(db);

    const result = await purgeExpiredLeads(recorder, { now });

    expect(result).toMatchObject({ leads: 1, documents: 2, notifications: 2 });
    expect(recorder.deletedFiles.sort()).toEqual([
      `${applicationId}/bank_statements/1700000000000-april.pdf`,
      `${applicationId}/bank_statements/1700000000000-march.pdf`,
    ]);
    expect(recorder.forgottenMail.sort()).toEqual(mails.map((mail) => mail.id).sort());
    for (const table of [
      schema.applications,
      schema.applicationDirectors,
      schema.uploadedDocuments,
      schema.outbox,
    ]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
  });

  test("with real storage, the purge deletes the stored file with its record", async () => {
    const { db } = database();
    const dir = await mkdtemp(join(tmpdir(), "purge-storage-"));
    try {
      const storage = diskStorage(join(dir, "uploads"));
      const { leadId, applicationId } = await createApplication(db, sampleSoleApplication());
      await addDocument(db, applicationId, "march.pdf");
      const key = `${applicationId}/bank_statements/1700000000000-march.pdf`;
      await storage.put(key, Buffer.from("%PDF-1.7 test"));
      await age(db, leadId, "declined", yearsAgo(4));

      const result = await purgeExpiredLeads(
        { ...deps(db), deleteDocument: (path) => storage.delete(path) },
        { now },
      );

      expect(result).toMatchObject({ leads: 1, documents: 1 });
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.list(applicationId)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a dry run counts what would go and removes nothing", async () => {
    const { db } = database();
    const { leadId } = await addEnquiry(db);
    await age(db, leadId, "declined", yearsAgo(4));
    const recorder = deps(db);

    const result = await purgeExpiredLeads(recorder, { now, dryRun: true });

    expect(result).toMatchObject({ dryRun: true, leads: 1, leadIds: [leadId] });
    expect(await remaining(db, [leadId])).toEqual([leadId]);
    expect(recorder.forgottenMail).toEqual([]);
  });

  test("a purge that removes something writes one audit row of counts and lead ids; a dry run writes none", async () => {
    const { db } = database();
    const application = await createApplication(db, sampleSoleApplication());
    await addDocument(db, application.applicationId, "march.pdf");
    await age(db, application.leadId, "declined", yearsAgo(4));
    const purges = () =>
      db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "retention.purge"));

    await purgeExpiredLeads(deps(db), { now, dryRun: true, trigger: { via: "script" } });
    expect(await purges()).toEqual([]);

    await purgeExpiredLeads(deps(db), { now, trigger: { via: "script" } });
    const rows = await purges();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: null,
      targetType: "leads",
      detail: {
        leads: 1,
        documents: 1,
        notifications: 2,
        trackingLinks: 0,
        leadIds: [application.leadId],
        via: "script",
      },
    });
    const recorded = JSON.stringify(rows[0]);
    for (const personal of ["ann@example.co.uk", "Acme Widgets Ltd", "march.pdf"]) {
      expect(recorded).not.toContain(personal);
    }
  });

  test("the schedule purges on its own, audited with no actor when it removes something and not when it finds nothing", async () => {
    const { db } = database();
    const purges = () =>
      db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "retention.purge"));
    const { leadId } = await addEnquiry(db);
    await age(db, leadId, "withdrawn", yearsAgo(4));
    const schedule = scheduleRetentionPurge(deps(db), { firstRunMs: 1, intervalMs: 60_000 });
    try {
      await expect.poll(() => remaining(db, [leadId])).toEqual([]);
    } finally {
      await schedule.stop();
    }
    expect(await purges()).toMatchObject([
      { actorUserId: null, detail: { leads: 1, leadIds: [leadId], via: "schedule" } },
    ]);

    await purgeExpiredLeads(deps(db), { now, trigger: { via: "schedule" } });
    expect(await purges()).toHaveLength(1);
  });

  test("when a stored file cannot be deleted its lead stays whole, and goes on a later run", async () => {
    const { db } = database();
    const stuck = await createApplication(db, sampleSoleApplication({ companyName: "Stuck Ltd" }));
    await addDocument(db, stuck.applicationId, "stuck.pdf");
    await age(db, stuck.leadId, "declined", yearsAgo(4));
    const fine = await addEnquiry(db);
    await age(db, fine.leadId, "declined", yearsAgo(4));

    const first = await purgeExpiredLeads(deps(db, { failOn: "stuck" }), { now });
    expect(first.leads).toBe(1);
    expect(await remaining(db, [stuck.leadId, fine.leadId])).toEqual([stuck.leadId]);
    const [documents] = await db.select({ n: count() }).from(schema.uploadedDocuments);
    expect(documents?.n).toBe(1);

    const second = await purgeExpiredLeads(deps(db), { now });
    expect(second.leads).toBe(1);
    expect(await remaining(db, [stuck.leadId])).toEqual([]);
  });

  test("a person is found by email or phone wherever they appear, and only they", async () => {
    const { db } = database();
    // Ann is the first director of an application, and later sends a quick enquiry.
    const application = await createApplication(db, sampleSoleApplication());
    const enquiry = await addEnquiry(db, {
      email: "someone.else@example.co.uk",
      phone: "07700 900123",
    });
    const stranger = await addContactMessage(db, {
      email: "stranger@example.co.uk",
      phone: "07700 900999",
    });

    const byEmail = await findPersonLeadIds(db, { email: "  ANN@example.co.uk " });
    expect(byEmail).toEqual([application.leadId]);
    const byPhone = await findPersonLeadIds(db, { phone: "07700900123" });
    expect(byPhone.sort()).toEqual([application.leadId, enquiry.leadId].sort());
    expect(byPhone).not.toContain(stranger.leadId);
    expect(await findPersonLeadIds(db, {})).toEqual([]);
  });

  test("a phone number is found however it was typed, here and there", async () => {
    const { db } = database();
    // The director's mobile was typed nationally; the later enquiry internationally.
    const application = await createApplication(db, sampleSoleApplication());
    const enquiry = await addEnquiry(db, {
      email: "ann.lee@example.co.uk",
      phone: "+44 7700 900123",
    });
    for (const typed of ["07700900123", "+447700900123", "0044 7700 900 123", "(07700) 900-123"]) {
      expect((await findPersonLeadIds(db, { phone: typed })).sort(), typed).toEqual(
        [application.leadId, enquiry.leadId].sort(),
      );
    }
  });

  test("the export holds everything about the person but never the upload token", async () => {
    const { db } = database();
    const application = await createApplication(db, sampleSoleApplication());
    await addDocument(db, application.applicationId, "march.pdf");

    const exported = await exportPerson(db, { email: "ann@example.co.uk" });

    expect(exported.leads).toHaveLength(1);
    const [held] = exported.leads;
    expect(held?.application?.companyName).toBe("Acme Widgets Ltd");
    expect(held?.directors.map((d) => d.email)).toContain("ann@example.co.uk");
    expect(held?.documents.map((d) => d.fileName)).toEqual(["march.pdf"]);
    expect(held?.notifications.map((n) => n.topic)).toEqual(["application"]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(hashSecretToken(application.uploadToken));
    expect(text).not.toContain(application.uploadToken);
  });

  test("erasing a person removes every lead of theirs with its files and leaves others", async () => {
    const { db } = database();
    const application = await createApplication(db, sampleSoleApplication());
    await addDocument(db, application.applicationId, "march.pdf");
    const enquiry = await addEnquiry(db, { phone: "07700 900123" });
    const other = await addEnquiry(db, { email: "x@example.co.uk", phone: "07700 900456" });
    const recorder = deps(db);

    const removal = await erasePerson(recorder, { phone: "07700 900 123" });

    // Each lead's notification and acknowledgement.
    expect(removal).toMatchObject({ leads: 2, documents: 1, notifications: 4 });
    expect(await remaining(db, [application.leadId, enquiry.leadId, other.leadId])).toEqual([
      other.leadId,
    ]);
    expect(recorder.deletedFiles).toHaveLength(1);
    expect(recorder.forgottenMail).toHaveLength(4);
  });

  test("each lead found is listed with the person's name, email and phone and what matched", async () => {
    const { db } = database();
    const { ann, bob } = await createNeighbours(db);
    const application = await createApplication(
      db,
      sampleSoleApplication({ companyName: "Stone Bakery Ltd" }),
    );

    const found = await findPersonLeads(db, {
      email: "ann@example.co.uk",
      phone: "0161 496 0000",
    });

    const byId = new Map(found.map((lead) => [lead.id, lead]));
    expect(byId.get(ann.leadId)).toMatchObject({
      fullName: "Ann Lee",
      email: "ann@example.co.uk",
      phone: expect.stringContaining("1614960000"),
      matchedBy: ["email", "phone"],
    });
    expect(byId.get(bob.leadId)).toMatchObject({
      fullName: "Bob Stone",
      email: "bob@example.co.uk",
      matchedBy: ["phone"],
    });
    expect(byId.get(application.leadId)?.matchedBy).toContain("director");
  });

  test("erasing only the chosen leads of a person leaves the rest of what was found", async () => {
    const { db } = database();
    const { ann, bob } = await createNeighbours(db);
    const stranger = await addEnquiry(db, { email: "x@example.co.uk", phone: "07700 900456" });
    const recorder = deps(db);
    const query = { email: "ann@example.co.uk", phone: "0161 496 0000" };

    // A lead that is not this person's is never erased, even when asked for.
    const removal = await erasePerson(recorder, query, undefined, {
      only: [ann.leadId, stranger.leadId],
    });

    expect(removal).toMatchObject({ leads: 1, notifications: 1 });
    expect((await remaining(db, [ann.leadId, bob.leadId, stranger.leadId])).sort()).toEqual(
      [bob.leadId, stranger.leadId].sort(),
    );
  });
});

describe("the mail files of a forgotten notification", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test("are deleted from the outbox folder", async () => {
    dir = await mkdtemp(join(tmpdir(), "forget-mail-"));
    const mailer = await createMailer({
      DATA_DIR: dir,
      SMTP_URL: undefined,
      MAIL_FROM: "website@example.com",
      BROKER_INBOX: "brokers@example.com",
    });
    const outboxId = "0b0e6e64-8f6a-4d5e-9c55-3f2f1b7a2c11";
    await mailer.send({
      outboxId,
      from: mailer.from,
      to: mailer.to,
      replyTo: null,
      subject: "New enquiry",
      text: "Jane, 07700 900123",
      html: "<p>Jane</p>",
      messageId: `<${outboxId}@example.com>`,
      date: now,
    });
    expect(await readdir(join(dir, "outbox"))).toEqual([`${outboxId}.eml`]);

    await mailer.forget(outboxId);

    expect(await readdir(join(dir, "outbox"))).toEqual([]);
  });
});
