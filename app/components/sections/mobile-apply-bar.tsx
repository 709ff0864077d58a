import { ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { track } from "#app/lib/analytics.ts";
import { loadMobileApplyBar } from "#app/shell/page-behaviours.ts";

/*
 * While the bar is on the page, phones get room under the footer so the bar never hides its
 * last lines. React hoists this into <head>; `:has()` keeps it inert once the bar is gone.
 */
const reserveSpace = `@media (width < 48rem) { body:has([data-slot="mobile-apply-bar"]) { padding-bottom: calc(var(--spacing) * 18 + env(safe-area-inset-bottom)); } }`;

/**
 * The fixed Apply Now bar shown below 768 px. Its script (`mobile-apply-bar-script.ts`) moves
 * it out of the way while a form is being used.
 */
export function MobileApplyBar({ location }: { location: string }) {
  useEffect(() => void loadMobileApplyBar(), []);
  return (
    <>
      <style href="mobile-apply-bar" precedence="default">
        {reserveSpace}
      </style>
      <div
        data-slot="mobile-apply-bar"
        data-state="shown"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] transition-[translate,visibility] duration-200 motion-reduce:transition-none data-[state=hidden]:invisible data-[state=hidden]:translate-y-full md:hidden"
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
