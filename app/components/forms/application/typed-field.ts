import { applicationFieldId } from "#app/lib/application-values.ts";
import type { ApplicationValues } from "#app/lib/application-values.ts";
import { fieldCopy } from "#app/content/application.ts";
import type { StepProps } from "#app/components/forms/application/step-props.ts";

/** The answers typed as text (a name, an amount, an address), each with its words. */
export type TypedAnswer = {
  [K in keyof ApplicationValues]: string extends ApplicationValues[K] ? K : never;
}[keyof ApplicationValues] &
  keyof typeof fieldCopy;

/**
 * What every field typed in is given of its step, the same way: its id and name, its label
 * and hint, the answer, how it changes and is left, and its message. A field's own props
 * (required, autocomplete, a hint of its own) come after.
 */
export function typedField(
  { values, setAnswer, errorFor, markTouched }: StepProps,
  field: TypedAnswer,
) {
  const copy: { label: string; hint?: string } = fieldCopy[field];
  return {
    id: applicationFieldId(field),
    name: field,
    label: copy.label,
    hint: copy.hint,
    value: values[field],
    onValueChange: (value: string) => setAnswer(field, value),
    onBlur: () => markTouched(field),
    error: errorFor(field),
  };
}
