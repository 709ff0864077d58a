import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, lenders } from "#app/server/db/schema.ts";
import * as lendersRoute from "#app/routes/admin-lenders.tsx";
import { panelLenderNames } from "#app/server/admin/submissions.server.ts";
import { lenderMessages } from "#app/schemas/admin-lenders.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { addLender } from "#tests/harness/lenders.ts";

type Handler = (args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string>;
}) => unknown;

/** Runs a loader or action; a thrown Response or data() is the answer, as the router treats it. */
async function answerOf(handler: unknown, args: Parameters<Handler>[0]) {
  try {
    const result = await (handler as Handler)(args);
    if (result instanceof Response) return { status: result.status, body: undefined };
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    const body = (result as { data?: unknown }).data ?? result;
    return { status: init?.status ?? 200, body: body as AdminFormResult };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: undefined };
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init) return { status: init.status ?? 500, body: undefined };
    throw thrown;
  }
}

/** A complete "add a lender" form, as an admin would fill it in. */
function lenderFields(overrides: Record<string, string | string[]> = {}) {
  return {
    intent: "create",
    name: "Northgate Capital",
    products: ["short-term-business-loans", "asset-funding"],
    minAmount: "25,000",
    maxAmount: "250,000",
    minTradingMonths: "6",
    decisionTime: "24 hours",
    commissionKind: "percent",
    commissionPercent: "2",
    commissionFee: "",
    commissionDueDays: "30",
    contactName: "Priya Shah",
    contactEmail: "priya@northgate.example",
    contactPhone: "020 7946 0000",
    active: "on",
    ...overrides,
  };
}

