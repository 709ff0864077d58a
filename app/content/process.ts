import { claims } from "#app/content/claims.ts";

/** A step of the process with how long it takes (specification §3), in order. */
export type ProcessStep = {
  title: string;
  description: string;
  duration: string;
  highlight?: boolean;
};

/** How our process works (home and landing pages). */
export const processSteps: ProcessStep[] = [
  {
    title: "Online application",
    description: "Tell us about your business and the funding you need. No credit score impact.",
    duration: "2-5 minutes",
  },
  {
    title: "Lender matching",
    description: "We match your application with the lenders on our panel most likely to say yes.",
    duration: "Instant",
  },
  {
    title: "Upload documents",
    description:
      "6 months of bank statements and your latest accounts, or connect securely through Open Banking.",
    duration: "5-10 minutes",
  },
  {
    title: "Receive funding",
    description: "Accept the offer that suits you and the lender pays the funds to your account.",
    duration: claims.sameDayFunding.figure,
    highlight: true,
  },
];
