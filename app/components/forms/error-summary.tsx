import type { ReactNode, Ref } from "react";
import { cn } from "#app/lib/cn.ts";

export type ErrorSummaryItem = { href: string; message: string };

/**
 * The list of problems at the top of a form, each a link to the field concerned. Focus it when
 * a submit is refused so that it is read out first. `onSelect` lets a multi-step form show the
 * step holding the field before moving focus to it.
 */
export function ErrorSummary({
  id,
  title = "There is a problem",
  description,
  items,
  onSelect,
  ref,
  className,
}: {
  id: string;
  title?: string;
  description?: ReactNode;
  items: readonly ErrorSummaryItem[];
  onSelect?: (item: ErrorSummaryItem, event: React.MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      data-slot="error-summary"
      aria-labelledby={`${id}-title`}
      role="region"
      className={cn(
        "rounded-lg border-4 border-danger-700 bg-white p-5 outline-none focus-visible:outline-3 focus-visible:outline-accent-500",
        className,
      )}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {description ? <div className="mt-2 text-ink">{description}</div> : null}
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={`${item.href}-${item.message}`}>
            <a
              href={item.href}
              className="font-semibold text-danger-700 underline decoration-2 hover:no-underline"
              onClick={onSelect ? (event) => onSelect(item, event) : undefined}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
