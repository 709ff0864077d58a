import { describe, expect, test } from "vitest";
import { applicationSchema, missingApplicationAnswers } from "#app/schemas/application.ts";
import { catalogueFigures } from "#app/content/catalogue-figures.ts";
import { typedLoanToValue } from "#app/schemas/application-product.ts";
import { sampleDirectorValues } from "#tests/harness/fixtures.ts";

const complete = {
  companyName: "Acme Widgets Ltd",
  companyType: "limited_company",
  companyNumber: "01234567",
  tradingSinceMonth: "4",
  tradingSinceYear: "2019",
  tradingAddress: "1 High Street, Chester CH1 1AB",
  loanAmount: 50_000,
  turnover: "250,000",
  directors: [{ ...sampleDirectorValues(), shareholderOver25: true }],
};

const bridging = {
  ...complete,
  product: "bridging-loans",
  loanAmount: "1,000,000",
  propertyValue: "2,000,000",
  exitRoute: "sale",
  exitDetail: "The property is on the market",
};

function messagesFor(data: unknown) {
  return missingApplicationAnswers(data).map(({ field, message, kind }) => ({
    field,
    message,
    kind,
  }));
}

describe("the amount follows the product applied for", () => {
  test("a bridging loan of £1,000,000 is accepted, with its property and exit", () => {
    const result = applicationSchema.safeParse(bridging);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      product: "bridging-loans",
      loanAmount: 1_000_000,
      propertyValue: "2,000,000",
      exitRoute: "sale",
      exitDetail: "The property is on the market",
    });
  });

  test("the general form keeps £5,000 to £500,000", () => {
    expect(messagesFor({ ...complete, loanAmount: "1,000,000" })).toEqual([
      {
        field: "loanAmount",
        message: "Enter an amount between £5,000 and £500,000",
        kind: "invalid",
      },
    ]);
  });

  test("an amount outside the product's range names the range and the product", () => {
    const { min, max } = catalogueFigures["secured-business-loans"].amount;
    const message = "Enter an amount between £25,000 and £10,000,000 for Secured Business Loans";
    expect([min, max]).toEqual([25_000, 10_000_000]);
    for (const loanAmount of [min - 1, max + 1]) {
      expect(messagesFor({ ...bridging, product: "secured-business-loans", loanAmount })).toEqual([
        { field: "loanAmount", message, kind: "invalid" },
      ]);
    }
  });

  test("a product whose range is smaller than the general form's refuses above it", () => {
    expect(
      messagesFor({ ...complete, product: "bad-credit-business-loans", loanAmount: 200_000 }),
    ).toEqual([
      {
        field: "loanAmount",
        message: "Enter an amount between £5,000 and £100,000 for Bad Credit Business Loans",
        kind: "invalid",
      },
    ]);
  });

  test("an unknown product is ignored: the general form's range applies", () => {
    const result = applicationSchema.safeParse({ ...complete, product: "moon-loans" });
    expect(result.success).toBe(true);
    expect(result.data?.product).toBeUndefined();
  });
});

describe("a product secured on property asks its value, the loan-to-value and the exit", () => {
  test("the value and the exit are required for bridging, not for other products", () => {
    const { propertyValue: _value, exitRoute: _exit, exitDetail: _detail, ...bare } = bridging;
    expect(messagesFor(bare)).toEqual([
      { field: "propertyValue", message: "Enter the property's value", kind: "missing" },
      { field: "exitRoute", message: "Select how the loan will be repaid", kind: "missing" },
    ]);
    expect(messagesFor({ ...bare, product: "vat-funding", loanAmount: 50_000 })).toEqual([]);
  });

  test("an exit of something else needs its few words", () => {
    expect(messagesFor({ ...bridging, exitRoute: "other", exitDetail: "" })).toEqual([
      {
        field: "exitDetail",
        message: "Say in a few words how the loan will be repaid",
        kind: "missing",
      },
    ]);
  });

  test("a loan above the product's maximum loan-to-value is wrong, beside the value", () => {
    expect(catalogueFigures["bridging-loans"].maxLtvPercent).toBe(75);
    expect(messagesFor({ ...bridging, propertyValue: "1,250,000" })).toEqual([
      {
        field: "propertyValue",
        message:
          "The loan is 80% of the property's value; Bridging Loans lend up to 75%. Check the amount and the property's value.",
        kind: "invalid",
      },
    ]);
    expect(messagesFor({ ...bridging, propertyValue: "1,333,334" })).toEqual([]);
  });

  test("a property's value and exit given for another product are dropped", () => {
    const result = applicationSchema.safeParse({
      ...bridging,
      product: "vat-funding",
      loanAmount: 50_000,
    });
    expect(result.data).toMatchObject({ product: "vat-funding", propertyValue: undefined });
    expect(result.data?.exitRoute).toBeUndefined();
  });

  test("the loan-to-value is shown from the amounts as typed", () => {
    expect(typedLoanToValue("1,000,000", "1,600,000")).toBe(62.5);
    expect(typedLoanToValue("1,000,000", "")).toBeNull();
    expect(typedLoanToValue("", "400,000")).toBeNull();
  });
});
