import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

/** A whole-card link to another page, with a title and one line about it. */
export function LinkCard({
  to,
  title,
  description,
  className,
}: {
  to: string;
  title: string;
  description: string;
  className?: string;
}) {
  return (
    <Link
      data-slot="link-card"
      to={to}
      className={cn(
        "group flex h-full items-start justify-between gap-4 rounded-2xl border border-line bg-white p-5 no-underline shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50",
        className,
      )}
    >
      <span>
        <span className="block font-bold text-brand-900 group-hover:underline">{title}</span>
        <span className="mt-1 block text-muted">{description}</span>
      </span>
      <ArrowRight className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
    </Link>
  );
}
