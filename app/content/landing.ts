import { fundingRange } from "#app/content/claims.ts";
import { formatAmountRange } from "#app/content/format.ts";

/** The social media landing page. */
export const landingTicks: string[] = [
  "Quick Decisions",
  `${formatAmountRange(fundingRange, "short")} Available`,
  "Bad Credit Considered",
  "Transparent Pricing",
];

export const landingCta = {
  title: "Got Your Questions Answered",
  description:
    "Start your application now. It takes a few minutes, does not affect your credit score and puts you under no obligation.",
};
