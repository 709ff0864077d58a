import { callbackTime } from "#app/content/claims.ts";
import type { Step } from "#app/content/icons.ts";

/** The thank-you page after a quick enquiry. */
export const whatHappensNext: Step[] = [
  {
    title: "We review your enquiry",
    description: "A broker looks at the amount you need and your business details.",
  },
  {
    title: "A broker calls you",
    description: `Typically within ${callbackTime} during broker hours, to understand what you need.`,
  },
  {
    title: "We compare lenders",
    description: "Your broker approaches the lenders on our panel most likely to help.",
  },
  {
    title: "You choose",
    description: "You see the offers with every cost explained, and decide with no obligation.",
  },
];

/** The quick quote's card, on the home page's hero and the product and industry pages' heroes. */
export const quoteCard = {
  title: "Get Your Funding Quote",
  productTitle: (productName: string) => `Get Your ${productName} Quote`,
  note: "No obligation. No impact on your credit score.",
  /** Beside a product's quick quote when the product lends beyond the quote's scale. */
  beyondQuote: {
    scale: (quoteRange: string) => `This quick quote covers ${quoteRange}.`,
    apply: (productName: string) => `Apply for ${productName}`,
    range: (productRange: string) => ` of ${productRange} online.`,
  },
};
