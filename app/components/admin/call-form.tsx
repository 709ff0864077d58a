import { AdminTextAreaField, AdminTextField } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { RadioGroup } from "#app/components/forms/choice-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { callFormSchema, callOutcomeLabels, taskTextMax } from "#app/schemas/admin-lead-work.ts";
import { CALL_OUTCOMES } from "#app/schemas/value-lists.ts";

const outcomeOptions = CALL_OUTCOMES.map((value) => ({ value, label: callOutcomeLabels[value] }));

/**
 * Logs a call to the applicant: what came of it, a note, and, in the same step, the next task
 * (for the broker logging the call). A call is the first contact: it ends "overdue".
 */
export function CallForm({
  answer,
  formKey,
}: {
  answer: AdminFormResult | undefined;
  formKey: string;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(callFormSchema),
    answer?.result,
    undefined,
    { id: "lead-call" },
  );
  return (
    <Panel title="Log a call">
      <IntentForm
        form={form}
        formHandlers={formHandlers}
        intent="call"
        answer={answer}
        submitLabel="Log call"
        formKey={formKey}
      >
        <RadioGroup
          key={fields.outcome.key}
          id={fields.outcome.id}
          name={fields.outcome.name}
          legend="What came of the call"
          options={outcomeOptions}
          defaultValue={fields.outcome.initialValue}
          error={errorOf("outcome", fields.outcome.errors)}
        />
        <AdminTextAreaField
          field={fields.callNote}
          label="Call note"
          optional
          error={errorOf("callNote", fields.callNote.errors)}
        />
        <fieldset className="space-y-4 rounded-xl border border-line p-4">
          <legend className="px-1 font-semibold text-ink">And the next step</legend>
          <AdminTextField
            field={fields.nextTask}
            label="Next task"
            optional
            hint={`Like “Call back Thursday 2pm”; up to ${taskTextMax} characters. It is yours.`}
            error={errorOf("nextTask", fields.nextTask.errors)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <AdminTextField
              field={fields.nextDueDate}
              type="date"
              label="Next task due on"
              optional
              error={errorOf("nextDueDate", fields.nextDueDate.errors)}
            />
            <AdminTextField
              field={fields.nextDueTime}
              type="time"
              label="Next task due at (UK time)"
              optional
              error={errorOf("nextDueTime", fields.nextDueTime.errors)}
            />
          </div>
        </fieldset>
      </IntentForm>
    </Panel>
  );
}
