import { cpus, loadavg, totalmem } from "node:os";
import { runCrash } from "./crash.ts";
import { runInboxBench } from "./inbox.ts";
import { runDashboardBench } from "./dashboard.ts";
import { runJsWeight } from "./js-weight.ts";
import { runSearchBench } from "./search.ts";
import { runMyDayBench } from "./my-day.ts";
import { runPipelineBench } from "./pipeline.ts";
import { runLenderFitBench } from "./lender-fit.ts";
import { runLighthouse } from "./lighthouse.ts";
import { writeSummary } from "./summary.ts";
import { runThroughput } from "./throughput.ts";

/**
 * `npm run bench`: every benchmark in turn, each writing its own JSON and Markdown report under
 * bench/results/, then summary.md from those reports. Targets are reported, never enforced: a
 * slow run does not fail.
 */
const started = Date.now();
const processors = cpus();
// Taken before the run loads the machine itself: what else was running shows in the load average.
const machine = `${processors.length} cores (${processors[0]?.model.trim() ?? "unknown"}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0]?.toFixed(1)} at the start`;

await runThroughput();
await runCrash();
try {
  await runInboxBench();
} catch (error) {
  console.log(`bench: inbox not run (needs PostgreSQL): ${(error as Error).message}`);
}
try {
  await runSearchBench();
} catch (error) {
  console.log(`bench: search not run (needs PostgreSQL): ${(error as Error).message}`);
}
await runLenderFitBench();
try {
  await runMyDayBench();
} catch (error) {
  console.log(`bench: my-day not run (needs PostgreSQL): ${(error as Error).message}`);
}
try {
  await runPipelineBench();
} catch (error) {
  console.log(`bench: pipeline not run (needs PostgreSQL): ${(error as Error).message}`);
}
try {
  await runDashboardBench();
} catch (error) {
  console.log(`bench: dashboard not run (needs PostgreSQL): ${(error as Error).message}`);
}
await runJsWeight();
await runLighthouse();

const minutes = ((Date.now() - started) / 60000).toFixed(1);
writeSummary({ machine, minutes });
console.log(`bench: done in ${minutes} min; reports in bench/results/`);
