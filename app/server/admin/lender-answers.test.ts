import { describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, lenderSubmissions } from "#app/server/db/schema.ts";
import * as lendersRoute from "#app/routes/admin-lenders.tsx";
import { lenderAnswers } from "#app/server/admin/lender-answers.server.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";

/**
 * The lenders page's answers per lender: what was sent in a period of days sent, the offers
 * made and accepted, funded deals, declines by reason, and the acceptance rate.
 */
describe.each(testDatabaseKinds)("lenders' answers on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function sent(
    db: Database,
    lenderId: string,
    sentOn: string,
    set: Partial<typeof lenderSubmissions.$inferInsert> = {},
  ) {
    const [lead] = await db
      .insert(leads)
      .values({ reference: `DBF-L${crypto.randomUUID().slice(0, 5)}`, kind: "application" })
      .returning({ id: leads.id });
    await db.insert(lenderSubmissions).values({ leadId: lead!.id, lenderId, sentOn, ...set });
  }

  const funded = (fundedAmountPence: number, fundedOn: string) =>
    ({ outcome: "funded", fundedAmountPence, fundedOn }) as const;

  async function march(db: Database) {
    const north = await addLender(db, "North Capital");
    const south = await addLender(db, "South Funding");
    await addLender(db, "Idle Lender");
    await sent(db, north, "2026-03-01");
    await sent(db, north, "2026-03-02", { outcome: "offered" });
    await sent(db, north, "2026-03-03", { outcome: "accepted" });
    await sent(db, north, "2026-03-04", funded(1_000_000, "2026-03-20"));
    await sent(db, north, "2026-03-05", { outcome: "declined", declineReason: "affordability" });
    await sent(db, north, "2026-03-06", { outcome: "declined", declineReason: "credit_history" });
    await sent(db, north, "2026-03-31", { outcome: "declined", declineReason: "affordability" });
    await sent(db, south, "2026-03-10", { outcome: "offered" });
    await sent(db, south, "2026-03-11", { outcome: "withdrawn" });
    // Sent outside the period: not counted, whatever came of it.
    await sent(db, north, "2026-02-28", funded(500_000, "2026-03-05"));
    await sent(db, south, "2026-04-01", { outcome: "declined", declineReason: "sector" });
    return { north, south };
  }

  it("counts each lender's submissions, offers, acceptances and declines by reason over the days sent", async () => {
    const { db } = database();
    const { north, south } = await march(db);
    expect(await lenderAnswers(db, { from: "2026-03-01", to: "2026-03-31" })).toEqual([
      {
        lenderId: north,
        name: "North Capital",
        submissions: 7,
        offers: 3,
        accepted: 2,
        funded: 1,
        declined: 3,
        declinesByReason: [
          { reason: "affordability", count: 2 },
          { reason: "credit_history", count: 1 },
        ],
        acceptanceBasisPoints: 6667,
      },
      {
        lenderId: south,
        name: "South Funding",
        submissions: 2,
        offers: 1,
        accepted: 0,
        funded: 0,
        declined: 0,
        declinesByReason: [],
        acceptanceBasisPoints: 0,
      },
    ]);
    // A period with nothing sent: no lender, rather than rows of noughts.
    expect(await lenderAnswers(db, { from: "2025-01-01", to: "2025-01-31" })).toEqual([]);
  });

  it("shows admins the answers for the period in the lenders page's address", async () => {
    const { db } = database();
    const { south } = await march(db);
    const admin = await makeUser(db, "admin");
    const page = await callRoute(lendersRoute.loader, {
      request: get(
        "/admin/lenders?from=2026-04-01&to=2026-04-30",
        await sessionCookieFor(db, admin.email),
      ),
      context: adminContext(db),
      params: {},
    });
    expect(page.period).toEqual({ from: "2026-04-01", to: "2026-04-30", problems: [] });
    expect(page.answers).toMatchObject([
      {
        lenderId: south,
        submissions: 1,
        declined: 1,
        declinesByReason: [{ reason: "sector", count: 1 }],
        acceptanceBasisPoints: null,
      },
    ]);
  });
});
