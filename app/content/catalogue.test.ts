import { describe, expect, test } from "vitest";
import { paths, productSlugs, sectorSlugs } from "#app/paths.ts";
import { pages } from "#app/content/pages.ts";
import { products, productSpecs } from "#app/content/products.ts";
import { cardsFor, expertAdviceCard, productHighlights } from "#app/content/product-figures.ts";
import { sectorPageText, sectors } from "#app/content/sectors.ts";
import {
  heroBenefits,
  heroLead,
  homeProductSlugs,
  mobileHeroLead,
  whyChooseUs,
} from "#app/content/home.ts";
import { hubFigures, fundingRange } from "#app/content/claims.ts";
import { hubProductSlugs, hubWhyChooseUs } from "#app/content/hub.ts";
import { guidesDocuments, guidesProductSlugs, guidesFaq, guidesTips } from "#app/content/guides.ts";
import { reviews, successStories, successStoriesLead } from "#app/content/reviews.ts";
import { brokers, directors, teamMembers } from "#app/content/team.ts";
import { ctaCopy, ctaVariants } from "#app/content/cta.ts";
import { eligibilityCriteria } from "#app/content/eligibility.ts";
import { processSteps } from "#app/content/process.ts";
import { homeFaq } from "#app/content/home-faq.ts";
import { maxTermMonths } from "#app/content/format.ts";
import { landingCta, landingTicks } from "#app/content/landing.ts";
import { financeTopics } from "#app/content/company.ts";

