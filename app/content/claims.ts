import { formatAmountRange, type AmountRange, type Term } from "#app/content/format.ts";
import { formatBasisPoints } from "#app/lib/commission.ts";

/**
 * The claims register: every promotional figure the site states (specification §1 and §9), each
 * once, with what it rests on and when it was last checked. Pages and sections show these words
 * and figures from here and nowhere else, so no two pages can state one claim differently
 * (`claims-register.test.ts` reads every public page to hold them to it).
 *
 * Product terms (amounts, terms, decision times, rates of one product) are not claims of the
 * firm: they live in the product catalogue (`products.ts`), which is their source.
 *
 * Where a basis is the business's own statement, it says so: those must be evidenced (or
 * removed) before launch, under FCA CONC 3.3 (clear, fair and not misleading).
 */
export type Claim = {
  /** The claim as a visitor reads it, figure included. */
  words: string;
  /** The figure alone, as a stat sets it large. */
  figure: string;
  /** The short label set beside the figure in a stat. */
  label: string;
  /** What the figure rests on. */
  basis: string;
  /** When the figure and its basis were last checked, as an ISO date. */
  checked: string;
};

export type Stat = { value: string; label: string };

/** A claim set large, as a figure with its label. */
export function claimStat(claim: Claim): Stat {
  return { value: claim.figure, label: claim.label };
}

/** The funding the quick quote, the calculator and the unsecured products cover. */
export const fundingRange: AmountRange = { min: 5_000, max: 500_000 };

/** The typical terms of the panel: 3 months to 5 years. */
export const typicalTerm: Term = { kind: "range", minMonths: 3, maxMonths: 60 };

/**
 * The kinds of finance the panel lends above the funding range, named after the range wherever
 * it is the headline, so the headline and the product cards read together. A test holds this
 * list to the catalogue: every product lending more than the range is named here.
 */
export const financeAboveRange = ["asset", "stock", "bridging", "secured"] as const;

/**
 * The commission lenders typically pay us, as a share of the loan, in basis points: what the
 * site tells applicants, and what the back office warns against when a deal's commission falls
 * outside it.
 */
export const disclosedCommission = { minBasisPoints: 50, maxBasisPoints: 1_000 } as const;

const commissionFigure = `${formatBasisPoints(disclosedCommission.minBasisPoints)} to ${formatBasisPoints(disclosedCommission.maxBasisPoints)}`;

const ownStatement =
  "The business's own statement, given in the specification; not yet evidenced here: confirm it against the firm's records before launch, or remove it.";

