import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { productSlugs, sectorSlugs } from "#app/paths.ts";
import {
  lendersThatFit,
  type FitFacts,
  type FitLender,
} from "#app/server/admin/lead/lender-fit.ts";
import { writeReport } from "./lib.ts";

/**
 * "Lenders that fit" for one case against a 200-lender panel (issue 37): the case page works
 * it out on every load. Each run is a different case against the same panel, as brokers open
 * different cases; the panel's criteria vary as a real one's do (products, amount range,
 * minimum trading and turnover, excluded sectors, some left empty). Target: p95 under 20 ms.
 */
const panelSize = 200;
const runs = 1_000;
const warmUps = 50;
const targetP95Ms = 20;

/** A small deterministic generator, so every run of the benchmark times the same panel. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function some<T>(random: () => number, list: readonly T[], most: number): T[] {
  return list.filter(() => random() < most / list.length);
}

function panelOf(random: () => number): FitLender[] {
  return Array.from({ length: panelSize }, (_, index) => ({
    id: `lender-${index}`,
    name: `Lender ${index}`,
    products: some(random, productSlugs, 4),
    minAmountPence: random() < 0.8 ? Math.round(random() * 50) * 100_000 : null,
    maxAmountPence: random() < 0.8 ? (50 + Math.round(random() * 5_000)) * 100_000 : null,
    minTradingMonths: random() < 0.7 ? Math.round(random() * 36) : null,
    minTurnoverPence: random() < 0.5 ? Math.round(random() * 1_000) * 100_000 : null,
    excludedSectors: some(random, sectorSlugs, 2),
  }));
}

function caseOf(random: () => number): FitFacts {
  const known = () => random() < 0.85;
  const year = 2000 + Math.floor(random() * 26);
  const month = 1 + Math.floor(random() * 12);
  return {
    product: known() ? productSlugs[Math.floor(random() * productSlugs.length)]! : null,
    loanAmount: known() ? 1_000 + Math.round(random() * 2_000_000) : null,
    tradingSince: known() ? `${year}-${String(month).padStart(2, "0")}` : null,
    sector: known() ? sectorSlugs[Math.floor(random() * sectorSlugs.length)]! : null,
    turnoverPence: known() ? Math.round(random() * 500_000_000) : null,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runLenderFitBench() {
  const random = generator(37);
  const panel = panelOf(random);
  const now = new Date("2026-11-29T09:00:00Z");
  const cases = Array.from({ length: warmUps + runs }, () => caseOf(random));
  const loadAverage = loadavg()[0]?.toFixed(1) ?? "unknown";
  const times: number[] = [];
  let fitting = 0;
  cases.forEach((facts, index) => {
    const start = performance.now();
    const fit = lendersThatFit(facts, panel, now);
    const elapsed = performance.now() - start;
    if (index >= warmUps) {
      times.push(elapsed);
      fitting += fit.filter((row) => row.fits).length;
    }
  });
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  const report = {
    panel: panelSize,
    runs,
    targetP95Ms,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1) ?? 0),
    averageFitting: Math.round(fitting / runs),
  };
  const verdict = report.p95 < targetP95Ms ? "met" : "missed";
  await writeReport(
    "lender-fit",
    report,
    `# Lenders that fit\n\nOne case against a ${panelSize}-lender panel, ${runs} runs (a different case each) after ${warmUps} warm-up runs; load average ${loadAverage} at the start. ` +
      `The panel's query is not timed: it is one read of the lenders table, a few hundred rows.\n\n` +
      `| p50 ms | p95 ms | max ms | lenders that fit, on average | Target (p95 < ${targetP95Ms} ms) |\n| --- | --- | --- | --- | --- |\n` +
      `| ${report.p50} | ${report.p95} | ${report.max} | ${report.averageFitting} | ${verdict} |\n`,
  );
  console.log(`lender-fit: p50 ${report.p50} ms, p95 ${report.p95} ms over ${panelSize} lenders`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) await runLenderFitBench();
