import { claims } from "#app/content/claims.ts";
import type { IconName } from "#app/content/icons.ts";

/** A numbered step with how long it takes (specification §3). */
export type ProcessStep = {
  step: number;
  title: string;
  description: string;
  duration: string;
  icon: IconName;
  highlight?: boolean;
};

/** How our process works (home and landing pages). */
export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Online application",
    description: "Tell us about your business and the funding you need. No credit score impact.",
    duration: "2-5 minutes",
    icon: "clipboard-list",
  },
  {
    step: 2,
    title: "Lender matching",
    description: "We match your application with the lenders on our panel most likely to say yes.",
    duration: "Instant",
    icon: "search-check",
  },
  {
    step: 3,
    title: "Upload documents",
    description:
      "6 months of bank statements and your latest accounts, or connect securely through Open Banking.",
    duration: "5-10 minutes",
    icon: "file-check",
  },
  {
    step: 4,
    title: "Receive funding",
    description: "Accept the offer that suits you and the lender pays the funds to your account.",
    duration: claims.sameDayFunding.figure,
    icon: "banknote",
    highlight: true,
  },
];
