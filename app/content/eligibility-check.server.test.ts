import { describe, expect, test } from "vitest";
import {
  eligibilityCheck,
  tradingBandStarts,
  turnoverBandStarts,
} from "#app/content/eligibility-check.server.ts";
import { eligibilityCheckCopy as copy, eligibilityRules } from "#app/content/eligibility.ts";
import { productsThatFit } from "#app/content/product-fit.ts";
import { products } from "#app/content/products.ts";
import { paths } from "#app/paths.ts";

const ask = (answers: Record<string, string>) => eligibilityCheck(new URLSearchParams(answers));

const namesOf = (answers: Record<string, string>) =>
  ask(answers).products.map((product) => product.name);

describe("the quick eligibility check", () => {
  test("asked nothing, it waits for the three answers and the application takes no product", () => {
    const check = ask({});
    expect(check.outcome).toBe("waiting");
    expect(check.status).toBe(copy.waiting);
    expect(check.products).toEqual([]);
    expect(check.errors).toEqual({});
    expect(check.applyPath).toBe(paths.application);
  });

  test("offers the trading and turnover bands the catalogue's minimums make", () => {
    const check = ask({});
    expect(check.tradingOptions).toEqual([
      { value: "0", label: "Under 6 months" },
      { value: "6", label: "6 to 12 months" },
      { value: "12", label: "12 months to 2 years" },
      { value: "24", label: "2 years or more" },
    ]);
    expect(check.turnoverOptions).toEqual([
      { value: "0", label: "Under £60,000" },
      { value: "60000", label: "£60,000 to £99,999" },
      { value: "100000", label: "£100,000 or more" },
    ]);
    expect(check.turnoverHint).toBe("Before costs. £5,000 a month is £60,000 a year.");
  });

  test("every minimum of the catalogue and the rules starts a band, so a band's start decides for all of it", () => {
    const trading = tradingBandStarts();
    const turnover = turnoverBandStarts();
    expect(trading).toContain(eligibilityRules.minTradingMonths);
    expect(turnover).toContain(eligibilityRules.minMonthlyTurnover * 12);
    for (const product of Object.values(products)) {
      const { minTradingMonths, minAnnualTurnover } = product.figures;
      if (minTradingMonths !== undefined) expect(trading).toContain(minTradingMonths);
      if (minAnnualTurnover !== undefined) expect(turnover).toContain(minAnnualTurnover);
    }
    // The last month and the last pound of each band fit as its first does.
    const ends = (starts: number[], beyond: number) => [
      ...starts.map((start) => start - 1),
      beyond,
    ];
    const fitting = (tradingMonths: number, turnoverPounds: number) =>
      productsThatFit({
        loanAmount: 25_000,
        loanReasons: [],
        loanPurpose: null,
        tradingMonths,
        turnoverPounds,
      }).products.map((product) => product.slug);
    const tradingStarts = [0, ...trading];
    const turnoverStarts = [0, ...turnover];
    ends(trading, 600).forEach((monthEnd, t) => {
      ends(turnover, 50_000_000).forEach((poundEnd, p) => {
        const check = ask({
          amount: "25,000",
          trading: String(tradingStarts[t]),
          turnover: String(turnoverStarts[p]),
        });
        expect(check.products.map((product) => product.slug)).toEqual(fitting(monthEnd, poundEnd));
      });
    });
  });

  test("names each product that fits the three answers, with why and a link to its page", () => {
    const check = ask({ amount: "25,000", trading: "12", turnover: "100000" });
    expect(check.outcome).toBe("fit");
    expect(check.errors).toEqual({});
    expect(check.status).toBe(`${check.products.length} products fit your answers.`);
    expect(check.products.map((product) => product.name)).toEqual([
      "Short-Term Business Loans",
      "Card Terminal Loans",
      "Bad Credit Business Loans",
      "Same-Day Business Funding",
      "Business Growth Loans",
      "Asset Funding",
      "Stock Funding",
      "Bridging Loans",
      "Secured Business Loans",
      "VAT Funding",
      "Corporation Tax Funding",
    ]);
    expect(check.products[4]).toEqual({
      slug: "business-growth-loans",
      name: "Business Growth Loans",
      path: paths.product("business-growth-loans"),
      why: "Lends £10,000 to £500,000 over 6 months to 6 years.",
    });
    expect(check.applyPath).toBe(paths.application);
  });

  test("a younger, smaller business is not offered what asks for more", () => {
    const names = namesOf({ amount: "25,000", trading: "6", turnover: "0" });
    expect(names).toContain("Card Terminal Loans");
    // The rule's £5,000 a month, a year's trading, £100,000 a year.
    expect(names).not.toContain("Short-Term Business Loans");
    expect(names).not.toContain("Stock Funding");
    expect(names).not.toContain("Business Growth Loans");
  });

  test("when exactly one product fits, the application is opened with it", () => {
    const check = ask({ amount: "6,000,000", trading: "24", turnover: "100000" });
    expect(check.products.map((product) => product.slug)).toEqual(["secured-business-loans"]);
    expect(check.status).toBe("1 product fits your answers.");
    expect(check.applyPath).toBe(`${paths.application}?product=secured-business-loans`);
  });

  test("when none fits it says so, and the application takes no product", () => {
    const check = ask({ amount: "1,000", trading: "24", turnover: "100000" });
    expect(check.outcome).toBe("none");
    expect(check.status).toBe(copy.none);
    expect(check.products).toEqual([]);
    expect(check.applyPath).toBe(paths.application);
  });

  test("answers missing or not amounts are marked beside their questions and kept as given", () => {
    const blank = ask({ amount: "" });
    expect(blank.outcome).toBe("fix");
    expect(blank.status).toBe(copy.fix);
    expect(blank.errors).toEqual({
      amount: copy.messages.amountMissing,
      trading: copy.messages.tradingMissing,
      turnover: copy.messages.turnoverMissing,
    });

    const wrong = ask({ amount: "lots", trading: "7", turnover: "60000" });
    expect(wrong.errors).toEqual({
      amount: copy.messages.amountInvalid,
      trading: copy.messages.tradingMissing,
    });
    expect(wrong.values).toEqual({ amount: "lots", trading: "7", turnover: "60000" });
    expect(wrong.products).toEqual([]);
    expect(ask({ amount: "0", trading: "6", turnover: "0" }).errors).toEqual({
      amount: copy.messages.amountInvalid,
    });
  });
});
