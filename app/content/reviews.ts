import type { ProductSlug, SectorSlug } from "#app/paths.ts";

/** Customer testimonials. Shown as quotes only: no rating markup is published for them. */
export type Review = {
  quote: string;
  name: string;
  role: string;
  business: string;
  town: string;
  product: ProductSlug;
};

export const reviews: Review[] = [
  {
    quote:
      "Our bank took six weeks to say no. The broker had three offers on the table in two days and explained every fee before we signed.",
    name: "Sarah M.",
    role: "Director",
    business: "Independent bakery",
    town: "Chester",
    product: "business-growth-loans",
  },
  {
    quote:
      "A van died on a Monday morning. We applied before lunch and the money was in the account that afternoon.",
    name: "Daniel O.",
    role: "Owner",
    business: "Plumbing and heating firm",
    town: "Warrington",
    product: "same-day-business-funding",
  },
  {
    quote:
      "Repaying from card takings means quiet weeks do not hurt. The broker found a lender who understood seasonal trade.",
    name: "Priya K.",
    role: "Co-owner",
    business: "Coastal café",
    town: "Llandudno",
    product: "card-terminal-loans",
  },
  {
    quote:
      "We had a CCJ from years ago and assumed nobody would lend. They were honest about what was realistic and found a lender who said yes.",
    name: "Mark T.",
    role: "Managing director",
    business: "Joinery workshop",
    town: "Wrexham",
    product: "bad-credit-business-loans",
  },
  {
    quote:
      "Spreading our corporation tax over ten months kept our growth plans on track. Clear costs, no pressure.",
    name: "Helen R.",
    role: "Finance director",
    business: "IT consultancy",
    town: "Manchester",
    product: "tax-funding",
  },
  {
    quote:
      "Straightforward from start to finish. One application, a call back within the hour and a decision the next day.",
    name: "James W.",
    role: "Director",
    business: "Haulage company",
    town: "Crewe",
    product: "short-term-business-loans",
  },
];

/**
 * Short funded cases, shown on the home page and in full on /success-stories. They are
 * illustrative, and both places say so.
 */
export type SuccessStory = {
  business: string;
  sector: SectorSlug;
  amount: number;
  product: ProductSlug;
  /** What the funding paid for. */
  paidFor: string;
  challenge: string;
  outcome: string;
};

export const successStoriesLead =
  "Illustrative examples of the funding we arrange: the business, what it needed, the product that fitted and what changed. They are not named clients.";

export const successStories: SuccessStory[] = [
  {
    business: "Family-run restaurant",
    sector: "hospitality",
    amount: 45_000,
    product: "card-terminal-loans",
    paidFor: "A new kitchen",
    challenge: "Needed a new kitchen before the summer season but had no spare cash.",
    outcome: "Funded in four days, repaid from card takings; covers are up a third on last year.",
  },
  {
    business: "Groundworks contractor",
    sector: "construction",
    amount: 120_000,
    product: "asset-funding",
    paidFor: "Two excavators",
    challenge: "Won a council contract that needed two more excavators within a month.",
    outcome: "Machinery financed over five years; the contract started on time.",
  },
  {
    business: "Online homeware retailer",
    sector: "e-commerce",
    amount: 80_000,
    product: "stock-funding",
    paidFor: "Stock for the Christmas peak",
    challenge: "Could not buy enough stock for the Christmas peak.",
    outcome: "Stock facility in place by October; record December sales.",
  },
];
