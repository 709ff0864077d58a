import type { ProductSlug } from "#app/paths.ts";
import type { AmountRange } from "#app/content/format.ts";

/**
 * What the catalogue allows an application for each product: the amounts, and the highest
 * loan-to-value where the product is secured on property. The catalogue's figures
 * (`catalogue-figures.ts`) are built on these, so each is written once; they are apart so
 * that the application, which checks an amount and a loan-to-value against the product
 * applied for, carries only these.
 */
export type ProductRanges = {
  amount: AmountRange;
  maxLtvPercent?: number;
};

export const catalogueRanges: Record<ProductSlug, ProductRanges> = {
  "short-term-business-loans": { amount: { min: 5_000, max: 500_000 } },
  "card-terminal-loans": { amount: { min: 5_000, max: 500_000 } },
  "bad-credit-business-loans": { amount: { min: 5_000, max: 100_000 } },
  "same-day-business-funding": { amount: { min: 5_000, max: 100_000 } },
  "business-growth-loans": { amount: { min: 10_000, max: 500_000 } },
  "asset-funding": { amount: { min: 5_000, max: 2_000_000 } },
  "stock-funding": { amount: { min: 10_000, max: 1_000_000 } },
  "bridging-loans": { amount: { min: 25_000, max: 5_000_000 }, maxLtvPercent: 75 },
  "secured-business-loans": { amount: { min: 25_000, max: 10_000_000 }, maxLtvPercent: 80 },
  "vat-funding": { amount: { min: 5_000, max: 500_000 } },
  "tax-funding": { amount: { min: 5_000, max: 500_000 } },
};
