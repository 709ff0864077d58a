import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** A page's calls to action: stacked on phones, side by side from small screens up. */
export function ActionRow({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="action-row"
      className={cn("mt-8 flex flex-col gap-3 sm:flex-row", className)}
      {...props}
    />
  );
}
