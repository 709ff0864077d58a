import { applyConsent } from "#app/lib/analytics.ts";
import {
  markConsent,
  onConsentChange,
  readConsent,
  writeConsent,
  type ConsentValue,
} from "#app/lib/consent.ts";

/**
 * The cookie notice's behaviour, on the markup `CookieNotice` renders into every page: its
 * buttons (`[data-consent-answer]`) store the answer; the document's mark (`data-consent`),
 * which the head script sets before the first paint, decides whether the notice shows, and is
 * kept in step here (an answer given on this page or on the cookies page, or one expired).
 * While it shows, the body's `--cookie-notice-space` holds the height it covers from the bottom
 * of the window, so the page can be scrolled clear of it (`app.css`). It is set on the body,
 * which uses it, and does not inherit: set on the root, every element of the page would have
 * its style worked out again, a long task on a slow phone just after the first paint.
 *
 * Answering hides the notice with the button in it: focus goes back to where it was before it
 * entered the notice, or to the page's main content when nothing had focus, never to the body.
 */
const noticeSelector = '[data-slot="cookie-notice"]';

function answered() {
  return readConsent() !== null;
}

export function startCookieNotice(doc: Document = document) {
  let watching: (() => void) | null = null;
  /** The last element focused outside the notice. */
  let before: HTMLElement | null = null;

  function reserveSpace() {
    watching?.();
    watching = null;
    doc.body.style.removeProperty("--cookie-notice-space");
    const notice = doc.querySelector<HTMLElement>(noticeSelector);
    if (answered() || !notice) return;
    const view = doc.defaultView ?? window;
    const measure = () => {
      const covered = Math.max(0, view.innerHeight - notice.getBoundingClientRect().top);
      doc.body.style.setProperty("--cookie-notice-space", `${Math.ceil(covered)}px`);
    };
    measure();
    const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resizes?.observe(notice);
    view.addEventListener("resize", measure);
    watching = () => {
      resizes?.disconnect();
      view.removeEventListener("resize", measure);
    };
  }

  function update() {
    markConsent(answered());
    applyConsent();
    reserveSpace();
  }

  doc.addEventListener("focusin", (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest(noticeSelector)) before = target;
  });

  function giveFocusBack() {
    const active = doc.activeElement;
    if (active && active !== doc.body && !active.closest(noticeSelector)) return;
    const target =
      before?.isConnected && before.getClientRects().length > 0
        ? before
        : doc.querySelector<HTMLElement>("main");
    target?.focus({ preventScroll: true });
  }

  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest("[data-consent-answer]") : null;
    const value = button?.getAttribute("data-consent-answer");
    if (value !== "accepted" && value !== "declined") return;
    writeConsent(value satisfies ConsentValue);
    giveFocusBack();
  });
  // Saving choices on the cookies page answers the notice too.
  onConsentChange(update);
  update();
}
