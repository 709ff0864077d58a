import type { SiteConfig } from "#app/config/site.ts";
import { formatCount } from "#app/lib/numbers.ts";
import { googleReviewsCredential, reviewsNoun, type Credential } from "#app/content/credentials.ts";

/** A stat card whose label links to where a visitor checks the figure. */
export type LinkedStat = { value: string; label: string; link: Credential };

/**
 * The Google reviews as a closing stat ("4.9" over "from 132 Google reviews"), or the count
 * alone without a rating; nothing without a count. Apart from `credentials.ts` so only the page
 * that shows it carries it.
 */
export function googleReviewsStat(site: Pick<SiteConfig, "googleReviews">): LinkedStat | null {
  const credential = googleReviewsCredential(site);
  const total = site.googleReviews.count;
  if (!credential || total === null) return null;
  const counted = formatCount(total);
  return credential.rating === null
    ? { value: counted, label: reviewsNoun(total), link: credential }
    : {
        value: credential.rating.toFixed(1),
        label: `from ${counted} ${reviewsNoun(total)}`,
        link: credential,
      };
}
