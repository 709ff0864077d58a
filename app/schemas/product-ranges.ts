import { catalogueRanges } from "#app/content/catalogue-ranges.ts";
import { isProductSlug } from "#app/paths.ts";
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from "#app/schemas/loan-amounts.ts";

/**
 * What the catalogue allows an application for a product (docs/decisions/0038): the amounts
 * and the loan-to-value. Apart from the rest of `application-product.ts`, so that pages showing
 * a product's name or an exit (the results page, the tracking page) do not bring the catalogue.
 */

export type AmountRange = { min: number; max: number };

/** The amounts an application may ask for: the product's range, or the general form's. */
export function applicationAmountRange(product: string | undefined): AmountRange {
  return isProductSlug(product)
    ? catalogueRanges[product].amount
    : { min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX };
}

/** The highest loan-to-value the catalogue gives a product, when it gives one. */
export function productMaxLtvPercent(product: string | undefined): number | undefined {
  return isProductSlug(product) ? catalogueRanges[product].maxLtvPercent : undefined;
}
