import type { ProductSlug, SectorSlug } from "#app/paths.ts";

/** Customer testimonials. Shown as quotes only: no rating markup is published for them. */
export type Review = {
  quote: string;
  name: string;
  role: string;
  business: string;
  town: string;
  product: ProductSlug;
  /** The industry it comes from: each industry page shows one. */
  sector: SectorSlug;
};

export const reviews: Review[] = [
  {
    quote:
      "The bank wanted two years of growth before funding our refit. We repay from card takings, so quiet months look after themselves.",
    name: "Sarah M.",
    role: "Owner",
    business: "Farm shop and deli",
    town: "Tarporley",
    product: "card-terminal-loans",
    sector: "retail",
  },
  {
    quote:
      "A council contract needed two more excavators. They were financed over five years and we started on time.",
    name: "Daniel O.",
    role: "Owner",
    business: "Groundworks contractor",
    town: "Warrington",
    product: "asset-funding",
    sector: "construction",
  },
  {
    quote:
      "Repaying from card takings means quiet weeks do not hurt. The broker found a lender who understood seasonal trade.",
    name: "Priya K.",
    role: "Co-owner",
    business: "Family-run restaurant",
    town: "Llandudno",
    product: "card-terminal-loans",
    sector: "hospitality",
  },
  {
    quote:
      "An aerospace contract needed a machine we did not have. Financed over five years, it paid its way from the first month.",
    name: "Mark T.",
    role: "Managing director",
    business: "Precision engineering firm",
    town: "Wrexham",
    product: "asset-funding",
    sector: "manufacturing",
  },
  {
    quote:
      "We had won more work than we could staff. The loan let us hire before the fees came in. Clear costs, no pressure.",
    name: "Helen R.",
    role: "Partner",
    business: "Architecture practice",
    town: "Manchester",
    product: "business-growth-loans",
    sector: "professional-services",
  },
  {
    quote:
      "Straightforward from start to finish. Fuel and wages covered while our customers took sixty days to pay.",
    name: "James W.",
    role: "Director",
    business: "Regional haulier",
    town: "Crewe",
    product: "short-term-business-loans",
    sector: "transport-logistics",
  },
  {
    quote:
      "Two new ramps and a diagnostic rig, paid for monthly out of the extra work they bring in. The broker knew which lenders understand garages.",
    name: "Gareth L.",
    role: "Owner",
    business: "Independent garage",
    town: "Mold",
    product: "asset-funding",
    sector: "automotive",
  },
  {
    quote:
      "We waited months for NHS payments. A short-term loan covered the gap so we could open a second surgery on time.",
    name: "Dr Anita S.",
    role: "Practice partner",
    business: "Dental practice",
    town: "Stockport",
    product: "short-term-business-loans",
    sector: "healthcare",
  },
  {
    quote:
      "Local authority fees arrive late. The facility means staff are always paid on the day, whatever the council does.",
    name: "Joanne P.",
    role: "Registered manager",
    business: "Home care agency",
    town: "Runcorn",
    product: "short-term-business-loans",
    sector: "social-care",
  },
  {
    quote:
      "Stock funding for the Christmas peak, in place by October. The broker talked our language: sell-through, not just turnover.",
    name: "Tom B.",
    role: "Founder",
    business: "Online outdoor-gear shop",
    town: "Kendal",
    product: "stock-funding",
    sector: "e-commerce",
  },
  {
    quote:
      "We refer clients here because they explain costs plainly. When we needed to spread our own tax bill, they did the same for us.",
    name: "Claire H.",
    role: "Partner",
    business: "Accountancy practice",
    town: "Chester",
    product: "tax-funding",
    sector: "accountants",
  },
  {
    quote:
      "A case funding gap of several months, bridged without fuss. They understood that our fees arrive at settlement, not before.",
    name: "Richard N.",
    role: "Managing partner",
    business: "High-street law firm",
    town: "Shrewsbury",
    product: "business-growth-loans",
    sector: "law-firms",
  },
];

export const testimonialsNote =
  "Illustrative testimonials: examples of what owners tell us, not named clients.";

