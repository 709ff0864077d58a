import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** Form field primitives: a label that says what to type, a hint, the control, its error. */
export function Field({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="field" className={cn("space-y-1.5", className)} {...props} />;
}

export function FieldLabel({
  className,
  optional,
  children,
  ...props
}: ComponentProps<"label"> & { optional?: boolean }) {
  return (
    <label
      data-slot="field-label"
      className={cn("block font-semibold text-ink", className)}
      {...props}
    >
      {children}
      {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </label>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="field-hint" className={cn("text-sm text-muted", className)} {...props} />;
}

export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      className={cn("text-sm font-medium text-danger-700", className)}
      {...props}
    >
      {children}
    </p>
  );
}

const controlClass =
  "block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger-700";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn(controlClass, "min-h-32", className)} {...props} />
  );
}
