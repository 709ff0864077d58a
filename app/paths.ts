/**
 * Every internal path of the site, in one place. Components link with these constants, never
 * with hand-typed strings. The route table in `routes.ts` and the content index read them too.
 */
export const productSlugs = [
  "short-term-business-loans",
  "card-terminal-loans",
  "bad-credit-business-loans",
  "same-day-business-funding",
  "business-growth-loans",
  "asset-funding",
  "stock-funding",
  "bridging-loans",
  "secured-business-loans",
  "vat-funding",
  "tax-funding",
] as const;
export type ProductSlug = (typeof productSlugs)[number];

export function isProductSlug(value: unknown): value is ProductSlug {
  return typeof value === "string" && (productSlugs as readonly string[]).includes(value);
}

/**
 * A product slug from anything (a link's `?product=`, a post, a draft); "" when not one. Here
 * rather than beside the catalogue's figures, so that a form reading a product's slug does not
 * bring the catalogue to pages that never show it.
 */
export function productSlugFrom(value: unknown): ProductSlug | "" {
  return isProductSlug(value) ? value : "";
}

export const sectorSlugs = [
  "construction",
  "hospitality",
  "retail",
  "automotive",
  "professional-services",
  "healthcare",
  "social-care",
  "e-commerce",
  "accountants",
  "law-firms",
  "manufacturing",
  "transport-logistics",
] as const;
export type SectorSlug = (typeof sectorSlugs)[number];

export const legalSlugs = ["privacy-policy", "terms-conditions", "terms-of-business"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export const paths = {
  home: "/",
  enquiry: "/enquiry",
  application: "/application",
  /** The application for one product: Apply Now on its page; its range is the amount allowed. */
  applyFor: (slug: ProductSlug) => `/application?product=${slug}` as const,
  results: "/results",
  /** Where the results page's script sends documents (answers JSON; never a page). */
  resultsDocuments: "/results/documents",
  /** "Lost your link?": asks for an email address and sends the applicant's links again. */
  track: "/track",
  /** The applicant's own page, opened by the secret link in their mails. */
  trackApplication: (token: string) => `/track/${token}`,
  /** Where the tracking page's script sends documents (answers JSON; never a page). */
  trackDocuments: (token: string) => `/track/${token}/documents`,
  /** The upload section of the applicant's own page: where a document chaser's link opens. */
  trackUpload: (token: string) => `/track/${token}#upload`,
  /** The application's "Find my company" asks Companies House through here (answers JSON). */
  companyLookup: "/application/company-lookup",
  /** Reopens an application saved with "Save and continue later". */
  resumeDraft: (token: string) => `/application/resume/${token}`,
  businessLoans: "/business-loans",
  guides: "/guides",
  blogs: "/blogs",
  successStories: "/success-stories",
  referralProgram: "/referral-program",
  referralJoin: "/referral-join",
  meetTheTeam: "/meet-the-team",
  aboutUs: "/about-us",
  contact: "/contact",
  faq: "/faq",
  documentPreparation: "/document-preparation",
  privacyPolicy: "/privacy-policy",
  termsConditions: "/terms-conditions",
  termsOfBusiness: "/terms-of-business",
  cookiesPolicy: "/cookies-policy",
  /** The accessibility statement: how far the public site meets WCAG 2.2 AA, and how to ask for help. */
  accessibility: "/accessibility",
  socialMediaLanding: "/social-media-landing",
  product: (slug: ProductSlug) => `/${slug}` as const,
  sector: (slug: SectorSlug) => `/industries/${slug}` as const,
  legal: (slug: LegalSlug) => `/${slug}` as const,
} as const;

/** The back office: never prerendered, never indexed, never cached. */
export const adminPaths = {
  inbox: "/admin",
  /** A broker's first screen: tasks due, leads to contact, documents to chase, offers ending. */
  myDay: "/admin/my-day",
  /** The pipeline board: a column per stage, its cases as cards moved from stage to stage. */
  pipeline: "/admin/pipeline",
  /** The back office's keyboard shortcuts. */
  shortcuts: "/admin/shortcuts",
  /** Which source brings funded deals, and what has been earned, over a period. */
  dashboard: "/admin/dashboard",
  signIn: "/admin/sign-in",
  signOut: "/admin/sign-out",
  users: "/admin/users",
  outbox: "/admin/outbox",
  exportCsv: "/admin/export.csv",
  dataProtection: "/admin/data-protection",
  personExport: "/admin/data-protection/export.json",
  audit: "/admin/audit",
  /** Funded deals and their commission: expected, received, outstanding, overdue. */
  commission: "/admin/commission",
  commissionCsv: "/admin/commission.csv",
  /** The lender panel: terms, products and contacts; admins only. */
  lenders: "/admin/lenders",
  /** The templates brokers start an email to the applicant from; admins edit them. */
  templates: "/admin/templates",
  /** Introducers (approved referral partners), their links and shares; admins only. */
  introducers: "/admin/introducers",
  /** One introducer's monthly statement (`?month=YYYY-MM`). */
  introducer: (introducerId: string) => `/admin/introducers/${introducerId}` as const,
  /** That statement as CSV (`?month=YYYY-MM`). */
  introducerStatementCsv: (introducerId: string) =>
    `/admin/introducers/${introducerId}/statement.csv` as const,
  /** "New lead": a phone or walk-in enquiry added by a broker. */
  newLead: "/admin/leads/new",
  lead: (leadId: string) => `/admin/leads/${leadId}` as const,
  /** The signed-in user's own page: which mails they get about their work. */
  profile: "/admin/profile",
  document: (documentId: string) => `/admin/documents/${documentId}` as const,
} as const;

export function isSectorSlug(value: string | undefined): value is SectorSlug {
  return (sectorSlugs as readonly string[]).includes(value ?? "");
}
