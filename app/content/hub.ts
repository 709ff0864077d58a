import type { ProductSlug } from "#app/paths.ts";
import type { IconCard } from "#app/content/icons.ts";

/** The business loans hub. */
export const hubProductSlugs: ProductSlug[] = [
  "short-term-business-loans",
  "business-growth-loans",
  "same-day-business-funding",
  "card-terminal-loans",
  "bad-credit-business-loans",
];

export const hubWhyChooseUs: IconCard[] = [
  {
    icon: "users",
    title: "A panel of lenders",
    description: "One application reaches high-street, alternative and specialist lenders.",
  },
  {
    icon: "shield-check",
    title: "FCA regulated",
    description: "Authorised and regulated for credit broking, with clear and fair advice.",
  },
  {
    icon: "receipt",
    title: "No hidden fees",
    description: "No upfront or success fees from us, and every cost explained before you sign.",
  },
  {
    icon: "handshake",
    title: "A dedicated broker",
    description: "One person who knows your case from enquiry to funds in your account.",
  },
];
