import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-templates";
import { adminMeta } from "#app/lib/meta.ts";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { AdminPageTitle, Panel } from "#app/components/admin/admin-shell.tsx";
import { revalidateOnConflict } from "#app/components/admin/revalidate-on-conflict.ts";
import { TemplateForm } from "#app/components/admin/template-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MERGE_FIELDS, mergeFields } from "#app/content/broker-emails.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { loadTemplatesPage, templatesPageAction } from "#app/server/admin/templates-page.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Email templates");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, "admin");
  return loadTemplatesPage({ context, user });
}

/** Saves, previews or removes a template, answering at its own form. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  return templatesPageAction({ request, context, user });
}

/** A save refused because another admin saved first shows their text. */
export const shouldRevalidate = revalidateOnConflict;

export default function AdminTemplates() {
  const { templates, previewFirm } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const removed = resultFor(answer, "remove");
  const answerFor = (id: string) =>
    resultFor(answer, "save", id) ?? resultFor(answer, "preview", id);
  return (
    <>
      <AdminPageTitle>Email templates</AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        The templates brokers start an email to the applicant from, on a case&apos;s page. Write a
        merge field in braces, such as {"{lender}"}: it is filled from the case when a broker picks
        the template, and the broker reads and edits the mail before it goes. A field the case
        cannot fill stays in square brackets, and the mail cannot be sent until the broker writes it
        in.
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <FormAnswer answer={removed} />
          {templates.map((template) => {
            const edited = answerFor(template.id);
            return (
              <Panel key={template.id} title={template.label} id={`template-${template.id}-title`}>
                <p className="mb-3 text-sm text-muted">
                  {template.edited
                    ? `Saved by ${template.updatedBy ?? "a former user"}${template.updatedAt ? `, ${formatDateTime(template.updatedAt)}` : ""}.`
                    : "The standard text."}
                </p>
                <details open={edited ? true : undefined}>
                  <summary className="cursor-pointer font-semibold text-brand-700">
                    Edit {template.label}
                  </summary>
                  <div className="mt-4">
                    <TemplateForm
                      key={`${template.id}-${template.version}`}
                      template={template}
                      firm={previewFirm}
                      answer={edited}
                    />
                  </div>
                </details>
                {template.edited ? (
                  <Form method="post" preventScrollReset className="mt-4">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="templateId" value={template.id} />
                    <input type="hidden" name="version" value={template.version} />
                    <Button
                      type="submit"
                      variant={template.standard ? "ghost" : "ghostDanger"}
                      size="sm"
                    >
                      {template.standard ? "Put back the standard text" : "Remove template"}
                      <span className="sr-only">: {template.label}</span>
                    </Button>
                  </Form>
                ) : null}
              </Panel>
            );
          })}
          <Panel title="Add a template">
            <TemplateForm template={null} firm={previewFirm} answer={answerFor("new")} />
          </Panel>
        </div>
        <Panel title="Merge fields" className="h-fit">
          <dl className="space-y-3">
            {MERGE_FIELDS.map((field) => (
              <div key={field}>
                <dt className="font-mono font-semibold text-ink">{`{${field}}`}</dt>
                <dd className="text-sm text-muted">{mergeFields[field]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
    </>
  );
}
