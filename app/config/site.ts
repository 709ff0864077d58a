/**
 * The business details shown across the site. The defaults are fictional and safe
 * (an Ofcom drama number, example.com addresses); a deployment overrides them through
 * the environment (see `env.server.ts`), and pages read the resolved copy from the root loader.
 * Google reviews have no default: there is no fictional count or rating that would be safe to
 * show a visitor as fact.
 */
export type SiteConfig = {
  brandName: string;
  legalName: string;
  phoneDisplay: string;
  phoneE164: string;
  email: string;
  address: { line1: string; town: string; postcode: string };
  officeTown: string;
  openingHours: string;
  brokerHours: string;
  fcaFirmReference: string;
  /**
   * The firm's Google reviews. Each part is null unless the operator sets it: a count or a
   * rating nobody can check is not shown (see `app/content/credentials.ts`).
   */
  googleReviews: { url: string | null; count: number | null; rating: number | null };
  companyNumber: string;
  icoNumber: string;
  social: { linkedin: string; facebook: string; instagram: string };
  origin: string;
};

export const defaultSiteConfig: SiteConfig = {
  brandName: "Deva Business Finance",
  legalName: "Deva Business Finance Ltd",
  phoneDisplay: "01632 960482",
  phoneE164: "+441632960482",
  email: "enquiries@example.com",
  address: { line1: "Suite 4, 12 Watergate Street", town: "Chester", postcode: "CH1 2LA" },
  officeTown: "Chester",
  // One set of hours for the phone lines and the brokers: the claims register's opening hours
  // (written out here so the register stays out of every page's JavaScript; a test compares).
  openingHours: "Monday to Friday, 9am to 5pm",
  brokerHours: "Monday to Friday, 9am to 5pm",
  fcaFirmReference: "1000382",
  googleReviews: { url: null, count: null, rating: null },
  companyNumber: "14872093",
  icoNumber: "ZB512874",
  social: {
    linkedin: "https://www.linkedin.com/company/example",
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
  },
  origin: "http://localhost:3000",
};

export function formatAddress(site: SiteConfig): string {
  return `${site.address.line1}, ${site.address.town}, ${site.address.postcode}`;
}

/**
 * Where a visitor checks the configured numbers. The FCA register's own page for a firm needs an
 * internal id the FRN does not give, so the link is its search, which lists the firm for its FRN.
 * Kept here, beside the numbers, because the footer on every page links them: the words and
 * addresses cost the pages nothing more than this.
 */
export function fcaRegisterUrl(frn: string): string {
  // SITE_FCA_FRN is digits only (env.server.ts), so it needs no escaping.
  return `https://register.fca.org.uk/s/search?q=${frn}&type=Companies`;
}

/** The number as Companies House writes it (env.server.ts removes spaces and capitalises). */
export function companiesHouseUrl(companyNumber: string): string {
  return `https://find-and-update.company-information.service.gov.uk/company/${companyNumber}`;
}

/** What screen readers hear after a link that leaves the site for each of them. */
export const offSiteDestinations = {
  fcaRegister: "opens the FCA register",
  companiesHouse: "opens Companies House",
} as const;
