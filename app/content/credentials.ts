import type { SiteConfig } from "#app/config/site.ts";

/**
 * The credentials the site shows and where a visitor can check each one: the FCA register, the
 * firm's Google reviews, Companies House. Every claim is built from the site configuration, so
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

/** A stat card: the value set large, the label under it, and the page that proves it. */
export type LinkedStat = { value: string; label: string; link?: Credential };

/** The register's search form finds a firm by its FRN; its own entry URL needs an internal id. */
export function fcaRegisterUrl(frn: string): string {
  return `https://register.fca.org.uk/s/search?q=${encodeURIComponent(frn)}&type=Companies`;
}

export function companiesHouseUrl(companyNumber: string): string {
  const number = companyNumber.replace(/\s/g, "").toUpperCase();
  return `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(number)}`;
}

/** "FCA FRN 1000382", linked to the register. The FRN always has a value (see site.ts). */
export function fcaCredential(site: Pick<SiteConfig, "fcaFirmReference">): Credential {
  return {
    text: `FCA FRN ${site.fcaFirmReference}`,
    href: fcaRegisterUrl(site.fcaFirmReference),
    destination: "opens the FCA register",
  };
}

export function companyNumberCredential(site: Pick<SiteConfig, "companyNumber">): Credential {
  return {
    text: site.companyNumber,
    href: companiesHouseUrl(site.companyNumber),
    destination: "opens Companies House",
  };
}

const count = new Intl.NumberFormat("en-GB");

function reviewsNoun(total: number): string {
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
  const counted = `${count.format(total)} ${reviewsNoun(total)}`;
  if (rating === null) return { text: counted, href: url, destination, rating: null };
  return { text: `${rating.toFixed(1)} from ${counted}`, href: url, destination, rating };
}

/** The reviews as a stat card ("4.9" over "from 132 Google reviews"), when there is a count. */
export function googleReviewsStat(site: Pick<SiteConfig, "googleReviews">): LinkedStat | null {
  const credential = googleReviewsCredential(site);
  const total = site.googleReviews.count;
  if (!credential || total === null) return null;
  const counted = `${count.format(total)} ${reviewsNoun(total)}`;
  return credential.rating === null
    ? { value: count.format(total), label: reviewsNoun(total), link: credential }
    : { value: credential.rating.toFixed(1), label: `from ${counted}`, link: credential };
}
