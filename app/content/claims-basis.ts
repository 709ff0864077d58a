import type { ClaimKey } from "#app/content/claims.ts";

/**
 * What each claim of the register (`claims.ts`) rests on, and when it was last checked. Kept
 * apart from the words so that it stays out of the pages' JavaScript: visitors read the claims,
 * the firm and its compliance review read these. The type makes every claim have one.
 *
 * Where a basis is the business's own statement, it says so: those must be evidenced against
 * the firm's records (or removed) before launch, under FCA CONC 3.3 (clear, fair and not
 * misleading).
 */
export type ClaimBasis = {
  /** What the figure rests on. */
  basis: string;
  /** When the figure and its basis were last checked, as an ISO date. */
  checked: string;
};

/**
 * The kinds of finance the panel lends above the funding range, which the headline range names
 * ("with larger asset, stock, bridging and secured finance by arrangement") so the headline and
 * the product cards read together. A test holds it to the catalogue: every product lending more
 * than the range is one of these, and the headline names each.
 */
export const financeAboveRange = ["asset", "stock", "bridging", "secured"] as const;

const ownStatement =
  "The business's own statement, given in the specification; not yet evidenced here: confirm it against the firm's records before launch, or remove it.";

export const claimBases = {
  fundingRange: {
    basis:
      "The range of the quick quote, the funding calculator and the unsecured products on the panel (specification §1 and §9). The products that lend more are named after it; their own amounts are product terms in the catalogue (products.ts).",
    checked: "2026-11-26",
  },
  fundingArranged: {
    basis: `The total of loans arranged through lenders on the panel since the firm began (specification §1, call-to-action stats). ${ownStatement}`,
    checked: "2026-11-26",
  },
  loansApproved: {
    basis: `The count of loans lenders on the panel have approved for the firm's clients (specification §1, hub page). ${ownStatement}`,
    checked: "2026-11-26",
  },
  sameDayDecisions: {
    basis:
      "The fastest lenders on the panel decide the same day: same-day business funding decides in as little as 2 hours (a product term in the catalogue). It is what some lenders offer, not every application's decision time, which is the typical decision claim.",
    checked: "2026-11-26",
  },
  sameDayFunding: {
    basis:
      "Lenders behind same-day business funding pay out on the day of approval once the agreement is signed (the product's own page, specification §2 and §3).",
    checked: "2026-11-26",
  },
  typicalDecision: {
    basis: `The decision time of most applications once documents are in (specification §9: "loan applications 24-48 hours"); each product's own decision time is a product term in the catalogue. ${ownStatement}`,
    checked: "2026-11-26",
  },
  applicationTime: {
    basis:
      "How long the online application takes to fill in (specification §3, process step Online application). The firm's own measure of its form: check it against completion times before launch.",
    checked: "2026-11-29",
  },
  documentsTime: {
    basis:
      "How long uploading the documents or connecting Open Banking takes (specification §3, process step Upload documents).",
    checked: "2026-11-29",
  },
  emailResponse: {
    basis:
      "The firm's service standard for email during opening hours (specification §8 and §9). A promise of the firm's own: the inbox must be staffed to meet it.",
    checked: "2026-11-26",
  },
  callback: {
    basis:
      "The firm's service standard for calling back a quick enquiry during broker hours (specification §4 and §9, thank-you page).",
    checked: "2026-11-26",
  },
  partnerResponse: {
    basis:
      "The partnerships team's service standard for a new referral partner (specification §8, referral success page).",
    checked: "2026-11-26",
  },
  openingHours: {
    basis:
      "Broker working hours (specification §4 and §9). One set of hours for the phone lines and the brokers: the specification's other reading, support lines 8.30am to 5pm, is dropped (docs/content.md).",
    checked: "2026-11-26",
  },
  commission: {
    basis:
      "The commission lenders on the panel pay the firm, as a share of the loan (specification §9); the back office warns when a deal's commission falls outside it.",
    checked: "2026-11-26",
  },
} as const satisfies Record<ClaimKey, ClaimBasis>;
