import { beforeEach, describe, expect, test } from "vitest";
import { hashSecretToken } from "#app/server/secret-token.server.ts";
import { and, count, eq, sql } from "drizzle-orm";
import { rowsOf } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  contactMessages,
  enquiries,
  leads,
  outbox,
  referralPartners,
} from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import {
  createApplication,
  createEnquiryWithinLimit,
  verifyUploadToken,
} from "#app/server/leads.server.ts";
import { checkRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { sampleApplication, sampleEnquiry } from "#tests/harness/fixtures.ts";
import {
  addApplication,
  addContactMessage,
  addEnquiry,
  addReferralPartner,
} from "#tests/harness/leads.ts";

describe.each(testDatabaseKinds)("leads on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  beforeEach(() => {
    database = testDatabase();
  });

  async function tableCounts() {
    const { db } = database;
    const countOf = async (table: typeof leads | typeof outbox | typeof enquiries) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      leads: await countOf(leads),
      outbox: await countOf(outbox),
      enquiries: await countOf(enquiries),
    };
  }

  test("an enquiry is stored with its notification, as the broker will read it", async () => {
    const { db } = database;
    const receivedAt = new Date("2026-11-22T10:15:00.123Z");
    const { leadId, reference } = await addEnquiry(
      db,
      {},
      {
        source: "home-hero",
        receivedAt,
      },
    );

    expect(reference).toMatch(/^DBF-[23456789ACDEFGHJKMNPQRTWXY]{6}$/);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      reference,
      kind: "enquiry",
      status: "new",
      email: "jane@example.co.uk",
      phone: "+447700900123",
      loanAmount: 75_000,
      source: "home-hero",
      createdAt: receivedAt,
    });
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.leadId, leadId));
    expect(enquiry).toMatchObject({ submittedAt: "22/11/2026, 10:15:00", loanAmount: 75_000 });
    const [notification] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, leadId), eq(outbox.topic, "enquiry")));
    expect(notification).toMatchObject({ topic: "enquiry", status: "pending", attempts: 0 });
    expect(notification?.payload).toEqual({
      type: "enquiry",
      leadId,
      reference,
      email: "jane@example.co.uk",
      phone: "07700900123",
      loanAmount: 75_000,
      timestamp: "22/11/2026, 10:15:00",
      receivedAt: "2026-11-22T10:15:00.123Z",
      source: "home-hero",
    });
  });

  test("without a browser timestamp, the UK time of receipt is used", async () => {
    const { db } = database;
    const { leadId } = await addEnquiry(
      db,
      { timestamp: undefined },
      {
        receivedAt: new Date("2026-07-01T09:30:00Z"),
      },
    );
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.leadId, leadId));
    expect(enquiry?.submittedAt).toBe("01/07/2026, 10:30:00");
  });

  test("when the notification cannot be written, the lead is not kept either", async () => {
    const { db } = database;
    await db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_outbox before insert on outbox
      for each row execute function refuse_outbox()`);

    try {
      await expect(addEnquiry(db)).rejects.toThrow();
      await expect(addApplication(db)).rejects.toThrow();
      expect(await tableCounts()).toEqual({ leads: 0, outbox: 0, enquiries: 0 });
      expect((await db.select({ n: count() }).from(applications))[0]?.n).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on outbox`);
      await db.execute(sql`drop function refuse_outbox()`);
    }
  });

  test("an enquiry under a rate limit is counted with it; past the limit nothing is stored and the refusal is counted once", async () => {
    const { db } = database;
    const limit = { key: rateLimitKey("enquiry", "203.0.113.9"), limit: 3, windowSeconds: 600 };
    const results = [];
    // Five people: each quote starts a case of its own.
    for (let i = 0; i < 5; i++) {
      const person = sampleEnquiry({ email: `person${i}@example.co.uk`, phone: `07700 90050${i}` });
      results.push(await createEnquiryWithinLimit(db, person, { source: "home-hero" }, limit));
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    const refused = results[3];
    expect(refused?.allowed === false && refused.verdict).toMatchObject({ count: 4, remaining: 0 });
    expect(refused?.allowed === false && refused.verdict.retryAfter).toBeGreaterThan(590);
    expect(await tableCounts()).toEqual({ leads: 3, outbox: 6, enquiries: 3 });
    // Five requests counted, as many as were made, whether stored or refused.
    expect((await checkRateLimit(db, limit.key, 3, 600)).count).toBe(6);
    // Another address has its own allowance.
    const other = { ...limit, key: rateLimitKey("enquiry", "203.0.113.10") };
    expect((await createEnquiryWithinLimit(db, sampleEnquiry(), {}, other)).allowed).toBe(true);
  });

  test("an enquiry under a rate limit that cannot be stored is not counted either", async () => {
    const { db } = database;
    const limit = { key: rateLimitKey("enquiry", "203.0.113.11"), limit: 3, windowSeconds: 600 };
    await db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_outbox before insert on outbox
      for each row execute function refuse_outbox()`);
    try {
      await expect(createEnquiryWithinLimit(db, sampleEnquiry(), {}, limit)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on outbox`);
      await db.execute(sql`drop function refuse_outbox()`);
    }
    expect(await tableCounts()).toEqual({ leads: 0, outbox: 0, enquiries: 0 });
    expect((await checkRateLimit(db, limit.key, 3, 600)).count).toBe(1);
  });

  test("an application keeps every answer, its directors in order, and a hashed upload token", async () => {
    const { db } = database;
    const input = sampleApplication();
    const created = await createApplication(db, input, { source: "wizard" });

    expect(created.applicationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.applicationId).not.toBe(created.leadId);
    expect(created.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [lead] = await db.select().from(leads).where(eq(leads.id, created.leadId));
    expect(lead).toMatchObject({
      kind: "application",
      fullName: "Ann Lee",
      companyName: "Acme Widgets Ltd",
      email: "ann@example.co.uk",
      phone: "+447700900123",
      loanAmount: 50_000,
    });
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.leadId, created.leadId));
    expect(application).toMatchObject({
      applicationId: created.applicationId,
      companyWebsite: "https://acme.example.co.uk",
      loanReasons: ["Working capital", "Purchase stock"],
      turnover: "250,000",
      turnoverPounds: 250_000,
      recentBorrowingAmount: "20,000",
      openBanking: false,
      submittedAt: "22/11/2026, 10:20:00",
      uploadTokenHash: hashSecretToken(created.uploadToken),
    });
    // The raw token is nowhere in the database.
    const dump = JSON.stringify(await db.select().from(applications));
    expect(dump).not.toContain(created.uploadToken);
    // jsonb holds an object (not a string of JSON), so the back office can query into it.
    const raw = rowsOf(
      await db.execute(
        sql`select raw->>'companyName' as company, jsonb_typeof(raw) as type from applications`,
      ),
    );
    expect(raw[0]).toEqual({ company: "Acme Widgets Ltd", type: "object" });

    const directors = await db
      .select()
      .from(applicationDirectors)
      .where(eq(applicationDirectors.leadId, created.leadId))
      .orderBy(applicationDirectors.position);
    expect(directors.map((d) => [d.position, d.formId, d.firstName, d.previousAddress])).toEqual([
      [0, "1", "Ann", "3 Old Road, Leeds LS1 1AA"],
      [1, "1732270000000", "Bob", null],
    ]);

    const [notification] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, created.leadId), eq(outbox.topic, "application")));
    expect(notification?.payload).toMatchObject({
      type: "application",
      applicationId: created.applicationId,
      timestamp: "22/11/2026, 10:20:00",
      form: {
        companyName: "Acme Widgets Ltd",
        directors: [{ firstName: "Ann" }, { firstName: "Bob" }],
      },
    });
  });

  test("referral partners and contact messages are stored with their notifications", async () => {
    const { db } = database;
    const referral = await addReferralPartner(db);
    const contact = await addContactMessage(db, { phone: "", company: "" });

    expect(await db.select().from(referralPartners)).toMatchObject([
      {
        leadId: referral.leadId,
        businessName: "Chester Accountancy Ltd",
        contactNumber: "01244 960000",
      },
    ]);
    expect(await db.select().from(contactMessages)).toMatchObject([
      {
        leadId: contact.leadId,
        phone: null,
        company: null,
        message: expect.stringContaining("\n"),
      },
    ]);
    const topics = (await db.select({ topic: outbox.topic }).from(outbox)).map((row) => row.topic);
    expect(topics.sort()).toEqual(["contact", "referral"]);
    const inbox = await db.select().from(leads);
    expect(inbox.map((lead) => [lead.kind, lead.fullName, lead.companyName]).sort()).toEqual([
      ["contact", "Priya Shah", null],
      ["referral", "Sam Patel", "Chester Accountancy Ltd"],
    ]);
  });

  test("only the upload token issued with an application opens it", async () => {
    const { db } = database;
    const first = await addApplication(db);
    const second = await addApplication(db, { companyName: "Other Ltd" });

    expect(await verifyUploadToken(db, first.applicationId, first.uploadToken)).toEqual({
      leadId: first.leadId,
      applicationId: first.applicationId,
      companyName: "Acme Widgets Ltd",
    });
    expect(await verifyUploadToken(db, first.applicationId, second.uploadToken)).toBeNull();
    expect(await verifyUploadToken(db, second.applicationId, first.uploadToken)).toBeNull();
    expect(await verifyUploadToken(db, first.leadId, first.uploadToken)).toBeNull();
    expect(await verifyUploadToken(db, "not-a-uuid", first.uploadToken)).toBeNull();
    expect(await verifyUploadToken(db, first.applicationId, "")).toBeNull();
    expect(await verifyUploadToken(db, first.applicationId, `${first.uploadToken}x`)).toBeNull();
  });

  test("an upload token stops opening its application after 30 days", async () => {
    const { db } = database;
    const receivedAt = new Date("2026-10-01T09:00:00Z");
    const created = await addApplication(db, {}, { receivedAt });
    const day = 86_400_000;
    const after = (days: number) => new Date(receivedAt.getTime() + days * day);
    const open = (days: number) =>
      verifyUploadToken(db, created.applicationId, created.uploadToken, after(days));
    expect(await open(29)).not.toBeNull();
    expect(await open(30)).not.toBeNull();
    expect(await open(30.01)).toBeNull();
  });
});
