import { claims, hubFigures, someLendersSameDay } from "#app/content/claims.ts";
import { formatAmountRange } from "#app/content/format.ts";
import { legalSlugs, paths, productSlugs, sectorSlugs } from "#app/paths.ts";
import { products } from "#app/content/products.ts";
import { legalLabels, pageLabels } from "#app/content/names.ts";
import { sectors } from "#app/content/sectors.ts";
import { vocabulary } from "#app/content/vocabulary.ts";
import { pageTitle, titleSuffix } from "#app/content/page-title.ts";

/**
 * The content index: one entry per public URL. It feeds the prerender list, the sitemap,
 * the navigation labels, each page's metadata and its breadcrumb trail.
 */
export type Crumb = { name: string; path: string };

export type PageEntry = {
  path: string;
  /** Short label used in menus, footers and breadcrumbs. */
  label: string;
  title: string;
  description: string;
  h1: string;
  /** Trail after Home, ending with this page. Empty for home. */
  breadcrumb: Crumb[];
  /** Content pages are built to static HTML; form and result pages are rendered per request. */
  prerender: boolean;
  noindex?: boolean;
};

function page(
  path: string,
  label: string,
  title: string,
  description: string,
  options: Partial<Pick<PageEntry, "h1" | "breadcrumb" | "prerender" | "noindex">> = {},
): PageEntry {
  return {
    path,
    label,
    title: pageTitle(title),
    description,
    h1: options.h1 ?? label,
    breadcrumb: options.breadcrumb ?? [{ name: label, path }],
    prerender: options.prerender ?? true,
    noindex: options.noindex,
  };
}

const hubCrumb: Crumb = { name: "Business Loans", path: paths.businessLoans };

const legalTitles: Record<(typeof legalSlugs)[number], [string, string]> = {
  "privacy-policy": [
    legalLabels["privacy-policy"],
    "How we collect, use, share and keep your personal information, your rights under UK GDPR and how to complain to the ICO.",
  ],
  "terms-conditions": [
    legalLabels["terms-conditions"],
    "The terms that apply when you use this website and our business finance broking service.",
  ],
  "terms-of-business": [
    legalLabels["terms-of-business"],
    "Our terms of business as an independent credit broker: who we serve, how we are paid and your obligations.",
  ],
};

