import { AdminSelectField, AdminTextAreaField } from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { LabelledOptions, Panel } from "#app/components/admin/admin-shell.tsx";
import { statusLabels } from "#app/components/admin/labels.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { statusesNeedingReason } from "#app/schemas/admin.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { statusFormSchema } from "#app/schemas/admin-lead.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";

/**
 * Moves a lead along the status pipeline; ending one (declined, withdrawn) needs a reason. The
 * applicant sees that reason on their tracking page, unless their details were erased (the
 * page and its link went with them).
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
        <AdminTextAreaField
          field={fields.reason}
          label={
            <>
              Reason{" "}
              <span className="font-normal text-muted">
                (required for{" "}
                {statusesNeedingReason.map((s) => statusLabels[s].toLowerCase()).join(" or ")})
              </span>
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
