import budgets from "./js-budgets.json" with { type: "json" };

/**
 * What each public route may make a visitor download of JavaScript before it runs (bytes, as
 * the server sends it: brotli), checked by `tests/e2e/ops-js-budget.spec.ts` on every test run.
 * Each route's allowance is what it ships today with 1 KiB to spare, so a change that adds code
 * to a page fails the tests until it is made smaller or the allowance is raised on purpose; a
 * change that makes a page lighter lowers its allowance with it (the check fails when a route
 * is more than `slackBytes` under), so the gain holds. The targets are where the allowances
 * are going: content pages at most 100 KiB, pages with a form at most 130 KiB.
 */
export const jsBudgets: Record<string, number> = budgets;

export const slackBytes = 4 * 1024;

/** Today's size with 1 KiB to spare, rounded up to 256 bytes (`npm run js-budgets` writes them). */
export function allowanceFor(bytes: number): number {
  return Math.ceil((bytes + 1024) / 256) * 256;
}

export const jsTargets = { content: 100 * 1024, form: 130 * 1024 } as const;

/** Routes whose page is, or carries, a form a visitor fills in. */
export const formRoutes = new Set([
  "routes/home",
  "routes/social-media-landing",
  "routes/enquiry",
  "routes/application",
  "routes/application-resume",
  "routes/results",
  "routes/contact",
  "routes/referral-join",
  "routes/track",
  "routes/track-application",
]);

export function targetFor(routeId: string): number {
  return formRoutes.has(routeId) ? jsTargets.form : jsTargets.content;
}
