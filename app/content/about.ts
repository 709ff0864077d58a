import { claims } from "#app/content/claims.ts";
import type { IconCard } from "#app/content/icons.ts";

/** About us; the story names the town of the office from the site details. */
export const aboutStory = (officeTown: string): string[] => [
  `We started as a small team of brokers in ${officeTown} who had spent years watching good businesses turned away by their banks. Owners told us the same story: slow answers, confusing terms and nobody on their side.`,
  "So we built a different kind of broker. We compare a wide panel of high-street, alternative and specialist lenders, explain every option in plain English, and stay with each customer from the first call to the day the funds arrive.",
  "Today we help limited companies and sole traders across the UK, from cafés and construction firms to care homes and online retailers, find funding that fits how they actually trade.",
];

export const aboutValues: IconCard[] = [
  {
    icon: "receipt",
    title: "Transparency",
    description: "Every cost disclosed upfront, including how we are paid. No hidden fees.",
  },
  {
    icon: "award",
    title: "Expertise",
    description: "Brokers who know which lenders suit which businesses, and why.",
  },
  {
    icon: "zap",
    title: "Speed",
    description: "Quick answers, because opportunities and bills rarely wait.",
  },
  {
    icon: "heart-handshake",
    title: "Partnership",
    description: "We are on your side, for this funding and the next.",
  },
];

export const teamValues: IconCard[] = [
  {
    icon: "heart-handshake",
    title: "Client-First Approach",
    description: "We recommend what suits your business, never what pays us most.",
  },
  {
    icon: "graduation-cap",
    title: "Expert Guidance",
    description: "Years of lending experience, explained in plain English.",
  },
  {
    icon: "user-check",
    title: "Personal Service",
    description: "One broker who knows your case and answers your calls.",
  },
  {
    icon: "award",
    title: "Proven Results",
    description: `${claims.loansApproved.words} for UK businesses, across every sector.`,
  },
];
