import { Cookie, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/paths.ts";

/**
 * Shown only while no answer is stored: the head script's mark (`data-consent`) decides, before
 * the first paint (`app.css`), and the shell's `app/shell/cookie-notice.ts` stores the answer
 * and keeps the mark in step. On phones it is a compact strip along the bottom. Declining is as
 * easy as accepting: both are buttons of the same size, side by side, and the close icon also
 * declines.
 */
export function CookieNotice() {
  return (
    <section
      data-slot="cookie-notice"
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-3xl rounded-t-2xl border border-line bg-white p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-2xl md:inset-x-3 md:bottom-6 md:rounded-2xl md:p-5"
    >
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
              data-consent-answer="accepted"
            >
              Accept All
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="flex-1 md:flex-none"
              data-consent-answer="declined"
            >
              Decline Optional
            </Button>
          </div>
        </div>
        <button
          type="button"
          data-consent-answer="declined"
          className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close cookie notice and decline optional cookies</span>
        </button>
      </div>
    </section>
  );
}