/** Every string anywhere inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const routePaths = new Set(pages.map((entry) => entry.path));

describe("the product catalogue", () => {
  test.each(productSlugs)("%s is complete and its figures are in order", (slug) => {
    const product = products[slug];
    const { figures } = product;
    expect(product.slug).toBe(slug);
    for (const text of strings(product)) expect(text.trim(), `empty text in ${slug}`).not.toBe("");

    expect(figures.amount.min).toBeGreaterThan(0);
    expect(figures.amount.max).toBeGreaterThan(figures.amount.min);
    if (figures.term.kind === "range") {
      expect(figures.term.minMonths).toBeGreaterThan(0);
      expect(figures.term.maxMonths).toBeGreaterThan(figures.term.minMonths);
    } else {
      expect(figures.term.months.length).toBeGreaterThan(0);
      expect([...figures.term.months].sort((a, b) => a - b)).toEqual(figures.term.months);
    }
    if (figures.decision.min !== undefined)
      expect(figures.decision.max).toBeGreaterThan(figures.decision.min);

    expect(product.uses.items).toHaveLength(4);
    expect(product.steps).toHaveLength(3);
    expect(product.features.length).toBeGreaterThanOrEqual(3);
    expect(product.card.features.length).toBeGreaterThanOrEqual(2);
    expect(product.highlights.length).toBeGreaterThanOrEqual(3);
    expect(new Set(product.highlights.map((item) => item.key)).size).toBe(
      product.highlights.length,
    );
    expect(product.metaDescription.length).toBeLessThanOrEqual(200);
  });

  test.each(productSlugs)("%s highlights only figures it has", (slug) => {
    const product = products[slug];
    const { figures } = product;
    const needs = {
      ltv: figures.maxLtvPercent,
      financePercent: figures.financePercent,
      dailyCollection: figures.dailyCollectionPercent,
      completion: figures.completion,
      rateFrom: figures.monthlyRateFromPercent,
      minTrading: figures.minTradingMonths,
    };
    for (const { key } of product.highlights) {
      if (key in needs) expect(needs[key as keyof typeof needs], `${slug} ${key}`).toBeDefined();
    }
    for (const stat of productHighlights(product))
      expect(stat.value).not.toMatch(/^0(?![.\d])|undefined|NaN/);
  });

  test("a rate is never shown without a representative example", () => {
    for (const product of Object.values(products)) {
      if (product.figures.monthlyRateFromPercent !== undefined)
        expect(product.representativeExample, product.slug).toBeDefined();
    }
  });

  test("loans secured on property carry the repossession warning", () => {
    expect(products["bridging-loans"].securedOnProperty).toBe(true);
    expect(products["secured-business-loans"].securedOnProperty).toBe(true);
  });

  test("the stock, VAT and tax pages show the figures the specification gives", () => {
    const stat = (slug: keyof typeof products) =>
      productHighlights(products[slug]).map((item) => item.value);
    expect(stat("stock-funding")).toEqual(["£1M", "80%", "48hrs"]);
    expect(stat("vat-funding")).toEqual(["£500K", "3 months", "24hrs"]);
    expect(stat("tax-funding")).toEqual(["£500K", "12 months", "48hrs"]);
  });

  test("tax term options are the product's terms, with 10 months the most popular", () => {
    const tax = products["tax-funding"];
    expect(tax.termOptions?.map((option) => option.months)).toEqual([6, 10, 12]);
    expect(tax.figures.term).toEqual({ kind: "options", months: [6, 10, 12] });
    expect(tax.termOptions?.filter((option) => option.popular).map((o) => o.months)).toEqual([10]);
  });

  test("every spec builds the product the pages read", () => {
    expect(Object.keys(productSpecs)).toEqual([...productSlugs]);
  });
});

describe("cards and links", () => {
  const cards = [
    ...cardsFor(homeProductSlugs),
    expertAdviceCard,
    ...cardsFor(hubProductSlugs),
    ...cardsFor(guidesProductSlugs),
  ];

  test("every card has a title, description, amount, term and a real page to link to", () => {
    for (const card of cards) {
      expect(card.title && card.description && card.amountRange && card.termRange).toBeTruthy();
      expect(routePaths.has(card.path), card.path).toBe(true);
    }
  });

  test("every other path the sections link to is a real page", () => {
    const linked = [
      ...reviews.map((review) => paths.product(review.product)),
      ...successStories.flatMap((story) => [
        paths.product(story.product),
        paths.sector(story.sector),
      ]),
      ...Object.values(sectors).flatMap((sector) =>
        sector.solutions.flatMap((solution) =>
          solution.product ? [paths.product(solution.product)] : [],
        ),
      ),
      paths.application,
      paths.contact,
      paths.documentPreparation,
      paths.faq,
      paths.successStories,
      paths.meetTheTeam,
    ];
    for (const path of linked) expect(routePaths.has(path), path).toBe(true);
  });

  test("the home page shows six cards: five products then broker advice", () => {
    expect(homeProductSlugs).toHaveLength(5);
    expect(expertAdviceCard.path).toBe(paths.contact);
  });

  test("the hub's five cards and its figures agree with the catalogue", () => {
    expect(hubProductSlugs).toHaveLength(5);
    expect(hubFigures.range).toEqual(fundingRange);
    const longest = Math.max(
      ...hubProductSlugs.map((slug) => maxTermMonths(products[slug].figures.term)),
    );
    expect(hubFigures.maxTermMonths).toBe(longest);
  });

  test("the guides page shows the four products the specification names", () => {
    expect(guidesProductSlugs).toEqual([
      "same-day-business-funding",
      "business-growth-loans",
      "bad-credit-business-loans",
      "short-term-business-loans",
    ]);
  });
});

describe("sectors", () => {
  test.each(sectorSlugs)("%s has four solutions and both lists", (slug) => {
    const sector = sectors[slug];
    expect(sector.slug).toBe(slug);
    expect(sector.solutions).toHaveLength(4);
    expect(sector.fundable.length).toBeGreaterThanOrEqual(4);
    expect(sector.perfectFor.length).toBeGreaterThanOrEqual(3);
    for (const text of strings(sector)) expect(text.trim()).not.toBe("");
  });
});

describe("the rest of the copy", () => {
  test("the team is three directors and four brokers with matching initials", () => {
    expect(directors).toHaveLength(3);
    expect(brokers).toHaveLength(4);
    for (const member of teamMembers) {
      const initials = member.name
        .split(" ")
        .map((part) => part[0])
        .join("");
      expect(member.initials).toBe(initials);
      expect(member.description.trim()).not.toBe("");
    }
  });

  test("each call-to-action variant has its own copy; urgent adds same day funding", () => {
    const titles = ctaVariants.map((variant) => ctaCopy[variant].title);
    expect(new Set(titles).size).toBe(ctaVariants.length);
    for (const variant of ctaVariants) expect(ctaCopy[variant].description).not.toBe("");
    expect(ctaCopy.urgent.note).toBe("Same day funding available");
  });

  test("the process has four steps with durations, the last highlighted", () => {
    expect(processSteps.map((step) => step.title)).toEqual([
      "Online application",
      "Lender matching",
      "Upload documents",
      "Receive funding",
    ]);
    // One speed story: matching happens on the broker's call, within the call-back time.
    expect(processSteps.map((step) => step.duration)).toEqual([
      "2-5 minutes",
      "1-2 hours",
      "5-10 minutes",
      "Same day",
    ]);
    expect(processSteps.map((step) => Boolean(step.highlight))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  test("lists shown on the pages are non-empty", () => {
    expect(eligibilityCriteria).toHaveLength(4);
    for (const list of [reviews, successStories, homeFaq, guidesFaq, guidesTips]) {
      expect(list.length).toBeGreaterThan(0);
      for (const text of strings(list)) expect(text.trim()).not.toBe("");
    }
  });
});

describe("sentences built from a name read as written by hand", () => {
  /** Words ending in "s" that are not plural nouns. */
  const notPlural = new Set(["this", "is", "its", "his", "has", "was", "as", "us", "plus", "less"]);

  /** What is wrong with a text, or undefined when nothing is. */
  function fault(text: string): string | undefined {
    for (const match of text.matchAll(/\b(\w+s) (business(?:es)?|works)\b/gi)) {
      if (!notPlural.has(match[1]!.toLowerCase())) return `plural before "${match[2]}"`;
    }
    if (/\byour [\w&' -]*\b\w+s business\b/i.test(text)) return "your <plural> business";
    if (/\ba (?!uk|uni|use|usu|one|eu)[aeiou]/i.test(text)) return '"a" before a vowel';
    if (/\ban (?![aeiou]|hour|honest|fca|hmrc|ico|sme|mot|hgv|llp|sra|epos|x)[a-z]/i.test(text)) {
      return '"an" before a consonant';
    }
    const doubled = /\b(\w+) \1\b/i.exec(text);
    if (doubled) return `doubled "${doubled[1]}"`;
    return undefined;
  }

  test("the check finds the faults it is meant to find", () => {
    for (const bad of [
      "Funding for Your Law Firms Business",
      "how accountants businesses trade",
      "How Bridging Loans Works",
      "a accountancy practice",
      "an law firm",
      "Finance for for retailers",
    ]) {
      expect(fault(bad), bad).toBeDefined();
    }
    for (const good of [
      "Funding for Your Law Firm",
      "how solicitors and law firms trade",
      "a UK business",
      "an FCA regulated broker",
      "How Stock Funding Works",
    ]) {
      expect(fault(good), good).toBeUndefined();
    }
  });

  test.each(sectorSlugs)("every heading and sentence of the %s page", (slug) => {
    const sector = sectors[slug];
    const entry = pages.find((page) => page.path === paths.sector(slug));
    for (const text of strings([sector, sectorPageText(sector), entry])) {
      expect(fault(text), text).toBeUndefined();
    }
  });

  test.each(productSlugs)("every heading and sentence of the %s page", (slug) => {
    const product = products[slug];
    const entry = pages.find((page) => page.path === paths.product(slug));
    for (const text of strings([product, productHighlights(product), entry])) {
      expect(fault(text), text).toBeUndefined();
    }
  });

  test("the other pages' copy, cards and links", () => {
    const copy = [
      pages,
      cardsFor([...productSlugs]),
      expertAdviceCard,
      hubWhyChooseUs,
      heroBenefits,
      heroLead,
      mobileHeroLead,
      whyChooseUs,
      landingTicks,
      landingCta,
      eligibilityCriteria,
      guidesFaq,
      guidesTips,
      guidesDocuments,
      reviews,
      successStories,
      successStoriesLead,
      ctaCopy,
      processSteps,
      homeFaq,
      financeTopics.map(({ title, description, links }) => ({ title, description, links })),
    ];
    for (const text of strings(copy)) expect(fault(text), text).toBeUndefined();
  });
});
