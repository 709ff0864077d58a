import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, leadEvents, lenders, lenderSubmissions } from "#app/server/db/schema.ts";
import * as lendersRoute from "#app/routes/admin-lenders.tsx";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { adminContext, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { brokerOnLeadPages, onLeadPage } from "#tests/harness/lead-page.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { callRoute } from "#tests/harness/call-route.ts";

/**
 * The deal desk's saves: deal facts against the version the broker saw, a typed lender that
 * nearly matches the panel, and an admin's merge of two lenders.
 */
describe.each(testDatabaseKinds)("the deal desk on %s", (kind) => {
  const database = useTestDatabase(kind);

  const facts = {
    intent: "deal",
    product: "bridging-loans",
    amount: "300,000",
    termMonths: "12",
    tradingSince: "03/2019",
    sector: "construction",
    companyType: "limited_company",
    turnover: "1,200,000",
    propertyValue: "480,000",
    exitRoute: "Sale of the property",
  };

  it("saves the deal facts, moves the version on and lists each change, old → new", async () => {
    const { act, lead, eventsOf } = await onLeadPage(database().db);
    const before = await lead();
    const saved = await act({ ...facts, version: String(before.version) });
    expect(saved).toMatchObject({
      httpStatus: 200,
      status: "success",
      message: "Deal facts saved.",
    });
    const after = await lead();
    expect(after).toMatchObject({
      version: before.version + 1,
      product: "bridging-loans",
      loanAmount: 300_000,
      termMonths: 12,
      tradingSince: "2019-03",
      sector: "construction",
      companyType: "limited_company",
      turnoverPence: 120_000_000,
      propertyValuePence: 48_000_000,
      exitRoute: "Sale of the property",
    });
    const [event] = await eventsOf("deal");
    expect(event!.version).toBe(after.version);
    const detail = event!.detail as { fields: string[]; changes: { field: string; to: unknown }[] };
    expect(detail.fields).toContain("Product");
    expect(detail.changes).toContainEqual({
      field: "loanAmount",
      label: "Amount",
      from: before.loanAmount,
      to: 300_000,
    });
    // The same facts again change nothing: no new version, no new entry.
    await act({ ...facts, version: String(after.version) });
    expect((await lead()).version).toBe(after.version);
    expect(await eventsOf("deal")).toHaveLength(1);
    // Another product drops the property's value and exit: they belong to property loans.
    await act({ ...facts, product: "asset-funding", version: String(after.version) });
    expect(await lead()).toMatchObject({ propertyValuePence: null, exitRoute: null });
  });

  it("refuses a save from version 2 once the case is at 3, keeping the broker's entry", async () => {
    const { db } = database();
    const { act, lead, leadId } = await onLeadPage(db);
    const { post: colleague } = await brokerOnLeadPages(db);
    const start = (await lead()).version;
    await act({ intent: "status", status: "contacted", version: String(start) });
    const seen = (await lead()).version;
    expect(seen).toBe(start + 1);
    // A colleague moves the case on while the broker's page shows the version before.
    await colleague(leadId, { ...facts, amount: "90,000", version: String(seen) });
    expect((await lead()).version).toBe(seen + 1);
    const refused = await act({ ...facts, version: String(seen) });
    expect(refused).toMatchObject({ httpStatus: 409, status: "error" });
    expect(refused.message).toMatch(/^Not saved: this lead changed after you opened it\./);
    expect(refused.message).toContain("edited its deal facts");
    expect(refused.result?.initialValue).toMatchObject({
      amount: "300,000",
      turnover: "1,200,000",
    });
    expect((await lead()).loanAmount).toBe(90_000);
  });

  it("says what is wrong with each answer and keeps everything typed", async () => {
    const { act, lead } = await onLeadPage(database().db);
    const before = await lead();
    const bad = await act({
      ...facts,
      amount: "500",
      termMonths: "400",
      tradingSince: "01/2099",
      turnover: "lots",
      version: String(before.version),
    });
    expect(bad.httpStatus).toBe(400);
    expect(bad.errors).toMatchObject({
      amount: "Enter an amount from £1,000 to £50,000,000 in whole pounds, like 150,000.",
      termMonths: "Enter the term in whole months, from 1 to 360.",
      turnover: "Enter the annual turnover in pounds, like 250,000.",
    });
    expect(bad.result?.initialValue).toMatchObject({
      amount: "500",
      exitRoute: "Sale of the property",
    });
    expect((await lead()).version).toBe(before.version);
    const future = await act({
      ...facts,
      tradingSince: "01/2099",
      version: String(before.version),
    });
    expect(future.errors.tradingSince).toMatch(/cannot be in the future/);
  });

  it("offers the panel lender for a name typed that nearly matches it, then saves the choice", async () => {
    const { db } = database();
    const { act, leadId } = await onLeadPage(db);
    await addLender(db, "Funding Circle");
    const typed = {
      intent: "submission",
      newLender: "Funding Circle Ltd",
      sentOn: "2026-11-20",
      outcome: "sent",
    };
    const offered = await act(typed);
    expect(offered.httpStatus).toBe(400);
    expect(offered.errors.newLender).toMatch(/^Did you mean Funding Circle\?/);
    expect(offered.result?.initialValue).toMatchObject({ newLender: "Funding Circle Ltd" });
    expect(
      await db.select().from(lenderSubmissions).where(eq(lenderSubmissions.leadId, leadId)),
    ).toEqual([]);

    expect(await act({ ...typed, useLender: "Funding Circle" })).toMatchObject({
      status: "success",
    });
    expect(await act({ ...typed, createAnyway: "on" })).toMatchObject({ status: "success" });
    const names = (await db.select({ name: lenders.name }).from(lenders)).map((row) => row.name);
    expect(names.sort()).toEqual(["Funding Circle", "Funding Circle Ltd"]);
  });

  it("merges one lender into another for an admin only, moving its submissions", async () => {
    const { db } = database();
    const { act } = await onLeadPage(db);
    const keep = await addLender(db, "Funding Circle");
    const gone = await addLender(db, "Fundng Circle", { confirmed: false });
    for (const sentOn of ["2026-11-20", "2026-11-21"]) {
      await act({ intent: "submission", lender: "Fundng Circle", sentOn, outcome: "sent" });
    }

    const mergeAs = async (role: "admin" | "broker") => {
      const user = await makeUser(db, role, `${role}-merge@example.co.uk`);
      const cookie = await sessionCookieFor(db, user.email);
      return callRoute(lendersRoute.action, {
        request: post(
          "/admin/lenders",
          { intent: "merge", fromId: gone, intoId: keep },
          { cookie },
        ),
        context: adminContext(db),
        params: {},
      }).then(
        (answer) => ({ status: 200, answer, user }),
        (thrown: { status?: number; init?: ResponseInit }) => ({
          status: thrown.status ?? thrown.init?.status,
          answer: undefined,
          user,
        }),
      );
    };
    const broker = await mergeAs("broker");
    expect(broker.status).toBe(403);
    expect(await db.select().from(lenders).where(eq(lenders.id, gone))).toHaveLength(1);

    const admin = await mergeAs("admin");
    expect(admin.answer).toMatchObject({
      data: {
        status: "success",
        message: "Merged Fundng Circle into Funding Circle: 2 submissions moved.",
      },
    });
    expect(await db.select().from(lenders).where(eq(lenders.id, gone))).toEqual([]);
    const moved = await db.select().from(lenderSubmissions);
    expect(moved.map((row) => row.lenderId)).toEqual([keep, keep]);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lender.merge"), eq(auditLog.targetId, keep)));
    expect(row).toMatchObject({
      actorUserId: admin.user.id,
      detail: {
        merged: { id: gone, name: "Fundng Circle" },
        into: { id: keep, name: "Funding Circle" },
      },
    });
    // The timeline still says who the submissions went to when they were sent.
    expect(
      await db.select().from(leadEvents).where(eq(leadEvents.type, "submission")),
    ).toHaveLength(2);
  });
});