export const claims = {
  fundingRange: {
    words: `Funding of ${formatAmountRange(fundingRange)} online, with larger ${financeAboveRange.slice(0, -1).join(", ")} and ${financeAboveRange.at(-1)} finance by arrangement`,
    figure: formatAmountRange(fundingRange, "short"),
    label: "Funding available",
    basis:
      "The range of the quick quote, the funding calculator and the unsecured products on the panel (specification §1 and §9). The products that lend more are named after it; their own amounts are product terms in the catalogue (products.ts).",
    checked: "2026-11-26",
  },
  fundingArranged: {
    words: "£50M+ funding arranged for UK businesses",
    figure: "£50M+",
    label: "Funding arranged",
    basis: `The total of loans arranged through lenders on the panel since the firm began (specification §1, call-to-action stats). ${ownStatement}`,
    checked: "2026-11-26",
  },
  loansApproved: {
    words: "1,000+ loans approved",
    figure: "1,000+",
    label: "Loans approved",
    basis: `The count of loans lenders on the panel have approved for the firm's clients (specification §1, hub page). ${ownStatement}`,
    checked: "2026-11-26",
  },
  sameDayDecisions: {
    words: "Same Day Decisions",
    figure: "Same day",
    label: "Decisions",
    basis:
      "The fastest lenders on the panel decide the same day: same-day business funding decides in as little as 2 hours (a product term in the catalogue). It is what some lenders offer, not every application's decision time, which is the typical decision claim.",
    checked: "2026-11-26",
  },
  sameDayFunding: {
    words: "Same day funding available",
    figure: "Same day",
    label: "Funding",
    basis:
      "Lenders behind same-day business funding pay out on the day of approval once the agreement is signed (the product's own page, specification §2 and §3).",
    checked: "2026-11-26",
  },
  typicalDecision: {
    words: "most decisions within 24 to 48 hours once we have your documents",
    figure: "24-48hrs",
    label: "Typical decision",
    basis: `The decision time of most applications once documents are in (specification §9: "loan applications 24-48 hours"); each product's own decision time is a product term in the catalogue. ${ownStatement}`,
    checked: "2026-11-26",
  },
  emailResponse: {
    words: "We reply to emails within 2 hours in working hours",
    figure: "2 hours",
    label: "Email reply",
    basis:
      "The firm's service standard for email during opening hours (specification §8 and §9). A promise of the firm's own: the inbox must be staffed to meet it.",
    checked: "2026-11-26",
  },
  callback: {
    words: "typically within 1-2 hours during broker hours",
    figure: "1-2 hours",
    label: "Call back",
    basis:
      "The firm's service standard for calling back a quick enquiry during broker hours (specification §4 and §9, thank-you page).",
    checked: "2026-11-26",
  },
  partnerResponse: {
    words: "Our partnerships team typically responds within 24 hours",
    figure: "24 hours",
    label: "Partner reply",
    basis:
      "The partnerships team's service standard for a new referral partner (specification §8, referral success page).",
    checked: "2026-11-26",
  },
  openingHours: {
    words: "Monday to Friday, 9am to 5pm",
    figure: "9am to 5pm",
    label: "Opening hours",
    basis:
      "Broker working hours (specification §4 and §9). One set of hours for the phone lines and the brokers: the specification's other reading, support lines 8.30am to 5pm, is dropped (docs/content.md).",
    checked: "2026-11-26",
  },
  commission: {
    words: `typically ${commissionFigure} of the loan value`,
    figure: commissionFigure,
    label: "Lender commission",
    basis:
      "The commission lenders on the panel pay the firm, as a share of the loan (specification §9); the back office warns when a deal's commission falls outside it.",
    checked: "2026-11-26",
  },
} as const satisfies Record<string, Claim>;

export type ClaimKey = keyof typeof claims;

// FCA and Google-review badges: their wording and figures are settled elsewhere, with the firm's
// register entry and the review source; they are not entries of this register yet.
export const trustBadges = {
  fca: "FCA Regulated",
  reviews: "5/5 Google Reviews",
  sameDay: claims.sameDayDecisions.words,
} as const;

/** The stats block of the call-to-action section. */
export const ctaStats: Stat[] = [
  { value: "Expert", label: "Support Team" },
  claimStat(claims.typicalDecision),
  claimStat(claims.fundingArranged),
];

/** Closing statistics used on some pages. */
export const closingStats: Stat[] = [
  claimStat(claims.fundingArranged),
  claimStat(claims.loansApproved),
  { value: "5/5", label: "Google Reviews" },
];

/** The business loans hub figures. */
export const hubFigures = {
  range: fundingRange,
  maxTermMonths: 72,
};

/** Reply to an email, in working hours. */
export const emailResponseTime = claims.emailResponse.figure;

/** Broker call-back after a quick enquiry, in broker hours. */
export const callbackTime = claims.callback.figure;

/** The footer line of every call-to-action section. */
export const assuranceLine = [
  "FCA Regulated",
  "No Obligation Service",
  "All Costs Disclosed Upfront",
];

/** Shown beside figures: every offer depends on the lender's assessment. */
export const subjectToStatus = "Subject to status.";

/** "typically 0.5% to 10% of the loan value", as every page says it. */
export const disclosedCommissionText = claims.commission.words;

export const brokerDisclosure = `We are a credit broker, not a lender. We introduce you to lenders on our panel and may receive a commission from the lender, ${disclosedCommissionText}. We charge you no upfront or success fees.`;

export const propertyRiskWarning =
  "Think carefully before securing a loan on property. Your property may be repossessed if you do not keep up repayments on a loan secured on it.";
