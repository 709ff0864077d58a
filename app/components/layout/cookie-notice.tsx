import { Cookie, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/paths.ts";
import {
  markConsent,
  onConsentChange,
  readConsent,
  writeConsent,
  type ConsentValue,
} from "#app/lib/consent.ts";
import { applyConsent } from "#app/lib/analytics.ts";

/*
 * While the notice shows, the page gets room below its end as tall as the notice, so that any
 * part of the page (a form's button, the footer's last line) can be scrolled clear of it.
 */
const reserveSpace = `html:has([data-slot="cookie-notice"]) body { padding-bottom: var(--cookie-notice-space, 0px); }`;

/** Keeps --cookie-notice-space at the height the notice covers, from the bottom of the window. */
function useReservedSpace(visible: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (!visible || !notice) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = Math.max(0, window.innerHeight - notice.getBoundingClientRect().top);
      root.style.setProperty("--cookie-notice-space", `${Math.ceil(covered)}px`);
    };
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(notice);
    window.addEventListener("resize", measure);
    return () => {
      resizes.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--cookie-notice-space");
    };
  }, [visible]);
  return ref;
}

/**
 * Shown only while no answer is stored. On phones it is a compact strip along the bottom. Declining is as easy as accepting: both are buttons
 * of the same size, side by side, and the close icon also declines.
 */
export function CookieNotice() {
  // Rendered into every page's HTML; until the page runs, the head script's mark decides
  // whether it shows (`app.css`). Once running, it is taken away when answered.
  const [visible, setVisible] = useState(true);
  const ref = useReservedSpace(visible);

  useEffect(() => {
    const update = () => {
      const unanswered = readConsent() === null;
      markConsent(!unanswered);
      setVisible(unanswered);
    };
    update();
    // Saving choices on the cookies page answers the notice too.
    return onConsentChange(update);
  }, []);

  function answer(value: ConsentValue) {
    writeConsent(value);
    applyConsent();
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <section
      ref={ref}
      data-slot="cookie-notice"
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-3xl rounded-t-2xl border border-line bg-white p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-2xl md:inset-x-3 md:bottom-6 md:rounded-2xl md:p-5"
    >
      <style href="cookie-notice" precedence="default">
        {reserveSpace}
      </style>
      <div className="flex items-start gap-3">
        <Cookie
          className="mt-0.5 hidden size-6 shrink-0 text-brand-700 md:block"
          aria-hidden="true"
        />
        <div className="flex-1 space-y-2 md:space-y-3">
          <h2 className="sr-only font-semibold text-ink md:not-sr-only">We use cookies</h2>
          <p className="text-sm text-muted">
            <span className="hidden md:inline">Essential storage keeps the site working. </span>
            With your permission we also use analytics cookies to understand how the site is used.
            Read our{" "}
            <Link to={paths.cookiesPolicy} className="font-medium text-brand-700 underline">
              Cookies Policy
            </Link>{" "}
            to choose in detail.
          </p>
          <div className="flex gap-2 md:flex-wrap">
            <Button
              variant="primary"
              size="sm"
              className="flex-1 md:flex-none"
              onClick={() => answer("accepted")}
            >
              Accept All
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="flex-1 md:flex-none"
              onClick={() => answer("declined")}
            >
              Decline Optional
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={() => answer("declined")}
          className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close cookie notice and decline optional cookies</span>
        </button>
      </div>
    </section>
  );
}
