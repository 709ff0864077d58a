import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { jsBudgets, targetFor } from "./js-budgets.ts";
import { resultsDir, writeReport } from "./lib.ts";
import { routeScripts } from "./route-scripts.ts";

type Row = { id: string; path: string; bytes: number; budget: number | null; target: number };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The JavaScript each public route ships (brotli, from the production build) against its
 * target and allowance, with the change since the last report and each route's three largest
 * files. Needs `npm run build` first (which `npm run bench` does).
 */
export async function runJsWeight() {
  const previous = await readFile(join(resultsDir, "js-weight.json"), "utf8")
    .then((text) => new Map((JSON.parse(text).routes as Row[]).map((row) => [row.id, row.bytes])))
    .catch(() => new Map<string, number>());
  const routes = await routeScripts();
  const rows = routes.map((route) => ({
    id: route.id,
    path: route.path,
    bytes: route.bytes,
    budget: jsBudgets[route.id] ?? null,
    target: targetFor(route.id),
    largest: route.files.slice(0, 3),
  }));
  const misses = rows.filter((row) => row.bytes > row.target);
  const table = rows
    .map((row) => {
      const before = previous.get(row.id);
      const change =
        before === undefined
          ? "new"
          : `${row.bytes - before >= 0 ? "+" : ""}${kib(row.bytes - before)}`;
      const verdict = row.bytes > row.target ? `missed by ${kib(row.bytes - row.target)}` : "met";
      return `| ${row.path} | ${kib(row.bytes)} | ${kib(row.target)} | ${verdict} | ${change} | ${row.largest
        .map((file) => `${file.file.replace("/assets/", "")} ${kib(file.bytes)}`)
        .join(", ")} |`;
    })
    .join("\n");
  await writeReport(
    "js-weight",
    { routes: rows, misses: misses.map((row) => row.path) },
    `# JavaScript per route (KiB, brotli, loaded before the page runs)\n\n` +
      `Targets: content pages ≤ 100 KiB, pages with a form ≤ 130 KiB; ${misses.length} of ${rows.length} routes miss. ` +
      `Allowances that tests enforce: \`bench/js-budgets.json\`.\n\n` +
      `| route | KiB | target | verdict | change since last report | largest files |\n| --- | --- | --- | --- | --- | --- |\n${table}\n`,
  );
  console.log(`js-weight: ${misses.length} of ${rows.length} routes over their target`);
  return { rows, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) await runJsWeight();
