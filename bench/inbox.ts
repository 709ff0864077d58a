import { and, count, eq } from "drizzle-orm";
import type postgres from "postgres";
import type { Database } from "#app/server/db/client.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { myDay } from "#app/server/admin/my-day.server.ts";
import {
  countByStatus,
  decodeCursor,
  listInbox,
  type InboxCursor,
  type InboxFilters,
} from "#app/server/admin/inbox.server.ts";
import { writeReport } from "./lib.ts";
import {
  againstTarget,
  openSeededDatabase,
  timeQuery,
  timingRows,
  type Timing,
} from "./postgres-scale.ts";

/**
 * The back-office inbox at scale: a PostgreSQL database holding a million leads (seeded once
 * and kept between runs), and the inbox's queries timed as a broker uses them: the first page,
 * each filter, deep keyset pages and every kind of search (any part of a surname, a company
 * or an email domain; a phone number in both spellings), each alone and again with other
 * queries running at the same time; then the triage queries (sorts, several statuses, the
 * status counts) and one broker's "My day". Target: p95 under 100 ms.
 *
 *   BENCH_DATABASE_URL   the database to use (default: bench_inbox on the local PostgreSQL)
 *   BENCH_INBOX_LEADS    how many leads it should hold (default 1,000,000)
 */
export const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_inbox";
export const targetLeads = Number(process.env.BENCH_INBOX_LEADS ?? 1_000_000);
const runs = 60;
const targetP95Ms = 100;

type Query = { filters: InboxFilters; after?: InboxCursor };
/** A query as the back office makes it: an inbox page (filters, cursor) or any other call. */
type Scenario = { name: string; query?: () => Query; run?: () => Promise<unknown> };

/**
 * A broker with a book of their own, for "My day" and "my leads": 2,000 leads (some new and
 * never called, some awaiting documents for weeks), 300 open tasks (a third overdue) and 40
 * offers, some about to run out. Made once and kept with the seeded leads.
 */
export async function benchBroker(client: postgres.Sql): Promise<string> {
  const email = "bench-broker@example.co.uk";
  const [found] = await client<{ id: string }[]>`select id from users where email = ${email}`;
  if (found) return found.id;
  const [made] = await client<{ id: string }[]>`
    insert into users (email, name, role, password_hash)
    values (${email}, 'Bench Broker', 'broker', 'not-a-password-hash') returning id`;
  const id = made!.id;
  await client`
    update leads set assigned_user_id = ${id}
    where id in (select id from leads where source = 'seed' order by id limit 2000)`;
  await client`
    update leads set status_changed_at = now() - interval '10 days'
    where assigned_user_id = ${id} and status = 'awaiting_documents'`;
  await client`
    insert into lead_tasks (lead_id, owner_user_id, due_at, body, created_by_user_id)
    select id, ${id}, now() + (random() * 30 - 10) * interval '1 day', 'Call back', ${id}
    from leads where assigned_user_id = ${id} limit 300`;
  const [lender] = await client<{ id: string }[]>`
    insert into lenders (name) values ('Bench Lender')
    on conflict (lower(name)) do update set name = excluded.name returning id`;
  await client`
    insert into lender_submissions (lead_id, lender_id, sent_on, outcome, offer_expires_on)
    select id, ${lender!.id}, to_char(now(), 'YYYY-MM-DD'), 'offered',
           to_char(now() + (random() * 30)::int * interval '1 day', 'YYYY-MM-DD')
    from leads where assigned_user_id = ${id} and status = 'offer_received' limit 40`;
  await client`analyze`;
  return id;
}

/**
 * The inbox under load: four other brokers' first pages and searches, running the whole time
 * until the function returned is called (it waits for the last of them to finish).
 */
export function otherBrokersBrowsing(db: Database): () => Promise<void> {
  let stop = false;
  const background = Array.from({ length: 4 }, async (_, i) => {
    while (!stop) await listInbox(db, i % 2 ? {} : { q: "oliver" });
  });
  return async () => {
    stop = true;
    await Promise.all(background);
  };
}

