import type { ReactNode } from "react";
import type { IconCard } from "#app/content/icons.ts";
import { Icon } from "#app/components/sections/icon.tsx";
import { cn } from "#app/lib/cn.ts";

/** A grid of icon-led cards; each card's title is a heading one level below the section's. */
export function IconCardGrid({
  items,
  columns = 4,
  className,
  renderFooter,
}: {
  items: IconCard[];
  columns?: 2 | 3 | 4;
  className?: string;
  renderFooter?: (item: IconCard, index: number) => ReactNode;
}) {
  return (
    <ul
      data-slot="icon-card-grid"
      className={cn(
        "grid gap-5 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
        className,
      )}
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
        >
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="text-lg font-bold text-ink">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
          {renderFooter ? <div className="mt-auto pt-4">{renderFooter(item, index)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
