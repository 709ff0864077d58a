import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import type postgres from "postgres";
import * as schema from "#app/server/db/schema.ts";
import { listInbox } from "#app/server/admin/inbox.server.ts";
import { searchFold } from "#app/server/admin/lead/search.server.ts";
import { otherBrokersBrowsing } from "./inbox.ts";
import { resultsDir, writeReport } from "./lib.ts";
import { againstTarget, openSeededDatabase, timeQuery, type Timing } from "./postgres-scale.ts";
import { reportDate } from "./summary.ts";

/**
 * The inbox search for a case at scale, as brokers search since cases and clients (ADR 0027):
 * by reference (as quoted, with the hyphen, and without), by a second director's full name, by
 * a company number and by a surname typed without accents or apostrophes. Each query is a
 * different real seeded value on every run, so no answer is served from a cache the others
 * warmed. Timed alone and with four other brokers using the inbox (inbox.ts's load), beside
 * the inbox report's figures for the searches it already had. Target: p95 under 100 ms each.
 *
 *   BENCH_DATABASE_URL   the database (default: the inbox benchmark's, bench_inbox)
 *   BENCH_INBOX_LEADS    how many cases it should hold (default 1,000,000)
 */
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_inbox";
const targetLeads = Number(process.env.BENCH_INBOX_LEADS ?? 1_000_000);
const warmUps = 5;
const runs = 60;
const targetP95Ms = 100;

type SearchTiming = Timing & {
  /** The inbox report's figure for the same kind of search, when it has one. */
  before: { name: string; p50: number; p95: number } | null;
  /** "met", or how far p95 is over the target. */
  verdict: string;
};

/** A search timed with a different value each run: `values` long enough for every run. */
type Search = { name: string; values: string[]; before: string | null };

/** Real seeded values, picked at random: as many as the warm-up and timed runs take. */
async function pick(client: postgres.Sql, query: string): Promise<string[]> {
  const rows = await client.unsafe<{ value: string }[]>(query);
  const values = rows.map((row) => row.value);
  if (values.length === 0) throw new Error(`no seeded values for: ${query}`);
  return values;
}

async function searches(client: postgres.Sql): Promise<Search[]> {
  const wanted = warmUps + runs;
  const references = await pick(
    client,
    `select reference as value from leads tablesample system (1)
     where source = 'seed' order by random() limit ${wanted}`,
  );
  // The second director of an application (the seeder gives each one).
  const directors = await pick(
    client,
    `select first_name || ' ' || last_name as value from application_directors tablesample system (1)
     where position = 1 order by random() limit ${wanted}`,
  );
  // Seeded numbers are "00" and six digits, which the search reads as a number dialled with
  // "00" and finds by those six digits; one starting with a single 0 is not found at all (see
  // migration-0014.test.ts), and the seeder makes none of those.
  const companyNumbers = await pick(
    client,
    `select company_number as value from clients tablesample system (1)
     where company_number is not null order by random() limit ${wanted}`,
  );
  // Surnames as a broker types them: no accent, no apostrophe ("O'Neill" as "oneill").
  const surnames = (
    await pick(
      client,
      `select distinct split_part(full_name, ' ', 2) as value from people tablesample system (1)
       where full_name like '% %'`,
    )
  ).map((surname) => searchFold(surname).replace(/ /g, ""));
  return [
    { name: "reference, with hyphen (DBF-XXXXXX)", values: references, before: null },
    {
      name: "reference, without hyphen (DBFXXXXXX)",
      values: references.map((reference) => reference.replace("-", "")),
      before: null,
    },
    { name: "second director's full name", values: directors, before: "search: person's name" },
    { name: "company number", values: companyNumbers, before: null },
    {
      name: "surname, accent-free",
      values: Array.from({ length: wanted }, (_, i) => surnames[i % surnames.length]!),
      before: "search: surname (Okafor)",
    },
  ];
}

/** The inbox report's timings (from its JSON), and when it was written. */
function inboxReport(): { date: string; timings: Timing[] } | null {
  const file = join(resultsDir, "inbox.json");
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8")) as { timings: Timing[] };
  return { date: reportDate("inbox"), timings: report.timings };
}

function verdictOf(p95: number): string {
  return p95 < targetP95Ms ? "met" : `missed by ${Number((p95 - targetP95Ms).toFixed(1))} ms`;
}

export async function runSearchBench() {
  const { client, db } = await openSeededDatabase(databaseUrl, targetLeads, "search");
  // What else the machine was doing shows in the load average (timings move with it).
  const loadAverage = Number(loadavg()[0]?.toFixed(1));
  try {
    const [total] = await db.select({ n: count() }).from(schema.leads);
    const plan = await searches(client);
    const inbox = inboxReport();

    const timings: SearchTiming[] = [];
    for (const load of ["quiet", "loaded"] as const) {
      const stopLoad = load === "loaded" ? otherBrokersBrowsing(db) : undefined;
      try {
        for (const search of plan) {
          let next = 0;
          const run = () => listInbox(db, { q: search.values[next++ % search.values.length]! });
          const timing = await timeQuery(search.name, load, run, { warmUps, runs });
          const before = inbox?.timings.find((t) => t.name === search.before && t.load === load);
          timings.push({
            ...timing,
            before: before ? { name: before.name, p50: before.p50, p95: before.p95 } : null,
            verdict: verdictOf(timing.p95),
          });
        }
      } finally {
        await stopLoad?.();
      }
    }

    const report = {
      ...againstTarget(total?.n ?? 0, runs, targetP95Ms, timings),
      loadAverage,
      inboxReportDate: inbox?.date ?? null,
      timings,
    };
    const worst = report.worstP95Ms;
    const rows = timings
      .map((t) => {
        const before = t.before ? `${t.before.p50} / ${t.before.p95} (${t.before.name})` : "none";
        return `| ${t.name} | ${t.load} | ${t.p50} | ${t.p95} | ${t.max} | ${before} | ${t.verdict} |`;
      })
      .join("\n");
    await writeReport(
      "search",
      report,
      `# Searching for a case at scale\n\n${report.leads.toLocaleString("en-GB")} cases on PostgreSQL; ${runs} runs per search after ${warmUps} warm-up runs, each run a different seeded value; ` +
        `"loaded" runs with four other brokers' inbox pages and searches running all the time. Load average ${loadAverage} at the start.\n\n` +
        `Target: p95 under ${targetP95Ms} ms for each. Worst p95: ${worst} ms: ${verdictOf(worst)}.\n\n` +
        `Today's figures are the inbox report's (${inbox ? `of ${inbox.date}` : "none yet"}) for the same kind of search, p50 / p95 in ms; ` +
        `it had no search by reference or company number. The seeded company numbers are "00" and six digits, which the search reads as a phone number and finds by those six digits.\n\n` +
        `| Search | Load | p50 ms | p95 ms | max ms | Today's figures | Target |\n| --- | --- | --- | --- | --- | --- | --- |\n${rows}\n`,
    );
    console.log(`search: worst p95 ${worst} ms over ${report.leads} cases`);
    return report;
  } finally {
    await client.end({ timeout: 5 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runSearchBench();
