import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runCrash } from "./crash.ts";
import { runInboxBench } from "./inbox.ts";
import { runDashboardBench } from "./dashboard.ts";
import { runJsWeight } from "./js-weight.ts";
import { runLighthouse } from "./lighthouse.ts";
import { resultsDir } from "./lib.ts";
import { runThroughput } from "./throughput.ts";

/**
 * `npm run bench`: every benchmark in turn, each writing its own JSON and Markdown report under
 * bench/results/, then a summary. Targets are reported, never enforced: a slow run does not fail.
 */
const started = Date.now();
const sections: string[] = [];

const throughput = await runThroughput();
sections.push(
  `## Throughput\nPrerendered page vs bare Node static server: ${throughput.ratios.versusBareNode} (target ≥ 0.8); vs nginx: ${throughput.ratios.versusNginx}.\n` +
    throughput.results
      .map((r) => `- ${r.name}: ${r.requestsPerSecond} req/s, p99 ${r.p99} ms`)
      .join("\n"),
);

const crash = await runCrash();
sections.push(
  `## Crash run\n${crash.accepted} submissions accepted (${crash.acceptedEnquiries} enquiries, ${crash.acceptedApplications} applications) across ${crash.kills} SIGKILLs; lost ${crash.lost}, sent twice as different messages ${crash.duplicated}, sent again as the same message ${crash.repeated}; each restart ${crash.downSeconds.join(", ")} s from kill to ready.`,
);

try {
  const inbox = await runInboxBench();
  sections.push(
    `## Back-office inbox\n${inbox.leads} leads on PostgreSQL: worst p95 ${inbox.worstP95Ms} ms (target < ${inbox.targetP95Ms} ms).`,
  );
} catch (error) {
  sections.push(`## Back-office inbox\nNot run (needs PostgreSQL): ${(error as Error).message}`);
}

try {
  const dashboard = await runDashboardBench();
  sections.push(
    `## Money dashboard\n${dashboard.leads} leads on PostgreSQL: worst p95 ${dashboard.worstP95Ms} ms under load (target < 300 ms alone; see dashboard.md).`,
  );
} catch (error) {
  sections.push(`## Money dashboard\nNot run (needs PostgreSQL): ${(error as Error).message}`);
}

const weight = await runJsWeight();
sections.push(
  `## JavaScript per route\n${weight.misses.length} of ${weight.rows.length} routes over their target (see js-weight.md).`,
);

const lighthouse = await runLighthouse();
sections.push(
  `## Lighthouse\n${lighthouse.results.length} routes; targets missed:\n${lighthouse.misses.length ? lighthouse.misses.join("\n") : "none"}`,
);

const minutes = ((Date.now() - started) / 60000).toFixed(1);
await writeFile(
  join(resultsDir, "summary.md"),
  `# Benchmark summary (${new Date().toISOString()}, ${minutes} min)\n\n${sections.join("\n\n")}\n`,
);
console.log(`bench: done in ${minutes} min; reports in bench/results/`);
