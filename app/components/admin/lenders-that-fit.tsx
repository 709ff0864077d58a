import { Link } from "react-router";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { recordSubmissionAnchor } from "#app/components/admin/lender-choice.tsx";
import { plural } from "#app/schemas/admin.ts";

/** One lender against the case's deal facts, as the page's loader worked it out. */
export type LenderFitRow = {
  id: string;
  name: string;
  fits: boolean;
  reasons: string[];
  toCheck: string[];
};

/**
 * "Lenders that fit": the confirmed panel against the case's deal facts. Each lender that fits
 * says what is still to check and starts a submission to it; each other says why not.
 */
export function LendersThatFit({ fit }: { fit: LenderFitRow[] }) {
  const fitting = fit.filter((lender) => lender.fits);
  const others = fit.filter((lender) => !lender.fits);
  return (
    <Panel title="Lenders that fit">
      {fit.length === 0 ? (
        <p className="text-muted">No confirmed lenders on the panel yet.</p>
      ) : (
        <div className="space-y-5">
          <section aria-labelledby="fit-yes">
            <h3 id="fit-yes" className="mb-2 text-lg font-semibold text-ink">
              Fit this case: {plural(fitting.length, "lender")}
            </h3>
            {fitting.length ? (
              <ul className="space-y-2">
                {fitting.map((lender) => (
                  <li
                    key={lender.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3"
                  >
                    <div>
                      <p className="font-semibold text-ink">{lender.name}</p>
                      {lender.toCheck.length ? (
                        <p className="text-sm text-muted">To check: {lender.toCheck.join("; ")}</p>
                      ) : null}
                    </div>
                    <Link
                      to={`?submitTo=${lender.id}#${recordSubmissionAnchor}`}
                      className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      Submit to {lender.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">None of the panel fits the deal facts as they stand.</p>
            )}
          </section>
          {others.length ? (
            <section aria-labelledby="fit-no">
              <h3 id="fit-no" className="mb-2 text-lg font-semibold text-ink">
                Do not fit: {plural(others.length, "lender")}
              </h3>
              <ul className="space-y-2">
                {others.map((lender) => (
                  <li key={lender.id} className="rounded-xl border border-line p-3">
                    <p className="font-semibold text-ink">{lender.name}</p>
                    <ul className="list-disc pl-5 text-sm text-ink">
                      {lender.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Panel>
  );
}
