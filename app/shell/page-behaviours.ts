/**
 * Behaviours of one page, each a module of its own loaded only where its markup is: by the
 * shell when the page is served without React (`app/shell/index.ts`), by the page's component
 * when React renders it. Either way the module runs once.
 */
export const loadFaqSearch = () => import("#app/components/faq/faq-search.ts");
export const loadCookieChoices = () => import("#app/components/cookies/cookie-choices.ts");

export const pageBehaviours: [selector: string, load: () => Promise<unknown>][] = [
  ["[data-faq-explorer]", loadFaqSearch],
  ["[data-cookie-choices]", loadCookieChoices],
];
