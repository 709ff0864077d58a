import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import type { input, output, ZodObject } from "zod";
import { useLazyRules } from "#app/components/forms/use-lazy-rules.ts";
import type { FormConstraint, FormValidation } from "#app/components/forms/zod-validation.ts";

/**
 * A form whose validation library loads when a visitor first uses it: the page carries the
 * rules' constraints (computed by its loader with `formConstraint`), and `load` brings the
 * validator on the first focus or touch. Public pages use it so their scripts stay small.
 */
export type LazyValidation<Schema extends ZodObject> = {
  constraint: FormConstraint;
  load: () => Promise<FormValidation<Schema>>;
};

/** What a form validated in place (the back office) has instead of rules to load. */
function noValidationToLoad(): Promise<never> {
  return new Promise(() => {});
}

/**
 * A Conform form validated by the same zod schema as its action. Messages appear on submit;
 * editing a field hides its message until the next submit (§4: editing clears the error).
 * A page with several forms (the back office) gives each its `id`, and `defaultValue` holds
 * what a form shows before anything is typed. A submit made before a lazily loaded validator
 * has arrived waits for it, so every submission is checked alike; if it cannot load, the
 * server's answer (the same rules) is what the visitor sees.
 */
export function useLeadForm<Schema extends ZodObject>(
  validation: FormValidation<Schema> | LazyValidation<Schema>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  onValidSubmit?: () => void,
  options: { id?: string; defaultValue?: DefaultValue<input<Schema>> } = {},
) {
  const lazy = "load" in validation ? validation : null;
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const loaded = useLazyRules(lazy?.load ?? noValidationToLoad);
  const validate = lazy
    ? loaded.settled?.rules?.validate
    : (validation as FormValidation<Schema>).validate;

  const [form, fields] = useForm<input<Schema>, output<Schema>>({
    id: options.id,
    defaultValue: options.defaultValue,
    lastResult,
    constraint: validation.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
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
    ...(lazy ? loaded.startHandlers : {}),
    onSubmitCapture(event: FormEvent<HTMLFormElement>) {
      if (lazy && loaded.holdSubmit(event)) return;
      setEdited(new Set());
    },
  };
  return { form, fields, errorOf, formHandlers };
}

/** What a form element spreads from `useLeadForm`. */
export type LeadFormHandlers = ReturnType<typeof useLeadForm>["formHandlers"];

/** The validator of a schema loaded on demand, with the library that runs it. */
export async function loadValidation<Schema extends ZodObject>(
  schema: Promise<Schema>,
): Promise<FormValidation<Schema>> {
  const [{ zodValidation }, loaded] = await Promise.all([
    import("#app/components/forms/zod-validation.ts"),
    schema,
  ]);
  return zodValidation(loaded);
}
