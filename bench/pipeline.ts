import { loadavg } from "node:os";
import { count } from "drizzle-orm";
import * as schema from "#app/server/db/schema.ts";
import { pipelineBoard } from "#app/server/admin/pipeline.server.ts";
import { benchBroker, databaseUrl, otherBrokersBrowsing, targetLeads } from "./inbox.ts";
import { writeReport } from "./lib.ts";
import * as scale from "./postgres-scale.ts";

/**
 * The pipeline board at scale: every stage's count and total amount, and each column's first
 * cards, for all brokers' cases and for one broker's (the inbox benchmark's broker, 2,000
 * cases), alone and with other brokers using the inbox. Target: p95 under 300 ms each. On the
 * inbox benchmark's database, as big as it asks (BENCH_DATABASE_URL, BENCH_INBOX_LEADS).
 */
const warmUps = 5;
const runs = 60;
const targetP95Ms = 300;

export async function runPipelineBench() {
  const { client, db } = await scale.openSeededDatabase(databaseUrl, targetLeads, "pipeline");
  const loadAverage = Number(loadavg()[0]?.toFixed(1));
  try {
    const [total] = await db.select({ n: count() }).from(schema.leads);
    const broker = await benchBroker(client);
    const boards = [
      { name: "board: all brokers", run: () => pipelineBoard(db, { assigned: "all" }) },
      { name: "board: one broker", run: () => pipelineBoard(db, { assigned: broker }) },
      { name: "board: unassigned", run: () => pipelineBoard(db, { assigned: "none" }) },
    ];
    const timings: scale.Timing[] = [];
    for (const load of ["quiet", "loaded"] as const) {
      const stopLoad = load === "loaded" ? otherBrokersBrowsing(db) : undefined;
      try {
        for (const board of boards) {
          timings.push(await scale.timeQuery(board.name, load, board.run, { warmUps, runs }));
        }
      } finally {
        await stopLoad?.();
      }
    }
    const report = {
      ...scale.againstTarget(total?.n ?? 0, runs, targetP95Ms, timings),
      loadAverage,
      timings,
    };
    await writeReport(
      "pipeline",
      report,
      `# Pipeline board at scale\n\n${report.leads.toLocaleString("en-GB")} cases on PostgreSQL; ${runs} runs per board after ${warmUps} warm-up runs; ` +
        `each run counts and adds up every stage and reads each column's first cards. "loaded" runs with four other brokers' inbox pages and searches running all the time. Load average ${loadAverage} at the start.\n\n` +
        `Worst p95: ${report.worstP95Ms} ms (target < ${targetP95Ms} ms): ${report.met ? "met" : "MISSED"}.\n\n` +
        `| Board | Load | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |\n${scale.timingRows(timings)}\n`,
    );
    console.log(`pipeline: worst p95 ${report.worstP95Ms} ms over ${report.leads} cases`);
    return report;
  } finally {
    await client.end({ timeout: 5 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPipelineBench();
