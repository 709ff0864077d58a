import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * An on/off control announced as a switch; label it with a `<label htmlFor>` or `aria-label`.
 * It renders its state (`aria-checked`); whatever it switches changes that attribute (the
 * cookie choices: `app/components/cookies/cookie-choices.ts`).
 */
export function Switch({
  checked,
  className,
  ...props
}: Omit<ComponentProps<"button">, "type" | "role"> & { checked: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      className={cn(
        "group peer inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-muted transition-colors disabled:cursor-not-allowed aria-checked:bg-brand-700 disabled:aria-checked:bg-brand-600/70",
        className,
      )}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        className="pointer-events-none block size-6 rounded-full bg-white shadow-sm transition-transform group-aria-checked:translate-x-5 motion-reduce:transition-none"
      />
    </button>
  );
}
