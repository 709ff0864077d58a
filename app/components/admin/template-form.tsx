import { getFormProps } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import {
  AdminTextAreaField,
  AdminTextField,
  FormAnswer,
} from "#app/components/admin/admin-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  fillTemplate,
  mergeValues,
  previewSource,
  type TemplateText,
} from "#app/content/broker-emails.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { templateFormSchema } from "#app/schemas/admin-templates.ts";

/** The firm's details and the admin's name, which a preview's sign-off gives. */
export type PreviewFirm = {
  brokerName: string;
  brandName: string;
  phoneDisplay: string;
  brokerHours: string;
};

type EditedText = Pick<TemplateText, "subject" | "body">;

/** What the form sent last, when it came back (a preview without scripts, or a refusal). */
function sentText(answer: AdminFormResult | undefined): Partial<EditedText> {
  const sent = answer?.result?.initialValue as Record<string, unknown> | undefined | null;
  const text = (name: string) => (typeof sent?.[name] === "string" ? sent[name] : undefined);
  return { subject: text("subject"), body: text("body") };
}

/**
 * One template's name, subject and message with merge fields, beside a preview filled from an
 * example case, kept up to date as the admin types (and shown by "Preview" without scripts).
 * Saved against the version the admin saw.
 */
export function TemplateForm({
  template,
  firm,
  answer,
}: {
  /** Null for a new template. */
  template: (TemplateText & { id: string; version: number }) | null;
  firm: PreviewFirm;
  answer: AdminFormResult | undefined;
}) {
  const formId = `template-${template?.id ?? "new"}`;
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(templateFormSchema),
    answer?.result,
    undefined,
    {
      id: formId,
      defaultValue: template
        ? { label: template.label, subject: template.subject, body: template.body }
        : undefined,
    },
  );
  const sent = sentText(answer);
  const [text, setText] = useState<EditedText>({
    subject: sent.subject ?? template?.subject ?? "",
    body: sent.body ?? template?.body ?? "",
  });
  const follow = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (target.name === "subject" || target.name === "body") {
      setText((current) => ({ ...current, [target.name]: target.value }));
    }
  };
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  const preview = fillTemplate({ label: "", ...text }, mergeValues({ ...previewSource, ...firm }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form
        method="post"
        {...getFormProps(form)}
        {...formHandlers}
        onInput={follow}
        preventScrollReset
        className="min-w-0 space-y-4"
      >
        <input type="hidden" name="templateId" value={template?.id ?? ""} />
        <input type="hidden" name="version" value={template?.version ?? 0} />
        <AdminTextField
          field={fields.label}
          label="Name"
          hint="What brokers pick it by on a case's page."
          autoComplete="off"
          error={error("label")}
        />
        <AdminTextField
          field={fields.subject}
          label="Subject"
          autoComplete="off"
          error={error("subject")}
        />
        <AdminTextAreaField field={fields.body} label="Message" rows={14} error={error("body")} />
        <FormAnswer answer={answer} formErrors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save">
            {template ? "Save template" : "Add template"}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline">
            Preview
          </Button>
        </div>
      </Form>
      <section
        aria-labelledby={`${formId}-preview`}
        className="min-w-0 rounded-xl border border-line bg-surface p-4"
      >
        <h3 id={`${formId}-preview`} className="font-semibold text-ink">
          Preview<span className="sr-only"> of {template?.label ?? "the new template"}</span>
        </h3>
        <p className="text-sm text-muted">
          Filled in for an example case: {previewSource.fullName} of {previewSource.companyName},
          with an offer from {previewSource.offer?.lender}.
        </p>
        <p className="mt-3 text-sm font-semibold text-muted">Subject</p>
        <p className="break-words text-ink">{preview.subject}</p>
        <p className="mt-3 text-sm font-semibold text-muted">Message</p>
        <p className="break-words whitespace-pre-wrap text-ink">{preview.body}</p>
      </section>
    </div>
  );
}
