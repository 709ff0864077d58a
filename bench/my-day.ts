import { loadavg } from "node:os";
import { count } from "drizzle-orm";
import type postgres from "postgres";
import * as schema from "#app/server/db/schema.ts";
import { myDay } from "#app/server/admin/my-day.server.ts";
import { dueCount } from "#app/server/reminders/due-count.server.ts";
import { writeReport } from "./lib.ts";
import { againstTarget, openSeededDatabase, timeQuery, timingRows } from "./postgres-scale.ts";

/**
 * My day for a broker with 500 open tasks (100 overdue, 150 due later today, 250 in the weeks
 * ahead) and 300 cases of their own, among other brokers' 20,000 tasks, on PostgreSQL: the
 * page's lists (myDay) and the header's count of what is due (dueCount), which every
 * back-office page reads. Target: p95 under 100 ms.
 *
 *   BENCH_MY_DAY_DATABASE_URL  the database (default bench_my_day)
 *   BENCH_MY_DAY_LEADS         how many cases it should hold (default 100,000)
 */
const bench = {
  url: process.env.BENCH_MY_DAY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_my_day",
  leads: Number(process.env.BENCH_MY_DAY_LEADS ?? 100_000),
  /** Untimed runs first, then timed ones. */
  times: { warmUps: 5, runs: 60 },
  targetP95Ms: 100,
};
const brokerEmail = "bench-my-day@broker.example";

/** The broker of the bench, with their tasks and cases; made once, kept for later runs. */
async function benchBroker(client: postgres.Sql): Promise<string> {
  const [existing] = await client<
    { id: string }[]
  >`select id from users where email = ${brokerEmail}`;
  if (existing) return existing.id;
  const [broker] = await client<{ id: string }[]>`
    insert into users (email, name, role, password_hash)
    values (${brokerEmail}, 'Bench Broker', 'broker', 'not a password') returning id`;
  await client`
    insert into users (email, name, role, password_hash)
    select 'bench-other-' || n || '@broker.example', 'Other Broker ' || n, 'broker', 'not a password'
    from generate_series(1, 20) n`;
  // 300 cases of theirs, some new and never contacted.
  await client`
    update leads set assigned_user_id = ${broker!.id}
    where id in (select id from leads tablesample system (5) order by random() limit 300)`;
  // 500 open tasks of theirs: overdue, later today and ahead.
  await client`
    insert into lead_tasks (lead_id, owner_user_id, due_at, body)
    select l.id, ${broker!.id},
      case when n <= 100 then now() - (n || ' hours')::interval
           when n <= 250 then date_trunc('day', now()) + interval '23 hours'
           else now() + ((n - 250) || ' hours')::interval end,
      'Call back ' || n
    from (select id, row_number() over () n from
      (select id from leads tablesample system (5) order by random() limit 500) s) l`;
  // Other brokers' tasks, open and done.
  await client`
    insert into lead_tasks (lead_id, owner_user_id, due_at, body, done_at)
    select l.id, (select id from users where email = 'bench-other-' || (1 + l.n % 20) || '@broker.example'),
      now() + ((l.n % 500) - 250 || ' hours')::interval, 'Task ' || l.n,
      case when l.n % 3 = 0 then now() end
    from (select id, row_number() over () n from
      (select id from leads tablesample system (30) limit 20000) s) l`;
  await client`analyze lead_tasks`;
  await client`analyze leads`;
  return broker!.id;
}

export async function runMyDayBench() {
  const { client, db } = await openSeededDatabase(bench.url, bench.leads, "my-day");
  const loadAverage = Number(loadavg()[0]?.toFixed(1));
  try {
    const [total] = await db.select({ n: count() }).from(schema.leads);
    const brokerId = await benchBroker(client);
    const now = new Date();
    const timings = [
      await timeQuery("My day (every list)", "quiet", () => myDay(db, brokerId, now), bench.times),
      await timeQuery("header: count due", "quiet", () => dueCount(db, brokerId, now), bench.times),
    ];
    const report = {
      ...againstTarget(total?.n ?? 0, bench.times.runs, bench.targetP95Ms, timings),
      loadAverage,
      timings,
    };
    await writeReport(
      "my-day",
      report,
      `# My day for a broker with 500 open tasks\n\n${report.leads.toLocaleString("en-GB")} cases on PostgreSQL; the broker has 500 open tasks (100 overdue, 150 later today, 250 ahead) and 300 cases, among 20 other brokers' 20,000 tasks. ${bench.times.runs} runs after ${bench.times.warmUps} warm-up runs. Load average ${loadAverage} at the start.\n\n` +
        `Target: p95 under ${bench.targetP95Ms} ms. Worst p95: ${report.worstP95Ms} ms (${report.met ? "met" : "missed"}).\n\n` +
        `| Query | Load | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |\n${timingRows(timings)}\n`,
    );
    console.log(`my-day: worst p95 ${report.worstP95Ms} ms over ${report.leads} cases`);
    return report;
  } finally {
    await client.end({ timeout: 5 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runMyDayBench();
