import { productNames } from "#app/content/names.ts";
import { formatBasisPoints } from "#app/lib/commission.ts";
import { panelAmount } from "#app/lib/money.ts";
import type { ProductSlug } from "#app/paths.ts";
import type { PanelLender } from "#app/schemas/admin-lenders.ts";

export { amountRange, panelAmount } from "#app/lib/money.ts";

/** "2% of the funded amount", "£750 fixed", or "Not recorded yet". */
export function commissionTerms(lender: PanelLender): string {
  if (lender.commissionKind === "fixed") {
    return lender.commissionFixedPence === null
      ? "Not recorded yet"
      : `${panelAmount(lender.commissionFixedPence)} fixed`;
  }
  return lender.commissionBasisPoints === null
    ? "Not recorded yet"
    : `${formatBasisPoints(lender.commissionBasisPoints)} of the funded amount`;
}

/** The products' names as the site calls them, in the catalogue's order. */
export function productLabels(products: string[]): string[] {
  return (Object.keys(productNames) as ProductSlug[])
    .filter((slug) => products.includes(slug))
    .map((slug) => productNames[slug]);
}