export async function runInboxBench() {
  const { client, db } = await openSeededDatabase(databaseUrl, targetLeads, "inbox");
  try {
    const [total] = await db.select({ n: count() }).from(schema.leads);
    const broker = await benchBroker(client);

    // A cursor twenty pages deep, as a broker paging back through the inbox would hold.
    let deep: Query = { filters: {} };
    for (let page = 0; page < 20; page++) {
      const { next } = await listInbox(db, {}, { after: deep.after });
      const after = decodeCursor(next);
      if (!after) break;
      deep = { filters: {}, after };
    }
    const [sample] = await db
      .select({ email: schema.leads.email, phone: schema.leads.phone })
      .from(schema.leads)
      .where(and(eq(schema.leads.kind, "application"), eq(schema.leads.source, "seed")))
      .limit(1);
    // One seeded number in both spellings a caller gives: national and international.
    const e164 = sample?.phone ?? "+447700900321";
    const national = `0${e164.slice(3, 7)} ${e164.slice(7)}`;
    const international = `+44 ${e164.slice(3, 7)} ${e164.slice(7)}`;
    const scenarios: Scenario[] = [
      { name: "first page", query: () => ({ filters: {} }) },
      { name: "twentieth page (keyset)", query: () => deep },
      { name: "filter: applications", query: () => ({ filters: { kind: "application" } }) },
      { name: "filter: status new", query: () => ({ filters: { status: ["new"] } }) },
      { name: "filter: unassigned", query: () => ({ filters: { assigned: "none" } }) },
      {
        name: "filter: funded applications",
        query: () => ({ filters: { kind: "application", status: ["funded"] } }),
      },
      { name: "search: full email", query: () => ({ filters: { q: sample?.email ?? "amelia" } }) },
      { name: "search: surname (Smith)", query: () => ({ filters: { q: "Smith" } }) },
      { name: "search: surname (Okafor)", query: () => ({ filters: { q: "okafor" } }) },
      { name: "search: mid-company (Joinery)", query: () => ({ filters: { q: "Joinery" } }) },
      {
        name: "search: mid-company, rare (Heron Veterinary)",
        query: () => ({ filters: { q: "heron veterinary" } }),
      },
      {
        name: "search: email domain",
        query: () => ({ filters: { q: "@kestrel-joinery.example" } }),
      },
      { name: `search: phone ${national}`, query: () => ({ filters: { q: national } }) },
      { name: `search: phone ${international}`, query: () => ({ filters: { q: international } }) },
      { name: "search: end of a phone number", query: () => ({ filters: { q: e164.slice(-6) } }) },
      { name: "search: person's name", query: () => ({ filters: { q: "grace ev" } }) },
      { name: "search: two letters (Ng)", query: () => ({ filters: { q: "Ng" } }) },
      { name: "search: no match", query: () => ({ filters: { q: "zzzz no such lead" } }) },
      // Triage: the other sorts, several statuses at once, and the status counts beside them.
      { name: "sort: last activity", query: () => ({ filters: { sort: "activity" } }) },
      { name: "sort: amount", query: () => ({ filters: { sort: "amount" } }) },
      {
        name: "filter: new or contacted",
        query: () => ({ filters: { status: ["new", "contacted"] } }),
      },
      {
        name: "my leads (assigned to one broker)",
        query: () => ({ filters: { assigned: broker } }),
      },
      { name: "counts per status (capped)", run: () => countByStatus(db, {}) },
      {
        name: "counts per status, unassigned",
        run: () => countByStatus(db, { assigned: "none" }),
      },
      // The broker's first screen.
      { name: "My day", run: () => myDay(db, broker, new Date()) },
    ];

    const timings: Timing[] = [];
    for (const load of ["quiet", "loaded"] as const) {
      const stopLoad = load === "loaded" ? otherBrokersBrowsing(db) : undefined;
      for (const scenario of scenarios) {
        const query = scenario.query?.() ?? { filters: {} };
        const run = scenario.run ?? (() => listInbox(db, query.filters, { after: query.after }));
        timings.push(await timeQuery(scenario.name, load, run, { warmUps: 5, runs }));
      }
      await stopLoad?.();
    }

    const report = { ...againstTarget(total?.n ?? 0, runs, targetP95Ms, timings), timings };
    const worst = report.worstP95Ms;
    const rows = timingRows(timings);
    await writeReport(
      "inbox",
      report,
      `# Back-office inbox at scale\n\n${report.leads.toLocaleString("en-GB")} leads on PostgreSQL; ${runs} runs per query after 5 warm-up runs; ` +
        `"loaded" runs with four other inbox queries running all the time.\n\n` +
        `Worst p95: ${worst} ms (target < ${targetP95Ms} ms): ${report.met ? "met" : "MISSED"}.\n\n` +
        `| Query | Load | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |\n${rows}\n`,
    );
    console.log(`inbox: worst p95 ${worst} ms over ${report.leads} leads`);
    return report;
  } finally {
    await client.end({ timeout: 5 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runInboxBench();
