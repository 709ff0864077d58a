import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog } from "#app/server/db/schema.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import { commissionDeals, commissionTotals } from "#app/server/admin/commission.server.ts";
import * as reportRoute from "#app/routes/admin-commission.tsx";
import * as reportCsv from "#app/routes/admin-commission-export.ts";
import * as myDayRoute from "#app/routes/admin-my-day.tsx";
import { addLender } from "#tests/harness/lenders.ts";
import { ukDatePlusDays } from "#app/lib/uk-time.ts";
import { asAdminOn, onLeadPage } from "#tests/harness/lead-page.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";

/**
 * The commission report and the admin's "My day": funded deals with what they are expected to
 * earn, what was received and what is owed; overdue once past the lender's due days.
 */
/** A UK day relative to today: the report and My day judge "overdue" against the real today. */
const day = (offset: number) => ukDatePlusDays(new Date(), offset);

describe.each(testDatabaseKinds)("commission owed on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function fundedDeals() {
    const page = await onLeadPage(database().db);
    const { db, act, leadId } = page;
    await addLender(db, "Slow Payer", { commissionBasisPoints: 100, commissionDueDays: 30 });
    await addLender(db, "=Formula Finance", {
      commissionKind: "fixed",
      commissionBasisPoints: null,
      commissionFixedPence: 50_000,
    });
    const fund = (lender: string, amount: string, fundedOn: string) =>
      act({
        intent: "submission",
        formKey: crypto.randomUUID(),
        lender,
        sentOn: "2026-09-01",
        outcome: "funded",
        fundedAmount: amount,
        fundedOn,
      });
    await fund("Slow Payer", "100,000", day(-60));
    await fund("=Formula Finance", "20,000", day(-5));
    const [slow] = await leadSubmissions(db, leadId);
    await (
      await asAdminOn(db, leadId)
    ).act({
      intent: "commission-payment",
      formKey: crypto.randomUUID(),
      submissionId: slow!.id,
      amount: "400",
      receivedOn: "2026-10-01",
    });
    const admin = await makeUser(db, "admin");
    const cookie = await sessionCookieFor(db, admin.email);
    return { ...page, admin, cookie };
  }

  it("lists each funded deal with expected, received and outstanding, and says which are overdue", async () => {
    const { db } = await fundedDeals();
    const deals = await commissionDeals(db);
    expect(
      deals.map((deal) => [
        deal.lender,
        deal.expectedPence,
        deal.receivedPence,
        deal.outstandingPence,
        deal.dueOn,
      ]),
    ).toEqual([
      ["=Formula Finance", 50_000, 0, 50_000, day(25)],
      ["Slow Payer", 100_000, 40_000, 60_000, day(-30)],
    ]);
    expect(commissionTotals(deals)).toEqual({
      deals: 2,
      fundedPence: 12_000_000,
      expectedPence: 150_000,
      receivedPence: 40_000,
      // No introducer on either: the firm keeps all it has received.
      introducerSharePence: 0,
      introducerSharePaidPence: 0,
      introducerShareOwedPence: 0,
      netPence: 40_000,
      outstandingPence: 110_000,
    });
    const overdue = await commissionDeals(db, { overdueOn: day(0) });
    expect(overdue.map((deal) => deal.lender)).toEqual(["Slow Payer"]);
    // On its due day a deal is not yet late.
    expect(await commissionDeals(db, { overdueOn: day(-30) })).toEqual([]);
    expect((await commissionDeals(db, { from: day(-10) })).map((deal) => deal.lender)).toEqual([
      "=Formula Finance",
    ]);
  });

  it("shows admins the report and its CSV, formulas defused and the export audited; brokers are refused", async () => {
    const { db, cookie, broker } = await fundedDeals();
    const page = await callRoute(reportRoute.loader, {
      request: get("/admin/commission?overdue=1", cookie),
      context: adminContext(db),
      params: {},
    });
    expect(page.deals.map((deal) => deal.lender)).toEqual(["Slow Payer"]);
    expect(page.csvHref).toBe("/admin/commission.csv?overdue=1");

    const response = (await callRoute(reportCsv.loader, {
      request: get("/admin/commission.csv", cookie),
      context: adminContext(db),
      params: {},
    })) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads "£" as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/^"Reference","Lead",.*"Introducer","Introducer share/);
    expect(text).toContain(
      `"'=Formula Finance","${day(-5)}","20000.00","500.00","0.00","","0.00","0.00","0.00","0.00","500.00"`,
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "commission.export"));
    expect(entry!.detail).toMatchObject({ rows: 2 });

    const brokerCookie = await sessionCookieFor(db, broker.email);
    const refused = await callRoute(reportRoute.loader, {
      request: get("/admin/commission", brokerCookie),
      context: adminContext(db),
      params: {},
    }).catch((thrown: Response | { init?: ResponseInit }) =>
      thrown instanceof Response ? thrown.status : thrown.init?.status,
    );
    expect(refused).toBe(403);
  });

  it("puts overdue commission on an admin's own My day, not on a broker's", async () => {
    const { db, cookie, broker } = await fundedDeals();
    const mine = await callRoute(myDayRoute.loader, {
      request: get("/admin/my-day", cookie),
      context: adminContext(db),
      params: {},
    });
    expect(mine.overdueCommission?.items.map((deal) => deal.lender)).toEqual(["Slow Payer"]);
    const theirs = await callRoute(myDayRoute.loader, {
      request: get("/admin/my-day", await sessionCookieFor(db, broker.email)),
      context: adminContext(db),
      params: {},
    });
    expect(theirs.overdueCommission).toBeNull();
  });
});
