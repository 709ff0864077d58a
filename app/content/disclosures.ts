import { disclosedCommissionText } from "#app/content/claims.ts";

/**
 * The disclosures product pages and About Us carry: what the firm is and how it is paid, and the
 * warning on loans secured on property. Not claims, and kept apart from the claims register so
 * pages that show neither do not load them.
 */
export const brokerDisclosure = `We are a credit broker, not a lender. We introduce you to lenders on our panel and may receive a commission from the lender, ${disclosedCommissionText}. We charge you no upfront or success fees.`;

export const propertyRiskWarning =
  "Think carefully before securing a loan on property. Your property may be repossessed if you do not keep up repayments on a loan secured on it.";
