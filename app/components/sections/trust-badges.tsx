import { Zap } from "lucide-react";
import type { ReactNode } from "react";
import {
  FcaCredentialLink,
  FcaIcon,
  GoogleReviewsLink,
  useHasGoogleReviews,
} from "#app/components/sections/credentials.tsx";
import { trustBadges } from "#app/content/claims.ts";
import { cn } from "#app/lib/cn.ts";

type BadgeKey = "fca" | "reviews" | keyof typeof trustBadges;

const iconClass = "size-4 shrink-0 text-accent-300";
const linkClass = "text-white decoration-white/60 hover:decoration-white";

const badges: Record<BadgeKey, () => ReactNode> = {
  fca: () => (
    <>
      <FcaIcon className={iconClass} />
      <FcaCredentialLink className={linkClass} />
    </>
  ),
  reviews: () => <GoogleReviewsLink className={linkClass} iconClassName={iconClass} />,
  sameDay: () => (
    <>
      <Zap aria-hidden="true" className={iconClass} />
      {trustBadges.sameDay}
    </>
  ),
};

/**
 * Pill badges of the site's trust claims, for dark backgrounds. The FCA and reviews badges link
 * to where a visitor can check them; the reviews badge is left out when none are configured.
 */
export function TrustBadges({ keys, className }: { keys: BadgeKey[]; className?: string }) {
  const hasReviews = useHasGoogleReviews();
  const shown = keys.filter((key) => key !== "reviews" || hasReviews);
  return (
    <ul data-slot="trust-badges" className={cn("flex flex-wrap gap-2", className)}>
      {shown.map((key) => {
        const Badge = badges[key];
        return (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20"
          >
            <Badge />
          </li>
        );
      })}
    </ul>
  );
}
