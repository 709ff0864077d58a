import { getFormProps } from "@conform-to/react";
import { formatDay } from "#app/lib/dates.ts";
import { Form, Link } from "react-router";
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
import { formatPence } from "#app/lib/pence.ts";
import { adminPaths } from "#app/paths.ts";
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

/** A broker's proposed payment or introducer change, as the lead and commission pages list it. */
export type ProposalItem = {
  id: string;
  leadId: string;
  reference: string;
  kind: "payment" | "introducer";
  submissionId: string | null;
  what: string;
  proposedBy: string | null;
};

/** Who may record commission (admins), and brokers' proposals awaiting an admin. */
export type CommissionAccess = { isAdmin: boolean; proposals: ProposalItem[] };

/**
 * Proposals awaiting an admin: each says who proposed it; an admin confirms (recording it as
 * their own change) or rejects it. The forms post to the lead's page, so they work from the
 * commission report too, and without JavaScript.
 */
export function ProposalList({
  proposals,
  isAdmin,
  answer,
  answerId,
  showLead = false,
}: {
  proposals: ProposalItem[];
  isAdmin: boolean;
  answer: AdminFormResult | undefined;
  /** Whose answers show here: a deal's (its submission id) or the introducer's ("introducer"). */
  answerId?: string;
  showLead?: boolean;
}) {
  const answered =
    resultFor(answer, "commission-proposal-confirm", answerId) ??
    resultFor(answer, "commission-proposal-reject", answerId);
  if (!proposals.length) return answered ? <FormAnswer answer={answered} /> : null;
  return (
    <div className="mt-3">
      <FormAnswer answer={answered} />
      <ul className="space-y-2 text-sm" aria-label="Proposals awaiting an admin">
        {proposals.map((proposal) => (
          <li
            key={proposal.id}
            className="rounded-lg border border-line bg-white p-3 [overflow-wrap:anywhere]"
          >
            {showLead ? (
              <Link
                to={adminPaths.lead(proposal.leadId)}
                className="mr-1 font-semibold text-brand-700 underline"
              >
                {proposal.reference}
              </Link>
            ) : null}
            <span className="text-ink">{proposal.what}.</span>{" "}
            <span className="text-muted">
              Proposed by {proposal.proposedBy ?? "a former user"}, awaiting an admin.
            </span>
            {isAdmin ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {(["confirm", "reject"] as const).map((decision) => (
                  <Form key={decision} method="post" action={adminPaths.lead(proposal.leadId)}>
                    <input type="hidden" name="intent" value={`commission-proposal-${decision}`} />
                    <input type="hidden" name="proposalId" value={proposal.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant={decision === "confirm" ? "primary" : "outline"}
                    >
                      {decision === "confirm" ? "Confirm" : "Reject"}
                      <span className="sr-only"> {proposal.what}</span>
                    </Button>
                  </Form>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The commission on a funded submission: what the lender's terms make it, what has been
 * received (each payment, removable by an admin) and what is still owed; a warning when it
 * falls outside what the site tells applicants; a form to record a payment (for a broker, to
 * propose one) and the proposals awaiting an admin.
 */
export function CommissionPanel({
  submission,
  answer,
  formKey,
  money,
}: {
  submission: FundedSubmission;
  answer: AdminFormResult | undefined;
  formKey: string;
  money: CommissionAccess;
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
              {formatPence(payment.amountPence)} received {formatDay(payment.receivedOn)}
              {money.isAdmin ? (
                <RemoveForm
                  intent="commission-payment-remove"
                  idName="paymentId"
                  id={payment.id}
                  thing={`payment of ${formatPence(payment.amountPence)}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ProposalList
        proposals={money.proposals.filter(
          (proposal) => proposal.kind === "payment" && proposal.submissionId === submission.id,
        )}
        isAdmin={money.isAdmin}
        answer={answer}
        answerId={submission.id}
      />
      <PaymentForm
        submission={submission}
        answer={resultFor(answer, "commission-payment", submission.id)}
        formKey={formKey}
        isAdmin={money.isAdmin}
      />
    </section>
  );
}

/**
 * Records a payment (an admin) or proposes one (a broker). A payment that would take the deal
 * past its expected commission comes back asking, with a box to tick to go ahead.
 */
function PaymentForm({
  submission,
  answer,
  formKey,
  isAdmin,
}: {
  submission: FundedSubmission;
  answer: AdminFormResult | undefined;
  formKey: string;
  isAdmin: boolean;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(commissionPaymentSchema),
    answer?.result,
    undefined,
    { id: `payment-${submission.id}` },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  const overQuestion = error("confirmOver");
  return (
    <Form method="post" {...getFormProps(form)} {...formHandlers} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="commission-payment" />
      <input type="hidden" name="submissionId" value={submission.id} />
      <input type="hidden" name="formKey" value={formKey} />
      {isAdmin ? null : <input type="hidden" name="propose" value="on" />}
      {isAdmin ? null : <h4 className="font-semibold text-ink">Propose a payment</h4>}
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
      {overQuestion ? (
        <div className="space-y-2 rounded-lg bg-white p-3">
          <FormNotice kind="error">{overQuestion}</FormNotice>
          <label className="flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" name="confirmOver" className="size-5" required />
            Yes, {isAdmin ? "record" : "propose"} it anyway
          </label>
        </div>
      ) : null}
      <FormAnswer answer={answer} formErrors={form.errors} />
      <Button type="submit" size="sm">
        {isAdmin ? `Record commission from ${submission.lender}` : "Propose a payment"}
      </Button>
      {isAdmin ? null : (
        <p className="text-sm text-muted">An admin confirms it before it is recorded.</p>
      )}
    </Form>
  );
}