describe.each(testDatabaseKinds)("the lender panel page on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const { db } = database();
    const admin = await makeUser(db, "admin");
    const broker = await makeUser(db, "broker");
    const context = adminContext(db);
    const adminCookie = await sessionCookieFor(db, admin.email);
    const brokerCookie = await sessionCookieFor(db, broker.email);
    const send = (fields: Record<string, string | string[]>, cookie = adminCookie) =>
      answerOf(lendersRoute.action, {
        request: post("/admin/lenders", fields, { cookie }),
        context,
        params: {},
      });
    return { db, admin, context, adminCookie, brokerCookie, send };
  }

  async function auditRows(db: ReturnType<typeof database>["db"], lenderId: string) {
    return db
      .select({ action: auditLog.action, detail: auditLog.detail, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lender"), eq(auditLog.targetId, lenderId)))
      .orderBy(auditLog.at);
  }

  it("adds a lender in pence and basis points, lists it, and audits the values", async () => {
    const { db, admin, context, adminCookie, send } = await setUp();
    const added = await send(lenderFields());
    expect(added).toMatchObject({
      status: 200,
      body: {
        intent: "create",
        status: "success",
        message: "Added Northgate Capital to the panel.",
      },
    });
    const [row] = await db.select().from(lenders).where(eq(lenders.name, "Northgate Capital"));
    expect(row).toMatchObject({
      products: ["short-term-business-loans", "asset-funding"],
      minAmountPence: 2_500_000,
      maxAmountPence: 25_000_000,
      minTradingMonths: 6,
      decisionTime: "24 hours",
      commissionKind: "percent",
      commissionBasisPoints: 200,
      commissionFixedPence: null,
      commissionDueDays: 30,
      contactName: "Priya Shah",
      contactEmail: "priya@northgate.example",
      contactPhone: "020 7946 0000",
      active: true,
      confirmed: true,
      createdByUserId: admin.id,
    });

    const page = await answerOf(lendersRoute.loader, {
      request: get("/admin/lenders", adminCookie),
      context,
      params: {},
    });
    expect((page.body as unknown as { lenders: { name: string }[] }).lenders).toEqual([
      expect.objectContaining({ name: "Northgate Capital", commissionBasisPoints: 200 }),
    ]);

    const audits = await auditRows(db, row!.id);
    expect(audits).toEqual([
      {
        action: "lender.create",
        actor: admin.id,
        detail: {
          before: null,
          after: expect.objectContaining({
            name: "Northgate Capital",
            minAmountPence: 2_500_000,
            maxAmountPence: 25_000_000,
            commissionKind: "percent",
            commissionBasisPoints: 200,
            commissionFixedPence: null,
            commissionDueDays: 30,
          }),
          contactFields: expect.any(Array),
        },
      },
    ]);
  });

  it("edits a lender to a fixed fee, keeping the old terms in the audit row", async () => {
    const { db, admin, send } = await setUp();
    const id = await addLender(db, "Harbour Finance", {
      commissionBasisPoints: 150,
      minAmountPence: 500_000,
    });
    const saved = await send(
      lenderFields({
        intent: "update",
        lenderId: id,
        name: "Harbour Finance",
        commissionKind: "fixed",
        commissionPercent: "1.5",
        commissionFee: "500",
        commissionDueDays: "45",
        active: [],
      }),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { intent: "update", id, status: "success", message: "Saved Harbour Finance." },
    });
    const [row] = await db.select().from(lenders).where(eq(lenders.id, id));
    expect(row).toMatchObject({
      commissionKind: "fixed",
      commissionFixedPence: 50_000,
      // The share no longer applies, so it is not kept beside the fee.
      commissionBasisPoints: null,
      commissionDueDays: 45,
      active: false,
    });
    // Inactive: no longer offered on new submissions.
    expect(await panelLenderNames(db)).not.toContain("Harbour Finance");

    const [audit] = await auditRows(db, id);
    expect(audit).toMatchObject({
      action: "lender.update",
      actor: admin.id,
      detail: {
        before: {
          commissionKind: "percent",
          commissionBasisPoints: 150,
          commissionFixedPence: null,
          minAmountPence: 500_000,
          commissionDueDays: 30,
          active: true,
        },
        after: {
          commissionKind: "fixed",
          commissionBasisPoints: null,
          commissionFixedPence: 50_000,
          minAmountPence: 2_500_000,
          commissionDueDays: 45,
          active: false,
        },
      },
    });
  });

  it("confirms a lender a broker typed on a submission when an admin saves it", async () => {
    const { db, context, adminCookie, send } = await setUp();
    const confirmedId = await addLender(db, "Alpha Lending");
    const typedId = await addLender(db, "Zeta Funding", { confirmed: false });

    // Awaiting an admin's check comes first, whatever its name.
    const page = await answerOf(lendersRoute.loader, {
      request: get("/admin/lenders", adminCookie),
      context,
      params: {},
    });
    const listed = (page.body as unknown as { lenders: { id: string; confirmed: boolean }[] })
      .lenders;
    expect(listed.map((lender) => [lender.id, lender.confirmed])).toEqual([
      [typedId, false],
      [confirmedId, true],
    ]);

    const saved = await send(
      lenderFields({ intent: "update", lenderId: typedId, name: "Zeta Funding" }),
    );
    expect(saved.body).toMatchObject({
      status: "success",
      message: "Confirmed and saved Zeta Funding.",
    });
    const [row] = await db.select().from(lenders).where(eq(lenders.id, typedId));
    expect(row!.confirmed).toBe(true);
    const [audit] = await auditRows(db, typedId);
    expect(audit!.detail).toMatchObject({
      before: { confirmed: false },
      after: { confirmed: true },
    });
  });

  it("refuses a form with missing or contradictory answers, saying why, and changes nothing", async () => {
    const { db, send } = await setUp();
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ name: "" }, "name", lenderMessages.name],
      [{ commissionPercent: "" }, "commissionPercent", lenderMessages.percent],
      [{ commissionKind: "fixed", commissionFee: "" }, "commissionFee", lenderMessages.fee],
      [{ commissionPercent: "1.555" }, "commissionPercent", lenderMessages.percentInvalid],
      [{ commissionPercent: "101" }, "commissionPercent", lenderMessages.percentInvalid],
      [{ minAmount: "300,000" }, "maxAmount", lenderMessages.amountsInOrder],
      [{ minAmount: "lots" }, "minAmount", lenderMessages.amount],
      [{ commissionDueDays: "0" }, "commissionDueDays", lenderMessages.dueDays],
      [{ commissionDueDays: "366" }, "commissionDueDays", lenderMessages.dueDays],
      [{ commissionDueDays: "" }, "commissionDueDays", lenderMessages.dueDays],
      [{ commissionKind: "" }, "commissionKind", lenderMessages.kind],
      [{ contactEmail: "not an email" }, "contactEmail", lenderMessages.email],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await send(lenderFields(overrides));
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body?.result?.error?.[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await db.select().from(lenders)).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetType, "lender"))).toEqual([]);
  });

  it("refuses a name already on the panel in another case, adding and editing", async () => {
    const { db, send } = await setUp();
    await addLender(db, "Northgate Capital");
    const otherId = await addLender(db, "Harbour Finance");

    const added = await send(lenderFields({ name: "NORTHGATE capital" }));
    expect(added.status).toBe(400);
    expect(added.body?.result?.error?.name).toEqual([
      'There is already a lender called "NORTHGATE capital" on the panel (names are compared in any case).',
    ]);

    const renamed = await send(
      lenderFields({ intent: "update", lenderId: otherId, name: "northgate Capital" }),
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ intent: "update", id: otherId, status: "error" });
    expect(renamed.body?.result?.error?.name?.[0]).toContain("There is already a lender called");

    // Its own name in another case is no clash.
    const recased = await send(
      lenderFields({ intent: "update", lenderId: otherId, name: "HARBOUR Finance" }),
    );
    expect(recased.body).toMatchObject({ status: "success" });
    expect((await db.select().from(lenders)).map((row) => row.name).sort()).toEqual([
      "HARBOUR Finance",
      "Northgate Capital",
    ]);
  });

  it("answers an unknown or malformed lender with a 404", async () => {
    const { send } = await setUp();
    for (const lenderId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await send(lenderFields({ intent: "update", lenderId }));
      expect(answer.status).toBe(404);
    }
  });

  it("refuses a broker, reading and saving, as the users page does", async () => {
    const { db, context, brokerCookie, send } = await setUp();
    const page = await answerOf(lendersRoute.loader, {
      request: get("/admin/lenders", brokerCookie),
      context,
      params: {},
    });
    expect(page.status).toBe(403);
    const added = await send(lenderFields(), brokerCookie);
    expect(added.status).toBe(403);
    expect(await db.select().from(lenders)).toEqual([]);
  });
});
