import type { ProductSlug } from "#app/paths.ts";
import type { IconName } from "#app/content/icons.ts";
import { claims, decisionStory, someLendersSameDay } from "#app/content/claims.ts";

/** Copy of the home page sections that is not shared with other pages. */
export const heroBenefits: { icon: IconName; title: string; description: string }[] = [
  { icon: "shield-check", title: "No hidden fees", description: "All costs disclosed upfront." },
  {
    icon: "zap",
    title: claims.sameDayDecisions.words,
    description: decisionStory,
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

/** The headline range, with the larger finance of the product cards named beside it. */
export const heroLead = `${claims.fundingRange.words}, found for UK businesses by experienced brokers across a panel of lenders.`;

export const mobileHeroLead = `Funding of ${claims.fundingRange.figure} online, more by arrangement. ${someLendersSameDay}.`;

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
