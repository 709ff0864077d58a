import { OffSiteLink } from "#app/components/ui/off-site-link.tsx";
import type { Stat } from "#app/content/claims.ts";
import type { LinkedStat } from "#app/content/credentials.ts";
import { cn } from "#app/lib/cn.ts";

function columns(count: number) {
  if (count === 4) return "grid-cols-2 lg:grid-cols-4";
  if (count === 2) return "grid-cols-2";
  return "grid-cols-3";
}

/**
 * Real numbers set large: a definition list of value and label pairs. A stat with a `link`
 * (the Google reviews) links its label to where a visitor can check it.
 */
export function StatGrid({
  stats,
  inverse = false,
  className,
}: {
  stats: (Stat | LinkedStat)[];
  inverse?: boolean;
  className?: string;
}) {
  return (
    <dl data-slot="stat-grid" className={cn("grid gap-4", columns(stats.length), className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-2xl px-2 py-4 text-center md:p-5",
            inverse ? "bg-white/10 ring-1 ring-white/15" : "bg-white ring-1 ring-line",
          )}
        >
          <dt className={cn("mt-1 text-sm font-medium", inverse ? "text-brand-100" : "text-muted")}>
            {"link" in stat && stat.link ? (
              <OffSiteLink
                credential={stat.link}
                className={cn("inline-block py-1", inverse ? "text-white" : "text-brand-700")}
              >
                {stat.label}
              </OffSiteLink>
            ) : (
              stat.label
            )}
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
