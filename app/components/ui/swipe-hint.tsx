import { MoveHorizontal } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** Under a swipe row on phones: how many cards the row holds, and that it scrolls sideways. */
export function SwipeHint({
  count,
  noun,
  className,
}: {
  count: number;
  noun: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex items-center justify-center gap-2 text-sm text-muted md:hidden",
        className,
      )}
    >
      <MoveHorizontal aria-hidden="true" className="size-4" />
      Swipe to see all {count}
      <span className="sr-only"> {noun}</span>
    </p>
  );
}