/** The testimonials the home page shows: one from each of six industries. */
export const featuredReviews = reviews.slice(0, 6);

/** An industry's own testimonial, for its page. */
export function sectorReview(sector: SectorSlug): Review | undefined {
  return reviews.find((review) => review.sector === sector);
}

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
  "Illustrative examples, not named clients: what each business needed, the funding that fitted and what changed.";

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
    business: "Online outdoor-gear shop",
    sector: "e-commerce",
    amount: 80_000,
    product: "stock-funding",
    paidFor: "Stock for the Christmas peak",
    challenge: "Could not buy enough stock for the Christmas peak.",
    outcome: "Stock facility in place by October; record December sales.",
  },
  {
    business: "Farm shop and deli",
    sector: "retail",
    amount: 30_000,
    product: "card-terminal-loans",
    paidFor: "A refit and new chiller cabinets",
    challenge: "The shop needed refitting, but the bank wanted two years of growth first.",
    outcome:
      "Repaid as a share of card takings; the new counter pays for itself in the busy months.",
  },
  {
    business: "Independent garage",
    sector: "automotive",
    amount: 60_000,
    product: "asset-funding",
    paidFor: "Two vehicle lifts and a diagnostic rig",
    challenge: "Turning work away for lack of ramps and modern diagnostic equipment.",
    outcome: "Equipment financed over four years; two more bays of work a day.",
  },
  {
    business: "Architecture practice",
    sector: "professional-services",
    amount: 50_000,
    product: "business-growth-loans",
    paidFor: "Two new hires and design software",
    challenge: "Won more work than the team could take on before the fees came in.",
    outcome: "Hired ahead of the contracts; fees from the new work cover the repayments.",
  },
  {
    business: "Dental practice",
    sector: "healthcare",
    amount: 150_000,
    product: "short-term-business-loans",
    paidFor: "Fitting out a second surgery",
    challenge: "NHS and plan payments arrive months after the costs of opening a new surgery.",
    outcome: "The second surgery opened on time and took patients in its first week.",
  },
  {
    business: "Home care agency",
    sector: "social-care",
    amount: 40_000,
    product: "short-term-business-loans",
    paidFor: "Wages while council payments were late",
    challenge: "Local authority payments ran sixty days behind the wages they cover.",
    outcome: "Carers paid on the day every month while the agency took on new packages of care.",
  },
  {
    business: "Accountancy practice",
    sector: "accountants",
    amount: 25_000,
    product: "tax-funding",
    paidFor: "The practice's own corporation tax bill",
    challenge:
      "A strong year left a tax bill due in one payment, just before a planned office move.",
    outcome: "The bill spread over ten months; the move went ahead as planned.",
  },
  {
    business: "High-street law firm",
    sector: "law-firms",
    amount: 75_000,
    product: "business-growth-loans",
    paidFor: "Case-management software and a new trainee",
    challenge: "Fees arrive at settlement, months after the work and the costs of growing.",
    outcome: "The firm took on a new area of law without waiting for last year's fees.",
  },
  {
    business: "Precision engineering firm",
    sector: "manufacturing",
    amount: 250_000,
    product: "asset-funding",
    paidFor: "A five-axis CNC machine",
    challenge: "A new aerospace contract needed a machine the firm did not have.",
    outcome: "Machine financed over five years; the contract started on schedule.",
  },
  {
    business: "Regional haulier",
    sector: "transport-logistics",
    amount: 90_000,
    product: "short-term-business-loans",
    paidFor: "Fuel and wages through a sixty-day payment cycle",
    challenge: "Large customers paid at sixty days while fuel and drivers are paid weekly.",
    outcome: "Cash flow steady through the peak season; two new contracts accepted.",
  },
];

/** The stories the home page shows; /success-stories tells every one. */
export const featuredStories = successStories.slice(0, 3);

/** An industry's own funded case, for its page. */
export function sectorStory(sector: SectorSlug): SuccessStory | undefined {
  return successStories.find((story) => story.sector === sector);
}
