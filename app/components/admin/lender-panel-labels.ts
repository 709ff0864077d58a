import { productNames } from "#app/content/names.ts";
import { formatBasisPoints } from "#app/lib/commission.ts";
import { formatPence, formatPounds } from "#app/lib/money.ts";
import type { ProductSlug } from "#app/paths.ts";
import type { PanelLender } from "#app/schemas/admin-lenders.ts";

/** A panel amount: whole pounds when it is whole ("£25,000"), else with its pence. */
export function panelAmount(pence: number): string {
  return pence % 100 === 0 ? formatPounds(pence / 100) : formatPence(pence);
}

/** "£25,000 to £250,000", "From £25,000", "Up to £250,000", or nothing. */
export function amountRange(minPence: number | null, maxPence: number | null): string {
  if (minPence !== null && maxPence !== null) {
    return `${panelAmount(minPence)} to ${panelAmount(maxPence)}`;
  }
  if (minPence !== null) return `From ${panelAmount(minPence)}`;
  if (maxPence !== null) return `Up to ${panelAmount(maxPence)}`;
  return "";
}

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
