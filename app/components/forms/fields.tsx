import type { ComponentProps, ReactNode } from "react";
import {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  Textarea,
} from "#app/components/ui/field.tsx";

/**
 * Form field primitives in the manner of the GOV.UK Design System: a label that says what to
 * type, an optional hint, an inline error linked to the control, and an error summary that
 * links to every field in trouble. They work controlled (`value` + `onValueChange`) or as plain
 * uncontrolled inputs that post with the form.
 *
 * Here the frame every field shares and the text fields every form asks; the choices
 * (`choice-fields.tsx`), the amount in pounds (`currency-field.tsx`) and the error summary
 * (`error-summary.tsx`) are modules of their own, so a page with a short form (contact,
 * referral, tracking) does not load the application's.
 */

/** Joins the ids a control is described by, skipping the ones not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

/** Ties a control to its hint and its message, and marks it invalid while it has one. */
export function controlAria(id: string, hint: ReactNode, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint ? hintId(id) : null, error ? errorId(id) : null),
  } as const;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** What a field's frame shows around its control: label, hint and message. */
export type FrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the field "(required)" in its label and for assistive technology. */
  required?: boolean;
  /** Marks the field "(optional)" in its label. */
  optional?: boolean;
  className?: string;
};

export function FieldFrame({ children, ...frame }: FrameProps & { children: ReactNode }) {
  const { id, label, hint, error, required, optional, className } = frame;
  return (
    <Field data-invalid={error ? "true" : undefined} className={className}>
      <FieldLabel htmlFor={id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={hintId(id)}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
      {children}
    </Field>
  );
}

export type CommonFieldProps = FrameProps & { onValueChange?: (value: string) => void };

/** Splits a field's props into its frame's and the rest, which are the control's. */
export function splitFrame<Rest extends object>({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  ...rest
}: FrameProps & Rest) {
  return { frame: { id, label, hint, error, required, optional, className }, rest };
}

/**
 * Splits a text control's props into its frame's and the control's own: the control is tied to
 * its hint and message, and reports each change to `onValueChange` as well as `onChange`.
 */
export function frameAndControl<
  Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  Rest extends object,
>(props: CommonFieldProps & { onChange?: (event: React.ChangeEvent<Element>) => void } & Rest) {
  const {
    frame,
    rest: { onValueChange, onChange, ...rest },
  } = splitFrame(props);
  const { id, hint, error, required } = frame;
  return {
    frame,
    control: {
      id,
      required,
      ...controlAria(id, hint, error),
      onChange: (event: React.ChangeEvent<Element>) => {
        onChange?.(event);
        onValueChange?.(event.currentTarget.value);
      },
      ...rest,
    },
  };
}

export function TextField(
  props: CommonFieldProps & Omit<ComponentProps<"input">, "id" | "required">,
) {
  const { frame, control } = frameAndControl<HTMLInputElement, typeof props>(props);
  return (
    <FieldFrame {...frame}>
      <Input {...control} />
    </FieldFrame>
  );
}

export function TextAreaField(
  props: CommonFieldProps & Omit<ComponentProps<"textarea">, "id" | "required">,
) {
  const { frame, control } = frameAndControl<HTMLTextAreaElement, typeof props>(props);
  return (
    <FieldFrame {...frame}>
      <Textarea rows={3} {...control} />
    </FieldFrame>
  );
}
