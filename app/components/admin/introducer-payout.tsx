import { AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { formatDay } from "#app/lib/dates.ts";
import { formatPence } from "#app/lib/pence.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import {
  introducerPayoutMessages,
  introducerPayoutSchema,
} from "#app/schemas/admin-introducers.ts";

const payoutRules = zodValidation(introducerPayoutSchema);

/**
 * Under a statement: whether it has been paid to the introducer and, for an ended month that
 * owes them something and is not paid yet, the form to record it paid.
 */
export function IntroducerPayoutPanel({
  statement,
  answer,
}: {
  /** The statement page's month, whether it has ended, is paid or may be paid, and its total. */
  statement: {
    month: string;
    monthName: string;
    ended: boolean;
    payable: boolean;
    payout: { amountPence: number; paidOn: string } | null;
    totals: { sharePence: number };
  };
  answer: AdminFormResult | undefined;
}) {
  const { month, monthName, ended, payable, payout } = statement;
  const { form, fields, errorOf, formHandlers } = useLeadForm(payoutRules, answer?.result);
  return (
    <section aria-labelledby="payout-heading" className="mt-6 max-w-xl space-y-3">
      <h2 id="payout-heading" className="text-xl font-bold text-ink">
        Paid to the introducer
      </h2>
      {payout ? (
        <>
          <FormAnswer answer={answer} />
          <p>
            {formatPence(payout.amountPence)} paid on {formatDay(payout.paidOn)} for {monthName}.
          </p>
        </>
      ) : payable ? (
        <>
          <p>
            {formatPence(statement.totals.sharePence)} owed for {monthName}, not yet recorded as
            paid.
          </p>
          <IntentForm
            form={form}
            formHandlers={formHandlers}
            intent="payout"
            answer={answer}
            submitLabel="Record as paid"
          >
            <input type="hidden" name="month" value={month} />
            <AdminTextField
              field={fields.paidOn}
              type="date"
              label="Day paid"
              error={errorOf("paidOn", fields.paidOn.errors)}
            />
          </IntentForm>
        </>
      ) : (
        <>
          <FormAnswer answer={answer} />
          <p className="text-muted">
            {ended
              ? introducerPayoutMessages.nothingOwed
              : introducerPayoutMessages.monthOpen(monthName)}
          </p>
        </>
      )}
    </section>
  );
}
