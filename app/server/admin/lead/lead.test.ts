import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, leads, lenderSubmissions } from "#app/server/db/schema.ts";
import { createEnquiry } from "#app/server/leads.server.ts";
import { sampleEnquiry } from "#tests/harness/fixtures.ts";
import { poundsToPence } from "#app/schemas/admin-lead.ts";
import { getLead } from "#app/server/admin/lead/lead.server.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { brokerOnLeadPages } from "#tests/harness/lead-page.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

describe("amounts in pounds", () => {
  it("become whole pence", () => {
    expect(poundsToPence("25,000")).toBe(2_500_000);
    expect(poundsToPence("£1,250.5")).toBe(125_050);
    expect(poundsToPence("0.07")).toBe(7);
    expect(poundsToPence("")).toBeNull();
    expect(poundsToPence("12.345")).toBe("invalid");
    expect(poundsToPence("-5")).toBe("invalid");
  });
});

describe.each(testDatabaseKinds)("working a lead on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const { db } = database();
    const { broker, postAtCurrentVersion } = await brokerOnLeadPages(db);
    const { leadId } = await addApplication(db);
    // The page's forms carry the version of the lead they were shown with; unless a test says
    // otherwise, the one the lead has now.
    const act = (given: Record<string, string>) => postAtCurrentVersion(leadId, given);
    return { db, broker, leadId, act };
  }

  it("moves through the pipeline, asking a reason for declined, with every step on the timeline and in the audit log", async () => {
    const { db, broker, leadId, act } = await setUp();
    expect(await act({ intent: "status", status: "contacted" })).toMatchObject({
      httpStatus: 200,
      status: "success",
    });
    expect(await act({ intent: "status", status: "awaiting_documents" })).toMatchObject({
      status: "success",
    });
    const refused = await act({ intent: "status", status: "declined", reason: "  " });
    expect(refused).toMatchObject({ httpStatus: 400, status: "error" });
    expect(refused.errors?.reason).toMatch(/reason/);
    expect(await act({ intent: "status", status: "bogus" })).toMatchObject({ httpStatus: 400 });
    expect(
      await act({ intent: "status", status: "declined", reason: "Trading under 6 months" }),
    ).toMatchObject({ status: "success" });

    const detail = (await getLead(db, leadId))!;
    expect(detail.lead.status).toBe("declined");
    expect(detail.events.map((event) => [event.fromStatus, event.toStatus, event.body])).toEqual([
      ["new", "contacted", null],
      ["contacted", "awaiting_documents", null],
      ["awaiting_documents", "declined", "Trading under 6 months"],
    ]);
    expect(detail.events.every((event) => event.actorName === "Ben Broker")).toBe(true);
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, "lead.status"));
    expect(trail).toHaveLength(3);
    expect(trail.every((row) => row.actorUserId === broker.id && row.targetId === leadId)).toBe(
      true,
    );
  });

  it("assigns, notes and unassigns; refuses a disabled or unknown broker", async () => {
    const { db, broker, leadId, act } = await setUp();
    expect(await act({ intent: "assign", assignee: broker.id })).toMatchObject({
      status: "success",
    });
    expect((await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.assignedUserId).toBe(
      broker.id,
    );
    expect(
      await act({ intent: "assign", assignee: "00000000-0000-4000-8000-000000000000" }),
    ).toMatchObject({ httpStatus: 400 });
    expect(
      await act({ intent: "note", note: "Called, will send statements Friday." }),
    ).toMatchObject({ status: "success" });
    expect(await act({ intent: "note", note: "   " })).toMatchObject({ httpStatus: 400 });
    expect(await act({ intent: "assign", assignee: "" })).toMatchObject({ status: "success" });
    const detail = (await getLead(db, leadId))!;
    expect(detail.lead.assignedUserId).toBeNull();
    expect(detail.events.map((event) => event.type)).toEqual(["assignment", "note", "assignment"]);
    expect(detail.events[1]!.body).toBe("Called, will send statements Friday.");
  });

  it("answers a version or id out of range with a 400 at its form, never a server error", async () => {
    const { db, leadId, act } = await setUp();
    for (const version of ["999999999999", "2147483648", "1e400", "-1", "0"]) {
      const status = await act({ intent: "status", status: "contacted", version });
      expect(status).toMatchObject({ httpStatus: 400, status: "error" });
      expect(status.errors?.version).toBe("Reload the page and try again.");
      const details = await act({ intent: "details", fullName: "Someone Else", version });
      expect(details).toMatchObject({ httpStatus: 400, status: "error" });
    }
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("new");
  });

  it("refuses a change made from an older version, saying who changed what, and keeps the entry", async () => {
    const { db, broker, leadId, act } = await setUp();
    const seen = (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.version;
    const ann = await makeUser(db, "broker", "ann@example.co.uk", "Ann Archer");
    // Ben moves the lead on while Ann's page is open.
    expect(await act({ intent: "status", status: "awaiting_documents" })).toMatchObject({
      status: "success",
    });
    // Ann, from the page she loaded before, assigns herself and then saves "Contacted".
    const assign = await act({ intent: "assign", assignee: ann.id, version: String(seen) });
    expect(assign).toMatchObject({ httpStatus: 409, status: "error" });
    expect(assign.message).toMatch(/Ben Broker changed the status from New to Awaiting documents/);
    expect(assign.result?.initialValue).toMatchObject({ assignee: ann.id });
    const status = await act({ intent: "status", status: "contacted", version: String(seen) });
    expect(status).toMatchObject({ httpStatus: 409, status: "error" });
    const lead = (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
    expect(lead.status).toBe("awaiting_documents");
    expect(lead.assignedUserId).toBeNull();
    // The same status again is no change, whatever the version: a double click is harmless.
    expect(
      await act({ intent: "status", status: "awaiting_documents", version: String(seen) }),
    ).toMatchObject({ status: "success" });
    // From the page as it is now, her save goes through.
    expect(await act({ intent: "assign", assignee: ann.id })).toMatchObject({ status: "success" });
    expect(broker.id).not.toBe(ann.id);
  });

  it("records and edits lender submissions in pence, naming a lender new to the panel", async () => {
    const { db, leadId, act } = await setUp();
    const added = await act({
      intent: "submission",
      lender: "Iwoca",
      sentOn: "2026-11-20",
      outcome: "offered",
      amountOffered: "45,000",
      offerTermMonths: "24",
      offerRate: "1.5% a month",
    });
    expect(added).toMatchObject({ status: "success" });
    const [row] = await leadSubmissions(db, leadId);
    expect(row).toMatchObject({
      lender: "Iwoca",
      lenderConfirmed: false,
      sentOn: "2026-11-20",
      outcome: "offered",
      amountOfferedPence: 4_500_000,
      offerTermMonths: 24,
      offerRate: "1.5% a month",
      commissionExpectedPence: null,
    });
    const edited = await act({
      intent: "submission",
      submissionId: row!.id,
      lender: "iwoca",
      sentOn: "2026-11-20",
      outcome: "offered",
      amountOffered: "45000.50",
    });
    expect(edited).toMatchObject({ status: "success" });
    const [after] = await leadSubmissions(db, leadId);
    expect(after).toMatchObject({ lender: "Iwoca", amountOfferedPence: 4_500_050 });
    const bad = await act({
      intent: "submission",
      lender: "",
      sentOn: "20/11/2026",
      outcome: "maybe",
      amountOffered: "lots",
    });
    expect(bad.httpStatus).toBe(400);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual([
      "amountOffered",
      "lender",
      "outcome",
      "sentOn",
    ]);
  });

  it("cannot edit another lead's submission", async () => {
    const { db, leadId, act } = await setUp();
    const other = await addEnquiry(db);
    const [foreign] = await db
      .insert(lenderSubmissions)
      .values({
        leadId: other.leadId,
        lenderId: await addLender(db, "Other"),
        sentOn: "2026-11-01",
      })
      .returning();
    const answer = await act({
      intent: "submission",
      submissionId: foreign!.id,
      lender: "Mine",
      sentOn: "2026-11-02",
      outcome: "sent",
    }).catch((thrown: { init?: ResponseInit }) => ({ httpStatus: thrown.init?.status }));
    expect(answer.httpStatus).toBe(404);
    const [unchanged] = await leadSubmissions(db, other.leadId);
    expect(unchanged).toMatchObject({ lender: "Other", sentOn: "2026-11-01" });
    expect(leadId).not.toBe(other.leadId);
  });

  it("answers a form with an intent the page does not have with a 400 at that form, saving nothing", async () => {
    const { db, leadId, act } = await setUp();
    const before = await db.select().from(leads).where(eq(leads.id, leadId));
    const answer = await act({ intent: "archive" });
    expect(answer).toMatchObject({ httpStatus: 400, status: "error", intent: "archive" });
    expect(await db.select().from(leads).where(eq(leads.id, leadId))).toEqual(before);
  });

  it("takes a quote from the applicant into their open case, and lists their later cases as related", async () => {
    const { db, leadId } = await setUp();
    const quote = sampleEnquiry({ email: "ANN@example.co.uk", phone: "07999 000000" });
    expect(await createEnquiry(db, quote)).toMatchObject({ leadId, joined: true });
    // Once the case is closed, the next quote starts a case of its own.
    await db.update(leads).set({ status: "withdrawn" }).where(eq(leads.id, leadId));
    const later = await createEnquiry(db, quote);
    const unrelated = await addEnquiry(db, { email: "zed@example.co.uk", phone: "07999 111111" });
    expect(later.joined).toBe(false);
    const detail = (await getLead(db, leadId))!;
    expect(detail.related.map((lead) => lead.id)).toEqual([later.leadId]);
    expect(detail.related.map((lead) => lead.id)).not.toContain(unrelated.leadId);
    expect(detail.application!.directors).toHaveLength(2);
  });
});
