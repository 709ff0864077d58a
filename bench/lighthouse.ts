import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { matchPath } from "react-router";
import * as chromeLauncher from "chrome-launcher";
import { pages } from "#app/content/pages.ts";
import { targetFor } from "./js-budgets.ts";
import { chromeFlags, chromePath, resultsDir, startServer, writeReport } from "./lib.ts";
import { clientBuildDir, routeScripts } from "./route-scripts.ts";

/**
 * Lighthouse (mobile preset, default simulated throttling) on every public route, three runs each,
 * reported by the median of each figure. Reports
 * scores, LCP, CLS, TBT and the compressed bytes of JavaScript and CSS per route, and each route's
 * LCP as a difference from the floor: the home page as prerendered with every script removed,
 * served by the same server in the same run (the same HTML, CSS and font, nothing else).
 */
type RouteResult = {
  path: string;
  prerendered: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  /** Lighthouse's measure of the machine's speed in this run (higher is faster). */
  benchmarkIndex: number;
};

/**
 * Every public route: performance 100, LCP at most 1.0 s and within 0.2 s of the floor, TBT at
 * most 50 ms, CLS at most 0.02; JavaScript against the route's target (content pages 100 KiB,
 * pages with a form 130 KiB: `bench/js-budgets.ts`).
 */
const targets = {
  performance: 100,
  lcpMs: 1000,
  lcpOverFloorMs: 200,
  cls: 0.02,
  tbtMs: 50,
  cssBytes: 25 * 1024,
};

/** Where the floor page is written in the build for the run, and the page it copies. */
const floorPath = "/bench-floor";
const floorSource = "index.html";

/** The page without scripts: no script elements, no module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/** The JavaScript target of a public path, from the route it belongs to (content if none). */
async function jsTargets(): Promise<(path: string) => number> {
  const routes = (await routeScripts()).filter((route) => !route.path.endsWith("*"));
  return (path) => targetFor(routes.find((route) => matchPath(route.path, path))?.id ?? "");
}

/** The last committed report's figures per route, to show what changed since. */
async function previousResults(): Promise<Map<string, RouteResult>> {
  try {
    const report = JSON.parse(await readFile(join(resultsDir, "lighthouse.json"), "utf8")) as {
      results: RouteResult[];
    };
    return new Map(report.results.map((result) => [result.path, result]));
  } catch {
    return new Map();
  }
}

/** "+3", "-120", "0", or "new" without an earlier figure. */
function change(now: number, before: number | undefined, digits = 0): string {
  if (before === undefined) return "new";
  const delta = now - before;
  const text = delta.toFixed(digits);
  return delta > 0 ? `+${text}` : text;
}

