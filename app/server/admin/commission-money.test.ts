import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog, commissionPayments, introducers, leads } from "#app/server/db/schema.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import {
  commissionCsv,
  commissionDeals,
  commissionTotals,
  ukToday,
} from "#app/server/admin/commission.server.ts";
import { introducerStatement, statementCsv } from "#app/server/admin/introducers.server.ts";
import { monthPlus } from "#app/schemas/admin-introducers.ts";
import * as reportRoute from "#app/routes/admin-commission.tsx";
import * as introducerRoute from "#app/routes/admin-introducer.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { asAdminOn, onLeadPage } from "#tests/harness/lead-page.ts";
import { adminContext, get, post } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";

/**
 * Money only an admin moves: recording and removing commission, and moving a lead with
 * commission received to another introducer; a broker proposes, an admin confirms. A month's
 * introducer statement stays as it was once the month has ended; a payment past the expected
 * commission is asked about first.
 */
describe.each(testDatabaseKinds)("money only admins move on %s", (kind) => {
  const database = useTestDatabase(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  async function addIntroducer(db: Database, code: string) {
    const [row] = await db
      .insert(introducers)
      .values({ name: `${code} Partners`, code, shareBasisPoints: 2500 })
      .returning();
    return row!;
  }

  /** A lead funded with a lender whose fixed fee is £1,350; a broker and an admin on it. */
  async function fundedLead() {
    const page = await onLeadPage(database().db);
    const { db, leadId, act } = page;
    await addLender(db, "Fixed Fee Finance", {
      commissionKind: "fixed",
      commissionBasisPoints: null,
      commissionFixedPence: 135_000,
    });
    await act({
      intent: "submission",
      formKey: crypto.randomUUID(),
      lender: "Fixed Fee Finance",
      sentOn: "2026-09-01",
      outcome: "funded",
      fundedAmount: "60,000",
      fundedOn: "2026-09-20",
    });
    const [deal] = await leadSubmissions(db, leadId);
    const admin = await asAdminOn(db, leadId);
    const version = async () =>
      String((await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.version);
    const pay = (poster: typeof act, amount: string, receivedOn: string, extra = {}) =>
      poster({
        intent: "commission-payment",
        formKey: crypto.randomUUID(),
        submissionId: deal!.id,
        amount,
        receivedOn,
        ...extra,
      });
    return { ...page, deal: deal!, admin, version, pay };
  }

  it("refuses a broker's removal of an admin's £250 payment, and keeps the payment", async () => {
    const { db, act, admin, pay } = await fundedLead();
    expect(await pay(admin.act, "250", ukToday(new Date()))).toMatchObject({ status: "success" });
    const [payment] = await db.select().from(commissionPayments);

    const refused = await act({ intent: "commission-payment-remove", paymentId: payment!.id });
    expect(refused).toMatchObject({
      httpStatus: 403,
      status: "error",
      message: "Only an admin removes a commission payment. Nothing was removed.",
    });
    expect(await db.select().from(commissionPayments)).toHaveLength(1);

    // A broker's payment is a proposal, recorded once an admin confirms it.
    expect(await pay(act, "100", ukToday(new Date()))).toMatchObject({ httpStatus: 403 });
    const proposed = await pay(act, "100", ukToday(new Date()), { propose: "on" });
    expect(proposed).toMatchObject({ status: "success" });
    expect(await db.select().from(commissionPayments)).toHaveLength(1);
    const report = await callRoute(reportRoute.loader, {
      request: get("/admin/commission", admin.cookie),
      context: adminContext(db),
      params: {},
    });
    expect(report.proposals).toHaveLength(1);
    expect(report.proposals[0]!.what).toContain("£100");
    const confirmed = await admin.act({
      intent: "commission-proposal-confirm",
      proposalId: report.proposals[0]!.id,
    });
    expect(confirmed).toMatchObject({ status: "success", message: "Proposal confirmed." });
    expect(await db.select().from(commissionPayments)).toHaveLength(2);
    const receipts = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "commission.receive"));
    expect(receipts).toHaveLength(2);

    // The admin removes one: that is theirs to do.
    const removed = await admin.act({
      intent: "commission-payment-remove",
      paymentId: payment!.id,
    });
    expect(removed).toMatchObject({ status: "success", message: "Payment removed." });
  });

  it("keeps a closed month's introducer statement when the lead moves; the move is this month's adjustment", async () => {
    const { db, act, admin, pay, version } = await fundedLead();
    const first = await addIntroducer(db, "FIRST");
    const second = await addIntroducer(db, "SECOND");
    const thisMonth = ukToday(new Date()).slice(0, 7);
    const lastMonth = monthPlus(thisMonth, -1);
    expect(
      await admin.act({ intent: "introducer", version: await version(), introducerId: first.id }),
    ).toMatchObject({ status: "success" });

    // £1,000 received and recorded last month: the first introducer's 25% is £250.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${lastMonth}-15T12:00:00Z`) });
    expect(await pay(admin.act, "1,000", `${lastMonth}-10`)).toMatchObject({ status: "success" });
    vi.useRealTimers();
    const closed = async () => (await introducerStatement(db, first.id, lastMonth))!.totals;
    expect((await closed()).sharePence).toBe(25_000);

    // A broker may not move it: refused, or proposed for an admin.
    const move = { intent: "introducer", introducerId: second.id };
    const refused = await act({ ...move, version: await version() });
    expect(refused).toMatchObject({ httpStatus: 403, status: "error" });
    expect(refused.message).toContain("only an admin changes its introducer");
    const proposed = await act({ ...move, version: await version(), propose: "on" });
    expect(proposed).toMatchObject({ status: "success" });
    const [stored] = await db.select().from(leads);
    expect(stored!.introducerId).toBe(first.id);
    expect((await closed()).sharePence).toBe(25_000);

    // An admin confirms: the closed month stays at £250, this month shows the adjustment.
    const report = await callRoute(reportRoute.loader, {
      request: get("/admin/commission", admin.cookie),
      context: adminContext(db),
      params: {},
    });
    const [proposal] = report.proposals;
    expect(proposal).toMatchObject({ kind: "introducer", introducer: "SECOND Partners" });
    expect(
      await admin.act({ intent: "commission-proposal-confirm", proposalId: proposal!.id }),
    ).toMatchObject({ status: "success" });
    expect((await db.select().from(leads))[0]!.introducerId).toBe(second.id);
    expect((await closed()).sharePence).toBe(25_000);
    const now = (await introducerStatement(db, first.id, thisMonth))!;
    expect(now.lines.map((line) => [line.note, line.sharePence])).toEqual([
      [`Adjustment: ${stored!.reference} moved to another introducer`, -25_000],
    ]);
    expect(now.totals.sharePence).toBe(-25_000);
    expect(statementCsv(now)).toContain("moved to another introducer");
    const gained = (await introducerStatement(db, second.id, thisMonth))!;
    expect(gained.totals.sharePence).toBe(25_000);
    expect((await introducerStatement(db, second.id, lastMonth))!.totals.sharePence).toBe(0);
    // The report: £1,000 received, the second introducer's £250, £750 to the firm.
    const [deal] = await commissionDeals(db);
    expect(deal).toMatchObject({
      receivedPence: 100_000,
      introducerName: "SECOND Partners",
      introducerSharePence: 25_000,
      netPence: 75_000,
    });
    expect(commissionCsv([deal!])).toContain(
      '"1000.00","SECOND Partners","250.00","0.00","250.00","750.00"',
    );

    // Removing the payment now is this month's adjustment too, for the second introducer.
    const [payment] = await db.select().from(commissionPayments);
    await admin.act({ intent: "commission-payment-remove", paymentId: payment!.id });
    expect((await closed()).sharePence).toBe(25_000);
    expect((await introducerStatement(db, second.id, thisMonth))!.totals.sharePence).toBe(0);
  });

  it("pays an ended month's statement once, and splits the report's introducer share into paid and owed", async () => {
    const { db, admin, pay, version } = await fundedLead();
    const oak = await addIntroducer(db, "OAKS");
    await admin.act({ intent: "introducer", version: await version(), introducerId: oak.id });
    const thisMonth = ukToday(new Date()).slice(0, 7);
    const lastMonth = monthPlus(thisMonth, -1);
    // £1,000 received last month (Oaks's 25%: £250), £200 this month (£50).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${lastMonth}-15T12:00:00Z`) });
    expect(await pay(admin.act, "1,000", `${lastMonth}-10`)).toMatchObject({ status: "success" });
    vi.useRealTimers();
    expect(await pay(admin.act, "200", ukToday(new Date()))).toMatchObject({ status: "success" });

    const context = adminContext(db);
    const statementPage = (month: string) =>
      callRoute(introducerRoute.loader, {
        request: get(`/admin/introducers/${oak.id}?month=${month}`, admin.cookie),
        context,
        params: { introducerId: oak.id },
      });
    const recordPaid = async (month: string) => {
      const answer = (await callRoute(introducerRoute.action, {
        request: post(
          `/admin/introducers/${oak.id}?month=${month}`,
          { intent: "payout", month, paidOn: ukToday(new Date()) },
          { cookie: admin.cookie },
        ),
        context,
        params: { introducerId: oak.id },
      })) as unknown as { data: AdminFormResult; init: ResponseInit | null };
      return { ...answer.data, httpStatus: answer.init?.status ?? 200 };
    };
    expect(await statementPage(lastMonth)).toMatchObject({ payable: true, payout: null });
    expect(await statementPage(thisMonth)).toMatchObject({ payable: false, ended: false });

    // This month is still open: it may yet change, so it is not paid.
    expect(await recordPaid(thisMonth)).toMatchObject({ httpStatus: 409, status: "error" });
    // Last month's £250 is paid, once.
    expect(await recordPaid(lastMonth)).toMatchObject({
      httpStatus: 200,
      status: "success",
      message: expect.stringContaining("£250"),
    });
    expect(await recordPaid(lastMonth)).toMatchObject({ httpStatus: 409, status: "error" });
    expect(await statementPage(lastMonth)).toMatchObject({
      payable: false,
      payout: { amountPence: 25_000, paidOn: ukToday(new Date()) },
    });
    const [paid] = await db.select().from(auditLog).where(eq(auditLog.action, "introducer.payout"));
    expect(paid!.detail).toMatchObject({ month: lastMonth, amountPence: 25_000 });

    // The report: £1,200 received (gross) = £250 paid + £50 owed to Oaks + £900 to the firm.
    const deals = await commissionDeals(db);
    expect(commissionTotals(deals)).toMatchObject({
      receivedPence: 120_000,
      introducerSharePence: 30_000,
      introducerSharePaidPence: 25_000,
      introducerShareOwedPence: 5_000,
      netPence: 90_000,
    });
    expect(commissionCsv(deals)).toContain(
      '"1200.00","OAKS Partners","300.00","250.00","50.00","900.00"',
    );
    const report = await callRoute(reportRoute.loader, {
      request: get("/admin/commission", admin.cookie),
      context,
      params: {},
    });
    expect(report.totals).toMatchObject({
      introducerSharePaidPence: 25_000,
      introducerShareOwedPence: 5_000,
    });
  });

  it("asks before recording £1,360 on £1,350 expected, and reports the excess once confirmed", async () => {
    const { db, admin, pay } = await fundedLead();
    const today = ukToday(new Date());
    expect(await pay(admin.act, "1,000", today)).toMatchObject({ status: "success" });

    const asked = await pay(admin.act, "360", today);
    expect(asked).toMatchObject({ httpStatus: 400, status: "error" });
    expect(asked.errors.confirmOver).toBe(
      "This is £10 more than expected (£1,350). Record it anyway?",
    );
    expect(await db.select().from(commissionPayments)).toHaveLength(1);

    const confirmed = await pay(admin.act, "360", today, { confirmOver: "on" });
    expect(confirmed).toMatchObject({
      status: "success",
      message: "Commission received recorded.",
    });
    const [deal] = await commissionDeals(db);
    expect(deal).toMatchObject({
      expectedPence: 135_000,
      receivedPence: 136_000,
      outstandingPence: 0,
      overReceivedPence: 1_000,
    });
    expect(commissionCsv([deal!])).toContain('"10.00"');
  });
});
