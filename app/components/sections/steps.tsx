import { Clock } from "lucide-react";
import type { Step } from "#app/content/icons.ts";
import { cn } from "#app/lib/cn.ts";

const columns: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-4",
  5: "md:grid-cols-5",
};

/**
 * Numbered steps in order, drawn as a timeline: numbers joined by a line, down the left on
 * phones and across the page from 768 px. An ordered list, so the sequence is announced. A
 * `highlight`ed step (the one the visitor is waiting for) is picked out in the accent colour.
 */
export function StepList({
  steps,
  className,
}: {
  steps: (Step & { highlight?: boolean })[];
  className?: string;
}) {
  return (
    <ol
      data-slot="step-list"
      className={cn("grid gap-5 md:gap-6", columns[steps.length] ?? "md:grid-cols-4", className)}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative grid grid-cols-[2.5rem_1fr] gap-x-3 md:block md:text-center",
            // The line to the next step: down to it on phones, across to it from 768 px.
            "not-last:after:absolute not-last:after:top-11 not-last:after:-bottom-4 not-last:after:left-[1.1875rem] not-last:after:w-0.5 not-last:after:bg-brand-200",
            "md:not-last:after:top-5 md:not-last:after:bottom-auto md:not-last:after:left-[calc(50%+1.5rem)] md:not-last:after:h-0.5 md:not-last:after:w-[calc(100%-1.5rem)]",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "inline-flex size-10 items-center justify-center rounded-full text-lg font-bold md:mx-auto",
              step.highlight ? "bg-accent-500 text-accent-ink" : "bg-brand-800 text-white",
            )}
          >
            {index + 1}
          </span>
          {/* On phones the duration sits beside the title; from 768 px under the description. */}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:mt-4 md:flex-col md:flex-nowrap md:gap-0">
            <h3 className="text-lg font-bold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="order-1 basis-full text-sm text-muted md:order-none md:mt-1 md:basis-auto md:text-base">
              {step.description}
            </p>
            {step.duration ? (
              <p
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold md:mt-2 md:px-3",
                  step.highlight ? "bg-accent-500 text-accent-ink" : "bg-brand-50 text-brand-800",
                )}
              >
                <Clock aria-hidden="true" className="size-4" />
                {step.duration}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
