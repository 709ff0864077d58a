import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { resultsDir } from "./lib.ts";

/**
 * bench/results/summary.md: each report's headline figures with the date of the report, read
 * from the JSON reports alone, so the summary never disagrees with them. `npm run bench` writes
 * it at the end with a note on the machine; `node bench/summary.ts` writes it again from the
 * reports already there (after one benchmark was run alone, say) without measuring anything.
 */

type Reports = {
  throughput: {
    duration: number;
    connections: number;
    results: { name: string; requestsPerSecond: number; p50: number; p99: number }[];
    ratios: { versusBareNode: number | null; versusNginx: number | null };
  };
  crash: {
    kills: number;
    accepted: number;
    acceptedEnquiries: number;
    acceptedApplications: number;
    lost: number;
    unacknowledged: number;
    duplicated: number;
    repeated: number;
    downSeconds: number[];
  };
  inbox: { leads: number; worstP95Ms: number; targetP95Ms: number };
  search: {
    leads: number;
    targetP95Ms: number;
    inboxReportDate: string | null;
    timings: {
      name: string;
      load: string;
      p95: number;
      verdict: string;
      before: { name: string; p95: number } | null;
    }[];
  };
  "my-day": { leads: number; worstP95Ms: number; targetP95Ms: number };
  pipeline: {
    leads: number;
    worstP95Ms: number;
    targetP95Ms: number;
    timings: { name: string; load: string; p95: number }[];
  };
  "lender-fit": { panel: number; runs: number; p50: number; p95: number; targetP95Ms: number };
  dashboard: {
    leads: number;
    quietWorstP95Ms: number;
    worstP95Ms: number;
    targetP95Ms: number;
    arrivalWriteP50Ms: number;
  };
  "js-weight": { routes: { path: string; bytes: number; target: number }[]; misses: string[] };
  lighthouse: {
    floor: { lcpMs: number };
    results: {
      path: string;
      performance: number;
      lcpMs: number;
      cls: number;
      tbtMs: number;
      benchmarkIndex?: number;
    }[];
  };
};

type Name = keyof Reports;

function read<N extends Name>(name: N): Reports[N] | undefined {
  const file = join(resultsDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Reports[N]) : undefined;
}

/**
 * When the report was written: its last commit while the file is as committed (a checkout
 * resets file times), else the file's own time (a report just written by a run).
 */
