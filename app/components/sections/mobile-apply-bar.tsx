import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { track } from "#app/lib/analytics.ts";
import { cn } from "#app/lib/cn.ts";

/*
 * While the bar is on the page, phones get room under the footer so the bar never hides its
 * last lines. React hoists this into <head>; `:has()` keeps it inert once the bar is gone.
 */
const reserveSpace = `@media (width < 48rem) { body:has([data-slot="mobile-apply-bar"]) { padding-bottom: calc(var(--spacing) * 18 + env(safe-area-inset-bottom)); } }`;

const fieldSelector = "input, select, textarea";

/**
 * Whether the bar should step aside: while any form is on screen (so it never sits over a
 * form's own button) and while focus is in a form's field (the on-screen keyboard is up).
 * Forms that appear later (a lazy section, a message shown) are watched as they arrive.
 */
function useFormNearby(): boolean {
  const [nearby, setNearby] = useState(false);
  useEffect(() => {
    const formsInView = new Set<Element>();
    let typing = false;
    const update = () => setNearby(formsInView.size > 0 || typing);

    const intersections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) formsInView.add(entry.target);
        else formsInView.delete(entry.target);
      }
      update();
    });
    const watched = new Set<Element>();
    const watchForms = () => {
      for (const form of document.querySelectorAll("form")) {
        if (watched.has(form)) continue;
        watched.add(form);
        intersections.observe(form);
      }
      for (const form of watched) {
        if (form.isConnected) continue;
        watched.delete(form);
        formsInView.delete(form);
        intersections.unobserve(form);
      }
    };
    watchForms();
    const arrivals = new MutationObserver(watchForms);
    arrivals.observe(document.body, { childList: true, subtree: true });

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      typing =
        target instanceof Element && target.matches(fieldSelector) && !!target.closest("form");
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) {
        typing = false;
        update();
      }
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      intersections.disconnect();
      arrivals.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  return nearby;
}

/** The fixed Apply Now bar shown below 768 px, out of the way while a form is being used. */
export function MobileApplyBar({ location }: { location: string }) {
  const formNearby = useFormNearby();
  return (
    <>
      <style href="mobile-apply-bar" precedence="default">
        {reserveSpace}
      </style>
      <div
        data-slot="mobile-apply-bar"
        data-state={formNearby ? "hidden" : "shown"}
        className={cn(
          "fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] transition-[translate,visibility] duration-200 motion-reduce:transition-none md:hidden",
          formNearby && "invisible translate-y-full",
        )}
      >
        <Button asChild variant="cta" className="w-full">
          <Link to={paths.application} {...track.cta("Apply Now", location)}>
            Apply Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </>
  );
}
