import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field, FieldError, FieldLabel, Input, Textarea } from "#app/components/ui/field.tsx";

/**
 * One question of a lead form (referral, contact): label, control and its message, wired
 * together for assistive technology. `error` is the message to show now, if any.
 */
export function LeadField({
  field,
  label,
  error,
  type = "text",
  autoComplete,
  optional,
  multiline = false,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  error: string | undefined;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
}) {
  const described = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": field.errorId,
  } as const;
  return (
    <Field>
      <FieldLabel htmlFor={field.id} optional={optional}>
        {label}
      </FieldLabel>
      {multiline ? (
        <Textarea {...getTextareaProps(field)} {...described} />
      ) : (
        <Input {...getInputProps(field, { type })} autoComplete={autoComplete} {...described} />
      )}
      <FieldError id={field.errorId}>{error}</FieldError>
    </Field>
  );
}
