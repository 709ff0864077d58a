import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { eraseFormSchema } from "#app/schemas/admin-data-protection.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";

/**
 * Erases the person found, with all their leads; only once ERASE is typed. The person travels
 * in hidden fields, as found. Success is said above the page's panels, since this form goes
 * with what it erased.
 */
export function ErasePersonForm({
  query,
  leads,
  busy,
  answer,
}: {
  query: { email?: string; phone?: string };
  leads: number;
  busy: boolean;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    eraseFormSchema,
    answer?.result,
    undefined,
    { id: "erase-person" },
  );
  const confirmError = errorOf("confirm", fields.confirm.errors);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...formHandlers}
      className="grid gap-4 rounded-xl border-2 border-danger-700 p-4"
    >
      <input type="hidden" name="intent" value="erase" />
      {query.email ? <input type="hidden" name="email" value={query.email} /> : null}
      {query.phone ? <input type="hidden" name="phone" value={query.phone} /> : null}
      <h3 className="text-lg font-bold text-ink">Erase this person</h3>
      <p>
        Deletes {leads === 1 ? "this lead" : `these ${leads} leads`} with their answers, notes,
        documents and notifications. This cannot be undone.
      </p>
      <AdminTextField
        field={fields.confirm}
        label="Type ERASE to confirm"
        hint={confirmError ? undefined : "In capitals, as shown."}
        autoComplete="off"
        error={confirmError}
      />
      <FormAnswer answer={answer?.ok ? undefined : answer} formErrors={form.errors} />
      <div>
        <Button type="submit" variant="danger" disabled={busy}>
          Erase {leads === 1 ? "1 lead" : `${leads} leads`}
        </Button>
      </div>
    </Form>
  );
}
