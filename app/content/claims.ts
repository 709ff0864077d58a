import type { AmountRange, Term } from "#app/content/format.ts";
import { formatBasisPoints } from "#app/lib/commission.ts";

/**
 * The proposition claims and statistics the site makes (specification §1 and §9). Each one
 * lives here once; sections show them from here.
 */
export type Stat = { value: string; label: string };

/** The funding the quick quote and the calculator cover. */
export const fundingRange: AmountRange = { min: 5_000, max: 500_000 };

/** The typical terms of the panel: 3 months to 5 years. */
export const typicalTerm: Term = { kind: "range", minMonths: 3, maxMonths: 60 };

/** The FCA and Google reviews badges are built from the site configuration (credentials.ts). */
export const trustBadges = {
  sameDay: "Same Day Decisions",
} as const;

/** The products section panel. */
export const fundingApproved: Stat = { value: "£100M+", label: "Funding approved" };

/** The stats block of the call-to-action section. */
export const ctaStats: Stat[] = [
  { value: "Expert", label: "Support Team" },
  { value: "24hrs", label: "Average Decision" },
  { value: "£50M+", label: "Funding Arranged" },
];

/** Closing statistics used on some pages. */
export const closingStats: Stat[] = [
  { value: "£100M+", label: "Funded for UK businesses" },
  { value: "10,000+", label: "Businesses helped" },
];

/** The business loans hub figures. */
export const hubFigures = {
  range: fundingRange,
  approvalHours: 24,
  maxTermMonths: 72,
  loansApproved: "1000+",
};

/** Reply to an email, in working hours. */
export const emailResponseTime = "2 hours";

/** Broker call-back after a quick enquiry, in broker hours. */
export const callbackTime = "1-2 hours";

/** The footer line of every call-to-action section. */
export const assuranceLine = [
  "FCA Regulated",
  "No Obligation Service",
  "All Costs Disclosed Upfront",
];

/** Shown beside figures: every offer depends on the lender's assessment. */
export const subjectToStatus = "Subject to status.";

/**
 * The commission lenders typically pay us, as a share of the loan, in basis points: what the
 * site tells applicants, and what the back office warns against when a deal's commission falls
 * outside it.
 */
export const disclosedCommission = { minBasisPoints: 50, maxBasisPoints: 1_000 } as const;

/** "typically 0.5% to 10% of the loan value", as every page says it. */
export const disclosedCommissionText = `typically ${formatBasisPoints(disclosedCommission.minBasisPoints)} to ${formatBasisPoints(disclosedCommission.maxBasisPoints)} of the loan value`;

export const brokerDisclosure = `We are a credit broker, not a lender. We introduce you to lenders on our panel and may receive a commission from the lender, ${disclosedCommissionText}. We charge you no upfront or success fees.`;

export const propertyRiskWarning =
  "Think carefully before securing a loan on property. Your property may be repossessed if you do not keep up repayments on a loan secured on it.";
