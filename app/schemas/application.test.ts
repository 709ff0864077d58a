import { describe, expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  applicationDraftSchema,
  applicationSchema,
  missingApplicationAnswers as answersStillNeeded,
} from "#app/schemas/application.ts";
import { formatCurrencyInput, parseCurrency } from "#app/schemas/application-answers.ts";
import { applicationMessages } from "#app/schemas/application-messages.ts";
import { sampleDirectorValues } from "#tests/harness/fixtures.ts";

/** The answers still needed, without whether each is missing or wrong (tested on its own). */
function missingApplicationAnswers(data: unknown) {
  return answersStillNeeded(data).map(({ kind: _kind, ...answer }) => answer);
}

const director = { ...sampleDirectorValues(), shareholderOver25: true };

const complete = {
  companyName: "Acme Widgets Ltd",
  companyType: "limited_company",
  companyNumber: "01234567",
  tradingSinceMonth: "3",
  tradingSinceYear: "2015",
  tradingAddress: "1 High Street, Chester CH1 1AB",
  companyWebsite: "www.acme.example.co.uk",
  numberOfEmployees: "6-10",
  loanAmount: 50_000,
  loanReasons: ["Purchase stock", "Working capital"],
  turnover: "250,000",
  profitLevel: "50k-100k",
  recentBorrowing: "no",
  hasOverdraft: "yes",
  overdraftAmount: "10,000",
  directors: [director],
  timestamp: "22/11/2026, 10:15:00",
};

describe("currency answers", () => {
  test.each([
    ["", ""],
    ["12500", "12,500"],
    ["£12,500", "12,500"],
    ["1234567", "1,234,567"],
    ["abc", ""],
    ["007", "7"],
    ["0", "0"],
    ["-50000", "-50,000"],
    ["\u221250000", "-50,000"],
    ["-", "-"],
  ])("typing %j shows %j", (raw, shown) => {
    expect(formatCurrencyInput(raw)).toBe(shown);
  });

  test("parses what the field shows", () => {
    expect(parseCurrency("£12,500")).toBe(12_500);
    expect(parseCurrency("250,000")).toBe(250_000);
    expect(parseCurrency("")).toBeNull();
    expect(parseCurrency("12.50")).toBeNull();
    expect(parseCurrency("ten")).toBeNull();
    expect(parseCurrency("-50,000")).toBeNull();
  });

  test("a negative turnover or borrowing is refused, never kept as a positive amount", () => {
    for (const field of ["turnover", "recentBorrowingAmount", "overdraftAmount"] as const) {
      const result = applicationSchema.safeParse({ ...complete, [field]: "-50,000" });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        applicationMessages.amountInvalid,
      );
    }
    const amount = applicationSchema.safeParse({ ...complete, loanAmount: "-50000" });
    expect(amount.success).toBe(false);
  });
});

