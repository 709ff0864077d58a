import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminTextAreaField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { noteFormSchema } from "#app/schemas/admin-lead.ts";

/** Adds a note to the lead's timeline. */
export function NoteForm({ answer }: { answer: AdminFormResult | undefined }) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    noteFormSchema,
    answer?.result,
    undefined,
    { id: "lead-note" },
  );
  return (
    <Panel title="Add a note">
      <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-4">
        <input type="hidden" name="intent" value="note" />
        <AdminTextAreaField
          field={fields.note}
          label="Note"
          error={errorOf("note", fields.note.errors)}
        />
        <FormAnswer answer={answer} formErrors={form.errors} />
        <Button type="submit">Add note</Button>
      </Form>
    </Panel>
  );
}
