import { Form } from "react-router";
import { AdminTextAreaField, AdminTextField } from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { FormNotice, Panel, selectClass } from "#app/components/admin/admin-shell.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel } from "#app/components/ui/field.tsx";
import { UPLOAD_LINK_PLACEHOLDER, type MergeField } from "#app/content/broker-emails.ts";
import { adminPaths } from "#app/paths.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { emailFormSchema } from "#app/schemas/admin-lead.ts";

type Draft = { template: string; subject: string; body: string; unfilled: MergeField[] };

export type TemplateChoice = { id: string; label: string };

/**
 * "Email the applicant": a template fills the subject and message (the page is asked for it
 * again with `?template=`, so it works before scripts load; with them, choosing one is enough),
 * the broker edits them, and the mail goes through the outbox. The form's one-time key makes a
 * double click send one mail; once sent, a fresh, empty form takes its place.
 */
export function EmailApplicantForm({
  leadId,
  email,
  canUpload,
  templates,
  draft,
  formKey,
  answer,
}: {
  leadId: string;
  email: string | null;
  canUpload: boolean;
  templates: TemplateChoice[];
  draft: Draft | null;
  formKey: string;
  answer: AdminFormResult | undefined;
}) {
  if (!email) {
    return (
      <Panel title="Email the applicant">
        <p className="text-muted">
          This lead has no email address. Add one with Edit details to email them from here.
        </p>
      </Panel>
    );
  }
  const sent = answer?.status === "success" ? answer.id : undefined;
  return (
    <Panel title="Email the applicant">
      <div className="space-y-4">
        <Form
          method="get"
          action={adminPaths.lead(leadId)}
          preventScrollReset
          className="flex flex-wrap items-end gap-3"
        >
          <Field className="min-w-0 flex-1">
            <FieldLabel htmlFor="email-template">Start from a template</FieldLabel>
            <select
              id="email-template"
              name="template"
              defaultValue={draft?.template ?? ""}
              className={selectClass}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              <option value="">No template</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.label}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit" variant="outline">
            Use this template
          </Button>
        </Form>
        {sent && answer?.message ? <FormNotice kind="ok">{answer.message}</FormNotice> : null}
        {!sent && draft?.unfilled.length ? (
          <FormNotice kind="error">
            This case could not fill {draft.unfilled.map((field) => `[${field}]`).join(", ")}: write
            in what each should say, or take it out, before sending.
          </FormNotice>
        ) : null}
        <MessageForm
          key={`${draft?.template ?? ""}|${sent ?? ""}`}
          email={email}
          canUpload={canUpload}
          // Once sent, the next mail starts empty rather than from the same template again.
          draft={sent ? null : draft}
          formKey={formKey}
          answer={sent ? undefined : answer}
        />
      </div>
    </Panel>
  );
}

function MessageForm({
  email,
  canUpload,
  draft,
  formKey,
  answer,
}: {
  email: string;
  canUpload: boolean;
  draft: Draft | null;
  formKey: string;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(emailFormSchema),
    answer?.result,
    undefined,
    { id: "lead-email", defaultValue: { subject: draft?.subject ?? "", body: draft?.body ?? "" } },
  );
  return (
    <IntentForm
      form={form}
      formHandlers={formHandlers}
      intent="email"
      answer={answer}
      submitLabel="Send email"
    >
      <input type="hidden" name="formKey" value={formKey} />
      <p className="text-ink">
        To <span className="font-semibold break-all">{email}</span>
      </p>
      <AdminTextField
        field={fields.subject}
        label="Subject"
        autoComplete="off"
        error={errorOf("subject", fields.subject.errors)}
      />
      <AdminTextAreaField
        field={fields.body}
        label="Message"
        rows={14}
        hint={
          canUpload ? (
            <>
              {UPLOAD_LINK_PLACEHOLDER} becomes the applicant&apos;s own secure link to upload
              documents when the mail is sent.
            </>
          ) : undefined
        }
        error={errorOf("body", fields.body.errors)}
      />
    </IntentForm>
  );
}
