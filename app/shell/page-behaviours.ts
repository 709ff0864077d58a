/**
 * Behaviours of one page, each a module of its own loaded only where its markup is: by the
 * shell when the page is served without React (`app/shell/index.ts`), by the page's component
 * when React renders it. Either way the module runs once.
 */
export const loadFaqSearch = () => import("#app/components/faq/faq-search.ts");
export const loadCookieChoices = () => import("#app/components/cookies/cookie-choices.ts");
export const loadQuoteForms = () => import("#app/components/forms/quote-form-script.ts");
export const loadFundingCalculator = () =>
  import("#app/components/sections/funding-calculator-script.ts");
export const loadMobileApplyBar = () =>
  import("#app/components/sections/mobile-apply-bar-script.ts");
export const loadEligibilityCheck = () =>
  import("#app/components/sections/eligibility-check-script.ts");
export const loadLazySections = () => import("#app/components/sections/lazy-section-script.ts");

export const pageBehaviours: [selector: string, load: () => Promise<unknown>][] = [
  ["[data-faq-explorer]", loadFaqSearch],
  ["[data-cookie-choices]", loadCookieChoices],
  ["[data-quote-form]", loadQuoteForms],
  ["[data-calculator]", loadFundingCalculator],
  ['[data-slot="mobile-apply-bar"]', loadMobileApplyBar],
  ["[data-eligibility-check]", loadEligibilityCheck],
  ['[data-slot="lazy-section"] > template', loadLazySections],
];

/** Loads the behaviour of each kind of markup in `root`: at load, and for a section shown later. */
export function loadPageBehaviours(root: ParentNode = document): Promise<unknown[]> {
  return Promise.all(
    pageBehaviours.filter(([selector]) => root.querySelector(selector)).map(([, load]) => load()),
  );
}