describe("application submission", () => {
  test("a complete application is accepted", () => {
    const result = applicationSchema.safeParse(complete);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      companyName: "Acme Widgets Ltd",
      companyWebsite: "https://www.acme.example.co.uk",
      loanAmount: 50_000,
      // Reasons come back in the order the wizard lists them.
      loanReasons: ["Working capital", "Purchase stock"],
      turnover: "250,000",
      overdraftAmount: "10,000",
      directors: [{ firstName: "Ann", homeOwnership: "homeowner", shareholderOver25: true }],
    });
  });

  test("an amount given for a question answered no is not kept", () => {
    const result = applicationSchema.safeParse({
      ...complete,
      recentBorrowing: "no",
      recentBorrowingAmount: "20,000",
      hasOverdraft: "no",
      overdraftAmount: "5,000",
    });
    expect(result.success && result.data.recentBorrowingAmount).toBeUndefined();
    expect(result.success && result.data.overdraftAmount).toBeUndefined();
  });

  test("a blank extra director card is dropped, a started one must be finished", () => {
    const blank = { id: "1732270000000", addressUnder3Years: false, shareholderOver25: false };
    const result = applicationSchema.safeParse({ ...complete, directors: [director, blank] });
    expect(result.success && result.data.directors).toHaveLength(1);

    expect(
      missingApplicationAnswers({ ...complete, directors: [director, { firstName: "Bob" }] }),
    ).toEqual([
      { step: 3, field: "directors[1].lastName", message: "Enter the director's last name" },
      { step: 3, field: "directors[1].email", message: "Enter the director's email address" },
      { step: 3, field: "directors[1].mobile", message: "Enter the director's mobile number" },
      { step: 3, field: "directors[1].homeAddress", message: "Enter the director's home address" },
      {
        step: 3,
        field: "directors[1].homeOwnership",
        message: "Select whether the director owns their home, rents or lives with family",
      },
    ]);
  });

  test("a previous address is needed only after less than 3 years at the current one", () => {
    expect(missingApplicationAnswers(complete)).toEqual([]);
    expect(
      missingApplicationAnswers({
        ...complete,
        directors: [{ ...director, addressUnder3Years: true }],
      }),
    ).toEqual([
      {
        step: 3,
        field: "directors[0].previousAddress",
        message: "Enter the director's previous address",
      },
    ]);
  });

  test("the review step lists everything missing from an empty wizard, step by step", () => {
    expect(missingApplicationAnswers({})).toEqual([
      { step: 1, field: "companyName", message: "Enter your company name" },
      { step: 1, field: "companyType", message: "Select the type of company" },
      {
        step: 1,
        field: "tradingSinceMonth",
        message: "Enter the month the business started trading",
      },
      {
        step: 1,
        field: "tradingSinceYear",
        message: "Enter the year the business started trading",
      },
      { step: 1, field: "tradingAddress", message: "Enter your trading address" },
      { step: 2, field: "loanAmount", message: "Enter how much you would like to borrow" },
      { step: 2, field: "turnover", message: "Enter your turnover" },
      { step: 3, field: "directors", message: "Add at least one director" },
    ]);
  });

  test("with only the first, untouched director card, that card's answers are listed", () => {
    const answers = missingApplicationAnswers({
      ...complete,
      directors: [{ id: "1", addressUnder3Years: false, shareholderOver25: false }],
    });
    expect(answers.map((answer) => answer.field)).toEqual([
      "directors[0].firstName",
      "directors[0].lastName",
      "directors[0].email",
      "directors[0].mobile",
      "directors[0].homeAddress",
      "directors[0].homeOwnership",
    ]);
  });

  test("malformed answers are listed together with missing ones, in wizard order", () => {
    expect(
      missingApplicationAnswers({
        companyType: "sole_trader",
        tradingSinceMonth: "6",
        tradingSinceYear: "2020",
        companyWebsite: "not a website",
        tradingAddress: "1 High Street",
        loanAmount: 1_000,
        turnover: "lots",
        directors: [{ ...director, email: "ann@" }],
      }),
    ).toEqual([
      { step: 1, field: "companyName", message: "Enter your company name" },
      {
        step: 1,
        field: "companyWebsite",
        message: "Enter a website address like www.example.co.uk",
      },
      { step: 2, field: "loanAmount", message: "Enter an amount between £5,000 and £500,000" },
      { step: 2, field: "turnover", message: "Enter an amount in pounds, for example 250,000" },
      {
        step: 3,
        field: "directors[0].email",
        message: "Enter a valid email address for this director",
      },
    ]);
  });

  test("a stored draft with empty strings reads as unanswered, not as wrong", () => {
    const draft = applicationDraftSchema.safeParse({
      companyName: "",
      numberOfEmployees: "",
      profitLevel: "",
      loanAmount: "",
      turnover: "",
      directors: [{ ...director, homeOwnership: "" }],
    });
    expect(draft.success).toBe(true);
  });

  test.each([
    ["javascript:alert(1)"],
    ["ftp://files.example.com"],
    ["localhost"],
    ["http://exa mple.com"],
  ])("website %j is refused", (companyWebsite) => {
    expect(missingApplicationAnswers({ ...complete, companyWebsite })).toEqual([
      {
        step: 1,
        field: "companyWebsite",
        message: "Enter a website address like www.example.co.uk",
      },
    ]);
  });

  test("posted as a form, with checkboxes, repeated reasons and indexed directors", () => {
    const data = new FormData();
    const fields: [string, string][] = [
      ["companyName", "Acme Widgets Ltd"],
      ["companyType", "partnership"],
      ["tradingSinceMonth", "11"],
      ["tradingSinceYear", "2008"],
      ["tradingAddress", "1 High Street"],
      ["loanAmount", "£50,000"],
      ["turnover", "250000"],
      ["loanReasons", "Business growth"],
      ["loanReasons", "Working capital"],
      ["recentBorrowing", "yes"],
      ["recentBorrowingAmount", "£20,000"],
      ["directors[0].firstName", "Ann"],
      ["directors[0].lastName", "Lee"],
      ["directors[0].email", "ann@example.co.uk"],
      ["directors[0].mobile", "07700900123"],
      ["directors[0].homeAddress", "2 Low Street"],
      ["directors[0].homeOwnership", "tenant"],
      ["directors[0].addressUnder3Years", "on"],
      ["directors[0].previousAddress", "3 Old Road"],
      ["directors[1].firstName", ""],
    ];
    for (const [name, value] of fields) data.append(name, value);
    const submission = parseWithZod(data, { schema: applicationSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      loanAmount: 50_000,
      turnover: "250,000",
      recentBorrowingAmount: "20,000",
      loanReasons: ["Working capital", "Business growth"],
      directors: [
        {
          id: "1",
          addressUnder3Years: true,
          previousAddress: "3 Old Road",
          shareholderOver25: false,
        },
      ],
    });
  });

  test("more than ten directors is refused with a message", () => {
    const directors = Array.from({ length: 11 }, (_, index) => ({
      ...director,
      id: String(index),
    }));
    expect(missingApplicationAnswers({ ...complete, directors })).toEqual([
      { step: 3, field: "directors", message: "You can add up to 10 directors" },
    ]);
  });
});

describe("what the review tells apart", () => {
  test("an answer not given is missing; one given that cannot be accepted is to correct", () => {
    const answers = answersStillNeeded({
      ...complete,
      companyName: "",
      loanAmount: "1,000,000",
      companyWebsite: "not a website",
      directors: [{ ...complete.directors[0], mobile: "12345" }],
    });
    expect(answers.map(({ field, kind }) => `${field}: ${kind}`)).toEqual([
      "companyName: missing",
      "companyWebsite: invalid",
      "loanAmount: invalid",
      "directors[0].mobile: invalid",
    ]);
  });
});
