import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, lenders, lenderSubmissions } from "#app/server/db/schema.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { asAdminOn, onLeadPage } from "#tests/harness/lead-page.ts";
import { updateLender } from "#app/server/admin/lender-panel.server.ts";
import { lenderFormSchema } from "#app/schemas/admin-lenders.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import * as exportRoute from "#app/routes/admin-export.ts";
import { callRoute } from "#tests/harness/call-route.ts";

/**
 * Submissions with outcomes and the commission they earn, through the lead page's forms: the
 * lead's status follows them forwards, commission comes from the lender's terms kept with the
 * deal, payments arrive in parts, and every change is audited with its amounts.
 */
describe.each(testDatabaseKinds)("submissions and commission on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const page = await onLeadPage(database().db);
    const send = (fields: Record<string, string>) =>
      page.act({
        intent: "submission",
        sentOn: "2026-11-02",
        formKey: crypto.randomUUID(),
        ...fields,
      });
    const submissions = () => leadSubmissions(page.db, page.leadId);
    return { ...page, send, submissions };
  }

  it("asks what each outcome needs, in words a broker understands", async () => {
    const { send } = await setUp();
    const offered = await send({ lender: "Iwoca", outcome: "offered" });
    expect(offered).toMatchObject({
      httpStatus: 400,
      errors: { amountOffered: "Enter the amount offered." },
    });
    const funded = await send({ lender: "Iwoca", outcome: "funded" });
    expect(funded.errors).toEqual({
      fundedAmount: "Enter the amount funded.",
      fundedOn: "Enter the day it was funded.",
    });
    const declined = await send({ lender: "Iwoca", outcome: "declined" });
    expect(declined.errors).toEqual({ declineReason: "Select why the lender declined." });
    const term = await send({
      lender: "Iwoca",
      outcome: "offered",
      amountOffered: "5000",
      offerTermMonths: "3.5",
    });
    expect(term.errors).toEqual({ offerTermMonths: "Enter the term in whole months, like 36." });
  });

  it("moves the lead forwards with its submissions and funds it with the first funded one", async () => {
    const { db, send, lead, submissions, eventsOf } = await setUp();
    await addLender(db, "Funding Circle", { commissionBasisPoints: 250 });
    expect((await lead()).status).toBe("new");

    expect(await send({ lender: "funding circle", outcome: "sent" })).toMatchObject({
      status: "success",
      message: "Submission recorded. The lead is now Submitted to lenders.",
    });
    expect((await lead()).status).toBe("submitted_to_lenders");
    await send({
      lender: "Iwoca",
      outcome: "declined",
      declineReason: "time_trading",
      outcomeDetail: "Under a year.",
    });
    expect((await lead()).status).toBe("submitted_to_lenders");

    const [circle] = await submissions();
    expect(circle).toMatchObject({ lender: "Funding Circle", lenderConfirmed: true });
    await send({
      submissionId: circle!.id,
      lender: "Funding Circle",
      outcome: "offered",
      amountOffered: "45,000",
      offerTermMonths: "36",
      offerRate: "9.9% APR",
      offerExpiresOn: "2026-12-01",
    });
    expect((await lead()).status).toBe("offer_received");

    const fundedAnswer = await send({
      submissionId: circle!.id,
      lender: "Funding Circle",
      outcome: "funded",
      amountOffered: "45,000",
      fundedAmount: "44,000.50",
      fundedOn: "2026-11-20",
    });
    expect(fundedAnswer.message).toBe("Submission updated. The lead is now Funded.");
    expect((await lead()).status).toBe("funded");
    const [funded, declined] = await submissions();
    // 2.5% of £44,000.50 is 110,001.25p: £1,100.01.
    expect(funded).toMatchObject({
      outcome: "funded",
      fundedAmountPence: 4_400_050,
      fundedOn: "2026-11-20",
      commissionKind: "percent",
      commissionBasisPoints: 250,
      commissionExpectedPence: 110_001,
      commissionReceivedPence: 0,
    });
    expect(declined).toMatchObject({
      outcome: "declined",
      declineReason: "time_trading",
      outcomeDetail: "Under a year.",
    });

    const statuses = await eventsOf("status");
    expect(statuses.map((event) => event.toStatus)).toEqual([
      "submitted_to_lenders",
      "offer_received",
      "funded",
    ]);
    expect(statuses.at(-1)?.body).toBe("Followed the submission to Funding Circle.");
  });

  it("keeps a funded deal's terms when the panel changes, and follows a corrected amount", async () => {
    const { db, send, submissions } = await setUp();
    const lenderId = await addLender(db, "Iwoca", { commissionBasisPoints: 300 });
    await send({
      lender: "Iwoca",
      outcome: "funded",
      fundedAmount: "10,000",
      fundedOn: "2026-11-20",
    });
    const [first] = await submissions();
    expect(first!.commissionExpectedPence).toBe(30_000);

    // The lender's terms change for new deals; this one was funded under 3%.
    await db.update(lenders).set({ commissionBasisPoints: 100 }).where(eq(lenders.id, lenderId));
    await send({
      submissionId: first!.id,
      lender: "Iwoca",
      outcome: "funded",
      fundedAmount: "12,500",
      fundedOn: "2026-11-20",
    });
    const [corrected] = await submissions();
    expect(corrected).toMatchObject({
      fundedAmountPence: 1_250_000,
      commissionExpectedPence: 37_500,
    });

    const [update] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submission.update"), eq(auditLog.targetId, first!.leadId)));
    expect(update!.detail).toMatchObject({
      lender: "Iwoca",
      before: { fundedAmountPence: 1_000_000, commissionExpectedPence: 30_000 },
      after: { fundedAmountPence: 1_250_000, commissionExpectedPence: 37_500 },
    });
  });

  it("computes a fixed fee, and none until a new lender's terms are set", async () => {
    const { db, send, submissions } = await setUp();
    await addLender(db, "Bridging Co", {
      commissionKind: "fixed",
      commissionBasisPoints: null,
      commissionFixedPence: 75_000,
    });
    await send({
      lender: "Bridging Co",
      outcome: "funded",
      fundedAmount: "250,000",
      fundedOn: "2026-11-21",
    });
    await send({
      lender: "Brand New Capital",
      outcome: "funded",
      fundedAmount: "8,000",
      fundedOn: "2026-11-22",
    });
    const [fixed, unknown] = await submissions();
    expect(fixed).toMatchObject({ commissionKind: "fixed", commissionExpectedPence: 75_000 });
    expect(unknown).toMatchObject({ lenderConfirmed: false, commissionExpectedPence: null });

    // Once an admin sets the new lender's terms on the panel, the deal funded without them
    // takes them and its commission follows; a deal funded under terms keeps its own.
    const [newLender] = await db
      .select()
      .from(lenders)
      .where(eq(lenders.name, "Brand New Capital"));
    const admin = await makeUser(db, "admin");
    const saved = await updateLender(
      db,
      newLender!.id,
      lenderFormSchema.parse({
        intent: "update",
        name: "Brand New Capital",
        commissionKind: "percent",
        commissionPercent: "1.5",
        commissionDueDays: "30",
        active: "on",
      }),
      { actorUserId: admin.id },
    );
    expect(saved).toMatchObject({ kind: "ok", newlyConfirmed: true });
    expect((await submissions())[1]).toMatchObject({
      commissionBasisPoints: 150,
      commissionExpectedPence: 12_000,
    });
    const [update] = await db.select().from(auditLog).where(eq(auditLog.action, "lender.update"));
    expect(update!.detail).toMatchObject({ dealsPriced: 1 });
  });

  it("records commission received in parts, to the penny, and keeps a deal with commission", async () => {
    const { db, send, act, submissions, eventsOf, leadId } = await setUp();
    // Recording commission is an admin's.
    const admin = await asAdminOn(db, leadId);
    await addLender(db, "Iwoca", { commissionBasisPoints: 200 });
    await send({ lender: "Iwoca", outcome: "offered", amountOffered: "10,000" });
    const [offer] = await submissions();
    const early = await admin.act({
      intent: "commission-payment",
      formKey: crypto.randomUUID(),
      submissionId: offer!.id,
      amount: "100",
      receivedOn: "2026-11-25",
    });
    expect(early).toMatchObject({
      httpStatus: 409,
      message: "Commission is recorded on a funded submission: record it as funded first.",
    });

    await send({
      submissionId: offer!.id,
      lender: "Iwoca",
      outcome: "funded",
      fundedAmount: "10,000.10",
      fundedOn: "2026-11-20",
    });
    const pay = (amount: string, receivedOn: string, formKey = crypto.randomUUID()) =>
      admin.act({
        intent: "commission-payment",
        formKey,
        submissionId: offer!.id,
        amount,
        receivedOn,
      });
    const key = crypto.randomUUID();
    expect(await pay("100.10", "2026-11-25", key)).toMatchObject({
      status: "success",
      message: "Commission received recorded.",
    });
    // The same form sent twice records it once.
    expect(await pay("100.10", "2026-11-25", key)).toMatchObject({ status: "success" });
    expect(await pay("0", "2026-11-26")).toMatchObject({
      httpStatus: 400,
      errors: { amount: "Enter the amount received." },
    });
    await pay("99.90", "2026-12-03");
    const [funded] = await submissions();
    // 2% of £10,000.10 is £200.00 (20,000.2p); received £100.10 + £99.90.
    expect(funded).toMatchObject({
      commissionExpectedPence: 20_000,
      commissionReceivedPence: 20_000,
    });
    expect(funded!.payments.map((payment) => [payment.amountPence, payment.receivedOn])).toEqual([
      [10_010, "2026-11-25"],
      [9_990, "2026-12-03"],
    ]);
    expect((await eventsOf("commission")).map((event) => event.detail)).toContainEqual(
      expect.objectContaining({ lender: "Iwoca", amountPence: 10_010, receivedOn: "2026-11-25" }),
    );
    const receipts = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "commission.receive"));
    expect(
      receipts
        .map((row) => (row.detail as { amountPence: number }).amountPence)
        .sort((a, b) => a - b),
    ).toEqual([9_990, 10_010]);

    // A funded deal is one of the records a broker keeps.
    const refused = await act({ intent: "submission-remove", submissionId: offer!.id });
    expect(refused).toMatchObject({ httpStatus: 409 });
    expect(await db.select().from(lenderSubmissions)).toHaveLength(1);

    // A payment recorded by mistake can be taken back; the audit log keeps it.
    const removed = await admin.act({
      intent: "commission-payment-remove",
      paymentId: funded!.payments[1]!.id,
    });
    expect(removed).toMatchObject({ status: "success", message: "Payment removed." });
    expect((await submissions())[0]!.commissionReceivedPence).toBe(10_010);
    const [taken] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "commission.remove"));
    expect(taken!.detail).toMatchObject({ amountPence: 9_990, lender: "Iwoca" });
  });

  it("puts lenders, the offer, the funding and the commission on the lead's line of the CSV", async () => {
    const { db, send, submissions, leadId } = await setUp();
    await addLender(db, "Iwoca", { commissionBasisPoints: 250 });
    await send({ lender: "Funding Circle", outcome: "declined", declineReason: "sector" });
    await send({
      lender: "Iwoca",
      outcome: "funded",
      amountOffered: "45,000",
      fundedAmount: "44,000.50",
      fundedOn: "2026-11-20",
    });
    const funded = (await submissions()).find((row) => row.outcome === "funded")!;
    await (
      await asAdminOn(db, leadId)
    ).act({
      intent: "commission-payment",
      formKey: crypto.randomUUID(),
      submissionId: funded.id,
      amount: "600",
      receivedOn: "2026-11-24",
    });

    const admin = await makeUser(db, "admin");
    const response = (await callRoute(exportRoute.loader, {
      request: get("/admin/export.csv", await sessionCookieFor(db, admin.email)),
      context: adminContext(db),
      params: {},
    })) as Response;
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain(
      `"Lenders","Largest offer (£)","Funded (£)","Funded on","Commission expected (£)","Commission received (£)"`,
    );
    const line = lines.find((text) => text.includes(leadId));
    expect(line).toContain(
      `"Funding Circle; Iwoca","45000.00","44000.50","2026-11-20","1100.01","600.00"`,
    );
  });
});
