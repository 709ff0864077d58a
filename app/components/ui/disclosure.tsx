import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A heading the visitor opens to read what follows, without script: `<details>` with its
 * marker replaced by a chevron that turns when open. The heading element comes from the caller.
 */
export function Disclosure({
  heading,
  className,
  summaryClassName,
  chevronClassName,
  children,
}: {
  heading: ReactNode;
  className?: string;
  summaryClassName?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  return (
    <details data-slot="disclosure" className={cn("group", className)}>
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {heading}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-5 shrink-0 transition-transform group-open:rotate-180",
            chevronClassName,
          )}
        />
      </summary>
      {children}
    </details>
  );
}
