import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";
import { callbackTime } from "#app/content/claims.ts";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import { changeStatus } from "#app/server/admin/lead/lead.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { applications, enquiries, leads, outbox, trackingLinks } from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { composeMail, createMailer } from "#app/server/mail.server.ts";
import { applicantMailComposers } from "#app/server/mail/applicant-mail.server.ts";
import { requeueNotification, startOutboxWorker } from "#app/server/outbox.server.ts";
import { hashSecretToken } from "#app/server/secret-token.server.ts";
import { checkTrackingToken, issueTrackingLink } from "#app/server/tracking.server.ts";
import { makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { startTestSmtpServer } from "#tests/harness/smtp.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { addApplication, addEnquiry, addReferralPartner } from "#tests/harness/leads.ts";

const site: SiteConfig = { ...defaultSiteConfig, origin: "https://broker.example.co.uk" };

async function mailRows(db: Database, leadId: string, topic?: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.leadId, leadId), topic ? eq(outbox.topic, topic) : undefined))
    .orderBy(outbox.createdAt);
}

/** The mail an outbox row becomes, as the worker composes it when sending. */
async function composed(db: Database, row: typeof outbox.$inferSelect) {
  const composer = applicantMailComposers[row.topic];
  if (!composer) throw new Error(`no composer for ${row.topic}`);
  const { to, content } = await composer(row.payload as Record<string, unknown>, {
    db,
    site,
    now: new Date(),
  });
  const mail = composeMail(row, content, { from: "website@broker.example", to });
  return { ...mail, link: content.callToAction?.url ?? "" };
}

/** The lead's first acknowledgement, as the worker composes it when sending. */
async function acknowledgementOf(db: Database, leadId: string) {
  const [row] = await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.acknowledgement);
  return composed(db, row!);
}

/** The token at the end of a mailed link. */
function tokenOf(link: string): string {
  const prefix = `${site.origin}/track/`;
  expect(link.startsWith(prefix)).toBe(true);
  return link.slice(prefix.length);
}

