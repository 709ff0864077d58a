import { describe, expect, test } from "vitest";
import { productSlugs, type ProductSlug } from "#app/paths.ts";
import {
  buildProduct,
  productSpecs,
  type ProductFigures,
  type ProductSpec,
} from "#app/content/products.ts";
import {
  keyFacts,
  productCard,
  productEligibility,
  productHighlights,
  representativeExample,
} from "#app/content/product-figures.ts";
import { formatAmountRange, formatDuration, formatTerm } from "#app/content/format.ts";

/**
 * The cards (home, hub, guides), the product page's figures and its metadata are all built
 * from one catalogue entry. Changing a figure there must change it everywhere and leave no
 * stale copy of the old value behind.
 */
function everythingShown(spec: ProductSpec) {
  const product = buildProduct(spec);
  return {
    product,
    card: productCard(product),
    highlights: productHighlights(product),
    facts: keyFacts(product),
    eligibility: productEligibility(product),
    example: representativeExample(product),
  };
}

function withFigures(slug: ProductSlug, change: (figures: ProductFigures) => ProductFigures) {
  const spec = productSpecs[slug];
  return { ...spec, figures: change(structuredClone(spec.figures)) };
}

const text = (value: unknown) => JSON.stringify(value);

describe("one change to a product figure shows everywhere", () => {
  test.each(productSlugs)("%s: amount", (slug) => {
    const before = everythingShown(productSpecs[slug]);
    const oldLong = formatAmountRange(productSpecs[slug].figures.amount);
    const oldShort = formatAmountRange(productSpecs[slug].figures.amount, "short");
    const after = everythingShown(
      withFigures(slug, (figures) => ({ ...figures, amount: { min: 15_000, max: 3_330_000 } })),
    );

    expect(after.card.amountRange).toBe("£15K-£3.3M");
    expect(after.facts.find((fact) => fact.label === "Amount")?.value).toBe(
      "£15,000 to £3,330,000",
    );
    if (before.product.highlights.some((item) => item.key === "maxAmount"))
      expect(after.highlights.map((stat) => stat.value)).toContain("£3.3M");
    if (before.product.summary.includes(oldLong))
      expect(after.product.summary).toContain("£15,000 to £3,330,000");
    expect(text(after)).not.toContain(oldLong);
    expect(text(after)).not.toContain(oldShort);
  });

  test.each(productSlugs)("%s: term", (slug) => {
    const old = productSpecs[slug].figures.term;
    const next =
      old.kind === "range"
        ? ({ kind: "range", minMonths: 2, maxMonths: 30 } as const)
        : ({ kind: "options", months: [4, 8] } as const);
    const after = everythingShown(withFigures(slug, (figures) => ({ ...figures, term: next })));

    expect(after.card.termRange).toBe(formatTerm(next));
    expect(after.facts.find((fact) => fact.label === "Term")?.value).toBe(formatTerm(next));
    expect(text(after)).not.toContain(formatTerm(old));
  });

  test.each(productSlugs)("%s: decision time", (slug) => {
    const old = productSpecs[slug].figures.decision;
    const after = everythingShown(
      withFigures(slug, (figures) => ({ ...figures, decision: { max: 99, unit: "hours" } })),
    );

    const label = after.product.decisionLabel ?? "Decision";
    expect(after.facts.find((fact) => fact.label === label)?.value).toBe("99 hours");
    if (after.product.highlights.some((item) => item.key === "decision"))
      expect(after.highlights.map((stat) => stat.value)).toContain("99hrs");
    expect(text(after)).not.toContain(formatDuration(old));
  });

  test.each(productSlugs)("%s: percentages and trading history", (slug) => {
    const old = productSpecs[slug].figures;
    const after = everythingShown(
      withFigures(slug, (figures) => ({
        ...figures,
        maxLtvPercent: figures.maxLtvPercent && 61,
        financePercent: figures.financePercent && 62,
        monthlyRateFromPercent: figures.monthlyRateFromPercent && 0.63,
        dailyCollectionPercent: figures.dailyCollectionPercent && { min: 3, max: 17 },
        minTradingMonths: figures.minTradingMonths && 9,
        completion: figures.completion && { min: 3, max: 5, unit: "days" },
      })),
    );
    const shown = text(after);
    const stale = [
      old.maxLtvPercent && `${old.maxLtvPercent}%`,
      old.financePercent && `${old.financePercent}%`,
      old.monthlyRateFromPercent && `${old.monthlyRateFromPercent}%`,
      old.dailyCollectionPercent &&
        `${old.dailyCollectionPercent.min}-${old.dailyCollectionPercent.max}%`,
      old.minTradingMonths && `${old.minTradingMonths} months or more`,
      old.completion && formatDuration(old.completion),
    ].filter((value): value is string => Boolean(value));
    for (const value of stale) expect(shown, `stale ${value}`).not.toContain(value);
  });

  test("the representative example follows the rate", () => {
    const example = everythingShown(
      withFigures("bridging-loans", (figures) => ({ ...figures, monthlyRateFromPercent: 1 })),
    ).example;
    expect(example?.interest).toBe(24_000);
    expect(example?.text).toContain("at 1% a month");
  });
});
