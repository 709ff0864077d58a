import { describe, expect, it } from "vitest";
import { eq, ne, sql } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { leads } from "#app/server/db/schema.ts";
import { adminContext, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { pipelineBoard } from "#app/server/admin/pipeline.server.ts";
import * as pipelineRoute from "#app/routes/admin-pipeline.tsx";
import { callRoute } from "#tests/harness/call-route.ts";
import { post } from "#tests/harness/admin.ts";
import { LEAD_STATUSES, type LeadStatus } from "#app/schemas/value-lists.ts";
import { namedCase } from "#tests/harness/leads.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";

const day = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("the pipeline board on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("counts and adds up each stage's cases, for one broker or all, leaving out referral partners", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const ann = await makeUser(db, "broker", "ann-board@example.co.uk", "Ann Archer");
    await namedCase(db, "Oak Joinery", {
      status: "contacted",
      loanAmount: 40_000,
      assignedUserId: ben.id,
    });
    await namedCase(db, "Elm Bakery", {
      status: "contacted",
      loanAmount: 25_000,
      assignedUserId: ann.id,
    });
    await namedCase(db, "Ash Motors", {
      status: "contacted",
      loanAmount: null,
      assignedUserId: ben.id,
    });
    await namedCase(db, "Yew Dental", {
      status: "funded",
      loanAmount: 90_000,
      assignedUserId: ben.id,
    });
    await namedCase(db, "Nobody's", { status: "new", loanAmount: 10_000 });
    await namedCase(db, "A partner", { status: "new", loanAmount: 5_000, kind: "referral" });

    const all = await pipelineBoard(db, { assigned: "all" });
    const stage = (board: typeof all, status: LeadStatus) =>
      board.find((column) => column.status === status)!;
    expect(all.map((column) => column.status)).toEqual([...LEAD_STATUSES]);
    expect(stage(all, "contacted")).toMatchObject({ count: 3, amount: 65_000 });
    expect(stage(all, "new")).toMatchObject({ count: 1, amount: 10_000 });
    expect(stage(all, "funded")).toMatchObject({ count: 1, amount: 90_000 });
    expect(stage(all, "declined")).toMatchObject({ count: 0, amount: 0, cards: [] });

    const bens = await pipelineBoard(db, { assigned: ben.id });
    expect(stage(bens, "contacted")).toMatchObject({ count: 2, amount: 40_000 });
    expect(
      stage(bens, "contacted")
        .cards.map((card) => card.companyName)
        .sort(),
    ).toEqual(["Ash Motors", "Oak Joinery"]);
    expect(stage(bens, "new")).toMatchObject({ count: 0 });

    const nobody = await pipelineBoard(db, { assigned: "none" });
    expect(stage(nobody, "new").cards.map((card) => card.companyName)).toEqual(["Nobody's"]);
    expect(stage(nobody, "contacted").count).toBe(0);
  });

  it("shows each column's newest cards up to the limit, with the broker and days in the stage", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const now = new Date("2026-12-02T10:00:00Z");
    for (const name of ["First", "Second", "Third"]) {
      await namedCase(db, name, {
        status: "awaiting_documents",
        assignedUserId: ben.id,
        statusChangedAt: new Date(now.getTime() - 3.5 * day),
      });
    }
    const board = await pipelineBoard(db, { assigned: "all" }, { now, limit: 2 });
    const waiting = board.find((column) => column.status === "awaiting_documents")!;
    expect(waiting.count).toBe(3);
    expect(waiting.cards).toHaveLength(2);
    expect(waiting.cards.map((card) => card.companyName)).toEqual(["Third", "Second"]);
    expect(waiting.cards[0]).toMatchObject({
      assignedName: "Ben Broker",
      daysInStage: 3,
      reference: expect.stringMatching(/^DBF-/),
    });
  });

  it("keeps each stage's count and amount as cases move, change hands or amount, or go, as counting them again would", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const ann = await makeUser(db, "broker", "ann-kept@example.co.uk", "Ann Archer");
    const oak = await namedCase(db, "Oak Joinery", { loanAmount: 40_000, assignedUserId: ben.id });
    const elm = await namedCase(db, "Elm Bakery", { loanAmount: 25_000 });
    const ash = await namedCase(db, "Ash Motors", { status: "contacted", loanAmount: 10_000 });
    const counted = async () => {
      const rows = await db.select().from(leads).where(ne(leads.kind, "referral"));
      const scopes = { all: () => true, none: (id: string | null) => id === null };
      return Object.fromEntries(
        [...Object.entries(scopes), [ben.id, (id: string | null) => id === ben.id] as const].map(
          ([name, whose]) => [
            name,
            LEAD_STATUSES.map((status) => {
              const mine = rows.filter((row) => row.status === status && whose(row.assignedUserId));
              return {
                status,
                count: mine.length,
                amount: mine.reduce((sum, row) => sum + (row.loanAmount ?? 0), 0),
              };
            }),
          ],
        ),
      );
    };
    const shown = async () => {
      const read = async (assigned: string) =>
        (await pipelineBoard(db, { assigned })).map(({ status, count, amount }) => ({
          status,
          count,
          amount,
        }));
      return { all: await read("all"), none: await read("none"), [ben.id]: await read(ben.id) };
    };

    expect(await shown()).toEqual(await counted());
    await db
      .update(leads)
      .set({ status: "contacted", loanAmount: 45_000 })
      .where(eq(leads.id, oak));
    await db.update(leads).set({ assignedUserId: ann.id }).where(eq(leads.id, elm));
    await db
      .update(leads)
      .set({ assignedUserId: ben.id, loanAmount: null })
      .where(eq(leads.id, ash));
    // A save that changes none of the board's columns leaves it as it was.
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, oak));
    await namedCase(db, "A partner", {
      loanAmount: 5_000,
      kind: "referral",
      assignedUserId: ben.id,
    });
    expect(await shown()).toEqual(await counted());
    await db.delete(leads).where(eq(leads.id, elm));
    expect(await shown()).toEqual(await counted());

    // Made again from the cases, the totals are the same.
    await db.execute(sql`select pipeline_rebuild()`);
    expect(await shown()).toEqual(await counted());
  });

  it("moves a card by the case page's versioned save, refusing a move made from an older board", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, ben.email);
    const leadId = await namedCase(db, "Oak Joinery", { assignedUserId: ben.id });
    const move = async (fields: Record<string, string>) => {
      const result = (await callRoute(pipelineRoute.action, {
        request: post("/admin/pipeline", { intent: "status", lead: leadId, ...fields }, { cookie }),
        context: adminContext(db),
        params: {},
      })) as { data: AdminFormResult; init: ResponseInit | null };
      return { httpStatus: result.init?.status ?? 200, ...result.data };
    };
    expect(await move({ version: "1", status: "contacted" })).toMatchObject({
      httpStatus: 200,
      status: "success",
      id: leadId,
    });
    const [moved] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(moved).toMatchObject({ status: "contacted", version: 2 });

    // The board still showed version 1: refused, with the case page's message, and unchanged.
    const stale = await move({ version: "1", status: "awaiting_documents" });
    expect(stale).toMatchObject({ httpStatus: 409, status: "error", id: leadId });
    expect(stale.message).toMatch(/changed/i);
    // Declining asks for the reason, as on the case page.
    const declined = await move({ version: "2", status: "declined" });
    expect(declined).toMatchObject({ httpStatus: 400, status: "error", id: leadId });
    expect(declined.result?.error?.reason?.[0]).toBe("Give the reason when a lead is declined.");
    const [after] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(after).toMatchObject({ status: "contacted", version: 2 });
  });
});