describe.each(testDatabaseKinds)("mail to applicants on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("an enquiry and an application queue the applicant's acknowledgement with the lead, naming only the lead", async () => {
    const { db } = database();
    const enquiry = await addEnquiry(db);
    const application = await addApplication(db);

    for (const [{ leadId }, leadKind] of [
      [enquiry, "enquiry"],
      [application, "application"],
    ] as const) {
      const rows = await mailRows(db, leadId);
      expect(rows.map((row) => row.topic).sort()).toEqual(
        [APPLICANT_MAIL_TOPICS.acknowledgement, leadKind].sort(),
      );
      const [ack] = await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.acknowledgement);
      // The case, the kind, and which of its submissions it acknowledges (a uuid): no details.
      expect(ack?.payload).toEqual({ leadId, kind: leadKind, submission: expect.any(String) });
      expect((ack?.payload as { submission: string }).submission).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A referral partner or a contact message is not an application: no acknowledgement.
    const partner = await addReferralPartner(db);
    expect((await mailRows(db, partner.leadId)).map((row) => row.topic)).toEqual(["referral"]);
  });

  test("when the acknowledgement cannot be queued, neither the lead nor its notification is kept", async () => {
    const { db } = database();
    await db.execute(sql`create function refuse_ack() returns trigger language plpgsql as $$
      begin
        if new.topic = 'applicant.acknowledgement' then raise exception 'no acknowledgements'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_ack before insert on outbox
      for each row execute function refuse_ack()`);
    try {
      await expect(addEnquiry(db)).rejects.toThrow();
      await expect(addApplication(db)).rejects.toThrow();
      const [leadCount] = await db.select({ n: count() }).from(leads);
      const [mailCount] = await db.select({ n: count() }).from(outbox);
      expect([leadCount?.n, mailCount?.n]).toEqual([0, 0]);
    } finally {
      await db.execute(sql`drop trigger refuse_ack on outbox`);
      await db.execute(sql`drop function refuse_ack()`);
    }
  });

  test("the application's acknowledgement has the reference, what was sent, when we call, our number and a link that opens the lead", async () => {
    const { db } = database();
    const { leadId, reference } = await addApplication(db);
    const mail = await acknowledgementOf(db, leadId);

    expect(mail).toMatchObject({ to: "ann@example.co.uk", replyTo: site.email });
    expect(mail.subject).toBe(`Application received: ${reference}`);
    for (const expected of [
      `Reference: ${reference}`,
      "We have received your application.",
      "Amount: £50,000",
      callbackTime,
      site.brokerHours,
      site.phoneDisplay,
      mail.link,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.html).toContain(`href="${mail.link}"`);

    const token = tokenOf(mail.link);
    expect(await checkTrackingToken(db, token)).toEqual({ status: "valid", leadId });
    const stored = await db.select().from(trackingLinks).where(eq(trackingLinks.leadId, leadId));
    expect(stored.map((link) => link.tokenHash)).toEqual([hashSecretToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  test("the acknowledgement repeats nothing the visitor typed to the address nobody has confirmed", async () => {
    const { db } = database();
    const typed = "URGENT: your funding is approved, call 09090 000000";
    const { leadId } = await addApplication(db, {
      companyName: typed,
      loanPurpose: `${typed} (purpose)`,
    });
    const mail = await acknowledgementOf(db, leadId);

    for (const text of [mail.subject, mail.text, mail.html]) {
      expect(text).not.toContain("URGENT");
      expect(text).not.toContain("09090");
      expect(text).not.toContain("Ann Lee");
    }
    expect(mail.text).toContain("We have received your application.");
  });

  test("one address is sent at most three acknowledgements an hour; every submission is kept", async () => {
    const { db } = database();
    const sent: string[] = [];
    const refused: unknown[] = [];
    const cases = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { leadId } =
        i % 2
          ? await addEnquiry(db, { email: "Ann@Example.co.uk" })
          : // An application's address is its first director's: ann@example.co.uk.
            await addApplication(db);
      cases.add(leadId);
      const rows = await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.acknowledgement);
      await composed(db, rows.at(-1)!).then(
        (mail) => sent.push(mail.link),
        (error: unknown) => refused.push(error),
      );
    }
    expect(sent).toHaveLength(3);
    expect(refused).toEqual([
      expect.objectContaining({ name: "PermanentMailError" }),
      expect.objectContaining({ name: "PermanentMailError" }),
    ]);
    // One case (each joined the first), holding all five.
    expect(cases.size).toBe(1);
    const [quotes] = await db.select({ n: count() }).from(enquiries);
    const [applied] = await db.select({ n: count() }).from(applications);
    expect((quotes?.n ?? 0) + (applied?.n ?? 0)).toBe(5);
  });

  test("the enquiry's acknowledgement has the reference, the amount, when a broker calls, our number and a link", async () => {
    const { db } = database();
    const { leadId, reference } = await addEnquiry(db);
    const mail = await acknowledgementOf(db, leadId);

    expect(mail).toMatchObject({ to: "jane@example.co.uk", replyTo: site.email });
    expect(mail.subject).toBe(`Enquiry received: ${reference}`);
    for (const expected of [
      `Reference: ${reference}`,
      "£75,000",
      callbackTime,
      site.phoneDisplay,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(await checkTrackingToken(db, tokenOf(mail.link))).toEqual({ status: "valid", leadId });
  });

  test("a lead erased before its acknowledgement went fails it for good instead of retrying", async () => {
    const { db } = database();
    const { leadId } = await addEnquiry(db);
    const [row] = await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.acknowledgement);
    await db.delete(leads).where(eq(leads.id, leadId));
    await expect(composed(db, row!)).rejects.toMatchObject({ name: "PermanentMailError" });
  });

  test("a new stage queues exactly one status mail; a move within a stage, or to the same status, none", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const actor = { userId: broker.id };
    const { leadId } = await addApplication(db);
    const statusMails = () => mailRows(db, leadId, APPLICANT_MAIL_TOPICS.status);

    await changeStatus(db, leadId, { status: "contacted" }, actor);
    expect((await statusMails()).map((row) => row.payload)).toMatchObject([
      { leadId, stage: "with_broker" },
    ]);
    // "Awaiting documents" is still "with a broker" for the applicant.
    await changeStatus(db, leadId, { status: "awaiting_documents" }, actor);
    await changeStatus(db, leadId, { status: "awaiting_documents" }, actor);
    expect(await statusMails()).toHaveLength(1);

    await changeStatus(db, leadId, { status: "submitted_to_lenders" }, actor);
    expect((await statusMails()).map((row) => (row.payload as { stage: string }).stage)).toEqual([
      "with_broker",
      "with_lenders",
    ]);
  });

  test("the status mail tells the new stage, the reason a lead was closed, and carries a fresh link", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const { leadId, reference } = await addEnquiry(db);

    await changeStatus(
      db,
      leadId,
      { status: "declined", reason: "Trading for under six months." },
      { userId: broker.id },
    );
    const [row] = await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.status);
    const mail = await composed(db, row!);

    expect(mail.to).toBe("jane@example.co.uk");
    expect(mail.subject).toBe(`Your application ${reference}: Closed`);
    expect(mail.text).toContain("This application is closed.");
    expect(mail.text).toContain("Reason\n------\nTrading for under six months.");
    expect(mail.text).toContain("service message");
    expect(await checkTrackingToken(db, tokenOf(mail.link))).toEqual({ status: "valid", leadId });
  });

  test("a new stage keeps the applicant's links alive from now", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const { leadId } = await addEnquiry(db);
    const longAgo = new Date(Date.now() - 60 * 86_400_000);
    await issueTrackingLink(db, leadId, longAgo);
    const expiry = async () =>
      (await db.select().from(trackingLinks).where(eq(trackingLinks.leadId, leadId)))[0]!.expiresAt;
    const before = await expiry();

    await changeStatus(db, leadId, { status: "contacted" }, { userId: broker.id });

    expect((await expiry()).getTime()).toBeGreaterThan(before.getTime() + 59 * 86_400_000);
  });

  test("a referral partner's or contact's status change mails nobody", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const { leadId } = await addReferralPartner(db);
    await changeStatus(db, leadId, { status: "contacted" }, { userId: broker.id });
    expect(await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.status)).toEqual([]);
  });

  test("a status mail is sent once through the outbox, and resending cannot repeat it", async () => {
    const { db } = database();
    const smtp = await startTestSmtpServer();
    const mailer = await createMailer({
      SMTP_URL: smtp.url,
      DATA_DIR: "unused",
      MAIL_FROM: "website@broker.example",
      BROKER_INBOX: "brokers@broker.example",
    });
    const worker = startOutboxWorker({
      db,
      mailer,
      site,
      logger: createLogger("silent"),
      poll: false,
    });
    try {
      const broker = await makeUser(db, "broker");
      const { leadId, reference } = await addEnquiry(db);
      expect(await worker.runOnce()).toBe(2);

      await changeStatus(db, leadId, { status: "submitted_to_lenders" }, { userId: broker.id });
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      const [row] = await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.status);
      expect(await requeueNotification(db, row!.id)).toBe(false);
      expect(await worker.runOnce()).toBe(0);

      const statusMails = smtp.received.filter((mail) => mail.subject.includes("With lenders"));
      expect(statusMails).toHaveLength(1);
      expect(statusMails[0]).toMatchObject({
        subject: `Your application ${reference}: With lenders`,
        replyTo: site.email,
      });
      expect(statusMails[0]!.headers.get("to")).toBe("jane@example.co.uk");
      const link = /https:\/\/broker\.example\.co\.uk\/track\/[A-Za-z0-9_-]{43}/.exec(
        statusMails[0]!.text,
      )?.[0];
      expect(await checkTrackingToken(db, tokenOf(link ?? ""))).toEqual({
        status: "valid",
        leadId,
      });
    } finally {
      await worker.stop();
      await mailer.close();
      await smtp.close();
    }
  });

  test("a broker's status change on the lead's page wakes the outbox", async () => {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, broker.email);
    let woken = 0;
    const context = routerContextFor(createTestServices({ db, onNotifyOutbox: () => woken++ }));
    const { leadId } = await addApplication(db);

    await callRoute(leadRoute.action, {
      request: post(
        `/admin/leads/${leadId}`,
        { intent: "status", status: "contacted", version: "1" },
        { cookie },
      ),
      context,
      params: { leadId },
    });

    expect(woken).toBe(1);
    expect(await mailRows(db, leadId, APPLICANT_MAIL_TOPICS.status)).toHaveLength(1);
  });
});
