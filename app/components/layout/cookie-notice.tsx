import { Cookie, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/paths.ts";
import { onConsentChange, readConsent, writeConsent, type ConsentValue } from "#app/lib/consent.ts";
import { applyConsent } from "#app/lib/analytics.ts";

/**
 * Shown only while no answer is stored. Declining is as easy as accepting: both are buttons
 * of the same size, side by side, and the close icon also declines.
 */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(readConsent() === null);
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
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-white p-5 shadow-2xl md:bottom-6"
    >
      <div className="flex items-start gap-3">
        <Cookie className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex-1 space-y-3">
          <h2 className="font-semibold text-ink">We use cookies</h2>
          <p className="text-sm text-muted">
            Essential storage keeps the site working. With your permission we also use analytics
            cookies to understand how the site is used. Read our{" "}
            <Link to={paths.cookiesPolicy} className="font-medium text-brand-700 underline">
              Cookies Policy
            </Link>{" "}
            to choose in detail.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" size="sm" onClick={() => answer("accepted")}>
              Accept All
            </Button>
            <Button variant="outline" size="sm" onClick={() => answer("declined")}>
              Decline Optional
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={() => answer("declined")}
          className="-mt-2 -mr-2 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close cookie notice and decline optional cookies</span>
        </button>
      </div>
    </section>
  );
}
