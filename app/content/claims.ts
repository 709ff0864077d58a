import type { AmountRange, Term } from "#app/content/format.ts";
import { formatBasisPoints } from "#app/lib/basis-points.ts";
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from "#app/schemas/loan-amounts.ts";

/**
 * The claims register: every promotional figure the site states (specification §1 and §9), each
 * once. Pages and sections show these words and figures from here and nowhere else, so no two
 * pages can state one claim differently (`claims-register.test.ts` reads every public page to
 * hold them to it). What each claim rests on and when it was last checked are its other half,
 * in `claims-basis.ts` (kept out of the pages' JavaScript); the register is the two together.
 *
 * Product terms (amounts, terms, decision times, rates of one product) are not claims of the
 * firm: they live in the product catalogue (`products.ts`), which is their source.
 */
export type Claim = {
  /** The claim as a visitor reads it, figure included. */
  words: string;
  /** The figure alone, as a stat sets it large. */
  figure: string;
  /** The short label set beside the figure, for a claim a page sets large as a stat. */
  label?: string;
};

export type Stat = { value: string; label: string };

/** A claim set large, as a figure with its label. */
export function claimStat(claim: Claim & { label: string }): Stat {
  return { value: claim.figure, label: claim.label };
}

/**
 * The funding the quick quote, the calculator and the unsecured products cover: the range the
 * general forms take online (`loan-amounts.ts`).
 */
export const fundingRange: AmountRange = { min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX };

/** The typical terms of the panel: 3 months to 5 years. */
export const typicalTerm: Term = { kind: "range", minMonths: 3, maxMonths: 60 };

/**
 * The commission lenders typically pay us, as a share of the loan, in basis points: what the
 * site tells applicants, and what the back office warns against when a deal's commission falls
 * outside it.
 */
export const disclosedCommission = { minBasisPoints: 50, maxBasisPoints: 1_000 } as const;

const commissionFigure = `${formatBasisPoints(disclosedCommission.minBasisPoints)} to ${formatBasisPoints(disclosedCommission.maxBasisPoints)}`;

export const claims = {
  fundingRange: {
    // Written out rather than formatted, to keep the formatting code out of pages that need
    // only the words; a test holds them to `fundingRange` and to
    // `financeAboveRange` in claims-basis.ts.
    words:
      "Funding of £5K-£500K online, with larger asset, stock, bridging and secured finance by arrangement",
    figure: "£5K-£500K",
    label: "Funding available",
  },
  fundingArranged: {
    words: "£50M+ funding arranged for UK businesses",
    figure: "£50M+",
    label: "Funding arranged",
  },
  loansApproved: {
    words: "1,000+ loans approved",
    figure: "1,000+",
    label: "Loans approved",
  },
  sameDayDecisions: {
    words: "Same Day Decisions",
    figure: "Same day",
  },
  sameDayFunding: {
    words: "Same day funding available",
    figure: "Same day",
  },
  typicalDecision: {
    words: "most decisions come within 24 to 48 hours once we have your documents",
    figure: "24-48hrs",
    label: "Typical decision",
  },
  applicationTime: {
    words: "The online application takes 2 to 5 minutes",
    figure: "2-5 minutes",
  },
  documentsTime: {
    words: "Uploading your documents or connecting Open Banking takes 5 to 10 minutes",
    figure: "5-10 minutes",
    label: "To upload or connect",
  },
  emailResponse: {
    words: "We reply to emails within 2 hours in working hours",
    figure: "2 hours",
  },
  callback: {
    words: "typically within 1-2 hours during broker hours",
    figure: "1-2 hours",
  },
  partnerResponse: {
    words: "Our partnerships team typically responds within 24 hours",
    figure: "24 hours",
  },
  openingHours: {
    words: "Monday to Friday, 9am to 5pm",
    figure: "9am to 5pm",
  },
  commission: {
    words: `typically ${commissionFigure} of the loan value`,
    figure: commissionFigure,
  },
} as const satisfies Record<string, Claim>;

export type ClaimKey = keyof typeof claims;

/**
 * The badges' words. The FCA and Google reviews badges are built from the site configuration
 * (credentials.ts): what a visitor can check there, not figures of this register.
 */
export const trustBadges = {
  sameDay: claims.sameDayDecisions.words,
} as const;

/** The stats block of the call-to-action section. */
export const ctaStats: Stat[] = [
  claimStat(claims.loansApproved),
  claimStat(claims.typicalDecision),
  claimStat(claims.fundingArranged),
];

/** Closing statistics used on some pages. */
export const closingStats: Stat[] = [
  claimStat(claims.fundingArranged),
  claimStat(claims.loansApproved),
];

/** The business loans hub figures. */
export const hubFigures = {
  range: fundingRange,
  maxTermMonths: 72,
};

/**
 * The speed story, in the order an applicant lives it: the application takes minutes, a broker
 * calls within the call-back time and matches the lenders on that call, the fastest lenders
 * decide the same day and most within the typical decision time once the documents are in, and
 * some pay out on the day an offer is accepted. Every page says how fast from these and the
 * claims above (`claims-register.test.ts` finds any speed written anywhere else).
 */
const sameDay = claims.sameDayDecisions.figure.toLowerCase();

/** "Some lenders decide the same day": the same-day claim with whose it is. */
export const someLendersSameDay = `Some lenders decide the ${sameDay}`;

/** Same-day decisions and the typical decision, told together as one sentence. */
export const decisionStory = `${someLendersSameDay}, and ${claims.typicalDecision.words}.`;

/** The typical decision as a sentence of its own. */
export const typicalDecisionSentence = `${claims.typicalDecision.words.charAt(0).toUpperCase()}${claims.typicalDecision.words.slice(1)}.`;

/** Funding on the day an offer is accepted, from the lenders who offer it. */
export const sameDayPayout = `some lenders pay out the ${claims.sameDayFunding.figure.toLowerCase()}`;

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
