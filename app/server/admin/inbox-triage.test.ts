import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, leadEvents, leads } from "#app/server/db/schema.ts";
import { createEnquiry } from "#app/server/leads.server.ts";
import { sampleEnquiry } from "#tests/harness/fixtures.ts";
import {
  countByStatus,
  decodeCursor,
  listInbox,
  readInboxFilters,
  type InboxFilters,
} from "#app/server/admin/inbox.server.ts";
import { inboxParams } from "#app/schemas/admin-inbox.ts";
import { inboxReturnPath } from "#app/server/admin/inbox-return.server.ts";
import { changeStatus } from "#app/server/admin/lead/lead.server.ts";
import {
  builtInViews,
  listSavedViews,
  removeView,
  saveView,
} from "#app/server/admin/saved-views.server.ts";
import { countText } from "#app/components/admin/inbox-filter-form.tsx";
import * as inboxRoute from "#app/routes/admin-inbox.tsx";
import { adminContext, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { callRoute } from "#tests/harness/call-route.ts";

const me = "00000000-0000-4000-8000-00000000000a";

describe("the inbox's query", () => {
  it("reads several statuses, a sort and “me”, and writes them back in one order", () => {
    const { filters, problems } = readInboxFilters(
      new URLSearchParams("status=contacted&status=new&status=new&sort=amount&assigned=me"),
      me,
    );
    expect(problems).toEqual([]);
    expect(filters).toMatchObject({ status: ["contacted", "new"], sort: "amount", assigned: me });
    expect(inboxParams(filters).toString()).toBe(
      `status=new&status=contacted&assigned=${me}&sort=amount`,
    );
    // The default order is left out of URLs.
    expect(inboxParams({ sort: "received", kind: "enquiry" }).toString()).toBe("kind=enquiry");
  });

  it("drops a bad status or sort and says so", () => {
    const { filters, problems } = readInboxFilters(
      new URLSearchParams("status=new&status=bogus&sort=sideways&kind=contact"),
    );
    expect(filters.kind).toBe("contact");
    expect(filters.status).toBeUndefined();
    expect(filters.sort).toBeUndefined();
    expect(problems).toEqual([
      "A status is not one of the list.",
      "The order is not one of the list, so the newest are shown first.",
    ]);
  });

  it("leads back only to the inbox, with the filters, sort and page it came from", () => {
    const after = Buffer.from(`amount|25000|00000000-0000-4000-8000-000000000001`, "utf8").toString(
      "base64url",
    );
    expect(inboxReturnPath(`status=new&status=contacted&sort=amount&after=${after}`)).toBe(
      `/admin?status=new&status=contacted&sort=amount&after=${after}`,
    );
    expect(inboxReturnPath(null)).toBe("/admin");
    expect(inboxReturnPath("https://evil.example/")).toBe("/admin");
    expect(inboxReturnPath("//evil.example&kind=contact")).toBe("/admin?kind=contact");
    expect(inboxReturnPath("next=https://evil.example&q=acme")).toBe("/admin?q=acme");
    // A cursor made for another order is not kept.
    expect(inboxReturnPath(`sort=activity&after=${after}`)).toBe("/admin?sort=activity");
    expect(decodeCursor(after, "received")).toBeUndefined();
    expect(decodeCursor(after, "amount")).toMatchObject({ key: "25000" });
  });

  it("shows a capped count as “1,000+”", () => {
    expect(countText(12, 1000)).toBe("12");
    expect(countText(1000, 1000)).toBe("1,000");
    expect(countText(1001, 1000)).toBe("1,000+");
  });
});

describe.each(testDatabaseKinds)("triage in the inbox on %s", (kind) => {
  const database = useTestDatabase(kind);

  /** One of the inbox's forms, sent by the browser holding `cookie`. */
  function postToInbox(db: Database, cookie: string, fields: Record<string, string | string[]>) {
    return callRoute(inboxRoute.action, {
      request: post("/admin", fields, { cookie }),
      context: adminContext(db),
      params: {},
    });
  }

  async function enquiry(db: Database, n: number, loanAmount: number | undefined, at: string) {
    const created = await createEnquiry(
      db,
      sampleEnquiry({ email: `lead${n}@example.co.uk`, loanAmount: 10_000 }),
      { receivedAt: new Date(at) },
    );
    await db
      .update(leads)
      .set({ loanAmount: loanAmount ?? null, fullName: `Lead ${n}` })
      .where(eq(leads.id, created.leadId));
    return created.leadId;
  }

  /** Every id, page by page (pages of `limit`), in the order the inbox gives them. */
  async function everyPage(db: Database, filters: InboxFilters, limit: number) {
    const seen: string[] = [];
    let after;
    for (let pages = 0; pages < 20; pages++) {
      const page = await listInbox(db, filters, { after, limit });
      seen.push(...page.rows.map((row) => row.id));
      after = decodeCursor(page.next, filters.sort);
      if (!after) break;
    }
    return seen;
  }

  it("sorts by amount, largest first with no amount last, and pages through ties", async () => {
    const { db } = database();
    const amounts = [50_000, undefined, 50_000, 75_000, undefined, 50_000, 10_000, undefined];
    const ids: string[] = [];
    for (const [n, amount] of amounts.entries()) {
      ids.push(await enquiry(db, n, amount, `2026-11-${10 + n}T09:00:00Z`));
    }
    const byIdDesc = (list: number[]) => list.map((n) => ids[n]!).sort((a, b) => (a < b ? 1 : -1));
    const expected = [ids[3]!, ...byIdDesc([0, 2, 5]), ids[6]!, ...byIdDesc([1, 4, 7])];
    for (const limit of [1, 2, 3, 5, 50]) {
      expect(await everyPage(db, { sort: "amount" }, limit), `pages of ${limit}`).toEqual(expected);
    }
  });

  it("sorts by last activity, newest first, paging through leads touched at the same instant", async () => {
    const { db } = database();
    const ids: string[] = [];
    for (let n = 0; n < 7; n++) ids.push(await enquiry(db, n, 20_000, "2026-11-01T09:00:00Z"));
    await db.update(leads).set({ updatedAt: new Date("2026-11-20T09:00:00Z") });
    // Two of them were worked later, the newest last.
    await db
      .update(leads)
      .set({ updatedAt: new Date("2026-11-22T09:00:00Z") })
      .where(eq(leads.id, ids[2]!));
    await db
      .update(leads)
      .set({ updatedAt: new Date("2026-11-23T09:00:00Z") })
      .where(eq(leads.id, ids[5]!));
    const rest = [0, 1, 3, 4, 6].map((n) => ids[n]!).sort((a, b) => (a < b ? 1 : -1));
    for (const limit of [1, 2, 3, 10]) {
      expect(await everyPage(db, { sort: "activity" }, limit)).toEqual([ids[5], ids[2], ...rest]);
    }
    // Received order is unaffected.
    expect((await everyPage(db, {}, 3)).length).toBe(7);
  });

  it("shows several statuses at once, and counts each status under the other filters, capped", async () => {
    const { db } = database();
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) ids.push(await enquiry(db, n, 20_000, `2026-11-1${n}T09:00:00Z`));
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, ids[1]!));
    await db.update(leads).set({ status: "funded" }).where(eq(leads.id, ids[2]!));
    await db.update(leads).set({ kind: "contact" }).where(eq(leads.id, ids[0]!));
    const shown = await everyPage(db, { status: ["new", "contacted"] }, 2);
    expect(new Set(shown)).toEqual(new Set([ids[0], ids[1], ids[3], ids[4], ids[5]]));

    const counts = await countByStatus(db, { status: ["funded"], kind: "enquiry" });
    // The status filter itself does not narrow the counts; the type does.
    expect(counts).toMatchObject({ new: 3, contacted: 1, funded: 1, declined: 0 });
    const capped = await countByStatus(db, {}, 2);
    expect(capped.new).toBe(3); // "2+": one past the cap, and no further
    expect(capped.contacted).toBe(1);
  });

  it("changes the ticked leads one by one, leaving alone one a colleague changed since", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const cara = await makeUser(db, "broker", "cara@example.co.uk", "Cara Broker");
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push(await enquiry(db, n, 20_000, `2026-11-1${n}T09:00:00Z`));
    const page = await listInbox(db, {});
    const seen = page.rows.map((row) => `${row.id}:${row.version}`);
    // Cara contacts Lead 1 after Ben's list was loaded.
    await changeStatus(db, ids[1]!, { status: "contacted", version: 1 }, { userId: cara.id });

    const cookie = await sessionCookieFor(db, ben.email);
    const response = await postToInbox(db, cookie, {
      intent: "bulk-status",
      leads: seen,
      status: "awaiting_documents",
    });
    const answer = (response as { data: { status: string; message: string } }).data;
    expect(answer.status).toBe("error");
    expect(answer.message).toMatch(
      /^2 leads set to Awaiting documents\. 1 lead was left alone because it changed after the list was loaded: Lead 1: Cara Broker changed the status from New to Contacted \(/,
    );
    const statuses = await db.select({ id: leads.id, status: leads.status }).from(leads);
    expect(new Map(statuses.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [ids[0], "awaiting_documents"],
        [ids[1], "contacted"],
        [ids[2], "awaiting_documents"],
      ]),
    );
    // Each change is in its lead's timeline and the audit log as a single change would be.
    const events = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.type, "status"), eq(leadEvents.actorUserId, ben.id)));
    expect(events).toHaveLength(2);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.status"), eq(auditLog.actorUserId, ben.id)));
    expect(audits).toHaveLength(2);

    // Bulk assignment, one lead ticked (a single value), against the version now shown.
    const [fresh] = await db
      .select({ version: leads.version })
      .from(leads)
      .where(eq(leads.id, ids[1]!));
    const assigned = await postToInbox(db, cookie, {
      intent: "bulk-assign",
      leads: `${ids[1]}:${fresh!.version}`,
      assignee: cara.id,
    });
    expect((assigned as { data: { message: string } }).data.message).toBe(
      "1 lead assigned to Cara Broker.",
    );
    // "Declined" without a reason is refused, whatever is ticked.
    const refused = await postToInbox(db, cookie, {
      intent: "bulk-status",
      leads: seen,
      status: "declined",
    });
    expect((refused as { init: { status: number } }).init.status).toBe(400);
    expect((refused as { data: { message: string } }).data.message).toBe(
      "Give the reason when leads are declined or withdrawn.",
    );

    // "Assign to me" from a stale row is refused with what changed.
    const mine = await postToInbox(db, cookie, { intent: "assign-me", lead: seen[0]! });
    expect((mine as { data: { message: string } }).data.message).toMatch(
      /^Not assigned: the lead changed after the list was loaded\. Lead 2: Ben Broker changed the status/,
    );
  });

  it("keeps each broker's saved views, unique by name, and removes only their own", async () => {
    const { db } = database();
    const ben = await makeUser(db, "broker");
    const cara = await makeUser(db, "broker", "cara@example.co.uk", "Cara Broker");
    expect(
      await saveView(db, ben.id, { name: "Big ones", query: "sort=amount&status=new&junk=1" }),
    ).toBe("saved");
    expect(await saveView(db, ben.id, { name: "big ones", query: "kind=contact" })).toBe(
      "duplicate",
    );
    expect(await saveView(db, ben.id, { name: "My leads", query: "kind=contact" })).toBe(
      "duplicate",
    );
    expect(await saveView(db, cara.id, { name: "Big ones", query: "kind=contact" })).toBe("saved");
    const [view] = await listSavedViews(db, ben.id);
    expect(view).toMatchObject({ name: "Big ones", query: "status=new&sort=amount" });
    // A query stored before a filter changed is checked again when listed.
    await db.execute(sql`update saved_views set query = 'status=bogus&kind=contact'`);
    expect((await listSavedViews(db, ben.id))[0]?.query).toBe("kind=contact");
    expect(await removeView(db, cara.id, view!.id!)).toBe(false);
    expect(await removeView(db, ben.id, view!.id!)).toBe(true);
    expect(await listSavedViews(db, ben.id)).toEqual([]);
    expect(builtInViews(new Date("2026-11-25T10:00:00Z")).map((v) => v.query)).toEqual([
      "status=new&status=contacted&status=awaiting_documents&status=submitted_to_lenders&status=offer_received&assigned=me",
      "from=2026-11-25",
      "status=awaiting_documents",
    ]);
  });
});
