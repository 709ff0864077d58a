import {
  AdminSelectField,
  AdminTextAreaField,
  AdminTextField,
} from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { LabelledOptions, Panel } from "#app/components/admin/admin-shell.tsx";
import { statusLabels } from "#app/components/admin/labels.ts";
import { RadioGroup } from "#app/components/forms/choice-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { withdrawalReasonLabels } from "#app/schemas/admin.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { statusFormSchema } from "#app/schemas/admin-lead.ts";
import { WITHDRAWAL_REASONS, type LeadStatus } from "#app/schemas/value-lists.ts";

const withdrawalOptions = WITHDRAWAL_REASONS.map((value) => ({
  value,
  label: withdrawalReasonLabels[value],
}));

/**
 * Moves a lead along the status pipeline. Declining needs a reason in words; withdrawing needs
 * why, from a list, and a duplicate the other case's reference (the applicant is not emailed
 * about a duplicate). The applicant sees the words on their tracking page, unless their details
 * were erased (the page and its link went with them). Every question shows without scripts,
 * so the form works before they load.
 */
export function PipelineForm({
  status,
  version,
  answer,
  applicantSees = true,
}: {
  status: LeadStatus;
  version: number;
  answer: AdminFormResult | undefined;
  applicantSees?: boolean;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(statusFormSchema),
    answer?.result,
    undefined,
    { id: "lead-status", defaultValue: { status } },
  );
  return (
    <Panel title="Pipeline">
      <IntentForm
        form={form}
        formHandlers={formHandlers}
        intent="status"
        answer={answer}
        submitLabel="Save status"
        version={version}
      >
        <AdminSelectField
          field={fields.status}
          label="Status"
          error={errorOf("status", fields.status.errors)}
        >
          <LabelledOptions labels={statusLabels} />
        </AdminSelectField>
        <RadioGroup
          key={fields.withdrawal.key}
          id={fields.withdrawal.id}
          name={fields.withdrawal.name}
          legend="Why it is withdrawn"
          hint="Answer only when you set the status to Withdrawn."
          options={withdrawalOptions}
          defaultValue={fields.withdrawal.initialValue}
          error={errorOf("withdrawal", fields.withdrawal.errors)}
          conditional={{
            value: "duplicate",
            content: (
              <AdminTextField
                field={fields.duplicateOf}
                label="Reference of the case it duplicates"
                hint="Like DBF-GE2KXH. The applicant is not emailed about a duplicate."
                autoComplete="off"
                error={errorOf("duplicateOf", fields.duplicateOf.errors)}
              />
            ),
          }}
        />
        <AdminTextAreaField
          field={fields.reason}
          label={
            <>
              Reason <span className="font-normal text-muted">(required for declined)</span>
            </>
          }
          hint={
            applicantSees
              ? "The applicant sees this reason on their tracking page."
              : "Kept with the deal record only: the applicant's details and tracking page were erased."
          }
          error={errorOf("reason", fields.reason.errors)}
        />
      </IntentForm>
    </Panel>
  );
}
