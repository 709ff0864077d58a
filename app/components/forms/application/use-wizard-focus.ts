import { useEffect, useRef } from "react";
import { applicationFieldId } from "#app/lib/application-values.ts";
import { directorHeadingId, stepHeadingId } from "#app/components/forms/application/wizard-ids.ts";
import type { FocusRequest } from "#app/components/forms/application/wizard-state.ts";

function prefersReducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Carries out the wizard's focus requests: a new step focuses its heading (the top of the form
 * scrolled into view), a refused submit the error summary, and a field or director card the
 * control itself with its label or legend in view, as a sighted visitor needs it.
 * Returns the refs for the top of the form and for the error summary.
 */
export function useWizardFocus(request: FocusRequest | null) {
  const topRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!request) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    let target: HTMLElement | null;
    if (request.kind === "heading") {
      topRef.current?.scrollIntoView({ block: "start", behavior });
      target = document.getElementById(stepHeadingId(request.step));
    } else if (request.kind === "summary") {
      target = summaryRef.current;
      target?.scrollIntoView({ block: "start", behavior });
    } else {
      target = document.getElementById(
        request.kind === "field"
          ? applicationFieldId(request.field)
          : directorHeadingId(request.directorId),
      );
      const container = target?.closest<HTMLElement>("fieldset, [data-slot=field], section");
      (container ?? target)?.scrollIntoView({ block: "start", behavior });
    }
    target?.focus({ preventScroll: true });
  }, [request]);

  return { topRef, summaryRef };
}
