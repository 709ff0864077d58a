import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A submit button that shows its form is on its way: while `pending` it is disabled, marked
 * busy for assistive technology, and shows a spinner with `pendingLabel` in place of its
 * children, so a second press cannot send the form twice.
 */
export function PendingButton({
  pending = false,
  pendingLabel,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { pending?: boolean; pendingLabel: ReactNode }) {
  return (
    <Button
      data-slot="pending-button"
      {...props}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
