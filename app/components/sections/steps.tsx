import type { Step } from "#app/content/icons.ts";
import { cn } from "#app/lib/cn.ts";

/** Numbered steps in order; an ordered list so the sequence is announced. */
export function StepList({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol
      data-slot="step-list"
      className={cn(
        "grid gap-5",
        steps.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4",
        className,
      )}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-bold text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.description}</p>
          {step.duration ? (
            <p className="mt-3 text-sm font-semibold text-brand-700">{step.duration}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
