import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminTextField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { resetPasswordFormSchema } from "#app/schemas/admin-users.ts";

type User = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  createdAt: Date | string;
};

/**
 * Everyone who can sign in, each with the forms to disable or enable them and to give them a
 * new password (not for the admin looking, who cannot shut themselves out). A row shows the
 * answer to its own forms only.
 */
export function UserList({
  users,
  me,
  answer,
}: {
  users: User[];
  me: string;
  answer: AdminFormResult | undefined;
}) {
  return (
    <Panel title="Everyone who can sign in">
      <ul className="space-y-4">
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            mine={user.id === me}
            answer={answer?.id === user.id ? answer : undefined}
          />
        ))}
      </ul>
    </Panel>
  );
}

function UserRow({
  user,
  mine,
  answer,
}: {
  user: User;
  mine: boolean;
  answer: AdminFormResult | undefined;
}) {
  return (
    <li className="rounded-xl border border-line p-4">
      <p className="font-semibold text-ink">
        {user.name} <span className="font-normal text-muted">({user.role})</span>
      </p>
      <p className="break-all">{user.email}</p>
      <p className="text-sm text-muted">
        Added {formatDateTime(user.createdAt)}
        {user.disabled ? "; disabled" : ""}
      </p>
      {answer?.message ? (
        <div className="mt-2">
          <FormAnswer answer={answer} />
        </div>
      ) : null}
      {mine ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <Form method="post">
            <input type="hidden" name="userId" value={user.id} />
            <Button
              type="submit"
              name="intent"
              value={user.disabled ? "enable" : "disable"}
              variant="outline"
              size="sm"
            >
              {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
            </Button>
          </Form>
          <ResetPasswordForm user={user} answer={answer?.intent === "reset" ? answer : undefined} />
        </div>
      )}
    </li>
  );
}

function ResetPasswordForm({ user, answer }: { user: User; answer: AdminFormResult | undefined }) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(resetPasswordFormSchema),
    answer?.result,
    undefined,
    { id: `reset-${user.id}` },
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...formHandlers}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="intent" value="reset" />
      <AdminTextField
        field={fields.password}
        type="password"
        label={`New password for ${user.name}`}
        autoComplete="new-password"
        error={errorOf("password", fields.password.errors)}
      />
      <Button type="submit" variant="outline" size="sm">
        Reset password
      </Button>
    </Form>
  );
}
