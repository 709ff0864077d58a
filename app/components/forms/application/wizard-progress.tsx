import { Check } from "lucide-react";
import { WIZARD_STEPS, type WizardStepNumber } from "#app/lib/application-storage.ts";
import { cn } from "#app/lib/cn.ts";
import { wizardSteps } from "#app/content/application.ts";

/** Percent complete on step n of 4: (n - 1) / 3. */
export function percentComplete(step: WizardStepNumber): number {
  return Math.round(((step - 1) / (WIZARD_STEPS.length - 1)) * 100);
}

export function WizardProgress({ step }: { step: WizardStepNumber }) {
  const percent = percentComplete(step);
  const total = WIZARD_STEPS.length;
  return (
    <div data-js-only className="space-y-3">
      <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
        <p id="application-progress-label" className="text-ink">
          Step {step} of {total}
        </p>
        <p className="text-muted">{percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="application-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${total}, ${wizardSteps[step].title}: ${percent}% complete`}
        className="h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid grid-cols-4 gap-1 text-center text-xs font-medium md:text-sm">
        {WIZARD_STEPS.map((number) => {
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={number}
              aria-current={current ? "step" : undefined}
              className={cn(
                "flex flex-col items-center gap-1",
                current ? "text-brand-800" : done ? "text-ink" : "text-muted",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-7 items-center justify-center rounded-full border-2 text-sm font-bold",
                  current && "border-brand-700 bg-brand-700 text-white",
                  done && "border-brand-700 bg-white text-brand-700",
                  !current && !done && "border-line bg-white text-muted",
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : number}
              </span>
              <span>
                {wizardSteps[number].title}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
