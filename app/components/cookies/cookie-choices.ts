import { clearAnalyticsCookies } from "#app/components/cookies/analytics-cookies.ts";
import { savedMessage } from "#app/content/cookie-messages.ts";
import { applyConsent } from "#app/lib/analytics.ts";
import {
  effectivePreferences,
  writePreferences,
  type CookiePreferences,
} from "#app/lib/consent.ts";

/**
 * The cookies page's choices, on the markup `CookiePreferencesPanel` renders: each optional
 * category's switch (`[data-cookie-choice]`) shows what the visitor allows and changes on a
 * click; Accept All and Reject All set them all; Save Preferences stores them, applies them
 * to analytics, removes analytics' cookies when analytics is off, and says so. Loaded by the
 * shell on a page served without React (`app/shell/index.ts`) and by the component when React
 * renders it; the listeners are on the document, so either way they are added once.
 */
const panelSelector = "[data-cookie-choices]";

function switches(panel: ParentNode) {
  return [...panel.querySelectorAll<HTMLElement>("[data-cookie-choice]")];
}

function setSwitch(control: Element, on: boolean) {
  control.setAttribute("aria-checked", String(on));
}

/** Shows the visitor's current choices on every panel in the page. */
export function showStoredChoices(doc: Document) {
  const stored = effectivePreferences();
  for (const panel of doc.querySelectorAll(panelSelector)) {
    for (const control of switches(panel)) {
      const id = control.dataset.cookieChoice as keyof CookiePreferences;
      setSwitch(control, stored[id] === true);
    }
  }
}

function chosen(panel: Element): CookiePreferences {
  const on = new Set(
    switches(panel)
      .filter((control) => control.getAttribute("aria-checked") === "true")
      .map((control) => control.dataset.cookieChoice),
  );
  return {
    essential: true,
    analytics: on.has("analytics"),
    marketing: on.has("marketing"),
    functional: on.has("functional"),
  };
}

function start(doc: Document) {
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const panel = target?.closest(panelSelector);
    if (!target || !panel) return;
    const control = target.closest("[data-cookie-choice]");
    const all = target.closest("[data-cookie-all]");
    if (control) {
      setSwitch(control, control.getAttribute("aria-checked") !== "true");
    } else if (all) {
      const on = all.getAttribute("data-cookie-all") === "true";
      for (const each of switches(panel)) setSwitch(each, on);
    } else if (target.closest("[data-cookie-save]")) {
      const preferences = chosen(panel);
      writePreferences(preferences);
      applyConsent();
      if (!preferences.analytics) clearAnalyticsCookies();
      const saved = panel.querySelector("[data-cookie-saved]");
      if (saved) saved.textContent = savedMessage;
    }
  });
  showStoredChoices(doc);
}

if (typeof document !== "undefined") start(document);
