import type { ProductSlug, SectorSlug } from "#app/paths.ts";

/**
 * The site's drawings: static SVG files under public/, shown as decorative images beside text
 * that says the same thing. Each has a fixed size, so the space it takes is known before it
 * arrives. `illustrations.test.ts` checks every file against these numbers and the palette.
 */
export type Illustration = { src: string; width: number; height: number };

/** Every drawing but the home hero shares one canvas, so bands and panels keep one shape. */
const drawing = (name: string): Illustration => ({
  src: `/images/illustrations/${name}.svg`,
  width: 480,
  height: 360,
});

/** Products grouped by the need they meet; each group has one drawing. */
export type ProductFamily = "cash-flow" | "growth" | "property" | "rebuilding-credit";

export const productFamilies: Record<ProductSlug, ProductFamily> = {
  "short-term-business-loans": "cash-flow",
  "card-terminal-loans": "cash-flow",
  "same-day-business-funding": "cash-flow",
  "vat-funding": "cash-flow",
  "tax-funding": "cash-flow",
  "business-growth-loans": "growth",
  "asset-funding": "growth",
  "stock-funding": "growth",
  "bridging-loans": "property",
  "secured-business-loans": "property",
  "bad-credit-business-loans": "rebuilding-credit",
};

/**
 * Behind the desktop home hero, on the dark brand colour; drawn larger, for a background. Kept
 * apart from the drawings below so pages that show none of it do not carry it in their scripts.
 */
export const homeHeroIllustration: Illustration = {
  src: "/images/hero-growth.svg",
  width: 720,
  height: 560,
};

export const illustrations = {
  /** Beside the application wizard. */
  applicationPanel: drawing("application-panel"),
  /** An enquiry or application received. */
  success: drawing("success"),
  /** Nothing to show: a missing page, application or link. */
  empty: drawing("empty"),
} satisfies Record<string, Illustration>;

export function familyIllustration(family: ProductFamily): Illustration {
  return drawing(`family-${family}`);
}

export function productIllustration(slug: ProductSlug): Illustration {
  return familyIllustration(productFamilies[slug]);
}

/** Each industry has a drawing of its own, named after its slug. */
export function sectorIllustration(slug: SectorSlug): Illustration {
  return drawing(`sector-${slug}`);
}
