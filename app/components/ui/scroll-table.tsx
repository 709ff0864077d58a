import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A wide table that scrolls sideways on narrow screens; focusable so keyboards can scroll it. */
export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboards scroll it (WCAG 2.1.1)
      tabIndex={0}
      className={cn("overflow-x-auto rounded-2xl border border-line bg-white shadow-sm", className)}
    >
      {children}
    </div>
  );
}
