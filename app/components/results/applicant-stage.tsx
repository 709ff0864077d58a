import { Circle, CircleCheck, CircleDot, CircleSlash } from "lucide-react";
import { applicantStages, stageSteps, type ApplicantStage } from "#app/content/applicant-stages.ts";
import { trackingPageCopy } from "#app/content/applicant-pages.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Where a lead stands, in the applicant's words: the steps along the way with those passed
 * ticked and the current one described, or, for a closed lead, that it is closed and why.
 */
export function ApplicantStageSteps({
  stage,
  closedReason,
}: {
  stage: ApplicantStage;
  closedReason: string | null;
}) {
  if (stage === "closed") {
    const closed = applicantStages.closed;
    return (
      <div className="flex items-start gap-3 rounded-2xl bg-white p-5 ring-1 ring-line">
        <CircleSlash aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted" />
        <div className="min-w-0">
          <p className="text-lg font-bold text-ink">{closed.title}</p>
          <p className="mt-1 text-ink">{closed.description}</p>
          {closedReason ? (
            <p className="mt-3 break-words text-ink">
              <span className="font-semibold">{trackingPageCopy.closedReason}</span> {closedReason}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  const current = stageSteps.indexOf(stage);
  return (
    <ol className="space-y-3">
      {stageSteps.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "upcoming";
        const Icon = state === "done" ? CircleCheck : state === "current" ? CircleDot : Circle;
        return (
          <li
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            className={cn(
              "flex items-start gap-3 rounded-2xl p-4",
              state === "current" ? "bg-white shadow-sm ring-2 ring-brand-700" : "ring-1 ring-line",
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                "mt-0.5 size-6 shrink-0",
                state === "upcoming" ? "text-muted" : "text-brand-700",
                state === "done" && "text-success-700",
              )}
            />
            <div className="min-w-0">
              <p className={cn("font-bold", state === "upcoming" ? "text-muted" : "text-ink")}>
                {applicantStages[step].title}
                {state === "upcoming" ? null : (
                  <span className="sr-only">
                    {", "}
                    {state === "done" ? trackingPageCopy.stageDone : trackingPageCopy.stageCurrent}
                  </span>
                )}
              </p>
              {state === "current" ? (
                <p className="mt-1 text-ink">{applicantStages[step].description}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
