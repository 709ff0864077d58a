import type { ReactNode } from "react";
import type { Stat } from "#app/content/claims.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Real numbers set large: a definition list of value and label pairs. A label may be a link to
 * where a visitor checks the figure (the about page's Google reviews).
 */
export function StatGrid({
  stats,
  inverse = false,
  className,
}: {
  stats: (Stat | { value: string; label: ReactNode })[];
  inverse?: boolean;
  className?: string;
}) {
  return (
    <dl
      data-slot="stat-grid"
      className={cn(
        "grid gap-4",
        stats.length === 4
          ? "grid-cols-2 lg:grid-cols-4"
          : stats.length === 2
            ? "grid-cols-2"
            : "grid-cols-3",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={typeof stat.label === "string" ? stat.label : stat.value}
          className={cn(
            "flex flex-col-reverse rounded-2xl px-2 py-4 text-center md:p-5",
            inverse ? "bg-white/10 ring-1 ring-white/15" : "bg-white ring-1 ring-line",
          )}
        >
          <dt className={cn("mt-1 text-sm font-medium", inverse ? "text-brand-100" : "text-muted")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-2xl font-extrabold tracking-tight md:text-4xl",
              inverse ? "text-white" : "text-brand-900",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
