/**
 * The business details shown across the site. The defaults are fictional and safe
 * (an Ofcom drama number, example.com addresses); a deployment overrides them through
 * the environment (see `env.server.ts`), and pages read the resolved copy from the root loader.
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
