import { describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { leadTasks, lenderSubmissions } from "#app/server/db/schema.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import * as myDayRoute from "#app/routes/admin-my-day.tsx";
import { MY_DAY_LIMIT, myDay } from "#app/server/admin/my-day.server.ts";
import { ukDatePlusDays, ukEndOfDay } from "#app/lib/uk-time.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { namedCase } from "#tests/harness/leads.ts";
import { callRoute } from "#tests/harness/call-route.ts";

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe.each(testDatabaseKinds)("My day on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("lists the broker's tasks due today and overdue, overdue first, and counts beyond the limit", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const ann = await makeUser(db, "broker", "ann-day@example.co.uk", "Ann Archer");
    const now = new Date();
    const leadId = await namedCase(db, "Oak Joinery");
    const task = (body: string, dueAt: Date, more: Partial<typeof leadTasks.$inferInsert> = {}) =>
      db.insert(leadTasks).values({ leadId, ownerUserId: ben.id, body, dueAt, ...more });
    await task("Later today", new Date(ukEndOfDay(now).getTime() - 1000));
    await task("Yesterday's call-back", new Date(now.getTime() - day));
    await task("Tomorrow", new Date(ukEndOfDay(now).getTime() + hour));
    await task("Done already", new Date(now.getTime() - hour), {
      doneAt: now,
      doneByUserId: ben.id,
    });
    await task("Ann's", new Date(now.getTime() - hour), { ownerUserId: ann.id });

    const mine = await myDay(db, ben.id, now);
    expect(mine.tasks.count).toBe(2);
    expect(mine.tasks.items.map((item) => [item.body, item.name, item.leadId])).toEqual([
      ["Yesterday's call-back", "Oak Joinery", leadId],
      ["Later today", "Oak Joinery", leadId],
    ]);
    expect((await myDay(db, ann.id, now)).tasks.items.map((item) => item.body)).toEqual(["Ann's"]);

    await db.insert(leadTasks).values(
      Array.from({ length: MY_DAY_LIMIT }, (_, index) => ({
        leadId,
        ownerUserId: ben.id,
        body: `Chaser ${index}`,
        dueAt: new Date(now.getTime() - 2 * day),
      })),
    );
    const busy = await myDay(db, ben.id, now);
    expect(busy.tasks.count).toBe(MY_DAY_LIMIT + 2);
    expect(busy.tasks.items).toHaveLength(MY_DAY_LIMIT);
  });

  it("lists new leads nobody has contacted, the broker's and nobody's, oldest first", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const ann = await makeUser(db, "broker", "ann-new@example.co.uk", "Ann Archer");
    const now = new Date();
    const newer = await namedCase(db, "Newer", {
      assignedUserId: ben.id,
      createdAt: new Date(now.getTime() - hour),
    });
    const older = await namedCase(db, "Older", {
      assignedUserId: ben.id,
      createdAt: new Date(now.getTime() - 3 * day),
    });
    await namedCase(db, "Called already", { assignedUserId: ben.id, firstContactedAt: now });
    await namedCase(db, "Contacted", { assignedUserId: ben.id, status: "contacted" });
    await namedCase(db, "Ann's", { assignedUserId: ann.id });
    const nobodys = await namedCase(db, "Nobody's");

    const mine = await myDay(db, ben.id, now);
    expect(mine.uncontactedMine.items.map((item) => item.leadId)).toEqual([older, newer]);
    expect(mine.uncontactedMine.count).toBe(2);
    expect(mine.uncontactedUnassigned.items.map((item) => item.leadId)).toEqual([nobodys]);
    expect(mine.uncontactedUnassigned.count).toBe(1);
    // Past the cap a count stops (and the page says "1+"), so a big backlog costs no more.
    const capped = await myDay(db, ben.id, now, { countCap: 1 });
    expect(capped.uncontactedMine).toMatchObject({ count: 2, cap: 1 });
    expect(capped.uncontactedMine.items).toHaveLength(2);
  });

  it("lists the broker's leads awaiting documents longer than the days set, longest first", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const now = new Date();
    const awaiting = (name: string, days: number, assignedUserId: string | null = ben.id) =>
      namedCase(db, name, {
        assignedUserId,
        status: "awaiting_documents",
        statusChangedAt: new Date(now.getTime() - days * day),
      });
    const five = await awaiting("Five days", 5);
    const ten = await awaiting("Ten days", 10);
    const one = await awaiting("One day", 1);
    await awaiting("Nobody's", 9, null);

    const mine = await myDay(db, ben.id, now);
    expect(mine.awaitingDocumentsDays).toBe(3);
    expect(mine.awaitingDocuments.items.map((item) => item.leadId)).toEqual([ten, five]);
    expect(mine.awaitingDocuments.count).toBe(2);
    const all = await myDay(db, ben.id, now, { awaitingDocumentsDays: 0 });
    expect(all.awaitingDocuments.items.map((item) => item.leadId)).toEqual([ten, five, one]);
  });

  it("lists offers on the broker's open leads ending within 7 days or ended, soonest first", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const ann = await makeUser(db, "broker", "ann-offers@example.co.uk", "Ann Archer");
    const now = new Date();
    const open = await namedCase(db, "Open", { assignedUserId: ben.id, status: "offer_received" });
    const funded = await namedCase(db, "Funded", { assignedUserId: ben.id, status: "funded" });
    const anns = await namedCase(db, "Ann's", { assignedUserId: ann.id, status: "offer_received" });
    const offer = (
      leadId: string,
      lender: string,
      inDays: number,
      outcome: "offered" | "sent" = "offered",
    ) =>
      db.insert(lenderSubmissions).values({
        leadId,
        lenderId: lenderIds.get(lender)!,
        sentOn: "2026-11-01",
        outcome,
        amountOfferedPence: 4_000_000,
        offerExpiresOn: ukDatePlusDays(now, inDays),
      });
    const lenderIds = new Map<string, string>();
    for (const name of [
      "In three days",
      "Ended",
      "In a week",
      "In ten days",
      "Still pending",
      "Funded lead",
      "Ann's lead",
      "No date",
    ]) {
      lenderIds.set(name, await addLender(db, name));
    }
    await offer(open, "In three days", 3);
    await offer(open, "Ended", -2);
    await offer(open, "In a week", 7);
    await offer(open, "In ten days", 10);
    await offer(open, "Still pending", 1, "sent");
    await offer(funded, "Funded lead", 1);
    await offer(anns, "Ann's lead", 1);
    await db.insert(lenderSubmissions).values({
      leadId: open,
      lenderId: lenderIds.get("No date")!,
      sentOn: "2026-11-01",
      outcome: "offered",
    });

    const mine = await myDay(db, ben.id, now);
    expect(mine.expiringOffers.items.map((item) => item.lender)).toEqual([
      "Ended",
      "In three days",
      "In a week",
    ]);
    expect(mine.expiringOffers.count).toBe(3);
    expect(mine.expiringOffers.items[0]).toMatchObject({
      leadId: open,
      name: "Open",
      amountOfferedPence: 4_000_000,
      expiresOn: ukDatePlusDays(now, -2),
    });
  });

  it("shows an admin any broker's day, and a broker only their own", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const ada = await makeUser(db, "admin");
    await namedCase(db, "Ben's new lead", { assignedUserId: ben.id });
    const context = adminContext(db);
    const page = async (email: string, query: string) =>
      await callRoute(myDayRoute.loader, {
        request: get(`/admin/my-day${query}`, await sessionCookieFor(db, email)),
        context,
        params: {},
      });

    const own = await page(ada.email, "");
    expect(own).toMatchObject({ title: "My day", own: true, isAdmin: true });
    expect(own.uncontactedMine.count).toBe(0);
    expect(own.brokers.map((broker) => broker.id)).toContain(ben.id);

    const bens = await page(ada.email, `?user=${ben.id}`);
    expect(bens).toMatchObject({ title: "Ben Broker's day", own: false });
    expect(bens.uncontactedMine.items.map((item) => item.name)).toEqual(["Ben's new lead"]);

    // A broker asking for someone else's day gets their own, and no choice of whose.
    const asBroker = await page(ben.email, `?user=${ada.id}`);
    expect(asBroker).toMatchObject({ title: "My day", own: true, isAdmin: false, brokers: [] });
  });
});
