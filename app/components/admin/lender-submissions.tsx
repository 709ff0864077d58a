import { getFormProps } from "@conform-to/react";
import { formatDay } from "#app/lib/dates.ts";
import { AlertTriangle } from "lucide-react";
import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextAreaField,
  AdminTextField,
  FormAnswer,
} from "#app/components/admin/admin-fields.tsx";
import { FormNotice, LabelledOptions, Panel } from "#app/components/admin/admin-shell.tsx";
import {
  CommissionPanel,
  type CommissionAccess,
  type FundedSubmission,
} from "#app/components/admin/commission-panel.tsx";
import { penceToInput } from "#app/components/admin/labels.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { RemoveForm } from "#app/components/admin/remove-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#app/lib/pence.ts";
import { pipelineWarnings, type PipelineWarning } from "#app/lib/pipeline-rules.ts";
import { declineReasonLabels, outcomeLabels, statusLabels } from "#app/schemas/admin.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { submissionFormSchema } from "#app/schemas/admin-lead.ts";
import type { DeclineReason, LeadStatus, SubmissionOutcome } from "#app/schemas/value-lists.ts";
import {
  LenderChoiceFields,
  recordSubmissionAnchor,
  type LenderChoice,
} from "#app/components/admin/lender-choice.tsx";

type Submission = FundedSubmission & {
  sentOn: string;
  outcome: SubmissionOutcome;
  lenderConfirmed: boolean;
  amountOfferedPence: number | null;
  offerTermMonths: number | null;
  offerRate: string | null;
  offerExpiresOn: string | null;
  fundedOn: string | null;
  declineReason: DeclineReason | null;
  outcomeDetail: string | null;
};

/** What the lead's page says where its status and its submissions disagree. */
const warningText: Record<PipelineWarning["kind"], (status: LeadStatus) => string> = {
  "funded-without-submission": () =>
    "The lead is Funded, but no submission is recorded as funded: record the funded deal below.",
  "closed-with-funded-submission": (status) =>
    `The lead is ${statusLabels[status]}, but a submission is funded.`,
  "closed-with-live-offer": (status) =>
    `The lead is ${statusLabels[status]}, but an offer still stands.`,
  "offer-without-submission": () =>
    "The lead says an offer was received, but no submission records one.",
  "every-lender-declined": () => "Every lender has declined.",
};

/** One line of what a submission came to: the offer, the funding, or the decline. */
function submissionSummary(submission: Submission): string {
  const parts = [`Sent ${formatDay(submission.sentOn)}`];
  if (submission.amountOfferedPence !== null) {
    const term = submission.offerTermMonths ? ` over ${submission.offerTermMonths} months` : "";
    const rate = submission.offerRate ? ` at ${submission.offerRate}` : "";
    parts.push(`offered ${formatPence(submission.amountOfferedPence)}${term}${rate}`);
  }
  if (submission.offerExpiresOn && submission.outcome === "offered") {
    parts.push(`offer stands until ${formatDay(submission.offerExpiresOn)}`);
  }
  if (submission.fundedAmountPence !== null && submission.fundedOn) {
    parts.push(
      `funded ${formatPence(submission.fundedAmountPence)} on ${formatDay(submission.fundedOn)}`,
    );
  }
  if (submission.declineReason)
    parts.push(`reason: ${declineReasonLabels[submission.declineReason]}`);
  return parts.join("; ");
}

/**
 * The lead's submissions to lenders, each with its outcome, commission and payments, editable;
 * a form to record another; and, first, where the lead's status and its submissions disagree.
 * Each form shows only its own answer (by submission id, "new" for the recording form).
 */
