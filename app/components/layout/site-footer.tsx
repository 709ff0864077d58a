import { Link } from "react-router";
import { Logo } from "#app/components/layout/logo.tsx";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { SocialLinks } from "#app/components/layout/site-header.tsx";
import {
  companyGroup,
  legalLinks,
  loanTypesGroup,
  sectorsGroup,
  type NavLink,
} from "#app/content/navigation.ts";
import { pageLabels } from "#app/content/names.ts";
import {
  companiesHouseUrl,
  fcaRegisterUrl,
  formatAddress,
  offSiteDestinations,
} from "#app/config/site.ts";
import { paths } from "#app/paths.ts";
import { useSite } from "#app/lib/site.ts";
import { track } from "#app/lib/analytics.ts";

/**
 * The year of the render: a prerendered page carries its build's year, a page rendered per
 * request the server's. Read from the clock so a new year needs no release.
 */
export function copyrightYear(now = new Date()): number {
  return now.getUTCFullYear();
}

/**
 * A group of footer links: a heading over the list from 768 px; on phones a disclosure the
 * visitor opens, so the footer is a few lines long rather than several screens. The phone's
 * disclosure and the wider screens' list are alternatives, one of them display:none.
 */
function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  const list = (className: string) => (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className="inline-block py-1 text-brand-100 no-underline hover:text-white hover:underline"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div>
      <Disclosure
        heading={<h2 className="text-base">{title}</h2>}
        className="border-b border-white/15 md:hidden"
        summaryClassName="min-h-11 font-semibold text-white"
        chevronClassName="text-brand-100"
      >
        {list("grid grid-cols-2 gap-x-4 pb-4")}
      </Disclosure>
      <div className="max-md:hidden">
        <h2 className="mb-3 text-base font-semibold text-white">{title}</h2>
        {list("space-y-1")}
      </div>
    </div>
  );
}

export function SiteFooter() {
  const site = useSite();
  const company = companyGroup(site.brandName);
  const companyLinks = [
    ...company.links,
    { label: pageLabels[paths.socialMediaLanding], path: paths.socialMediaLanding },
  ];
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid py-8 md:grid-cols-2 md:gap-10 md:py-12 lg:grid-cols-5">
        <div className="space-y-4 max-md:mb-4 lg:col-span-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Logo tone="light" onClick={() => window.scrollTo({ top: 0 })} />
            {/* Phones have these links in the bar at the top of every page. */}
            <SocialLinks className="-ml-2 text-white max-md:hidden" />
          </div>
          <address className="space-y-1 not-italic md:space-y-2">
            <p>
              <a
                href={`tel:${site.phoneE164}`}
                {...track.phone("footer")}
                className="font-semibold text-white"
              >
                {site.phoneDisplay}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className="text-white">
                {site.email}
              </a>
            </p>
            <p>{formatAddress(site)}</p>
          </address>
        </div>
        <FooterColumn title={loanTypesGroup.label} links={loanTypesGroup.links} />
        <FooterColumn title={sectorsGroup.label} links={sectorsGroup.links} />
        <FooterColumn title={company.label} links={companyLinks} />
        <FooterColumn title="Legal" links={legalLinks} />
      </div>
      <div className="border-t border-white/15">
        <div className="container-page space-y-3 py-6 text-sm md:py-8 md:leading-relaxed">
          <p>
            {site.legalName} is authorised and regulated by the Financial Conduct Authority (FCA
            firm reference number{" "}
            <a href={fcaRegisterUrl(site.fcaFirmReference)} className="text-white underline">
              {site.fcaFirmReference}
              <span className="sr-only"> ({offSiteDestinations.fcaRegister})</span>
            </a>
            ) for credit broking. We are a credit broker, not a lender. We work with a panel of
            lenders and may receive a commission from the lender if you take out a loan, typically
            0.5% to 10% of the loan value; this does not change what you pay, and we will tell you
            before you proceed. We charge no upfront or success fees. All finance is subject to
            status.
          </p>
          <p>
            Registered in England and Wales, company number{" "}
            <a href={companiesHouseUrl(site.companyNumber)} className="text-white underline">
              {site.companyNumber}
              <span className="sr-only"> ({offSiteDestinations.companiesHouse})</span>
            </a>
            . Registered office: {formatAddress(site)}. Registered with the Information
            Commissioner&apos;s Office, registration number {site.icoNumber}.
          </p>
          {/* A browser whose clock is in another year keeps the server's year. */}
          <p suppressHydrationWarning>
            © {copyrightYear()} {site.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
