import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A full-width brand band closing a page with a heading, a line of text and its actions. */
export function ActionBand({
  title,
  headingId,
  description,
  actions,
  className,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  title: string;
  headingId: string;
  description: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      data-slot="action-band"
      aria-labelledby={headingId}
      className={cn("bg-brand-900 text-white", className)}
      {...props}
    >
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <div className="mt-3 text-brand-100">{description}</div>
        </div>
        <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
