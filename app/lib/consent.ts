/**
 * The visitor's cookie choices, kept in local storage. The notice's answer lives under
 * `cookie-consent` ("accepted" or "declined") for one year; the detailed choices of the cookies
 * page live under `cookie-preferences`. Saved preferences win over the notice's answer.
 */
export const consentKey = "cookie-consent";
export const consentExpiryKey = "cookie-consent-expires";
export const preferencesKey = "cookie-preferences";
export const consentLifetimeMs = 365 * 24 * 60 * 60 * 1000;

export type ConsentValue = "accepted" | "declined";
export type CookiePreferences = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
};

export const defaultPreferences: CookiePreferences = {
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
};

const consentEvent = "consent-change";

/**
 * Run in the page's head before anything paints: marks the document `data-consent="unanswered"`
 * when no answer is stored, which is what shows the cookie notice (it is in the HTML of every
 * page, hidden otherwise). So the notice paints with the page, not after its scripts start,
 * and a visitor who has answered never sees it flash. Without JavaScript nothing is marked and
 * no notice shows, as its buttons would not work.
 */
export const consentMarkScript = `try{var s=localStorage,v=s.getItem(${JSON.stringify(consentKey)}),e=Number(s.getItem(${JSON.stringify(consentExpiryKey)}));if(!((v==="accepted"||v==="declined")&&e>Date.now()))document.documentElement.dataset.consent="unanswered"}catch(x){}`;

/** Keeps the document's mark in step once the page runs (an answer given, or one expired). */
export function markConsent(answered: boolean) {
  const root = document.documentElement;
  // Written only when it changes: any write to the root's mark has the page's style worked out
  // again, and the head script has usually set it already.
  if (answered) delete root.dataset.consent;
  else if (root.dataset.consent !== "unanswered") root.dataset.consent = "unanswered";
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readConsent(now = Date.now()): ConsentValue | null {
  const store = storage();
  const value = store?.getItem(consentKey);
  if (value !== "accepted" && value !== "declined") return null;
  const expires = Number(store?.getItem(consentExpiryKey));
  if (!Number.isFinite(expires) || expires <= now) {
    store?.removeItem(consentKey);
    store?.removeItem(consentExpiryKey);
    return null;
  }
  return value;
}

export function writeConsent(value: ConsentValue, now = Date.now()) {
  const store = storage();
  store?.setItem(consentKey, value);
  store?.setItem(consentExpiryKey, String(now + consentLifetimeMs));
  window.dispatchEvent(new Event(consentEvent));
}

export function readPreferences(): CookiePreferences | null {
  const raw = storage()?.getItem(preferencesKey);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookiePreferences>;
    return {
      essential: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      functional: parsed.functional === true,
    };
  } catch {
    return null;
  }
}

export function writePreferences(preferences: CookiePreferences) {
  storage()?.setItem(preferencesKey, JSON.stringify({ ...preferences, essential: true }));
  // Saving preferences is an answer to the notice too: it should not ask again.
  writeConsent(preferences.analytics || preferences.marketing ? "accepted" : "declined");
}

/** What the visitor currently allows, combining the notice and the preferences page. */
export function effectivePreferences(): CookiePreferences {
  const saved = readPreferences();
  if (saved) return saved;
  const consent = readConsent();
  if (consent === "accepted") {
    return { essential: true, analytics: true, marketing: true, functional: true };
  }
  return defaultPreferences;
}

export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(consentEvent, listener);
  return () => window.removeEventListener(consentEvent, listener);
}
