import { productNames, sectorNames } from "#app/content/names.ts";
import { formatBasisPoints } from "#app/lib/commission.ts";
import { formatPence } from "#app/lib/pence.ts";
import type { PanelLender } from "#app/schemas/admin-lenders.ts";

export { amountRange, formatPence } from "#app/lib/pence.ts";

/** "2% of the funded amount", "£750 fixed", or "Not recorded yet". */
export function commissionTerms(lender: PanelLender): string {
  if (lender.commissionKind === "fixed") {
    return lender.commissionFixedPence === null
      ? "Not recorded yet"
      : `${formatPence(lender.commissionFixedPence)} fixed`;
  }
  return lender.commissionBasisPoints === null
    ? "Not recorded yet"
    : `${formatBasisPoints(lender.commissionBasisPoints)} of the funded amount`;
}

/** The names of the slugs chosen, in the catalogue's order. */
function inCatalogueOrder<Slug extends string>(names: Record<Slug, string>, chosen: string[]) {
  return (Object.keys(names) as Slug[])
    .filter((slug) => chosen.includes(slug))
    .map((slug) => names[slug]);
}

/** The products' names as the site calls them, in the catalogue's order. */
export function productLabels(products: string[]): string[] {
  return inCatalogueOrder(productNames, products);
}

/** The sectors' names as the site calls them, in the site's order. */
export function sectorLabels(sectors: string[]): string[] {
  return inCatalogueOrder(sectorNames, sectors);
}
