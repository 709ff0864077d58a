import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { FormNotice } from "#app/components/admin/admin-shell.tsx";
import { RemoveForm } from "#app/components/admin/remove-form.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { disclosedCommission, disclosedCommissionText } from "#app/content/claims.ts";
import {
  commissionRateBasisPoints,
  formatBasisPoints,
  outstandingPence,
} from "#app/lib/commission.ts";
import { formatPence } from "#app/lib/money.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { commissionPaymentSchema } from "#app/schemas/admin-lead.ts";
import type { CommissionKind } from "#app/schemas/value-lists.ts";

export type FundedSubmission = {
  id: string;
  lender: string;
  fundedAmountPence: number | null;
  commissionKind: CommissionKind | null;
  commissionBasisPoints: number | null;
  commissionFixedPence: number | null;
  commissionExpectedPence: number | null;
  commissionReceivedPence: number;
  payments: { id: string; amountPence: number; receivedOn: string }[];
};

/** The terms a funded deal earns under, as a broker says them. */
function termsText(submission: FundedSubmission): string {
  if (submission.commissionKind === "fixed" && submission.commissionFixedPence !== null) {
    return `a fixed ${formatPence(submission.commissionFixedPence)}`;
  }
  if (submission.commissionBasisPoints !== null) {
    return `${formatBasisPoints(submission.commissionBasisPoints)} of the funded amount`;
  }
  return "";
}

/**
 * The commission on a funded submission: what the lender's terms make it, what has been
 * received (each payment, removable) and what is still owed; a warning when it falls outside
 * what the site tells applicants; and a form to record a payment.
 */
export function CommissionPanel({
  submission,
  answer,
  formKey,
}: {
  submission: FundedSubmission;
  answer: AdminFormResult | undefined;
  formKey: string;
}) {
  const expected = submission.commissionExpectedPence;
  const received = submission.commissionReceivedPence;
  const rate =
    expected !== null && submission.fundedAmountPence
      ? commissionRateBasisPoints(expected, submission.fundedAmountPence)
      : null;
  const outsideDisclosure =
    rate !== null &&
    (rate < disclosedCommission.minBasisPoints || rate > disclosedCommission.maxBasisPoints);
  return (
    <section
      aria-label={`Commission from ${submission.lender}`}
      className="mt-3 rounded-lg bg-brand-50 p-3"
    >
      <h3 className="font-semibold text-ink">Commission</h3>
      {expected === null ? (
        <FormNotice kind="error">
          No commission terms for {submission.lender} on the panel yet: an admin sets them on the
          Lenders page, and this deal&apos;s commission follows.
        </FormNotice>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [&_dd]:[overflow-wrap:anywhere]">
          <dt className="text-muted">Expected</dt>
          <dd className="text-ink">
            {formatPence(expected)} ({termsText(submission)})
          </dd>
          <dt className="text-muted">Received</dt>
          <dd className="text-ink">{formatPence(received)}</dd>
          <dt className="text-muted">Outstanding</dt>
          <dd className="text-ink">{formatPence(outstandingPence(expected, received))}</dd>
        </dl>
      )}
      {outsideDisclosure && rate !== null ? (
        <div className="mt-2">
          <FormNotice kind="error">
            This commission is {formatBasisPoints(rate)} of the loan, outside what the site tells
            applicants ({disclosedCommissionText}).
          </FormNotice>
        </div>
      ) : null}
      <FormAnswer answer={resultFor(answer, "commission-payment-remove")} />
      {submission.payments.length ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Payments received">
          {submission.payments.map((payment) => (
            <li key={payment.id}>
              {formatPence(payment.amountPence)} received {payment.receivedOn}
              <RemoveForm
                intent="commission-payment-remove"
                idName="paymentId"
                id={payment.id}
                thing={`payment of ${formatPence(payment.amountPence)}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <PaymentForm
        submission={submission}
        answer={resultFor(answer, "commission-payment", submission.id)}
        formKey={formKey}
      />
    </section>
  );
}

function PaymentForm({
  submission,
  answer,
  formKey,
}: {
  submission: FundedSubmission;
  answer: AdminFormResult | undefined;
  formKey: string;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(commissionPaymentSchema),
    answer?.result,
    undefined,
    { id: `payment-${submission.id}` },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  return (
    <Form method="post" {...getFormProps(form)} {...formHandlers} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="commission-payment" />
      <input type="hidden" name="submissionId" value={submission.id} />
      <input type="hidden" name="formKey" value={formKey} />
      <div className="grid gap-3 sm:grid-cols-2">
        <AdminTextField
          field={fields.amount}
          label="Commission received (£)"
          inputMode="decimal"
          error={error("amount")}
        />
        <AdminTextField
          field={fields.receivedOn}
          type="date"
          label="Received on"
          error={error("receivedOn")}
        />
      </div>
      <FormAnswer answer={answer} formErrors={form.errors} />
      <Button type="submit" size="sm">
        Record commission from {submission.lender}
      </Button>
    </Form>
  );
}
