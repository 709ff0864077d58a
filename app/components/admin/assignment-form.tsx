import { AdminSelectField } from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { assignFormSchema } from "#app/schemas/admin-lead.ts";

/** Gives a lead to one of the active brokers, or to nobody. */
export function AssignmentForm({
  assignedUserId,
  version,
  brokers,
  answer,
}: {
  assignedUserId: string | null;
  version: number;
  brokers: { id: string; name: string }[];
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(assignFormSchema),
    answer?.result,
    undefined,
    { id: "lead-assign", defaultValue: { assignee: assignedUserId ?? "" } },
  );
  return (
    <Panel title="Assignment">
      <IntentForm
        form={form}
        formHandlers={formHandlers}
        intent="assign"
        answer={answer}
        submitLabel="Save assignment"
        version={version}
      >
        <AdminSelectField
          field={fields.assignee}
          label="Broker"
          error={errorOf("assignee", fields.assignee.errors)}
        >
          <option value="">Nobody (unassigned)</option>
          {brokers.map((broker) => (
            <option key={broker.id} value={broker.id}>
              {broker.name}
            </option>
          ))}
        </AdminSelectField>
      </IntentForm>
    </Panel>
  );
}
