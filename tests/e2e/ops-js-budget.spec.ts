import { expect, test } from "@playwright/test";
import { routeScripts } from "#bench/route-scripts.ts";
import { jsBudgets, slackBytes } from "#bench/js-budgets.ts";

/**
 * The JavaScript each public route ships, from the production build, against its allowance
 * (`bench/js-budgets.json`): bytes are the same on every machine, so this is a test; how fast
 * the pages are is for the bench. Lowering an allowance after a page got lighter, or raising
 * one on purpose, is a change to that file.
 */
test("every public route ships no more JavaScript than its allowance, and no route is far under it", async () => {
  const routes = await routeScripts();
  expect(routes.length).toBeGreaterThan(20);
  const report = routes.map((route) => {
    const budget = jsBudgets[route.id];
    return {
      route: `${route.id} (${route.path})`,
      bytes: route.bytes,
      budget,
      verdict:
        budget === undefined
          ? "no allowance in bench/js-budgets.json"
          : route.bytes > budget
            ? `over by ${route.bytes - budget} bytes; largest: ${route.files
                .slice(0, 3)
                .map((file) => `${file.file} ${file.bytes}`)
                .join(", ")}`
            : budget - route.bytes > slackBytes
              ? `under by ${budget - route.bytes} bytes: lower its allowance`
              : "ok",
    };
  });
  expect(report.filter((row) => row.verdict !== "ok")).toEqual([]);
  // An allowance for a route that no longer exists is stale too.
  const known = new Set(routes.map((route) => route.id));
  expect(Object.keys(jsBudgets).filter((id) => !known.has(id))).toEqual([]);
});

/**
 * Each script is a request with its own headers (about 400 bytes) and a round trip on a slow
 * phone: the pages with a form load theirs in a few chunks grouped by the pages that use them
 * (`scripts/form-chunks.ts`), not the 30 to 46 files the default split made of them.
 */
const mostScriptsBeforeRunning = 14;

test(`no public route loads more than ${mostScriptsBeforeRunning} scripts before it runs`, async () => {
  const routes = await routeScripts();
  const many = routes
    .filter((route) => route.files.length > mostScriptsBeforeRunning)
    .map((route) => `${route.path}: ${route.files.length} scripts`);
  expect(many).toEqual([]);
});
