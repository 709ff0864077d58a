import { describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import {
  commissionPayments,
  introducers,
  leads,
  lenderSubmissions,
} from "#app/server/db/schema.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { addLender } from "#tests/harness/lenders.ts";
import * as dashboardRoute from "#app/routes/admin-dashboard.tsx";
import {
  conversionBasisPoints,
  dashboard,
  medianOfCounts,
  periodParts,
} from "#app/server/admin/dashboard.server.ts";
import { dashboardPresets, dashboardQueryFrom } from "#app/schemas/admin-dashboard.ts";
import { callRoute } from "#tests/harness/call-route.ts";

const hour = 60 * 60 * 1000;
let counter = 0;

async function lead(db: Database, createdAt: string, set: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db
    .insert(leads)
    .values({
      reference: `DBF-T${String(++counter).padStart(5, "0")}`,
      kind: "enquiry",
      source: "home-hero",
      createdAt: new Date(createdAt),
      ...set,
    })
    .returning({ id: leads.id });
  return row!.id;
}

async function submission(
  db: Database,
  leadId: string,
  lenderId: string,
  set: Partial<typeof lenderSubmissions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(lenderSubmissions)
    .values({ leadId, lenderId, sentOn: "2026-03-05", ...set })
    .returning({ id: lenderSubmissions.id });
  return row!.id;
}

/**
 * March 2026 (the clocks go forward on the 29th): four leads in the period and two just
 * outside it, two lenders, part payments either side of the period's end.
 */
async function march(db: Database) {
  const ben = await makeUser(db, "broker", "ben-dash@example.co.uk", "Ben Broker");
  const ada = await makeUser(db, "admin", "ada-dash@example.co.uk", "Ada Admin");
  const x = await addLender(db, "Lender X");
  const y = await addLender(db, "Lender Y");
  const [introducer] = await db
    .insert(introducers)
    .values({ name: "Oak Partners", shareBasisPoints: 2500, code: "OAK1" })
    .returning({ id: introducers.id });

  const created = (at: string, hours: number) => new Date(new Date(at).getTime() + hours * hour);
  // A: the home page form, Ben's, contacted after 2 hours, funded by X in 10 days.
  const a = await lead(db, "2026-03-02T09:00:00Z", {
    assignedUserId: ben.id,
    firstContactedAt: created("2026-03-02T09:00:00Z", 2),
  });
  const aFunded = await submission(db, a, x, {
    outcome: "funded",
    fundedAmountPence: 1_000_000,
    fundedOn: "2026-03-12",
    commissionKind: "percent",
    commissionBasisPoints: 200,
    commissionExpectedPence: 20_000,
  });
  await db.insert(commissionPayments).values([
    { submissionId: aFunded, amountPence: 5_000, receivedOn: "2026-03-20" },
    { submissionId: aFunded, amountPence: 7_500, receivedOn: "2026-04-02" },
  ]);
  // B: an application at the first instant of the period, Ben's, contacted after 4 hours; X
  // offers, Y funds in 20 days.
  const b = await lead(db, "2026-03-01T00:00:00Z", {
    kind: "application",
    source: "application",
    assignedUserId: ben.id,
    firstContactedAt: created("2026-03-01T00:00:00Z", 4),
  });
  await submission(db, b, x, { outcome: "offered", amountOfferedPence: 2_000_000 });
  const bFunded = await submission(db, b, y, {
    outcome: "funded",
    fundedAmountPence: 2_500_000,
    fundedOn: "2026-03-21",
    commissionKind: "fixed",
    commissionFixedPence: 50_000,
    commissionExpectedPence: 50_000,
  });
  await db
    .insert(commissionPayments)
    .values({ submissionId: bFunded, amountPence: 50_000, receivedOn: "2026-03-25" });
  // C: an introducer's (over its form), 23:30 on 31 March in London (BST), contacted after 6
  // hours, declined by Y.
  const c = await lead(db, "2026-03-31T22:30:00Z", {
    kind: "application",
    introducerId: introducer!.id,
    firstContactedAt: created("2026-03-31T22:30:00Z", 6),
  });
  await submission(db, c, y, { outcome: "declined", declineReason: "affordability" });
  // D: added by hand by Ben, nobody's, never contacted.
  await lead(db, "2026-03-15T12:00:00Z", { source: "manual:phone", createdByUserId: ben.id });
  // Outside: 23:59:59 on 28 February (GMT), funded in March; and 00:30 on 1 April (BST).
  const e = await lead(db, "2026-02-28T23:59:59Z");
  await submission(db, e, x, {
    outcome: "funded",
    fundedAmountPence: 500_000,
    fundedOn: "2026-03-05",
    commissionExpectedPence: 10_000,
  });
  await lead(db, "2026-03-31T23:30:00Z", { firstContactedAt: new Date("2026-04-01T00:00:00Z") });
  return { ben, ada, x, y };
}

describe("dashboard query", () => {
  it("defaults to the last 90 UK days by source, and drops what is not right with a reason", () => {
    const today = "2026-11-25";
    expect(dashboardQueryFrom(new URLSearchParams(), today)).toEqual({
      from: "2026-08-28",
      to: today,
      breakdown: "source",
      problems: [],
    });
    expect(
      dashboardQueryFrom(
        new URLSearchParams("from=2026-03-01&to=2026-03-31&breakdown=lender"),
        today,
      ),
    ).toMatchObject({ from: "2026-03-01", to: "2026-03-31", breakdown: "lender", problems: [] });
    const bad = dashboardQueryFrom(new URLSearchParams("from=2026-02-30&breakdown=x"), today);
    expect(bad).toMatchObject({ from: "2026-08-28", to: today, breakdown: "source" });
    expect(bad.problems).toHaveLength(2);
    expect(
      dashboardQueryFrom(new URLSearchParams("from=2026-04-01&to=2026-03-01"), today).problems,
    ).toHaveLength(1);
  });

  it("offers this month, last month, the last 90 days and this year", () => {
    expect(dashboardPresets("2026-01-15")).toEqual([
      { id: "this-month", label: "This month", from: "2026-01-01", to: "2026-01-15" },
      { id: "last-month", label: "Last month", from: "2025-12-01", to: "2025-12-31" },
      { id: "last-90-days", label: "Last 90 days", from: "2025-10-18", to: "2026-01-15" },
      { id: "this-year", label: "This year", from: "2026-01-01", to: "2026-01-15" },
    ]);
  });

  it("rounds conversions to whole basis points in whole numbers", () => {
    expect(conversionBasisPoints(2, 3)).toBe(6667);
    expect(conversionBasisPoints(1, 3)).toBe(3333);
    expect(conversionBasisPoints(1, 8)).toBe(1250);
    expect(conversionBasisPoints(0, 0)).toBeNull();
  });

  it("reads a period as its whole months and the days either side", () => {
    expect(periodParts("2026-03-01", "2026-03-31")).toEqual({
      months: { first: "2026-03-01", last: "2026-03-01" },
      days: [],
    });
    expect(periodParts("2026-01-01", "2026-11-26")).toEqual({
      months: { first: "2026-01-01", last: "2026-10-01" },
      days: [{ from: "2026-11-01", to: "2026-11-26" }],
    });
    expect(periodParts("2025-12-31", "2026-03-01")).toEqual({
      months: { first: "2026-01-01", last: "2026-02-01" },
      days: [
        { from: "2025-12-31", to: "2025-12-31" },
        { from: "2026-03-01", to: "2026-03-01" },
      ],
    });
    expect(periodParts("2026-03-02", "2026-04-30")).toEqual({
      months: { first: "2026-04-01", last: "2026-04-01" },
      days: [{ from: "2026-03-02", to: "2026-03-31" }],
    });
    expect(periodParts("2026-02-10", "2026-03-20")).toEqual({
      months: null,
      days: [{ from: "2026-02-10", to: "2026-03-20" }],
    });
  });

  it("takes the median of counted values as the middle one, or halfway between two", () => {
    expect(medianOfCounts([])).toBeNull();
    expect(medianOfCounts([[7, 1]])).toBe(7);
    expect(
      medianOfCounts([
        [1, 2],
        [5, 1],
        [9, 2],
      ]),
    ).toBe(5);
    expect(
      medianOfCounts([
        [2, 1],
        [4, 1],
      ]),
    ).toBe(3);
    expect(
      medianOfCounts([
        [3, 4],
        [10, 1],
      ]),
    ).toBe(3);
  });
});

describe.each(testDatabaseKinds)("Dashboard on %s", (kind) => {
  const database = useTestDatabase(kind);
  const period = { from: "2026-03-01", to: "2026-03-31" };

  it("counts the period's funnel, money in pence, conversions and medians", async () => {
    const { db } = database();
    await march(db);
    const result = await dashboard(db, { ...period, breakdown: "source" });
    expect(result.total).toEqual({
      leads: 4,
      contacted: 3,
      applications: 3,
      submitted: 3,
      offers: 2,
      funded: 2,
      fundedPence: 3_500_000,
      commissionExpectedPence: 70_000,
      commissionReceivedPence: 62_500,
      medianHoursToContact: 4,
      medianDaysToFunding: 15,
      conversions: {
        contacted: 7500,
        applications: 10000,
        submitted: 10000,
        offers: 6667,
        funded: 10000,
        overall: 5000,
      },
    });
    expect(result.months).toEqual([
      { month: "2026-03", fundedPence: 4_000_000, fundedDeals: 3, commissionReceivedPence: 55_000 },
    ]);
  });

  it("counts each step as a part of the one before, never over 100%, and referral partners apart", async () => {
    const { db } = database();
    const lender = await addLender(db, "Lender Z");
    // 26 online applications nobody has called yet: leads, not yet contacted or applications.
    for (let i = 0; i < 26; i++) {
      await lead(db, "2026-03-10T10:00:00Z", { kind: "application", source: "application" });
    }
    // One called: contacted, and an application.
    await lead(db, "2026-03-10T10:00:00Z", {
      kind: "application",
      source: "application",
      firstContactedAt: new Date("2026-03-10T12:00:00Z"),
    });
    // Never recorded as contacted, yet sent to a lender and funded: it passed every step.
    const funded = await lead(db, "2026-03-11T10:00:00Z", { source: "application" });
    await submission(db, funded, lender, {
      outcome: "funded",
      fundedAmountPence: 100_000,
      fundedOn: "2026-03-20",
    });
    // Referral partners signing up: one in March, one at 00:30 on 1 April in London.
    await lead(db, "2026-03-12T10:00:00Z", { kind: "referral", source: "referral" });
    await lead(db, "2026-03-31T23:30:00Z", { kind: "referral", source: "referral" });

    const result = await dashboard(db, { ...period, breakdown: "source" });
    const steps = { leads: 28, contacted: 2, applications: 2, submitted: 1, offers: 1, funded: 1 };
    expect(result.total).toMatchObject(steps);
    expect(result.referralSignUps).toBe(1);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      key: "application",
      ...steps,
      conversions: {
        contacted: 714,
        applications: 10000,
        submitted: 5000,
        offers: 10000,
        funded: 10000,
      },
    });
    for (const breakdown of ["source", "broker", "lender"] as const) {
      const { rows, total } = await dashboard(db, { ...period, breakdown });
      for (const row of [...rows, total]) {
        for (const share of Object.values(row.conversions)) {
          if (share !== null) expect(share, breakdown).toBeLessThanOrEqual(10_000);
        }
      }
    }
  });

  it("breaks down by source: introducer wins, then leads added by hand", async () => {
    const { db } = database();
    await march(db);
    const { rows } = await dashboard(db, { ...period, breakdown: "source" });
    expect(rows.map((row) => [row.key, row.label, row.leads, row.funded, row.fundedPence])).toEqual(
      [
        ["application", "Online application", 1, 1, 2_500_000],
        ["home-hero", "Home page quote form", 1, 1, 1_000_000],
        ["phone", "Added by a broker (phone, walk-in, email)", 1, 0, 0],
        ["introducer", "Introducer", 1, 0, 0],
      ],
    );
    expect(rows.find((row) => row.key === "home-hero")).toMatchObject({
      commissionExpectedPence: 20_000,
      commissionReceivedPence: 12_500,
      medianHoursToContact: 2,
      medianDaysToFunding: 10,
    });
    expect(rows.find((row) => row.key === "phone")).toMatchObject({
      contacted: 0,
      medianHoursToContact: null,
      medianDaysToFunding: null,
      conversions: { contacted: 0, applications: null },
    });
  });

  it("breaks down by broker, nobody's leads in a row of their own", async () => {
    const { db } = database();
    const { ben } = await march(db);
    const { rows, total } = await dashboard(db, { ...period, breakdown: "broker" });
    expect(rows.map((row) => [row.key, row.label, row.leads, row.contacted, row.funded])).toEqual([
      [ben.id, "Ben Broker", 2, 2, 2],
      [null, "Nobody (unassigned)", 2, 1, 0],
    ]);
    expect(rows[0]).toMatchObject({ fundedPence: 3_500_000, medianHoursToContact: 3 });
    expect(total.leads).toBe(4);
  });

  it("breaks down by lender, a lead in each lender's row it went to and once in the total", async () => {
    const { db } = database();
    const { x, y } = await march(db);
    const { rows, total } = await dashboard(db, { ...period, breakdown: "lender" });
    expect(
      rows.map((row) => [
        row.key,
        row.label,
        row.leads,
        row.submitted,
        row.offers,
        row.funded,
        row.fundedPence,
        row.commissionReceivedPence,
      ]),
    ).toEqual([
      [y, "Lender Y", 2, 2, 1, 1, 2_500_000, 50_000],
      [x, "Lender X", 2, 2, 2, 1, 1_000_000, 12_500],
      [null, "Not sent to a lender", 1, 0, 0, 0, 0, 0],
    ]);
    expect(total).toMatchObject({ leads: 4, submitted: 3, funded: 2, fundedPence: 3_500_000 });
  });

  it("answers an empty period with noughts and every month of it", async () => {
    const { db } = database();
    await march(db);
    const result = await dashboard(db, {
      from: "2025-11-15",
      to: "2026-01-10",
      breakdown: "source",
    });
    expect(result.rows).toEqual([]);
    expect(result.total).toMatchObject({ leads: 0, fundedPence: 0, medianHoursToContact: null });
    expect(result.months.map((month) => month.month)).toEqual(["2025-11", "2025-12", "2026-01"]);
  });

  it("is open to brokers and admins, and says what was wrong with the URL", async () => {
    const { db } = database();
    const { ben, ada } = await march(db);
    const context = adminContext(db);
    const page = async (email: string, query: string) =>
      await callRoute(dashboardRoute.loader, {
        request: get(`/admin/dashboard${query}`, await sessionCookieFor(db, email)),
        context,
        params: {},
      });
    const bens = await page(ben.email, "?from=2026-03-01&to=2026-03-31&breakdown=broker");
    expect(bens.dashboard.total.leads).toBe(4);
    expect(bens.dashboard.breakdown).toBe("broker");
    const adas = await page(ada.email, "?from=nonsense");
    expect(adas.problems).toHaveLength(1);
    expect(adas.dashboard.breakdown).toBe("source");

    const anonymous = await callRoute(dashboardRoute.loader, {
      request: get("/admin/dashboard"),
      context,
      params: {},
    }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
  });
});
