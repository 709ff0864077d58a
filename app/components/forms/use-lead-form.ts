import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState, type FormEvent } from "react";
import type { input, ZodObject } from "zod";

/**
 * A Conform form validated by the same zod schema as its action. Messages appear on submit;
 * editing a field hides its message until the next submit (§4: editing clears the error).
 * A page with several forms (the back office) gives each its `id`, and `defaultValue` holds
 * what a form shows before anything is typed.
 */
export function useLeadForm<Schema extends ZodObject>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  onValidSubmit?: () => void,
  options: { id?: string; defaultValue?: DefaultValue<input<Schema>> } = {},
) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [form, fields] = useForm({
    id: options.id,
    defaultValue: options.defaultValue,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
    onSubmit() {
      onValidSubmit?.();
    },
  });

  function errorOf(name: string, errors: string[] | undefined): string | undefined {
    return edited.has(name) ? undefined : errors?.[0];
  }
  function markEdited(name: string) {
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }
  /** Spread on the form element: tracks edits, and every submit attempt shows messages afresh. */
  const formHandlers = {
    onInput(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as HTMLInputElement).name;
      if (name) markEdited(name);
    },
    onSubmitCapture() {
      setEdited(new Set());
    },
  };
  return { form, fields, errorOf, formHandlers };
}
