import { ShieldCheck, Star } from "lucide-react";
import { OffSiteLink } from "#app/components/ui/off-site-link.tsx";
import { fcaCredential, googleReviewsCredential } from "#app/content/credentials.ts";
import { cn } from "#app/lib/cn.ts";
import { useSite } from "#app/lib/site.ts";

/** "FCA Regulated, FRN 1000382", linked to the FCA register. */
export function FcaCredentialLink({ className }: { className?: string }) {
  const site = useSite();
  return (
    <OffSiteLink credential={fcaCredential(site)} className={className}>
      FCA Regulated, <abbr title="Firm Reference Number">FRN</abbr> {site.fcaFirmReference}
    </OffSiteLink>
  );
}

/** The shield beside the FCA credential. */
export function FcaIcon({ className }: { className?: string }) {
  return <ShieldCheck aria-hidden="true" className={className} />;
}

/**
 * The configured Google reviews ("4.9 from 132 Google reviews"), linked to them; nothing when no
 * reviews page is configured.
 */
export function GoogleReviewsLink({
  className,
  iconClassName,
}: {
  className?: string;
  iconClassName?: string;
}) {
  const credential = googleReviewsCredential(useSite());
  if (!credential) return null;
  return (
    <>
      <ReviewsIcon rated={credential.rating !== null} className={iconClassName} />
      <OffSiteLink credential={credential} className={className} />
    </>
  );
}

/** A star only beside a configured rating: a count or a plain link gets none. */
function ReviewsIcon({ rated, className }: { rated: boolean; className?: string }) {
  return rated ? (
    <Star aria-hidden="true" data-icon="star" className={cn("fill-current", className)} />
  ) : null;
}

/** Whether the site has a reviews claim to show (so a layout can make room for it, or not). */
export function useHasGoogleReviews(): boolean {
  return googleReviewsCredential(useSite()) !== null;
}