export const pages: PageEntry[] = [
  {
    path: paths.home,
    label: "Home",
    title: `${titleSuffix} | Business Funding £5K-£500K`,
    description: `Alternative business finance from £5K to £500K for UK businesses. FCA regulated broker with a panel of lenders and no hidden fees. ${someLendersSameDay}.`,
    h1: "Expert Business Finance",
    breadcrumb: [],
    prerender: true,
  },
  page(
    paths.enquiry,
    pageLabels[paths.enquiry],
    "Thank You for Your Enquiry",
    "Thank you for your enquiry. A business finance broker will call you back shortly.",
    {
      h1: "Thank you for your enquiry",
      // It says what the visitor's own enquiry asked for (the enquiry receipt cookie).
      prerender: false,
      noindex: true,
    },
  ),
  page(
    paths.application,
    pageLabels[paths.application],
    "Apply for Business Funding",
    "Apply for business funding of £5,000 to £500,000 in four short steps. No obligation and no hidden fees.",
    {
      h1: "Let's get you funded",
      prerender: false,
    },
  ),
  page(
    paths.results,
    pageLabels[paths.results],
    "Application Received",
    "Your application has been received. Upload your documents so your broker can review them.",
    {
      h1: "Application received",
      prerender: false,
      noindex: true,
    },
  ),
  page(
    paths.track,
    pageLabels[paths.track],
    "Lost Your Link?",
    "Ask for a new secure link to your application or enquiry. We email it to the address you gave us.",
    {
      h1: "Lost your link?",
      prerender: false,
      noindex: true,
    },
  ),
  page(
    paths.businessLoans,
    pageLabels[paths.businessLoans],
    "Business Loans",
    `Compare business loans of ${formatAmountRange(hubFigures.range)} with terms up to ${hubFigures.maxTermMonths} months and ${claims.typicalDecision.words}.`,
    {
      h1: "Business Loans",
    },
  ),
  ...productSlugs.map((slug) => {
    const product = products[slug];
    return page(paths.product(slug), product.name, product.metaTitle, product.metaDescription, {
      breadcrumb: [hubCrumb, { name: product.name, path: paths.product(slug) }],
    });
  }),
  page(
    paths.guides,
    pageLabels[paths.guides],
    "Business Finance Essentials",
    "Business finance guides: how funding works, who is eligible and tips for a strong application.",
    {
      h1: "Business Finance Essentials",
    },
  ),
  page(
    paths.blogs,
    pageLabels[paths.blogs],
    "Business Finance Topics",
    "Business finance by topic: how funding works, cash flow and tax bills, growth, and funding for your industry, with the pages that cover each.",
    {
      h1: "Business Finance Topics",
    },
  ),
  page(
    paths.successStories,
    pageLabels[paths.successStories],
    "Success Stories",
    "Illustrative examples of the funding we arrange for UK businesses: the amount, the product and what it paid for.",
    {
      h1: "Success Stories",
    },
  ),
  page(
    paths.referralProgram,
    pageLabels[paths.referralProgram],
    "Referral Partner Programme",
    "Refer business clients who need funding and earn commission as a referral partner.",
    {
      h1: "Referral Partner Programme",
    },
  ),
  page(
    paths.referralJoin,
    pageLabels[paths.referralJoin],
    "Join Our Referral Programme",
    "Apply to become a referral partner.",
    {
      h1: "Join Our Referral Programme",
      prerender: false,
      breadcrumb: [
        { name: vocabulary.referralProgramme, path: paths.referralProgram },
        { name: "Join", path: paths.referralJoin },
      ],
    },
  ),
  page(
    paths.meetTheTeam,
    pageLabels[paths.meetTheTeam],
    "Meet The Team",
    "Meet the directors and expert brokers who will find the right funding for your business.",
    {
      breadcrumb: [
        { name: "About", path: paths.aboutUs },
        { name: "Meet The Team", path: paths.meetTheTeam },
      ],
    },
  ),
  page(
    paths.aboutUs,
    pageLabels[paths.aboutUs],
    "About Us",
    "An independent, FCA regulated business finance broker helping UK businesses find the right funding.",
    {},
  ),
  page(
    paths.contact,
    pageLabels[paths.contact],
    "Contact Us",
    `Call, email or send us a message. ${claims.emailResponse.words}.`,
    {
      h1: "Contact Us",
      prerender: false,
    },
  ),
  page(
    paths.faq,
    pageLabels[paths.faq],
    "Frequently Asked Questions",
    "Answers to common questions about eligibility, the process, costs, security and loan types.",
    {
      h1: "Frequently Asked Questions",
    },
  ),
  page(
    paths.documentPreparation,
    pageLabels[paths.documentPreparation],
    "Document Preparation Guide",
    "The documents lenders ask for and how to prepare them for a faster business funding decision.",
    {
      h1: "Document Preparation Guide",
      breadcrumb: [
        { name: "Resources", path: paths.guides },
        { name: "Document Preparation", path: paths.documentPreparation },
      ],
    },
  ),
  ...legalSlugs.map((slug) => {
    const [label, description] = legalTitles[slug];
    return page(paths.legal(slug), label, label, description);
  }),
  page(
    paths.cookiesPolicy,
    pageLabels[paths.cookiesPolicy],
    "Cookies Policy",
    "The cookies this website uses, how long they last and how to choose which ones you allow.",
    {},
  ),
  page(
    paths.accessibility,
    pageLabels[paths.accessibility],
    "Accessibility Statement",
    "How accessible this website is, how we test it, what to do if something does not work for you and how to ask for information in another format.",
    {
      h1: "Accessibility Statement",
    },
  ),
  page(
    paths.socialMediaLanding,
    pageLabels[paths.socialMediaLanding],
    "Business Funding from £5k to £500k",
    "Get a free business funding quote from £5k to £500k. Quick decisions, bad credit considered, transparent pricing.",
    {
      h1: "Business Funding from £5k to £500k",
    },
  ),
  ...sectorSlugs.map((slug) => {
    const sector = sectors[slug];
    return page(paths.sector(slug), sector.name, sector.metaTitle, sector.metaDescription, {
      h1: sector.heading,
      breadcrumb: [{ name: sector.heading, path: paths.sector(slug) }],
    });
  }),
];

const byPath = new Map(pages.map((entry) => [entry.path, entry]));

export function pageFor(path: string): PageEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No content index entry for ${path}`);
  return entry;
}

export const prerenderPaths = pages.filter((entry) => entry.prerender).map((entry) => entry.path);
export const sitemapPaths = pages.filter((entry) => !entry.noindex).map((entry) => entry.path);
