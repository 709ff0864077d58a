import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormAnswer,
} from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { passwordRules } from "#app/schemas/admin.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { createUserFormSchema } from "#app/schemas/admin-users.ts";

/** Adds a broker or an admin, with a first password given to them in person. */
export function NewUserForm({ answer }: { answer: AdminFormResult | undefined }) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(createUserFormSchema),
    answer?.result,
    undefined,
    { id: "new-user", defaultValue: { role: "broker" } },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  return (
    <Panel title="Add a user">
      <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-4">
        <input type="hidden" name="intent" value="create" />
        <FormAnswer
          answer={answer?.status === "success" ? answer : undefined}
          formErrors={form.errors}
        />
        <AdminTextField field={fields.name} label="Name" autoComplete="off" error={error("name")} />
        <AdminTextField
          field={fields.email}
          type="email"
          label="Email address"
          autoComplete="off"
          error={error("email")}
        />
        <AdminSelectField field={fields.role} label="Role" error={error("role")}>
          <option value="broker">Broker: works leads</option>
          <option value="admin">Admin: also manages users</option>
        </AdminSelectField>
        <AdminTextField
          field={fields.password}
          type="password"
          label="First password"
          hint={`At least ${passwordRules.minLength} characters and hard to guess: a few uncommon words work well. Give it to them in person or by phone, never by email.`}
          autoComplete="new-password"
          error={error("password")}
        />
        <Button type="submit">Add user</Button>
      </Form>
    </Panel>
  );
}
