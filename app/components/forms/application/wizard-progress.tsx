import { Check, CircleAlert } from "lucide-react";
import { WIZARD_STEPS, type WizardStepNumber } from "#app/lib/application-steps.ts";
import { cn } from "#app/lib/cn.ts";
import { progressCopy, wizardSteps } from "#app/content/application.ts";
import type { MissingAnswer, WizardStep } from "#app/schemas/application.ts";

const QUESTION_STEPS: readonly WizardStep[] = [1, 2, 3];

/** How many answers each question step still needs (a step with none is done). */
export function missingByStep(missing: readonly MissingAnswer[]): Record<WizardStep, number> {
  const counts: Record<WizardStep, number> = { 1: 0, 2: 0, 3: 0 };
  for (const answer of missing) counts[answer.step] += 1;
  return counts;
}

/**
 * Percent complete: the share of the three question steps whose required answers are all
 * there and valid. Moving on with Continue (which never blocks) does not count by itself.
 */
export function percentComplete(missing: readonly MissingAnswer[]): number {
  const counts = missingByStep(missing);
  const done = QUESTION_STEPS.filter((step) => counts[step] === 0).length;
  return Math.round((done / QUESTION_STEPS.length) * 100);
}

export type StepMarker =
  | { kind: "current" }
  | { kind: "done" }
  | { kind: "incomplete"; missing: number }
  | { kind: "ahead" }
  /** Not judged yet: the rules have not loaded. Shown as a step ahead is, by its number. */
  | { kind: "unchecked" };

/**
 * What the indicator shows for a step: done only when its answers are complete; a step the
 * visitor has moved past with answers missing says how many. Without `counts` (the rules not
 * loaded yet) no question step is called done or incomplete.
 */
export function stepMarker(
  number: WizardStepNumber,
  current: WizardStepNumber,
  counts: Record<WizardStep, number> | null,
): StepMarker {
  if (number === current) return { kind: "current" };
  if (number === 4) return { kind: "ahead" };
  if (!counts) return { kind: "unchecked" };
  const missing = counts[number];
  if (missing === 0) return { kind: "done" };
  return number < current ? { kind: "incomplete", missing } : { kind: "ahead" };
}

/**
 * The step, the share of the questions answered and each step's marker. `missing` is null
 * until the rules have loaded (and on the server): the bar then shows no share, rather than
 * one it cannot know, and fills in when they arrive; a form still `blank` (nothing answered
 * since it opened empty) is at 0 % without them.
 */
export function WizardProgress({
  step,
  missing,
  blank = false,
}: {
  step: WizardStepNumber;
  missing: readonly MissingAnswer[] | null;
  blank?: boolean;
}) {
  const percent = missing ? percentComplete(missing) : blank ? 0 : null;
  const counts = missing && missingByStep(missing);
  const total = WIZARD_STEPS.length;
  const stepText = `Step ${step} of ${total}, ${wizardSteps[step].title}`;
  return (
    <div data-js-only className="space-y-3">
      <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
        <p id="application-progress-label" className="text-ink">
          Step {step} of {total}
        </p>
        {percent === null ? null : (
          <p className="text-muted">{progressCopy.percentComplete(percent)}</p>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby="application-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={
          percent === null ? stepText : `${stepText}: ${progressCopy.percentComplete(percent)}`
        }
        className="h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent ?? 0}%` }}
        />
      </div>
      <ol className="grid grid-cols-4 gap-1 text-center text-xs font-medium md:text-sm">
        {WIZARD_STEPS.map((number) => {
          const marker = stepMarker(number, step, counts);
          return (
            <li
              key={number}
              data-step-state={marker.kind}
              aria-current={marker.kind === "current" ? "step" : undefined}
              className={cn(
                "flex flex-col items-center gap-1",
                marker.kind === "current" && "text-brand-800",
                marker.kind === "done" && "text-ink",
                marker.kind === "incomplete" && "text-danger-700",
                (marker.kind === "ahead" || marker.kind === "unchecked") && "text-muted",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-7 items-center justify-center rounded-full border-2 text-sm font-bold",
                  marker.kind === "current" && "border-brand-700 bg-brand-700 text-white",
                  marker.kind === "done" && "border-brand-700 bg-white text-brand-700",
                  marker.kind === "incomplete" && "border-danger-700 bg-white text-danger-700",
                  (marker.kind === "ahead" || marker.kind === "unchecked") &&
                    "border-line bg-white text-muted",
                )}
              >
                {marker.kind === "done" ? (
                  <Check className="size-4" strokeWidth={3} />
                ) : marker.kind === "incomplete" ? (
                  <CircleAlert className="size-4" strokeWidth={2.5} />
                ) : (
                  number
                )}
              </span>
              <span>
                {wizardSteps[number].title}
                {marker.kind === "done" ? (
                  <span className="sr-only"> ({progressCopy.done})</span>
                ) : null}
              </span>
              {marker.kind === "incomplete" ? (
                <span className="text-xs font-semibold">
                  <span className="sr-only">{progressCopy.incomplete}: </span>
                  {progressCopy.answersMissing(marker.missing)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
