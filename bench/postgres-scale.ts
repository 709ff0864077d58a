import { performance } from "node:perf_hooks";
import { count } from "drizzle-orm";
import postgres from "postgres";
import { type Database, migratePostgres, postgresHandle } from "#app/server/db/client.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { seedLeads } from "#app/server/db/seed-leads.server.ts";

/**
 * What the back-office benchmarks at scale share: a PostgreSQL database made if missing,
 * migrated and seeded up to a number of made-up leads (kept between runs), and one query timed
 * as a person waits for it.
 */

export type Timing = {
  name: string;
  load: "quiet" | "loaded" | "arriving";
  p50: number;
  p95: number;
  max: number;
};

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Loads rows as a bulk import would: on connections whose triggers are off (so no lead's
 * dashboard facts are worked out one by one), then the dashboard's and the pipeline board's
 * totals made again from the leads, each in one pass.
 */
export async function bulkLoad(
  url: string,
  load: (loader: postgres.Sql, db: Database) => Promise<void>,
) {
  const loader = postgres(url, {
    max: 4,
    onnotice: () => {},
    connection: { session_replication_role: "replica" },
  });
  try {
    await load(loader, (await postgresHandle(loader)).db);
    await loader`select dashboard_rebuild()`;
    await loader`select pipeline_rebuild()`;
  } finally {
    await loader.end({ timeout: 5 });
  }
}

/** The database at `url`, holding at least `targetLeads` leads; `label` prefixes progress. */
export async function openSeededDatabase(url: string, targetLeads: number, label: string) {
  await ensureDatabase(url);
  await migratePostgres(url);
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const { db } = await postgresHandle(client);
  const [existing] = await db.select({ n: count() }).from(schema.leads);
  const have = existing?.n ?? 0;
  if (have < targetLeads) {
    console.log(`${label}: seeding ${(targetLeads - have).toLocaleString("en-GB")} leads`);
    await bulkLoad(url, async (_loader, loaderDb) => {
      await seedLeads(loaderDb, {
        count: targetLeads - have,
        onProgress: (n) => n % 200_000 === 0 && console.log(`${label}: seeded ${n}`),
      });
    });
    await client`vacuum analyze`;
  }
  return { client, db };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]!.toFixed(1));
}

/** Runs `run` `warmUps` times untimed, then `runs` times timed: p50, p95 and the slowest. */
export async function timeQuery(
  name: string,
  load: Timing["load"],
  run: () => Promise<unknown>,
  { warmUps, runs }: { warmUps: number; runs: number },
): Promise<Timing> {
  for (let i = 0; i < warmUps; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    name,
    load,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: percentile(samples, 100),
  };
}

/** The slowest p95 among `timings`. */
export function worstP95(timings: Timing[]): number {
  return Math.max(...timings.map((t) => t.p95));
}

/** How a scale report opens: how many leads, how many runs, and whether every p95 met the target. */
export function againstTarget(leads: number, runs: number, targetP95Ms: number, timings: Timing[]) {
  const worst = worstP95(timings);
  return { leads, runs, targetP95Ms, worstP95Ms: worst, met: worst < targetP95Ms };
}

/** The timings as rows of a Markdown table: query, load, p50, p95 and the slowest, in ms. */
export function timingRows(timings: Timing[]): string {
  return timings
    .map((t) => `| ${t.name} | ${t.load} | ${t.p50} | ${t.p95} | ${t.max} |`)
    .join("\n");
}
