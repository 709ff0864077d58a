import { describe, expect, test } from "vitest";
import { buildProduct, productSpecs, products } from "#app/content/products.ts";
import { calculator, monthlyRepayment } from "#app/content/calculator.ts";
import { eligibilityRules } from "#app/content/eligibility.ts";
import {
  indicativeCost,
  productsThatFit,
  reasonNeeds,
  repaidMonthly,
  type FitAnswers,
} from "#app/content/product-fit.ts";
import { LOAN_REASONS } from "#app/schemas/application-answers.ts";
import { paths, type ProductSlug } from "#app/paths.ts";

const answers = (given: Partial<FitAnswers>): FitAnswers => ({
  loanAmount: 50_000,
  loanReasons: [],
  loanPurpose: null,
  turnoverPounds: 250_000,
  ...given,
});

const slugsOf = (given: Partial<FitAnswers>, catalogue = products) =>
  productsThatFit(answers(given), catalogue).products.map((product) => product.slug);

describe("products that fit an application's answers", () => {
  test("each reason the application offers names products of the catalogue", () => {
    for (const reason of LOAN_REASONS) {
      expect(reasonNeeds[reason].products.length).toBeGreaterThan(0);
      for (const slug of reasonNeeds[reason].products) expect(products[slug]).toBeDefined();
    }
  });

  test("the reasons ticked choose the products, each with its name, page and why", () => {
    const fit = productsThatFit(answers({ loanReasons: ["Working capital", "Purchase stock"] }));
    expect(fit.matchesNeeds).toBe(true);
    expect(fit.products.map((product) => product.slug)).toEqual([
      "short-term-business-loans",
      "card-terminal-loans",
      "stock-funding",
    ]);
    const stock = fit.products.find((product) => product.slug === "stock-funding");
    expect(stock).toEqual({
      slug: "stock-funding",
      name: products["stock-funding"].name,
      path: paths.product("stock-funding"),
      why: "For buying stock: £10,000 to £1,000,000 over 3-36 months.",
    });
  });

  test("what was written about the funding names products too", () => {
    expect(slugsOf({ loanPurpose: "Our quarter's VAT bill" })).toEqual(["vat-funding"]);
    expect(slugsOf({ loanPurpose: "Buying a property at auction" })).toEqual([
      "bridging-loans",
      "secured-business-loans",
    ]);
  });

  test("a product whose amounts do not reach the amount asked for does not fit", () => {
    // Growth loans start above this amount in the catalogue.
    const below = products["business-growth-loans"].figures.amount.min - 1;
    expect(slugsOf({ loanAmount: below, loanReasons: ["Business growth"] })).not.toContain(
      "business-growth-loans",
    );
    expect(slugsOf({ loanAmount: below + 1, loanReasons: ["Business growth"] })).toEqual([
      "business-growth-loans",
    ]);
  });

  test("the turnover given must meet the product's own minimum and the monthly rule", () => {
    const growth = products["business-growth-loans"].figures.minAnnualTurnover ?? 0;
    const needs = { loanReasons: ["Business growth", "Working capital"] };
    expect(slugsOf({ ...needs, turnoverPounds: growth })).toContain("business-growth-loans");
    expect(slugsOf({ ...needs, turnoverPounds: growth - 1 })).not.toContain(
      "business-growth-loans",
    );
    // Short-term loans ask the monthly turnover of the eligibility check.
    const monthly = eligibilityRules.minMonthlyTurnover * 12;
    expect(slugsOf({ ...needs, turnoverPounds: monthly })).toContain("short-term-business-loans");
    expect(slugsOf({ ...needs, turnoverPounds: monthly - 1 })).not.toContain(
      "short-term-business-loans",
    );
  });

  test("trading time, where known, must meet the product's minimum; unknown never rules out", () => {
    const needs = { loanReasons: ["Purchase stock"] };
    const least = products["stock-funding"].figures.minTradingMonths ?? 0;
    expect(slugsOf({ ...needs, tradingMonths: least - 1 })).not.toContain("stock-funding");
    expect(slugsOf({ ...needs, tradingMonths: least })).toContain("stock-funding");
    expect(slugsOf({ ...needs, tradingMonths: null, turnoverPounds: null })).toEqual([
      "stock-funding",
    ]);
  });

  test("with no need named, or none whose figures allow, every product the figures allow", () => {
    const none = productsThatFit(answers({}));
    expect(none.matchesNeeds).toBe(false);
    const allowing = (Object.keys(products) as ProductSlug[]).filter((slug) => {
      const amount = products[slug].figures.amount;
      return amount.min <= 50_000 && amount.max >= 50_000;
    });
    expect(none.products.map((product) => product.slug)).toEqual(allowing);
    expect(none.products[0]?.why).toMatch(/^Lends £/);
    const tooSmall = productsThatFit(
      answers({ loanAmount: 6_000, loanReasons: ["Business growth"] }),
    );
    expect(tooSmall.matchesNeeds).toBe(false);
    expect(tooSmall.products.map((product) => product.slug)).not.toContain("business-growth-loans");
  });

  test("a figure changed in the catalogue changes the fit", () => {
    const spec = productSpecs["stock-funding"];
    const changed = {
      ...products,
      "stock-funding": buildProduct({
        ...spec,
        figures: { ...spec.figures, amount: { min: 60_000, max: 1_000_000 } },
      }),
    };
    expect(slugsOf({ loanReasons: ["Purchase stock"] }, changed)).not.toContain("stock-funding");
  });
});

describe("the indicative monthly cost", () => {
  test("runs from the longest term at the lower rate to the shortest at the upper rate", () => {
    const cost = indicativeCost(50_000, ["short-term-business-loans", "stock-funding"]);
    // Short-term loans run 3-24 months, stock funding 3-36: together 3 to 36 months.
    expect(cost).toEqual({
      amount: 50_000,
      shortest: {
        months: 3,
        low: Math.round(monthlyRepayment(50_000, 3, calculator.annualRatePercent.low)),
        high: Math.round(monthlyRepayment(50_000, 3, calculator.annualRatePercent.high)),
      },
      longest: {
        months: 36,
        low: Math.round(monthlyRepayment(50_000, 36, calculator.annualRatePercent.low)),
        high: Math.round(monthlyRepayment(50_000, 36, calculator.annualRatePercent.high)),
      },
    });
    expect(cost!.longest.low).toBeLessThan(cost!.shortest.high);
  });

  test("keeps within the calculator's terms", () => {
    // Secured loans run to 25 years; the calculator to 5.
    const cost = indicativeCost(100_000, ["secured-business-loans"]);
    expect(cost?.shortest.months).toBe(12);
    expect(cost?.longest.months).toBe(calculator.term.max);
  });

  test("reads a product's term options", () => {
    const cost = indicativeCost(30_000, ["tax-funding"]);
    expect([cost?.shortest.months, cost?.longest.months]).toEqual([6, 12]);
  });

  test("leaves out products not repaid in equal monthly instalments", () => {
    expect(repaidMonthly(products["card-terminal-loans"])).toBe(false);
    expect(repaidMonthly(products["bridging-loans"])).toBe(false);
    expect(indicativeCost(50_000, ["card-terminal-loans", "bridging-loans"])).toBeNull();
    expect(indicativeCost(50_000, ["card-terminal-loans", "vat-funding"])).toEqual(
      indicativeCost(50_000, ["vat-funding"]),
    );
  });

  test("no amount, no cost", () => {
    expect(indicativeCost(null, ["short-term-business-loans"])).toBeNull();
  });
});