/** Each route is measured this many times and reported by the median of each figure. */
const runsPerRoute = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function medianResult(runs: RouteResult[]): RouteResult {
  const [first] = runs;
  if (!first) throw new Error("no runs");
  const of = (key: keyof RouteResult) => median(runs.map((run) => Number(run[key])));
  return {
    path: first.path,
    prerendered: first.prerendered,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    jsBytes: of("jsBytes"),
    cssBytes: of("cssBytes"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

/** One Lighthouse run of one page. */
async function measure(
  url: string,
  entry: { path: string; prerender: boolean },
  port: number,
): Promise<RouteResult> {
  // A run that could not measure the page (no score: the trace failed, say) is taken
  // again, up to three times, rather than reported as a score of 0.
  let runner: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    runner = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${entry.path}`);
    if (runner.lhr.categories.performance?.score != null || attempt === 3) break;
    console.log(
      `lighthouse ${entry.path}: not measured (${runner.lhr.runtimeError?.code ?? "no score"}), again`,
    );
  }
  const lhr = runner.lhr;
  const items =
    (
      lhr.audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const bytes = (type: string) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    path: entry.path,
    prerendered: entry.prerender,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    jsBytes: bytes("script"),
    cssBytes: bytes("stylesheet"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

export async function runLighthouse(options: { only?: string[] } = {}) {
  const before = await previousResults();
  const jsTargetFor = await jsTargets();
  const floorDir = join(clientBuildDir, floorPath);
  await mkdir(floorDir, { recursive: true });
  await writeFile(
    join(floorDir, "index.html"),
    withoutScripts(await readFile(join(clientBuildDir, floorSource), "utf8")),
  );
  const server = await startServer(4310);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results: RouteResult[] = [];
  let floor: RouteResult;
  try {
    const floorRuns: RouteResult[] = [];
    for (let run = 0; run < runsPerRoute; run++) {
      floorRuns.push(
        await measure(
          `${server.url}${floorPath}`,
          { path: floorPath, prerender: true },
          chrome.port,
        ),
      );
    }
    floor = medianResult(floorRuns);
    console.log(`lighthouse floor (${floorPath}): LCP ${floor.lcpMs}ms`);
    const routes = pages.filter((entry) => !options.only || options.only.includes(entry.path));
    for (const entry of routes) {
      const runs: RouteResult[] = [];
      for (let run = 0; run < runsPerRoute; run++) {
        runs.push(await measure(`${server.url}${entry.path}`, entry, chrome.port));
      }
      const result = medianResult(runs);
      results.push(result);
      console.log(
        `lighthouse ${entry.path}: perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} LCP ${result.lcpMs}ms CLS ${result.cls} TBT ${result.tbtMs}ms JS ${(result.jsBytes / 1024).toFixed(1)}KB CSS ${(result.cssBytes / 1024).toFixed(1)}KB`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(floorDir, { recursive: true, force: true });
  }

  const misses = results.flatMap((r) => {
    const problems: string[] = [];
    if (r.performance < targets.performance) problems.push(`performance ${r.performance}`);
    if (r.accessibility < 100) problems.push(`accessibility ${r.accessibility}`);
    if (r.bestPractices < 100) problems.push(`best practices ${r.bestPractices}`);
    const entry = pages.find((p) => p.path === r.path);
    if (!entry?.noindex && r.seo < 100) problems.push(`SEO ${r.seo}`);
    if (r.lcpMs > targets.lcpMs) problems.push(`LCP ${r.lcpMs} ms`);
    if (r.lcpMs - floor.lcpMs > targets.lcpOverFloorMs)
      problems.push(`LCP ${r.lcpMs - floor.lcpMs} ms over the floor`);
    if (r.cls > targets.cls) problems.push(`CLS ${r.cls}`);
    if (r.tbtMs > targets.tbtMs) problems.push(`TBT ${r.tbtMs} ms`);
    const jsTarget = jsTargetFor(r.path);
    if (r.jsBytes > jsTarget)
      problems.push(`JS ${(r.jsBytes / 1024).toFixed(1)} KB > ${(jsTarget / 1024).toFixed(0)}`);
    if (r.cssBytes > targets.cssBytes) problems.push(`CSS ${(r.cssBytes / 1024).toFixed(1)} KB`);
    return problems.length ? [`- ${r.path}: ${problems.join(", ")}`] : [];
  });
  const table = results
    .map((r) => {
      const was = before.get(r.path);
      return `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${change(r.lcpMs, floor.lcpMs)} | ${r.cls} | ${r.tbtMs} | ${(r.jsBytes / 1024).toFixed(1)} | ${(r.cssBytes / 1024).toFixed(1)} | ${change(r.performance, was?.performance)} | ${change(r.lcpMs, was?.lcpMs)} | ${change(r.jsBytes / 1024, was && was.jsBytes / 1024, 1)} |`;
    })
    .join("\n");
  const speed = median(results.map((r) => r.benchmarkIndex));
  const speedBefore = median([...before.values()].map((r) => r.benchmarkIndex ?? 0));
  const markdown =
    `# Lighthouse (mobile preset, simulated throttling)\n\n` +
    `Machine speed (Lighthouse's benchmark index, median over the run; higher is faster): ${speed}${speedBefore ? ` (previous report: ${speedBefore})` : ""}. Simulated LCP and TBT scale with it, so compare routes with the floor of the same run rather than across machines.\n\n` +
    `Each figure is the median of ${runsPerRoute} runs per route (the simulated LCP of an unchanged page still moves by a few hundred ms between runs). ` +
    `**Floor**: the home page as prerendered with every script removed, served by the same server in the same run: LCP ${floor.lcpMs} ms, TBT ${floor.tbtMs} ms (work the page's HTML and CSS alone cause), performance ${floor.performance}. ` +
    `"LCP − floor" is each route's LCP less the floor's. The last three columns are the change since the previous report (perf points, LCP ms, JS KB). ` +
    `JS KB is every script the page fetched while Lighthouse watched, including those loaded after it ran (the budget check counts only what loads before).\n\n` +
    `Targets: performance ${targets.performance}, LCP ≤ ${targets.lcpMs} ms and ≤ ${targets.lcpOverFloorMs} ms over the floor, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}, JavaScript ≤ 100 KB on content pages and ≤ 130 KB on pages with a form.\n\n` +
    `| route | perf | a11y | best practices | SEO | LCP ms | LCP − floor | CLS | TBT ms | JS KB | CSS KB | Δ perf | Δ LCP | Δ JS |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${table}\n\n## Targets missed\n\n${misses.length ? misses.join("\n") : "None."}\n`;
  await writeReport("lighthouse", { targets, floor, results }, markdown);
  return { results, misses };
}

if (import.meta.main) {
  const only = process.argv.slice(2);
  await runLighthouse({ only: only.length ? only : undefined });
}
