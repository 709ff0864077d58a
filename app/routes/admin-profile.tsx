import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-profile";
import { AdminCheckbox, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { AdminPageTitle, Panel } from "#app/components/admin/admin-shell.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { reminderKindLabels, reminderSettingsSchema } from "#app/schemas/reminders.ts";
import { REMINDER_KINDS } from "#app/schemas/value-lists.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { loadProfilePage, profilePageAction } from "#app/server/admin/profile-page.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Your profile");

/** The signed-in user's own page: who they are and which mails they get about their work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadProfilePage({ context, user });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return profilePageAction({ request, context, user });
}

export default function AdminProfile() {
  const { me, reminders } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { form, fields, formHandlers } = useLeadForm(
    zodValidation(reminderSettingsSchema),
    answer?.result,
    undefined,
    {
      id: "reminders",
      defaultValue: Object.fromEntries(
        REMINDER_KINDS.map((kind) => [kind, reminders[kind] ? "on" : ""]),
      ),
    },
  );
  return (
    <>
      <AdminPageTitle>Your profile</AdminPageTitle>
      <div className="grid max-w-3xl gap-6">
        <Panel title="You">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Name</dt>
            <dd>{me.name}</dd>
            <dt className="font-semibold">Email address</dt>
            <dd className="break-all">{me.email}</dd>
          </dl>
        </Panel>
        <Panel title="Mail about your work">
          <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-4">
            <input type="hidden" name="intent" value="reminders" />
            <fieldset className="space-y-3">
              <legend className="mb-2">
                Each is sent to {me.email}. Untick what you do not want; the rest stays on.
              </legend>
              {REMINDER_KINDS.map((kind) => (
                <div key={kind}>
                  <AdminCheckbox field={fields[kind]}>
                    <span className="block py-1">
                      <span className="block font-semibold">{reminderKindLabels[kind].label}</span>
                      <span className="block text-sm text-muted">
                        {reminderKindLabels[kind].hint}
                      </span>
                    </span>
                  </AdminCheckbox>
                </div>
              ))}
            </fieldset>
            <FormAnswer answer={answer} formErrors={form.errors} />
            <Button type="submit">Save mail settings</Button>
          </Form>
        </Panel>
      </div>
    </>
  );
}
