import { AdminTextAreaField } from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { noteFormSchema } from "#app/schemas/admin-lead.ts";

/** Adds a note to the lead's timeline; emptied after each note, ready for the next. */
export function NoteForm({
  answer,
  formKey,
}: {
  answer: AdminFormResult | undefined;
  /** The form's one-time key (see IntentForm). */
  formKey?: string;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(noteFormSchema),
    answer?.result,
    undefined,
    { id: "lead-note" },
  );
  return (
    <Panel title="Add a note">
      <IntentForm
        form={form}
        formHandlers={formHandlers}
        intent="note"
        answer={answer}
        submitLabel="Add note"
        formKey={formKey}
      >
        <AdminTextAreaField
          field={fields.note}
          label="Note"
          error={errorOf("note", fields.note.errors)}
        />
      </IntentForm>
    </Panel>
  );
}
