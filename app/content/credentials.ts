import { fcaRegisterUrl, offSiteDestinations, type SiteConfig } from "#app/config/site.ts";
import { formatCount } from "#app/lib/numbers.ts";

/**
 * The credentials the site shows and where a visitor can check each one: the FCA register and
 * the firm's Google reviews (the footer links the company number to Companies House itself). Every claim is built from the site configuration, so
 * a figure nobody has configured is never shown (no count, no rating, no stars, no link).
 */
export type Credential = {
  /** What the visitor reads. */
  text: string;
  href: string;
  /** Said to screen readers after the text, as the link leaves the site. */
  destination: string;
};

export type ReviewsCredential = Credential & {
  /** The configured rating out of 5 when a count goes with it; stars are shown only then. */
  rating: number | null;
};

/** "FCA Regulated, FRN 1000382", linked to the register. The FRN always has a value (see site.ts). */
export function fcaCredential(site: Pick<SiteConfig, "fcaFirmReference">): Credential {
  return {
    text: `FCA Regulated, FRN ${site.fcaFirmReference}`,
    href: fcaRegisterUrl(site.fcaFirmReference),
    destination: offSiteDestinations.fcaRegister,
  };
}

export function reviewsNoun(total: number): string {
  return total === 1 ? "Google review" : "Google reviews";
}

/**
 * "4.9 from 132 Google reviews", linked to the reviews. Without a link there is no claim at all:
 * a count or a rating a visitor cannot check is not shown. A rating without a count is left out
 * too (it says nothing about how many people gave it).
 */
export function googleReviewsCredential(
  site: Pick<SiteConfig, "googleReviews">,
): ReviewsCredential | null {
  const { url, count: total, rating } = site.googleReviews;
  if (!url) return null;
  const destination = "opens our reviews on Google";
  if (total === null) return { text: "Our Google reviews", href: url, destination, rating: null };
  const counted = `${formatCount(total)} ${reviewsNoun(total)}`;
  if (rating === null) return { text: counted, href: url, destination, rating: null };
  return { text: `${rating.toFixed(1)} from ${counted}`, href: url, destination, rating };
}
