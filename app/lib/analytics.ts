import { effectivePreferences } from "#app/lib/consent.ts";

/**
 * The only place analytics events are named. Components call these typed functions; events
 * go to the global tag function when present. Google's tag is loaded only after the visitor
 * allows analytics and only when a measurement id is configured; consent defaults to denied.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let measurementId: string | null = null;
let tagRequested = false;

function gtag(...args: unknown[]) {
  if (typeof window === "undefined") return;
  window.gtag?.(...args);
}

/** Sets up the tag function with every consent type denied. Makes no network request. */
export function initAnalytics(id: string | null) {
  if (typeof window === "undefined") return;
  measurementId = id;
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtagShim() {
      // gtag.js reads the arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      security_storage: "granted",
    });
    gtag("js", new Date());
  }
  applyConsent();
}

/** Reflects the visitor's current choices; loads the tag the first time analytics is allowed. */
export function applyConsent() {
  if (typeof window === "undefined" || !window.gtag) return;
  const preferences = effectivePreferences();
  gtag("consent", "update", {
    analytics_storage: preferences.analytics ? "granted" : "denied",
    ad_storage: preferences.marketing ? "granted" : "denied",
    ad_user_data: preferences.marketing ? "granted" : "denied",
    ad_personalization: preferences.marketing ? "granted" : "denied",
    functionality_storage: preferences.functional ? "granted" : "denied",
  });
  if (preferences.analytics && measurementId && !tagRequested) {
    tagRequested = true;
    gtag("config", measurementId, { send_page_view: false });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  }
}

function event(name: string, params: Record<string, string | number> = {}) {
  gtag("event", name, params);
}

export const analytics = {
  pageView: (path: string, title: string) =>
    event("page_view", { page_path: path, page_title: title }),
  formStart: (formName: string) => event("form_start", { form_name: formName }),
  formSubmit: (formName: string) => event("form_submit", { form_name: formName }),
  formComplete: (formName: string) => event("form_complete", { form_name: formName }),
  ctaClick: (label: string, location: string) => event("cta_click", { label, location }),
  phoneClick: (location: string) => event("phone_click", { location }),
  calculatorUse: (loanAmount: number, loanTerm: number) =>
    event("calculator_use", { loan_amount: loanAmount, loan_term: loanTerm }),
  contactForm: () => event("contact_form"),
  startApplicationNow: (location: string) => event("Start Application Now", { location }),
};

/**
 * Clicks reported from the page's markup rather than from a handler, so a link reports its
 * click on pages that run no React (docs/decisions/0020-content-pages-without-hydration.md):
 * a component spreads `track.phone("footer")` on its link and the shell (`app/shell/`) reports
 * the click.
 */
export const track = {
  phone: (location: string) => ({ "data-track": "phone", "data-track-location": location }),
  cta: (label: string, location: string) => ({
    "data-track": "cta",
    "data-track-label": label,
    "data-track-location": location,
  }),
  /** With `ctaLabel`, also reported as a call-to-action click with that label. */
  startApplication: (location: string, ctaLabel?: string) => ({
    "data-track": "start-application",
    "data-track-location": location,
    ...(ctaLabel === undefined ? {} : { "data-track-label": ctaLabel }),
  }),
};

/** Reports the click on an element marked by `track`, if it is one. */
export function reportTrackedClick(element: Element) {
  const marked = element.closest<HTMLElement>("[data-track]");
  if (!marked) return;
  const { track: kind, trackLocation = "", trackLabel = "" } = marked.dataset;
  if (kind === "phone") analytics.phoneClick(trackLocation);
  else if (kind === "cta") analytics.ctaClick(trackLabel, trackLocation);
  else if (kind === "start-application") {
    analytics.startApplicationNow(trackLocation);
    if (trackLabel) analytics.ctaClick(trackLabel, trackLocation);
  }
}