export function reportDate(name: Name): string {
  const file = join(resultsDir, `${name}.json`);
  const path = relative(process.cwd(), file);
  try {
    const changed = execFileSync("git", ["status", "--porcelain", "--", path], {
      encoding: "utf8",
    });
    if (!changed.trim()) {
      const committed = execFileSync("git", ["log", "-1", "--format=%cI", "--", path], {
        encoding: "utf8",
      }).trim();
      if (committed) return formatDate(new Date(committed));
    }
  } catch {
    // Not a git checkout: the file's time is all there is.
  }
  return formatDate(statSync(file).mtime);
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const sections: Record<Name, { title: string; lines: (report: never) => string[] }> = {
  throughput: {
    title: "Throughput",
    lines: (report: Reports["throughput"]) => [
      `${report.connections} connections, ${report.duration} s a run. Prerendered page against a bare Node static server: ${report.ratios.versusBareNode ?? "not measured"} (target ≥ 0.8); against nginx: ${report.ratios.versusNginx ?? "not measured"}. Submissions: read the held runs' p99 (targets 100 ms on PGlite, 60 ms on PostgreSQL).`,
      ...report.results.map(
        (r) => `- ${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
      ),
    ],
  },
  crash: {
    title: "Crash run",
    lines: (report: Reports["crash"]) => [
      `${report.accepted} submissions accepted (${report.acceptedEnquiries} enquiries, ${report.acceptedApplications} applications) across ${report.kills} SIGKILLs; lost ${report.lost}, unacknowledged ${report.unacknowledged}, sent twice as different messages ${report.duplicated} (each must be 0); sent again as the same message ${report.repeated}; each restart ${report.downSeconds.join(", ")} s from kill to ready.`,
    ],
  },
  inbox: {
    title: "Back-office inbox",
    lines: (report: Reports["inbox"]) => [
      `${report.leads.toLocaleString("en-GB")} leads on PostgreSQL: worst p95 ${report.worstP95Ms} ms (target < ${report.targetP95Ms} ms: ${report.worstP95Ms < report.targetP95Ms ? "met" : "missed"}).`,
    ],
  },
  search: {
    title: "Searching for a case",
    lines: (report: Reports["search"]) => [
      `${report.leads.toLocaleString("en-GB")} cases on PostgreSQL, p95 of each search (target < ${report.targetP95Ms} ms), alone and with other brokers using the inbox, beside today's figure for the same kind of search in the inbox report${report.inboxReportDate ? ` of ${report.inboxReportDate}` : ""}:`,
      ...report.timings.map(
        (t) =>
          `- ${t.name}, ${t.load}: ${t.p95} ms (today: ${t.before ? `${t.before.p95} ms, ${t.before.name}` : "not measured"}), ${t.verdict}`,
      ),
    ],
  },
  "my-day": {
    title: "My day",
    lines: (report: Reports["my-day"]) => [
      `A broker with 500 open tasks among ${report.leads.toLocaleString("en-GB")} cases on PostgreSQL: worst p95 ${report.worstP95Ms} ms for the page's lists and the header's count (target < ${report.targetP95Ms} ms: ${report.worstP95Ms < report.targetP95Ms ? "met" : "missed"}).`,
    ],
  },
  pipeline: {
    title: "Pipeline board",
    lines: (report: Reports["pipeline"]) => [
      `${report.leads.toLocaleString("en-GB")} cases on PostgreSQL: worst p95 ${report.worstP95Ms} ms (target < ${report.targetP95Ms} ms: ${report.worstP95Ms < report.targetP95Ms ? "met" : "missed"}).`,
      ...report.timings.map((t) => `- ${t.name}, ${t.load}: ${t.p95} ms`),
    ],
  },
  "lender-fit": {
    title: "Lenders that fit",
    lines: (report: Reports["lender-fit"]) => [
      `One case against a ${report.panel}-lender panel, ${report.runs} runs: p50 ${report.p50} ms, p95 ${report.p95} ms (target < ${report.targetP95Ms} ms: ${report.p95 < report.targetP95Ms ? "met" : "missed"}).`,
    ],
  },
  dashboard: {
    title: "Money dashboard",
    lines: (report: Reports["dashboard"]) => [
      `${report.leads.toLocaleString("en-GB")} leads on PostgreSQL: worst p95 ${report.quietWorstP95Ms} ms alone (target < ${report.targetP95Ms} ms: ${report.quietWorstP95Ms < report.targetP95Ms ? "met" : "missed"}), ${report.worstP95Ms} ms with other dashboards loading or leads arriving; a new lead's insert and first contact ${report.arrivalWriteP50Ms} ms at the median with the dashboard's triggers.`,
    ],
  },
  "js-weight": {
    title: "JavaScript per route",
    lines: (report: Reports["js-weight"]) => {
      const kib = (bytes: number) => (bytes / 1024).toFixed(1);
      const largest = report.routes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      return [
        `${report.misses.length} of ${report.routes.length} routes over their target${report.misses.length ? ` (${report.misses.join(", ")})` : ""}; the heaviest, ${largest.path}, loads ${kib(largest.bytes)} KiB before it runs (target ${kib(largest.target)}).`,
      ];
    },
  },
  lighthouse: {
    title: "Lighthouse",
    lines: (report: Reports["lighthouse"]) => {
      const results = report.results;
      const lcp = results.map((r) => r.lcpMs);
      const overFloor = results.filter((r) => r.lcpMs - report.floor.lcpMs > 200).length;
      const index = median(results.map((r) => r.benchmarkIndex ?? 0));
      return [
        `${results.length} routes, median of three runs each${index ? `, machine at benchmark index ${index}` : ""}: performance 100 on ${results.filter((r) => r.performance === 100).length}; LCP ${Math.min(...lcp)}–${Math.max(...lcp)} ms against a floor of ${report.floor.lcpMs} ms, more than 200 ms over it on ${overFloor}; TBT over 50 ms on ${results.filter((r) => r.tbtMs > 50).length}; worst CLS ${Math.max(...results.map((r) => r.cls))}. Every target missed, route by route: lighthouse.md.`,
      ];
    },
  },
};

/**
 * Writes summary.md from the reports present. `machine` describes the computer of a full run;
 * without it the summary says only what the reports themselves record.
 */
export function writeSummary(options: { machine?: string; minutes?: string } = {}): string {
  const parts = (Object.keys(sections) as Name[]).map((name) => {
    const section = sections[name];
    const report = read(name);
    if (!report) return `## ${section.title}\n\nNo report (${name}.json) yet.`;
    const lines = (section.lines as (report: Reports[typeof name]) => string[])(report);
    return `## ${section.title}\n\nReport of ${reportDate(name)} (${name}.md for the details).\n\n${lines.join("\n")}`;
  });
  const run = options.minutes
    ? `Full run of ${formatDate(new Date())}, ${options.minutes} min.`
    : `Written ${formatDate(new Date())} from the reports already in bench/results/ (no benchmark was run).`;
  const machine = options.machine
    ? `Machine: ${options.machine}.`
    : "Machine: not recorded by the reports beyond what each says (throughput.md's heading, Lighthouse's benchmark index).";
  const markdown = `# Benchmark summary\n\n${run} ${machine} Timings move with the machine and its other load: compare within a report, not across dates.\n\n${parts.join("\n\n")}\n`;
  writeFileSync(join(resultsDir, "summary.md"), markdown);
  return markdown;
}

if (import.meta.main) {
  writeSummary();
  console.log("bench: bench/results/summary.md written from the reports");
}
