import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { routeScripts } from "#bench/route-scripts.ts";
import { allowanceFor } from "#bench/js-budgets.ts";

/**
 * Sets every public route's JavaScript allowance (`bench/js-budgets.json`) from the current
 * build, for after a change that makes pages lighter or, on purpose, heavier: `npm run build`
 * first. The diff of the file is the record of what each route gained or lost.
 */
const routes = await routeScripts();
const budgets = Object.fromEntries(
  routes
    .map((route) => [route.id, allowanceFor(route.bytes)] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const file = resolve("bench/js-budgets.json");
await writeFile(file, `${JSON.stringify(budgets, null, 2)}\n`);
console.log(`${routes.length} allowances written to ${file}`);
