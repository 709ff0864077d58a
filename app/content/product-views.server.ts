import type { Stat } from "#app/content/claims.ts";
import { homeProductSlugs } from "#app/content/home.ts";
import {
  cardsFor,
  comparisonRow,
  expertAdviceCard,
  keyFacts,
  productEligibility,
  productHighlights,
  representativeExample,
  type ComparisonRow,
  type KeyFact,
  type ProductCard,
} from "#app/content/product-figures.ts";
import { products, type Product } from "#app/content/products.ts";
import { productSlugs, type ProductSlug } from "#app/paths.ts";

/**
 * What the public pages show of the catalogue, selected by their loaders. Content pages are
 * prerendered, so this runs at build time and each page's data carries only its own products'
 * words and figures: the catalogue (`products.ts`) and the figures built from it
 * (`product-figures.ts`) stay out of the browser's scripts.
 */

/** The products section of the home and landing pages: its products, then broker advice. */
export function homeProductCards(): ProductCard[] {
  return [...cardsFor(homeProductSlugs), expertAdviceCard];
}

export { cardsFor as productCards };

/** Every product side by side, as the loans hub compares them. */
export function comparisonRows(): ComparisonRow[] {
  return productSlugs.map(comparisonRow);
}

/** The copy of a product page, with its figures already put into words. */
export type ProductPageView = Pick<
  Product,
  | "slug"
  | "name"
  | "shortName"
  | "intro"
  | "headings"
  | "uses"
  | "benefits"
  | "securityTypes"
  | "howItWorks"
  | "offer"
  | "termOptions"
  | "features"
  | "steps"
  | "securedOnProperty"
> & {
  /** The product's card description, the lead of its uses. */
  description: string;
  highlights: Stat[];
  keyFacts: KeyFact[];
  eligibility: string[];
  /** The representative example beside a "from" rate, where the product has one. */
  exampleText: string | null;
};

export function productPageView(slug: ProductSlug): ProductPageView {
  const product = products[slug];
  return {
    slug,
    name: product.name,
    shortName: product.shortName,
    intro: product.intro,
    headings: product.headings,
    uses: product.uses,
    benefits: product.benefits,
    securityTypes: product.securityTypes,
    howItWorks: product.howItWorks,
    offer: product.offer,
    termOptions: product.termOptions,
    features: product.features,
    steps: product.steps,
    securedOnProperty: product.securedOnProperty,
    description: product.card.description,
    highlights: productHighlights(product),
    keyFacts: keyFacts(product),
    eligibility: productEligibility(product),
    exampleText: representativeExample(product)?.text ?? null,
  };
}
