import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Form field primitives, in the manner of the GOV.UK Design System: a label that says what to
 * type and whether it is required, a hint, the control, and its error. Every form on the site
 * (quote, application, referral, contact, back office) is built from these.
 */
export function Field({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="field" className={cn("space-y-1.5", className)} {...props} />;
}

export function RequirementTag({ required, optional }: { required?: boolean; optional?: boolean }) {
  if (required) return <span className="font-normal text-muted"> (required)</span>;
  if (optional) return <span className="font-normal text-muted"> (optional)</span>;
  return null;
}

export function FieldLabel({
  className,
  required,
  optional,
  children,
  ...props
}: ComponentProps<"label"> & { required?: boolean; optional?: boolean }) {
  return (
    <label
      data-slot="field-label"
      className={cn("block text-base font-semibold text-ink", className)}
      {...props}
    >
      {children}
      <RequirementTag required={required} optional={optional} />
    </label>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="field-hint" className={cn("text-sm text-muted", className)} {...props} />;
}

/** The message of a field in trouble; nothing at all while there is none. */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      className={cn("text-sm font-semibold text-danger-700", className)}
      {...props}
    >
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

/** The frame of a text control; its border turns red when the control is marked invalid. */
export const controlClass =
  "block w-full rounded-lg border-2 border-muted/70 bg-white px-3 text-base text-ink placeholder:text-muted hover:border-muted aria-[invalid=true]:border-danger-700";

/** A text field; `compact` is the shorter one that sits beside a small button. */
export function Input({
  className,
  compact = false,
  ...props
}: ComponentProps<"input"> & { compact?: boolean }) {
  return (
    <input
      data-slot="input"
      className={cn(controlClass, compact ? "min-h-9 py-1.5" : "min-h-12 py-2.5", className)}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, "min-h-24 py-2.5", className)}
      {...props}
    />
  );
}
