import { CircleCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A list of short statements, each with a tick. */
export function CheckList({
  items,
  inverse = false,
  columns = 1,
  className,
}: {
  items: string[];
  inverse?: boolean;
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul
      data-slot="check-list"
      className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2", className)}
    >
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CircleCheck
            aria-hidden="true"
            className={cn(
              "mt-0.5 size-5 shrink-0",
              inverse ? "text-accent-300" : "text-success-700",
            )}
          />
          <span className={inverse ? "text-white" : "text-ink"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
