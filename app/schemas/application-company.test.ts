import { describe, expect, test } from "vitest";
import { applicationSchema, missingApplicationAnswers } from "#app/schemas/application.ts";
import { companyTypeFromRegister, normaliseCompanyNumber } from "#app/schemas/company-number.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";

/** Step 1's company questions: type, number and trading start (docs/decisions/0039). */

/** A complete application's answers, as the form gives them. */
const complete = { ...sampleApplication(), tradingSinceMonth: "4", tradingSinceYear: "2019" };

function stepOne(answers: Record<string, unknown>) {
  return missingApplicationAnswers({ ...complete, ...answers, tradingSince: undefined })
    .filter((answer) => answer.step === 1)
    .map(({ field, message, kind }) => ({ field, message, kind }));
}

describe("company number", () => {
  test.each([
    ["01234567", "01234567"],
    ["1234567", "01234567"],
    ["sc 123456", "SC123456"],
    ["SC12345", "SC012345"],
    ["  oc301234 ", "OC301234"],
  ])("%j is stored as %j", (typed, stored) => {
    expect(normaliseCompanyNumber(typed)).toBe(stored);
    const parsed = applicationSchema.parse({ ...complete, companyNumber: typed });
    expect(parsed.companyNumber).toBe(stored);
  });

  test.each([["123456789"], ["SC1234567"], ["ABC12345"], ["12-34"]])(
    "%j is refused as a number to correct",
    (companyNumber) => {
      expect(stepOne({ companyNumber })).toEqual([
        {
          field: "companyNumber",
          message:
            "Enter the 8-character company number, like 01234567 or SC123456 (2 letters and 6 digits)",
          kind: "invalid",
        },
      ]);
    },
  );

  test("is needed from a limited company or LLP, not from a sole trader or partnership", () => {
    const needed = { field: "companyNumber", message: "Enter the company number", kind: "missing" };
    expect(stepOne({ companyType: "limited_company", companyNumber: "" })).toEqual([needed]);
    expect(stepOne({ companyType: "llp", companyNumber: "" })).toEqual([needed]);
    expect(stepOne({ companyType: "sole_trader", companyNumber: "" })).toEqual([]);
    expect(stepOne({ companyType: "partnership", companyNumber: "" })).toEqual([]);
  });
});

describe("company type", () => {
  test("is required, and only one of the list", () => {
    expect(stepOne({ companyType: "" })).toEqual([
      { field: "companyType", message: "Select the type of company", kind: "missing" },
    ]);
    expect(stepOne({ companyType: "plc" })).toEqual([
      {
        field: "companyType",
        message: "Select the type of company from the list",
        kind: "invalid",
      },
    ]);
  });

  test.each([
    ["ltd", "limited_company"],
    ["plc", "limited_company"],
    ["private-limited-guarant-nsc", "limited_company"],
    ["llp", "llp"],
    ["limited-partnership", "partnership"],
    ["registered-society-non-jurisdictional", null],
    [null, null],
  ])("Companies House's %j is chosen as %j", (type, chosen) => {
    expect(companyTypeFromRegister(type)).toBe(chosen);
  });
});

describe("trading start", () => {
  test("is stored as the month it began, YYYY-MM", () => {
    const parsed = applicationSchema.parse({
      ...complete,
      tradingSinceMonth: "3",
      tradingSinceYear: "2015",
    });
    expect(parsed.tradingSince).toBe("2015-03");
    expect(parsed).not.toHaveProperty("tradingSinceMonth");
  });

  test("month and year are each required, each with its own message", () => {
    expect(stepOne({ tradingSinceMonth: "", tradingSinceYear: "" })).toEqual([
      {
        field: "tradingSinceMonth",
        message: "Enter the month the business started trading",
        kind: "missing",
      },
      {
        field: "tradingSinceYear",
        message: "Enter the year the business started trading",
        kind: "missing",
      },
    ]);
  });

  test.each([
    ["13", "2015", "tradingSinceMonth", "Enter the month as a number from 1 to 12"],
    ["0", "2015", "tradingSinceMonth", "Enter the month as a number from 1 to 12"],
    ["3", "15", "tradingSinceYear", "Enter the year as 4 digits, like 2015"],
    ["3", "1066", "tradingSinceYear", "Enter the year as 4 digits, like 2015"],
  ])("month %j and year %j are refused at %s", (month, year, field, message) => {
    expect(stepOne({ tradingSinceMonth: month, tradingSinceYear: year })).toEqual([
      { field, message, kind: "invalid" },
    ]);
  });

  test("a start after this month is refused as wrong; this month is accepted", () => {
    const now = new Date();
    const thisYear = now.getFullYear();
    const future = "The date the business started trading must be in the past";
    expect(stepOne({ tradingSinceMonth: "1", tradingSinceYear: String(thisYear + 1) })).toEqual([
      { field: "tradingSinceYear", message: future, kind: "invalid" },
    ]);
    const thisMonth = String(now.getMonth() + 1);
    expect(stepOne({ tradingSinceMonth: thisMonth, tradingSinceYear: String(thisYear) })).toEqual(
      [],
    );
  });
});
