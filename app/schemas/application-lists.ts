import type { ProductSlug } from "#app/paths.ts";

/**
 * The closed lists an application's answers are drawn from. The back office's lists
 * (`value-lists.ts`) include these; they are kept apart so the public pages that ask the
 * questions load these alone.
 */

/** The legal form of the business a case is for. */
export const COMPANY_TYPES = [
  "limited_company",
  "llp",
  "partnership",
  "sole_trader",
  "other",
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The products secured on property: a case for one has a property value and an exit. */
export const PROPERTY_PRODUCTS = [
  "bridging-loans",
  "secured-business-loans",
] as const satisfies readonly ProductSlug[];

export function isPropertyProduct(product: string | null | undefined): boolean {
  return (PROPERTY_PRODUCTS as readonly string[]).includes(product ?? "");
}
