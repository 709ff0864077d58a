import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A card led by an icon: a titled point in a grid of benefits, documents or topics. */
export function IconCard({
  icon: Icon,
  title,
  headingLevel = 3,
  className,
  children,
  footer,
  ...props
}: ComponentProps<"article"> & {
  icon: LucideIcon;
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** Kept at the foot of the card, below the text, however tall its neighbours are. */
  footer?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="icon-card"
      className={cn(
        "flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm",
        className,
      )}
      {...props}
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-bold text-brand-900">{title}</Heading>
      <div className="mt-2 flex-1 leading-relaxed text-muted">{children}</div>
      {footer ? <div className="pt-4">{footer}</div> : null}
    </article>
  );
}
