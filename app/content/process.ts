import { claims, sameDayPayout, typicalDecisionSentence } from "#app/content/claims.ts";

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
    duration: claims.applicationTime.figure,
  },
  {
    title: "Lender matching",
    description: `A broker calls you, ${claims.callback.words}, and matches you with the lenders on our panel most likely to say yes.`,
    duration: claims.callback.figure,
  },
  {
    title: "Upload documents",
    description:
      "6 months of bank statements and your latest accounts, or connect securely through Open Banking.",
    duration: claims.documentsTime.figure,
  },
  {
    title: "Receive funding",
    description: `${typicalDecisionSentence} Accept the offer that suits you and ${sameDayPayout}.`,
    duration: claims.sameDayFunding.figure,
    highlight: true,
  },
];
