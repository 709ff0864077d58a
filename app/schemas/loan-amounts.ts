/**
 * The amounts the general forms take online (the quick quote, the enquiry and the application
 * when no product is chosen): £5,000 to £500,000, in steps of £5,000 on the slider. A product's
 * own range is the catalogue's (`product-ranges.ts`).
 */
export const LOAN_AMOUNT_MIN = 5_000;
export const LOAN_AMOUNT_MAX = 500_000;
export const LOAN_AMOUNT_STEP = 5_000;
