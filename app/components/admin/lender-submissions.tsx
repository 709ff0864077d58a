import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormAnswer,
} from "#app/components/admin/admin-fields.tsx";
import { LabelledOptions, Panel } from "#app/components/admin/admin-shell.tsx";
import { penceToInput } from "#app/components/admin/labels.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { RemoveForm } from "#app/components/admin/remove-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#app/lib/money.ts";
import { outcomeLabels } from "#app/schemas/admin.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { submissionFormSchema } from "#app/schemas/admin-lead.ts";
import type { SubmissionOutcome } from "#app/schemas/value-lists.ts";

type Submission = {
  id: string;
  lender: string;
  sentOn: string;
  outcome: SubmissionOutcome;
  amountOfferedPence: number | null;
  commissionExpectedPence: number | null;
  commissionReceivedPence: number | null;
  offerExpiresOn: string | null;
};

/** The sums of a submission: each a field of the form and a part of the summary line. */
const moneyFields = [
  { name: "amountOffered", pence: "amountOfferedPence", label: "Amount offered", said: "offered" },
  {
    name: "commissionExpected",
    pence: "commissionExpectedPence",
    label: "Commission expected",
    said: "commission expected",
  },
  {
    name: "commissionReceived",
    pence: "commissionReceivedPence",
    label: "Commission received",
    said: "received",
  },
] as const;

/**
 * The lead's submissions to lenders, each editable, and a form to record another. Each form
 * shows only its own answer (by submission id, "new" for the recording form).
 */
export function LenderSubmissions({
  submissions,
  answer,
  formKey,
}: {
  submissions: Submission[];
  answer: AdminFormResult | undefined;
  /** The recording form's one-time key (see IntentForm). */
  formKey?: string;
}) {
  return (
    <Panel title="Lender submissions">
      <FormAnswer answer={resultFor(answer, "submission-remove")} />
      {submissions.length ? (
        <ul className="mb-6 space-y-4">
          {submissions.map((submission) => {
            const edited = resultFor(answer, "submission", submission.id);
            return (
              <li key={submission.id} className="rounded-xl border border-line p-4">
                <p className="font-semibold text-ink">
                  {submission.lender}: {outcomeLabels[submission.outcome]}
                </p>
                <p className="text-sm text-muted">
                  Sent {submission.sentOn}
                  {moneyFields.map(({ pence, said }) => {
                    const amount = submission[pence];
                    return amount !== null ? `; ${said} ${formatPence(amount)}` : "";
                  })}
                  {submission.offerExpiresOn
                    ? `; offer stands until ${submission.offerExpiresOn}`
                    : ""}
                </p>
                {/* Outside the folded form, so it shows however the page was reloaded. */}
                <FormAnswer answer={edited} />
                <details className="mt-3">
                  <summary className="cursor-pointer font-semibold text-brand-700">
                    Edit {submission.lender}
                  </summary>
                  <SubmissionForm submission={submission} answer={edited} />
                </details>
                <RemoveForm
                  intent="submission-remove"
                  idName="submissionId"
                  id={submission.id}
                  thing={`submission to ${submission.lender}`}
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-4 text-muted">Not sent to any lender yet.</p>
      )}
      <h3 className="mb-3 text-lg font-semibold text-ink">Record a submission</h3>
      <SubmissionForm answer={resultFor(answer, "submission", "new")} formKey={formKey} />
    </Panel>
  );
}

function SubmissionForm({
  submission,
  answer,
  formKey,
}: {
  submission?: Submission;
  answer: AdminFormResult | undefined;
  formKey?: string;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    submissionFormSchema,
    answer?.result,
    undefined,
    {
      id: `submission-${submission?.id ?? "new"}`,
      defaultValue: {
        lender: submission?.lender,
        sentOn: submission?.sentOn,
        outcome: submission?.outcome ?? "pending",
        offerExpiresOn: submission?.offerExpiresOn ?? undefined,
        ...Object.fromEntries(
          moneyFields.map(({ name, pence }) => [name, penceToInput(submission?.[pence])]),
        ),
      },
    },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...formHandlers}
      className={submission ? "mt-4 space-y-4" : "space-y-4"}
    >
      <input type="hidden" name="intent" value="submission" />
      {submission ? <input type="hidden" name="submissionId" value={submission.id} /> : null}
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <AdminTextField field={fields.lender} label="Lender" error={error("lender")} />
        <AdminTextField
          field={fields.sentOn}
          type="date"
          label="Date sent"
          error={error("sentOn")}
        />
        <AdminSelectField field={fields.outcome} label="Outcome" error={error("outcome")}>
          <LabelledOptions labels={outcomeLabels} />
        </AdminSelectField>
        {moneyFields.map(({ name, label }) => (
          <AdminTextField
            key={name}
            field={fields[name]}
            label={`${label} (£)`}
            optional
            inputMode="decimal"
            error={error(name)}
          />
        ))}
        <AdminTextField
          field={fields.offerExpiresOn}
          type="date"
          label="Offer expires on"
          optional
          error={error("offerExpiresOn")}
        />
      </div>
      <FormAnswer answer={submission ? undefined : answer} formErrors={form.errors} />
      <Button type="submit" size={submission ? "sm" : "default"}>
        {submission ? `Save ${submission.lender}` : "Record submission"}
      </Button>
    </Form>
  );
}
