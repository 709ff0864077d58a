import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { LeadFormHandlers } from "#app/components/forms/use-lead-form.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";

/**
 * One of several forms posted to the same page: its `intent` tells the action which, its
 * questions come as children, then what became of it and its button.
 */
export function IntentForm<Values extends Record<string, unknown>>({
  form,
  formHandlers,
  intent,
  answer,
  submitLabel,
  version,
  formKey,
  children,
}: {
  form: FormMetadata<Values, string[]>;
  formHandlers: LeadFormHandlers;
  intent: string;
  answer: AdminFormResult | undefined;
  submitLabel: string;
  /**
   * For a change to the lead itself: the lead's version this page shows, so a save made after
   * a colleague's change is refused instead of overwriting it.
   */
  version?: number;
  /**
   * For a form that adds something: its one-time key, made afresh each time the page's data
   * is loaded, so the same form sent twice (a double click) adds once.
   */
  formKey?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      {formKey === undefined ? null : <input type="hidden" name="formKey" value={formKey} />}
      {children}
      <FormAnswer answer={answer} formErrors={form.errors} />
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
