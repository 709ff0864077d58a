import { ShieldCheck, Star, Zap } from "lucide-react";
import { trustBadges } from "#app/content/claims.ts";
import { cn } from "#app/lib/cn.ts";

type BadgeKey = keyof typeof trustBadges;

const badgeIcons = { fca: ShieldCheck, reviews: Star, sameDay: Zap } as const;

/** Pill badges of the site's trust claims, for dark backgrounds. */
export function TrustBadges({ keys, className }: { keys: BadgeKey[]; className?: string }) {
  return (
    <ul data-slot="trust-badges" className={cn("flex flex-wrap gap-2", className)}>
      {keys.map((key) => {
        const BadgeIcon = badgeIcons[key];
        return (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20"
          >
            <BadgeIcon aria-hidden="true" className="size-4 text-accent-300" />
            {trustBadges[key]}
          </li>
        );
      })}
    </ul>
  );
}
