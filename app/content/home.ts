import type { ProductSlug } from "#app/paths.ts";
import type { IconName } from "#app/content/icons.ts";
import { fundingRange } from "#app/content/claims.ts";
import { formatAmountRange } from "#app/content/format.ts";

/** Copy of the home page sections that is not shared with other pages. */
export const heroBenefits: { icon: IconName; title: string; description: string }[] = [
  { icon: "shield-check", title: "No hidden fees", description: "All costs disclosed upfront." },
  {
    icon: "zap",
    title: "Same day decisions",
    description: "Fast answers from lenders who move quickly.",
  },
  {
    icon: "target",
    title: "Tailored solutions",
    description: "Matched to your business, not a one-size product.",
  },
  {
    icon: "trending-up",
    title: "Growth focused",
    description: "Funding that helps your business move forward.",
  },
];

export const heroLead = `Funding of ${formatAmountRange(fundingRange)} for UK businesses, found by experienced brokers across a panel of lenders.`;

export const mobileHeroLead = `Business funding of ${formatAmountRange(fundingRange, "short")}, with decisions the same day.`;

/** The products section: five catalogue products, then the broker advice card. */
export const homeProductSlugs: ProductSlug[] = [
  "business-growth-loans",
  "short-term-business-loans",
  "same-day-business-funding",
  "card-terminal-loans",
  "bad-credit-business-loans",
];

export const whyChooseUs: string[] = [
  "Experienced brokers who know the lending market",
  "Transparent, with no hidden fees",
  "No obligation enquiry",
  "Clear, expert guidance at every step",
  "All costs disclosed upfront",
  "Alternative lending expertise when banks say no",
];
