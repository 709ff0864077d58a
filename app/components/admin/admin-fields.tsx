import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { FormNotice, selectClass } from "#app/components/admin/admin-shell.tsx";
import {
  describedBy,
  errorId,
  hintId,
  TextAreaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { Field, FieldError, FieldHint, FieldLabel } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";

/**
 * The questions of back-office forms: the shared field components wired to a Conform field
 * (id, name, what it showed last, its constraints), as `LeadField` does for the public forms.
 * `error` is the message to show now. Like there, the native `required` is left off so that
 * the form's own messages say what is missing and labels carry no "(required)".
 */
type Question = {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  optional?: boolean;
};

/** A checkbox or radio in a box that fills when it is chosen. */
export const choiceClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line px-3 py-1 has-checked:border-brand-700 has-checked:bg-brand-50";

/** A form's one checkbox for a yes-or-no field, with what ticking it means beside it. */
export function AdminCheckbox({
  field,
  children,
}: {
  field: { name: string; id: string; key: string | undefined; initialValue?: unknown };
  children: ReactNode;
}) {
  return (
    <label className={choiceClass}>
      <input
        type="checkbox"
        name={field.name}
        id={field.id}
        defaultChecked={field.initialValue === "on"}
        key={field.key}
        className="size-5 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

export function AdminTextField({
  field,
  type = "text",
  ...props
}: Question & { type?: "text" | "email" | "password" | "date" | "time" } & Pick<
    ComponentProps<"input">,
    "autoComplete" | "inputMode" | "list"
  >) {
  const { required, ...control } = getInputProps(field, { type, ariaAttributes: false });
  return <TextField {...control} {...props} aria-required={required} />;
}

/** A text question of a form laid out from a list (see `TextQuestions`). */
export type TextQuestion<Name extends string> = {
  name: Name;
  label: string;
  hint?: string;
  inputMode?: "decimal" | "numeric";
};

/** A form's plain text questions, one `AdminTextField` each, in the list's order. */
export function TextQuestions<Name extends string>({
  questions,
  fields,
  error,
}: {
  questions: readonly TextQuestion<Name>[];
  fields: Record<Name, FieldMetadata<string | undefined>>;
  error: (name: Name) => string | undefined;
}) {
  return questions.map((question) => (
    <AdminTextField
      key={question.name}
      field={fields[question.name]}
      label={question.label}
      hint={question.hint}
      inputMode={question.inputMode}
      autoComplete="off"
      error={error(question.name)}
    />
  ));
}

export function AdminTextAreaField({
  field,
  ...props
}: Question & Pick<ComponentProps<"textarea">, "rows">) {
  const { required, ...control } = getTextareaProps(field, { ariaAttributes: false });
  return <TextAreaField {...control} {...props} aria-required={required} />;
}

/** A choice from a list, laid out like the shared text fields. */
export function AdminSelectField({
  field,
  label,
  hint,
  error,
  children,
}: Omit<Question, "optional"> & { children: ReactNode }) {
  const { required, id, ...control } = getSelectProps(field, { ariaAttributes: false });
  return (
    <Field data-invalid={error ? "true" : undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint ? <FieldHint id={hintId(id)}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
      <select
        {...control}
        id={id}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId(id) : null, error ? errorId(id) : null)}
        className={cn(selectClass, "aria-[invalid=true]:border-danger-700")}
      >
        {children}
      </select>
    </Field>
  );
}

/**
 * What became of a form, said under it: the form's own problem (`formErrors`, from its schema)
 * first, else the action's answer to it, done or refused.
 */
export function FormAnswer({
  answer,
  formErrors,
}: {
  answer: AdminFormResult | undefined;
  formErrors?: string[];
}) {
  const problem = formErrors?.[0];
  if (problem) return <FormNotice kind="error">{problem}</FormNotice>;
  if (!answer?.message) return null;
  return (
    <FormNotice kind={answer.status === "success" ? "ok" : "error"}>{answer.message}</FormNotice>
  );
}
