import { claims, someLendersSameDay } from "#app/content/claims.ts";

/**
 * The call-to-action section's variants (specification §2): each has its own default title,
 * description and tone; pages may override the title and description.
 */
export const ctaVariants = [
  "primary",
  "secondary",
  "urgent",
  "reviews",
  "success",
  "confidence",
] as const;
export type CtaVariant = (typeof ctaVariants)[number];

export type CtaCopy = { title: string; description: string; note?: string };

export const ctaCopy: Record<CtaVariant, CtaCopy> = {
  primary: {
    title: "Ready to Fund Your Next Step?",
    description:
      "Tell us what your business needs in a few minutes. A broker compares our panel of lenders and comes back with options that fit.",
  },
  secondary: {
    title: "Not Sure Which Funding Is Right?",
    description:
      "Start an application and a broker will talk you through every option, with all costs explained before you decide.",
  },
  urgent: {
    title: "Need Funding Fast?",
    description: `Apply now and we will put your case in front of the lenders who decide fastest. ${someLendersSameDay}.`,
    note: claims.sameDayFunding.words,
  },
  reviews: {
    title: "Join Businesses Who Trust Our Brokers",
    description:
      "Owners and directors across the UK trust our brokers to find funding that fits. See what we can do for you.",
  },
  success: {
    title: "Your Success Story Starts Here",
    description:
      "From a first café to a fleet of vans, we have helped businesses like yours grow. Let's find the funding for yours.",
  },
  confidence: {
    title: "Apply with Confidence",
    description:
      "A regulated broker, a panel of lenders and no hidden fees. Starting an application is free and puts you under no obligation.",
  },
};

export const ctaButtonLabel = "Start Application Now";
