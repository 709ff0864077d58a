import { Form } from "react-router";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { manualSourceLabels } from "#app/schemas/admin.ts";
import { sourceLabel } from "#app/schemas/admin-dashboard.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { caseSubmissionLabels, type CaseSubmissionKind } from "#app/schemas/admin-lead.ts";
import { manualSourceOf } from "#app/schemas/lead-contact.ts";

type CaseSubmission = {
  kind: CaseSubmissionKind;
  id: string;
  createdAt: Date | string;
  source: string | null;
};

/** Where a submission came from, as a broker reads it. */
export function submissionSourceText(source: string | null): string {
  const manual = manualSourceOf(source);
  if (manual) return `Added by a broker (${manualSourceLabels[manual]})`;
  return source ? sourceLabel(source) : "Not recorded";
}

/**
 * Every submission of the case, oldest first: what it was, when and from where. Any but the
 * first can be split out into a case of its own, when it joined this one wrongly (the
 * applicant is not emailed). Each button is a form of its own, so it works without scripts.
 */
export function CaseSubmissions({
  submissions,
  version,
  canSplit,
  answer,
}: {
  submissions: CaseSubmission[];
  version: number;
  canSplit: boolean;
  answer: AdminFormResult | undefined;
}) {
  return (
    <Panel title="Enquiries and applications">
      <FormAnswer answer={answer} />
      {submissions.length === 0 ? (
        <p className="text-muted">No form or call is recorded on this case.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {submissions.map((submission, index) => {
            const label = caseSubmissionLabels[submission.kind];
            const when = formatDateTime(submission.createdAt);
            return (
              <li key={submission.id} className="border-l-4 border-brand-200 pl-3">
                <p className="font-semibold text-ink">
                  {label}, {when}
                </p>
                <p className="text-sm text-muted">
                  Source: {submissionSourceText(submission.source)}
                </p>
                {canSplit && index > 0 ? (
                  <Form method="post" preventScrollReset className="mt-2">
                    <input type="hidden" name="intent" value="split" />
                    <input type="hidden" name="version" value={version} />
                    <input type="hidden" name="kind" value={submission.kind} />
                    <input type="hidden" name="submissionId" value={submission.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Split into a case of its own
                      <span className="sr-only">
                        {" "}
                        ({label}, {when})
                      </span>
                    </Button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
