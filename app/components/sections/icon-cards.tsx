import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { IconName } from "#app/content/icons.ts";
import { iconDrawing } from "#app/components/sections/icon.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { cn } from "#app/lib/cn.ts";

export type IconCardItem = { title: string; description: string; icon: IconName | LucideIcon };

/** A grid of icon-led cards; each card's title is a heading one level below the section's. */
export function IconCardGrid<Item extends IconCardItem>({
  items,
  columns = 4,
  className,
  renderFooter,
}: {
  items: readonly Item[];
  columns?: 2 | 3 | 4;
  className?: string;
  renderFooter?: (item: Item, index: number) => ReactNode;
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
        <li key={item.title}>
          <IconCard
            icon={typeof item.icon === "string" ? iconDrawing(item.icon) : item.icon}
            title={item.title}
            footer={renderFooter?.(item, index)}
          >
            <p>{item.description}</p>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
