import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, leads } from "#app/server/db/schema.ts";
import { rowsOf } from "#app/server/db/client.server.ts";
import {
  decodeCursor,
  inboxQuery,
  listInbox,
  overdueCutoff,
  parseInboxFilters,
  type InboxFilters,
} from "#app/server/admin/inbox.server.ts";
import { addNote, assignLead } from "#app/server/admin/lead/lead.server.ts";
import * as exportRoute from "#app/routes/admin-export.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { csvCell } from "#app/server/admin/csv.server.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import {
  addApplication,
  addContactMessage,
  addEnquiry,
  addReferralPartner,
} from "#tests/harness/leads.ts";

describe("CSV cells", () => {
  it("quotes every cell, doubles quotes and defuses formulas", () => {
    expect(csvCell("Acme Ltd")).toBe('"Acme Ltd"');
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const risky of ["+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(csvCell(risky).startsWith(`"'`), risky).toBe(true);
    }
    expect(csvCell(null)).toBe('""');
    expect(csvCell(75000)).toBe('"75000"');
  });
});

describe("the overdue line", () => {
  it("is one working day back, skipping the weekend", () => {
    // Tuesday 10:00 → Monday 10:00; Monday 10:00 → Friday 10:00.
    expect(overdueCutoff(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe(
      "2026-11-23T10:00:00.000Z",
    );
    expect(overdueCutoff(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe(
      "2026-11-20T10:00:00.000Z",
    );
    expect(overdueCutoff(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe(
      "2026-11-20T10:00:00.000Z",
    );
  });
});

describe("inbox filters from the URL", () => {
  it("keeps the valid ones and drops the rest", () => {
    const filters = parseInboxFilters(
      new URLSearchParams(
        "kind=application&status=bogus&assigned=none&from=2026-11-01&to=nope&q=%20acme%20",
      ),
    );
    expect(filters).toEqual({
      kind: "application",
      status: undefined,
      assigned: "none",
      from: "2026-11-01",
      to: undefined,
      q: "acme",
    });
    expect(parseInboxFilters(new URLSearchParams("assigned=1 or 1=1")).assigned).toBeUndefined();
    expect(decodeCursor("garbage")).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)("the inbox on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function seed() {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const at = (iso: string) => ({ receivedAt: new Date(iso) });
    const enquiry = await addEnquiry(
      db,
      { email: "jane@shop.example", phone: "07700 900111" },
      at("2026-11-02T09:00:00Z"),
    );
    const application = await addApplication(
      db,
      { companyName: "Acme Widgets Ltd" },
      at("2026-11-10T09:00:00Z"),
    );
    const referral = await addReferralPartner(
      db,
      { contactName: "Sam Patel" },
      at("2026-11-15T09:00:00Z"),
    );
    const contact = await addContactMessage(
      db,
      { company: "Shah Dental", phone: "0161 496 0000" },
      at("2026-11-20T09:00:00Z"),
    );
    await assignLead(db, application.leadId, broker.id, { userId: broker.id });
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, referral.leadId));
    return {
      db,
      broker,
      ids: {
        enquiry: enquiry.leadId,
        application: application.leadId,
        referral: referral.leadId,
        contact: contact.leadId,
      },
    };
  }

  const ids = async (db: Parameters<typeof listInbox>[0], filters: InboxFilters) =>
    (await listInbox(db, filters)).rows.map((row) => row.id);

  it("lists every kind newest first, and narrows by kind, status, broker and dates", async () => {
    const { db, broker, ids: lead } = await seed();
    expect(await ids(db, {})).toEqual([
      lead.contact,
      lead.referral,
      lead.application,
      lead.enquiry,
    ]);
    expect(await ids(db, { kind: "application" })).toEqual([lead.application]);
    expect(await ids(db, { status: ["contacted"] })).toEqual([lead.referral]);
    expect(await ids(db, { assigned: broker.id })).toEqual([lead.application]);
    expect(await ids(db, { assigned: "none" })).toEqual([
      lead.contact,
      lead.referral,
      lead.enquiry,
    ]);
    expect(await ids(db, { from: "2026-11-10", to: "2026-11-15" })).toEqual([
      lead.referral,
      lead.application,
    ]);
    expect(await ids(db, { kind: "enquiry", status: ["contacted"] })).toEqual([]);
  });

  it("searches any part of a name, company, email or phone number, any case", async () => {
    const { db, ids: lead } = await seed();
    const caller = await addContactMessage(
      db,
      {
        firstName: "Chidi",
        lastName: "Okafor",
        email: "chidi@kestrel-joinery.example",
        phone: "+44 7700 900321",
        company: "Kestrel Joinery Ltd",
      },
      { receivedAt: new Date("2026-11-21T09:00:00Z") },
    );
    const quote = await addEnquiry(
      db,
      { email: "c.okafor@mail.example", phone: "07700 900321" },
      { receivedAt: new Date("2026-11-22T09:00:00Z") },
    );
    const both = [quote.leadId, caller.leadId];
    expect(await ids(db, { q: "OKAFOR" })).toEqual(both); // a surname, and inside an email
    expect(await ids(db, { q: "joinery" })).toEqual([caller.leadId]); // mid-company
    expect(await ids(db, { q: "widgets" })).toEqual([lead.application]);
    expect(await ids(db, { q: "kestrel-joinery.example" })).toEqual([caller.leadId]); // domain
    expect(await ids(db, { q: "@shop.example" })).toEqual([lead.enquiry]);
    expect(await ids(db, { q: "SAM PAT" })).toEqual([lead.referral]);
    // One number, whichever way it was typed and whichever way it is searched.
    expect(await ids(db, { q: "07700 900321" })).toEqual(both);
    expect(await ids(db, { q: "+44 7700 900321" })).toEqual(both);
    expect(await ids(db, { q: "+44 (0)7700 900321" })).toEqual(both);
    expect(await ids(db, { q: "900321" })).toEqual(both); // the end of the number
    expect(await ids(db, { q: "07700 900" })).toEqual([...both, lead.application, lead.enquiry]);
    expect(await ids(db, { q: "0161 496" })).toEqual([lead.contact]);
    // LIKE's own characters are searched for as themselves.
    expect(await ids(db, { q: "%" })).toEqual([]);
    expect(await ids(db, { q: "o_afor" })).toEqual([]);
  });

  it("finds whole words for a search of one or two characters", async () => {
    const { db } = database();
    const ng = await addContactMessage(db, { firstName: "Mei", lastName: "Ng" });
    await addContactMessage(db, {
      firstName: "Ann",
      lastName: "Young",
      email: "ann@young.example",
    });
    // "ng" is inside "Young" but is a whole word only in "Mei Ng".
    expect(await ids(db, { q: "Ng" })).toEqual([ng.leadId]);
  });

  it("marks new leads nobody has contacted for a working day as overdue; a note does not end it", async () => {
    const { db, broker, ids: lead } = await seed();
    const now = new Date("2026-11-24T12:00:00Z");
    // "No answer." is no contact: the lead stays overdue.
    await addNote(db, lead.contact, "No answer.", { userId: broker.id });
    await db
      .update(leads)
      .set({ firstContactedAt: new Date("2026-11-03T09:00:00Z") })
      .where(eq(leads.id, lead.enquiry));
    const rows = (await listInbox(db, {}, { now })).rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(lead.contact)!.overdue).toBe(true);
    expect(byId.get(lead.enquiry)!.overdue).toBe(false); // called on the 3rd
    expect(byId.get(lead.referral)!.overdue).toBe(false); // contacted
    expect(byId.get(lead.application)!.overdue).toBe(true); // assigned, still never contacted
    expect(byId.get(lead.contact)!.assignedName).toBeNull();
    expect(byId.get(lead.application)!.assignedName).toBe("Ben Broker");
    // Received this morning: not overdue yet.
    const fresh = (await listInbox(db, {}, { now: new Date("2026-11-20T12:00:00Z") })).rows;
    expect(fresh.find((row) => row.id === lead.contact)!.overdue).toBe(false);
  });

  it("pages by keyset through leads received at the same instant, each exactly once", async () => {
    const { db } = database();
    const same = new Date("2026-11-21T12:00:00Z");
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      created.push(
        (
          await addEnquiry(
            db,
            { email: `p${i}@example.co.uk` },
            {
              receivedAt: same,
            },
          )
        ).leadId,
      );
    }
    // Microseconds the JavaScript clock cannot hold.
    await db.execute(
      sql`update leads set created_at = created_at + interval '1 microsecond' * (random() * 999)::int`,
    );
    const seen: string[] = [];
    let after;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listInbox(db, {}, { after, limit: 3 });
      seen.push(...page.rows.map((row) => row.id));
      after = decodeCursor(page.next);
      if (!after) break;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(created));
  });

  it("lets an admin export the filtered book as CSV, with formulas defused, audited with the filters", async () => {
    const { db } = await seed();
    const admin = await makeUser(db, "admin");
    await addContactMessage(db, { firstName: "=cmd|' /C calc'!A0", company: "+Evil Co" });
    const cookie = await sessionCookieFor(db, admin.email);
    const response = (await callRoute(exportRoute.loader, {
      request: get("/admin/export.csv?kind=contact", cookie),
      context: adminContext(db),
      params: {},
    })) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads "£" as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Reference","Received \(UTC\)","Type","Status"/);
    expect(lines[0]).toContain(`"Assigned to","Introducer","Source"`);
    // Its reference first, its kind and stage in words, its phone as a spreadsheet keeps it.
    expect(lines[1]).toMatch(/^"DBF-[0-9A-Z]{6}","[^"]+","Contact message","New"/);
    expect(lines[1]).toContain(`"0161 496 0000"`);
    expect(text).toContain(`"'=cmd|' /C calc'!A0 Shah"`);
    expect(text).toContain(`"'+Evil Co"`);
    expect(text).not.toContain("application");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "inbox.export"));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      detail: { filters: { kind: "contact" }, role: "admin", scope: "all-leads" },
    });
  });

  it("limits a broker's export to the leads assigned to them, whatever the link asks", async () => {
    const { db, broker, ids: lead } = await seed();
    const other = await makeUser(db, "broker", "cara@example.co.uk", "Cara Broker");
    await assignLead(db, lead.contact, other.id, { userId: other.id });
    const cookie = await sessionCookieFor(db, broker.email);
    const exported = async (url: string) => {
      const response = (await callRoute(exportRoute.loader, {
        request: get(url, cookie),
        context: adminContext(db),
        params: {},
      })) as Response;
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1);
    };
    const mine = await exported("/admin/export.csv");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(lead.application);
    // Asking for someone else's leads, or the unassigned ones, still gives only their own.
    expect(await exported(`/admin/export.csv?assigned=${other.id}`)).toEqual(mine);
    expect(await exported("/admin/export.csv?assigned=none")).toEqual(mine);
    expect(await exported("/admin/export.csv?kind=contact")).toEqual([]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "inbox.export"));
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.detail)).toContainEqual({
      filters: { assigned: broker.id },
      role: "broker",
      scope: "own-leads",
    });
    expect(
      entries.every((entry) => (entry.detail as { scope: string }).scope === "own-leads"),
    ).toBe(true);
  });

  it("answers every filter and search from an index, at any depth", async () => {
    const { db } = database();
    const user = "00000000-0000-4000-8000-000000000001";
    const id = "00000000-0000-4000-8000-000000000000";
    const time = "2026-11-01T09:00:00.123456Z";
    const cursors = {
      received: { sort: "received", key: time, id },
      activity: { sort: "activity", key: time, id },
      amount: { sort: "amount", key: "25000", id },
    } as const;
    const cases: InboxFilters[] = [
      {},
      { kind: "application" },
      { status: ["new"] },
      { status: ["new", "contacted"] },
      { sort: "activity" },
      { sort: "amount" },
      { sort: "amount", kind: "enquiry" },
      { assigned: user },
      { assigned: "none" },
      { q: "someone@example" },
      { q: "07700 900" },
      { q: "acme" },
    ];
    for (const filters of cases) {
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const after = cursors[filters.sort ?? "received"];
        const query = inboxQuery(db, filters, { after }).toSQL();
        // EXPLAIN takes no bind parameters: inline them.
        const text = query.sql.replace(/\$(\d+)/g, (_match, n: string) => {
          const value = query.params[Number(n) - 1];
          return `'${String(value).replace(/'/g, "''")}'`;
        });
        const result = await tx.execute(sql.raw(`explain ${text}`));
        return rowsOf(result)
          .map((row) => String(Object.values(row)[0]))
          .join("\n");
      });
      expect(plan, JSON.stringify(filters)).toMatch(/Index|Bitmap/);
      expect(plan, JSON.stringify(filters)).not.toMatch(/Seq Scan on leads/);
    }
  });
});