export function LenderSubmissions({
  status,
  version,
  submissions,
  panel,
  answer,
  formKeys,
  money,
}: {
  status: LeadStatus;
  /** The lead's version, for the "mark declined" offer when every lender declined. */
  version: number;
  submissions: Submission[];
  /** The panel's active lenders, those that fit the case first, and one a link chose. */
  panel: LenderChoice;
  answer: AdminFormResult | undefined;
  /** The recording forms' one-time keys (see IntentForm). */
  formKeys: { submission: string; payment: string };
  /** Who may record commission, and brokers' proposals awaiting an admin. */
  money: CommissionAccess;
}) {
  const warnings = pipelineWarnings(
    status,
    submissions.map((submission) => submission.outcome),
  );
  return (
    <Panel title="Lender submissions">
      {warnings.map((warning) => (
        <div key={warning.kind} className="mb-4">
          <FormNotice kind="error">
            <AlertTriangle className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
            {warningText[warning.kind](status)}
          </FormNotice>
          {warning.kind === "every-lender-declined" ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="version" value={version} />
              <input type="hidden" name="status" value="declined" />
              <input type="hidden" name="reason" value="Every lender declined." />
              <Button type="submit" size="sm" variant="outline">
                Mark the lead declined
              </Button>
            </Form>
          ) : null}
        </div>
      ))}
      <FormAnswer answer={resultFor(answer, "submission-remove")} />
      {submissions.length ? (
        <ul className="mb-6 space-y-4">
          {submissions.map((submission) => {
            const edited = resultFor(answer, "submission", submission.id);
            const kept = submission.outcome === "funded" || submission.payments.length > 0;
            return (
              <li key={submission.id} className="rounded-xl border border-line p-4">
                <p className="font-semibold text-ink">
                  {submission.lender}: {outcomeLabels[submission.outcome]}
                </p>
                {submission.lenderConfirmed ? null : (
                  <p className="text-sm text-muted">New to the panel: an admin will check it.</p>
                )}
                <p className="text-sm text-muted">{submissionSummary(submission)}</p>
                {submission.outcomeDetail ? (
                  <p className="mt-1 text-sm whitespace-pre-line text-ink">
                    {submission.outcomeDetail}
                  </p>
                ) : null}
                {/* Outside the folded form, so it shows however the page was reloaded. */}
                <FormAnswer answer={edited} />
                {submission.outcome === "funded" ? (
                  <CommissionPanel
                    submission={submission}
                    answer={answer}
                    formKey={formKeys.payment}
                    money={money}
                  />
                ) : null}
                <details className="mt-3">
                  <summary className="cursor-pointer font-semibold text-brand-700">
                    Edit {submission.lender}
                  </summary>
                  <SubmissionForm submission={submission} answer={edited} panel={panel} />
                </details>
                {kept ? (
                  <p className="mt-2 text-sm text-muted">
                    A funded deal stays with the lead&apos;s records.
                  </p>
                ) : (
                  <RemoveForm
                    intent="submission-remove"
                    idName="submissionId"
                    id={submission.id}
                    thing={`submission to ${submission.lender}`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-4 text-muted">Not sent to any lender yet.</p>
      )}
      <div id={recordSubmissionAnchor}>
        <h3 className="mb-3 text-lg font-semibold text-ink">Record a submission</h3>
        <SubmissionForm
          // A "Submit to …" link starts the form afresh with its lender chosen.
          key={panel.chosen ?? "new"}
          answer={resultFor(answer, "submission", "new")}
          formKey={formKeys.submission}
          panel={panel}
        />
      </div>
    </Panel>
  );
}

function SubmissionForm({
  submission,
  answer,
  formKey,
  panel,
}: {
  submission?: Submission;
  answer: AdminFormResult | undefined;
  formKey?: string;
  panel: LenderChoice;
}) {
  const chosen = submission ? null : panel.chosen;
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(submissionFormSchema),
    answer?.result,
    undefined,
    {
      id: `submission-${submission?.id ?? "new"}`,
      defaultValue: {
        lender: submission?.lender ?? chosen ?? "",
        sentOn: submission?.sentOn,
        outcome: submission?.outcome ?? "sent",
        amountOffered: penceToInput(submission?.amountOfferedPence),
        offerTermMonths: submission?.offerTermMonths?.toString() ?? "",
        offerRate: submission?.offerRate ?? "",
        offerExpiresOn: submission?.offerExpiresOn ?? undefined,
        fundedAmount: penceToInput(submission?.fundedAmountPence),
        fundedOn: submission?.fundedOn ?? undefined,
        declineReason: submission?.declineReason ?? "",
        outcomeDetail: submission?.outcomeDetail ?? "",
      },
    },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  const group = "grid gap-4 sm:grid-cols-2";
  const legend = "mb-2 font-semibold text-ink";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...formHandlers}
      className={submission ? "mt-4 space-y-5" : "space-y-5"}
    >
      <input type="hidden" name="intent" value="submission" />
      {submission ? <input type="hidden" name="submissionId" value={submission.id} /> : null}
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <LenderChoiceFields
        fields={fields}
        error={error}
        panel={panel}
        current={submission?.lender}
        focus={chosen !== null}
      />
      <div className={group}>
        <AdminTextField
          field={fields.sentOn}
          type="date"
          label="Date sent"
          error={error("sentOn")}
        />
        <AdminSelectField field={fields.outcome} label="Outcome" error={error("outcome")}>
          <LabelledOptions labels={outcomeLabels} />
        </AdminSelectField>
      </div>
      <fieldset>
        <legend className={legend}>Offer (needed once an offer is made)</legend>
        <div className={group}>
          <AdminTextField
            field={fields.amountOffered}
            label="Amount offered (£)"
            optional
            inputMode="decimal"
            error={error("amountOffered")}
          />
          <AdminTextField
            field={fields.offerTermMonths}
            label="Term (months)"
            optional
            inputMode="numeric"
            error={error("offerTermMonths")}
          />
          <AdminTextField
            field={fields.offerRate}
            label="Rate, as the lender quoted it"
            hint={'For example "9.9% APR" or "factor 1.18".'}
            optional
            error={error("offerRate")}
          />
          <AdminTextField
            field={fields.offerExpiresOn}
            type="date"
            label="Offer expires on"
            optional
            error={error("offerExpiresOn")}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Funding (needed when funded)</legend>
        <div className={group}>
          <AdminTextField
            field={fields.fundedAmount}
            label="Amount funded (£)"
            optional
            inputMode="decimal"
            error={error("fundedAmount")}
          />
          <AdminTextField
            field={fields.fundedOn}
            type="date"
            label="Funded on"
            optional
            error={error("fundedOn")}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Decline or withdrawal</legend>
        <div className={group}>
          <AdminSelectField
            field={fields.declineReason}
            label="Why the lender declined"
            error={error("declineReason")}
          >
            <option value="">None</option>
            <LabelledOptions labels={declineReasonLabels} />
          </AdminSelectField>
        </div>
        <div className="mt-4">
          <AdminTextAreaField
            field={fields.outcomeDetail}
            label="In the lender's words, or why the applicant withdrew"
            optional
            rows={2}
            error={error("outcomeDetail")}
          />
        </div>
      </fieldset>
      <FormAnswer answer={submission ? undefined : answer} formErrors={form.errors} />
      <Button type="submit" size={submission ? "sm" : "default"}>
        {submission ? `Save ${submission.lender}` : "Record submission"}
      </Button>
    </Form>
  );
}
