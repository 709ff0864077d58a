/**
 * Behaviours of one page, each a module of its own loaded only where its markup is: by the
 * shell when the page is served without React (`app/shell/index.ts`), by the page's component
 * when React renders it. Either way the module runs once.
 */
import { lazyObserverOptions } from "#app/components/sections/lazy-section-options.ts";

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
export const loadCarousels = () => import("#app/components/sections/carousel-script.ts");

/**
 * When a behaviour's module is fetched, once its markup is in the page:
 * - `at-load`: at once;
 * - `when-shown`: once some of its markup is displayed near the viewport (now, when scrolled
 *   to, or when the window grows): the product heroes' quick quote shows from 1024 px and the
 *   team carousel below 768 px, so a phone never fetches the first nor a laptop the second;
 * - `on-first-use`: when the visitor first focuses, presses or touches inside it. Only for a
 *   form that works without its script (the behaviour answers in place what the page would
 *   answer anyway), so a form sent before the module arrives is still answered.
 */
export type BehaviourStart = "at-load" | "when-shown" | "on-first-use";

export type PageBehaviour = {
  selector: string;
  load: () => Promise<unknown>;
  /** At load unless it says otherwise. */
  start?: BehaviourStart;
};

export const pageBehaviours: PageBehaviour[] = [
  { selector: "[data-faq-explorer]", load: loadFaqSearch },
  { selector: "[data-cookie-choices]", load: loadCookieChoices },
  { selector: "[data-quote-form]", load: loadQuoteForms, start: "when-shown" },
  { selector: "[data-calculator]", load: loadFundingCalculator },
  { selector: '[data-slot="mobile-apply-bar"]', load: loadMobileApplyBar },
  { selector: "[data-eligibility-check]", load: loadEligibilityCheck, start: "on-first-use" },
  { selector: '[data-slot="lazy-section"] > template', load: loadLazySections },
  { selector: '[data-slot="team-carousel"]', load: loadCarousels, start: "when-shown" },
];

/** Within 100 px of the viewport, as a lazy section loads (specification §9). */
const nearViewport = lazyObserverOptions.rootMargin ?? "0px";
const nearViewportPx = parseInt(nearViewport, 10);

/** Whether the element is displayed (has a box) and within reach of the viewport now. */
function inView(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const box = element.getBoundingClientRect();
  return (
    box.bottom >= -nearViewportPx &&
    box.top <= innerHeight + nearViewportPx &&
    box.right >= -nearViewportPx &&
    box.left <= innerWidth + nearViewportPx
  );
}

/**
 * Runs `run` once any of `elements` is displayed near the viewport: at once if one is, or
 * when one first comes near it (scrolled to, or shown when the window grows). A hidden element
 * never intersects, so a behaviour whose markup this width hides is never fetched.
 */
export function whenShown(elements: Element[], run: () => void): void {
  if (elements.some(inView) || typeof IntersectionObserver === "undefined") {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: nearViewport },
  );
  for (const element of elements) observer.observe(element);
}

const firstUseEvents = ["focusin", "pointerdown", "keydown"] as const;

/** Runs `run` once the visitor first focuses, presses or touches inside any of `elements`. */
export function onFirstUse(elements: Element[], run: () => void): void {
  const used = () => {
    for (const element of elements) {
      for (const type of firstUseEvents) element.removeEventListener(type, used);
    }
    run();
  };
  for (const element of elements) {
    for (const type of firstUseEvents) element.addEventListener(type, used, { passive: true });
  }
  // Focus already inside (a visitor who tabbed in before this ran) counts as use.
  if (elements.some((element) => element.contains(document.activeElement))) used();
}

/**
 * A form in `elements` sent while its behaviour's module is on its way waits for it and is then
 * sent again, so the module answers it in place; a visitor quick to press Enter after typing gets
 * the same page as one who paused. If the module cannot be fetched, the form goes to its page
 * as it does without scripts.
 */
export function holdSubmits(elements: Element[], loading: Promise<unknown>): void {
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    loading.then(
      () => form.requestSubmit(submitter),
      () => form.submit(),
    );
  };
  for (const element of elements) element.addEventListener("submit", hold);
  // Settled before any held form is sent again: its reactions were added first.
  const release = () => {
    for (const element of elements) element.removeEventListener("submit", hold);
  };
  loading.then(release, release);
}

/** Starts loading one behaviour for `elements` (its markup), as its `start` says. */
export function startBehaviour(
  elements: Element[],
  start: BehaviourStart,
  load: () => Promise<unknown>,
): Promise<unknown> {
  if (elements.length === 0) return Promise.resolve();
  const loadHolding = () => {
    const loading = load();
    holdSubmits(elements, loading);
    return loading;
  };
  if (start === "at-load") return loadHolding();
  const wait = start === "when-shown" ? whenShown : onFirstUse;
  return new Promise<void>((resolve) => wait(elements, resolve)).then(loadHolding);
}

/**
 * Loads the behaviour of each kind of markup in `root`: at load, and for a section shown later.
 * Resolves once those that start at once have loaded (markup in view now counts as shown);
 * those waiting to be shown or used are not waited for.
 */
export function loadPageBehaviours(root: ParentNode = document): Promise<unknown[]> {
  return Promise.all(
    pageBehaviours.map(({ selector, load, start = "at-load" }) => {
      const elements = [...root.querySelectorAll(selector)];
      // Markup in view now is shown: its behaviour starts at once, and is waited for.
      const now = start === "when-shown" && elements.some(inView) ? "at-load" : start;
      const started = startBehaviour(elements, now, load);
      return now === "at-load" ? started : undefined;
    }),
  );
}
