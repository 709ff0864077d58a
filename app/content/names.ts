import type { LegalSlug, ProductSlug, SectorSlug } from "#app/paths.ts";
import { paths } from "#app/paths.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

/**
 * The names every menu, footer and breadcrumb shows. Kept apart from the full catalogue so the
 * navigation, which every page carries, does not carry every page's copy with it.
 */
export const productNames: Record<ProductSlug, string> = {
  "short-term-business-loans": "Short-Term Business Loans",
  "card-terminal-loans": "Card Terminal Loans",
  "bad-credit-business-loans": "Bad Credit Business Loans",
  "same-day-business-funding": "Same-Day Business Funding",
  "business-growth-loans": "Business Growth Loans",
  "asset-funding": "Asset Funding",
  "stock-funding": "Stock Funding",
  "bridging-loans": "Bridging Loans",
  "secured-business-loans": "Secured Business Loans",
  "vat-funding": "VAT Funding",
  "tax-funding": "Corporation Tax Funding",
};

export const sectorNames: Record<SectorSlug, string> = {
  construction: "Construction",
  hospitality: "Hospitality",
  retail: "Retail",
  automotive: "Automotive",
  "professional-services": "Professional Services",
  healthcare: "Healthcare",
  "social-care": "Social Care",
  "e-commerce": "E-commerce",
  accountants: "Accountants",
  "law-firms": "Law Firms",
  manufacturing: "Manufacturing",
  "transport-logistics": "Transport & Logistics",
};

/** Menu and breadcrumb labels of the pages that are not products or sectors. */
export const pageLabels = {
  [paths.enquiry]: "Thank You",
  [paths.application]: "Apply Now",
  [paths.results]: "Application Received",
  [paths.track]: "Lost Your Link?",
  [paths.businessLoans]: "Business Loans",
  [paths.guides]: "Guides",
  [paths.blogs]: "Finance Topics",
  [paths.successStories]: "Success Stories",
  [paths.referralProgram]: vocabulary.referralProgramme,
  [paths.referralJoin]: `Join the ${vocabulary.referralProgramme}`,
  [paths.meetTheTeam]: "Meet The Team",
  [paths.aboutUs]: "About Us",
  [paths.contact]: "Contact",
  [paths.faq]: "FAQ",
  [paths.documentPreparation]: "Document Preparation",
  [paths.cookiesPolicy]: "Cookies Policy",
  [paths.accessibility]: "Accessibility",
  [paths.socialMediaLanding]: "Get Your Free Quote",
} as const;

export const legalLabels: Record<LegalSlug, string> = {
  "privacy-policy": "Privacy Policy",
  "terms-conditions": "Terms & Conditions",
  "terms-of-business": "Terms of Business",
};
