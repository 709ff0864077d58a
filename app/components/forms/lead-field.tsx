import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { TextAreaField, TextField } from "#app/components/forms/fields.tsx";

/**
 * One question of a lead form (referral, contact): label, control and its message, wired
 * together for assistive technology. `error` is the message to show now, if any. Required
 * questions are announced as such; the form's own messages, not the browser's, say what is
 * missing.
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
  if (multiline) {
    const { required, ...control } = getTextareaProps(field, { ariaAttributes: false });
    return (
      <TextAreaField
        {...control}
        rows={5}
        label={label}
        error={error}
        optional={optional}
        aria-required={required}
      />
    );
  }
  const { required, ...control } = getInputProps(field, { type, ariaAttributes: false });
  return (
    <TextField
      {...control}
      label={label}
      error={error}
      optional={optional}
      autoComplete={autoComplete}
      aria-required={required}
    />
  );
}
