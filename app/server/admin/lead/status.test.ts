import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { statusMessages } from "#app/schemas/admin-lead.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import { auditLog, leadEvents, leads, outbox } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { brokerOnLeadPages } from "#tests/harness/lead-page.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

/**
 * Withdrawing a lead from its page: the broker says why, from a list. A duplicate of another
 * case names it by reference and never mails the applicant (their application goes on under
 * the other case); every other withdrawal tells them, as any change of stage does.
 */
describe.each(testDatabaseKinds)("withdrawing a lead on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const { db } = database();
    const { broker, postAtCurrentVersion } = await brokerOnLeadPages(db);
    // The applicant started twice: a quick quote, then the full application.
    const quote = await addEnquiry(db);
    const application = await addApplication(db);
    const setStatus = (leadId: string, fields: Record<string, string>) =>
      postAtCurrentVersion(leadId, { intent: "status", ...fields });
    return { db, broker, quote, application, setStatus };
  }

  const statusMails = (db: Database, leadId: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, leadId), eq(outbox.topic, APPLICANT_MAIL_TOPICS.status)));

  const statusEvents = (db: Database, leadId: string) =>
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "status")));

  const statusAudit = (db: Database, leadId: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.status"), eq(auditLog.targetId, leadId)));

  it("closes a duplicate without mailing the applicant, naming the other case on the event and in the audit log", async () => {
    const { db, broker, quote, application, setStatus } = await setUp();
    const answer = await setStatus(quote.leadId, {
      status: "withdrawn",
      withdrawal: "duplicate",
      duplicateOf: application.reference,
    });
    expect(answer).toMatchObject({ httpStatus: 200, status: "success" });

    const [lead] = await db.select().from(leads).where(eq(leads.id, quote.leadId));
    expect(lead!.status).toBe("withdrawn");
    expect(await statusMails(db, quote.leadId)).toEqual([]);
    const duplicate = {
      withdrawal: "duplicate",
      duplicateOfId: application.leadId,
      duplicateOfReference: application.reference,
    };
    const [event] = await statusEvents(db, quote.leadId);
    expect(event).toMatchObject({
      fromStatus: "new",
      toStatus: "withdrawn",
      body: null,
      detail: duplicate,
    });
    const [trail] = await statusAudit(db, quote.leadId);
    expect(trail).toMatchObject({ actorUserId: broker.id, detail: duplicate });
    // The other case carries on untouched.
    const [other] = await db.select().from(leads).where(eq(leads.id, application.leadId));
    expect(other!.status).toBe("new");
  });

  it("still tells the applicant of a real withdrawal, and keeps why with the event but the words out of the audit log", async () => {
    const { db, application, setStatus } = await setUp();
    const answer = await setStatus(application.leadId, {
      status: "withdrawn",
      withdrawal: "went_elsewhere",
      reason: "Took a loan from their bank",
      // Typed before the broker chose another reason: not a duplicate, so not kept.
      duplicateOf: "DBF-GE2KXH",
    });
    expect(answer).toMatchObject({ httpStatus: 200, status: "success" });

    expect(await statusMails(db, application.leadId)).toHaveLength(1);
    const [event] = await statusEvents(db, application.leadId);
    expect(event).toMatchObject({
      body: "Took a loan from their bank",
      detail: { withdrawal: "went_elsewhere" },
    });
    const [trail] = await statusAudit(db, application.leadId);
    expect(trail!.detail).toEqual({
      from: "new",
      to: "withdrawn",
      withReason: true,
      withdrawal: "went_elsewhere",
    });
    expect(JSON.stringify(trail!.detail)).not.toContain("bank");
  });

  it("asks why a lead is withdrawn, and for the other case's reference of a duplicate", async () => {
    const { db, application, setStatus } = await setUp();
    const noWhy = await setStatus(application.leadId, { status: "withdrawn" });
    expect(noWhy).toMatchObject({ httpStatus: 400, status: "error" });
    expect(noWhy.errors.withdrawal).toBe(statusMessages.withdrawal);

    const noReference = await setStatus(application.leadId, {
      status: "withdrawn",
      withdrawal: "duplicate",
      duplicateOf: " ",
    });
    expect(noReference.errors.duplicateOf).toBe(statusMessages.duplicateOf);

    const notAReference = await setStatus(application.leadId, {
      status: "withdrawn",
      withdrawal: "duplicate",
      duplicateOf: "the one from Tuesday",
    });
    expect(notAReference.errors.duplicateOf).toBe(statusMessages.duplicateOfShape);

    expect(await statusEvents(db, application.leadId)).toEqual([]);
  });

  it("refuses a reference no case has, or the lead's own, saying which, and keeps what was typed", async () => {
    const { db, application, setStatus } = await setUp();
    const typed = {
      status: "withdrawn",
      withdrawal: "duplicate",
      reason: "Same company, sent twice",
    };
    const unknown = await setStatus(application.leadId, { ...typed, duplicateOf: "dbf-ge2kxh" });
    expect(unknown).toMatchObject({ httpStatus: 400, status: "error" });
    expect(unknown.errors.duplicateOf).toBe(statusMessages.noSuchCase("DBF-GE2KXH"));
    expect(unknown.errors.duplicateOf).toBe(
      "No case has the reference DBF-GE2KXH. Check it against the other case's page.",
    );
    expect(unknown.result?.initialValue).toMatchObject({ ...typed, duplicateOf: "dbf-ge2kxh" });

    const own = await setStatus(application.leadId, {
      ...typed,
      duplicateOf: application.reference,
    });
    expect(own).toMatchObject({ httpStatus: 400, status: "error" });
    expect(own.errors.duplicateOf).toBe(
      `${application.reference} is this case's own reference. Enter the reference of the case it duplicates.`,
    );
    expect(own.result?.initialValue).toMatchObject({
      ...typed,
      duplicateOf: application.reference,
    });

    const [lead] = await db.select().from(leads).where(eq(leads.id, application.leadId));
    expect(lead!.status).toBe("new");
    expect(await statusEvents(db, application.leadId)).toEqual([]);
    expect(await statusMails(db, application.leadId)).toEqual([]);
  });

  it("finds the other case by its reference typed in lower case, without the hyphen or the prefix", async () => {
    const { db, quote, application, setStatus } = await setUp();
    const third = await addEnquiry(db, { email: "jane.again@example.co.uk" });
    const bare = application.reference.slice("DBF-".length);
    const cases = [
      [quote.leadId, `dbf${bare.toLowerCase()}`],
      [third.leadId, bare.toLowerCase()],
    ] as const;
    for (const [leadId, typed] of cases) {
      const answer = await setStatus(leadId, {
        status: "withdrawn",
        withdrawal: "duplicate",
        duplicateOf: typed,
      });
      expect(answer).toMatchObject({ httpStatus: 200, status: "success" });
      const [event] = await statusEvents(db, leadId);
      expect(event!.detail).toEqual({
        withdrawal: "duplicate",
        duplicateOfId: application.leadId,
        duplicateOfReference: application.reference,
      });
      expect(await statusMails(db, leadId)).toEqual([]);
    }
  });
});
