import { describe, expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  applicationFieldId,
  blankDirector,
  emptyApplicationValues,
  isDirectorComplete,
  newDirectorId,
  withQuoteAnswers,
} from "#app/lib/application-values.ts";
import { normaliseApplicationValues } from "#app/lib/application-values-read.ts";
import {
  applicationDraftSchema,
  applicationSchema,
  missingApplicationAnswers,
} from "#app/schemas/application.ts";

const ann = {
  ...blankDirector("1"),
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.co.uk",
  mobile: "07700 900123",
  homeAddress: "2 Low Street, Chester",
  homeOwnership: "homeowner" as const,
};

describe("the wizard's answers", () => {
  test("a new wizard has one blank director card with id 1 and nothing answered", () => {
    const values = emptyApplicationValues();
    expect(values.directors).toEqual([blankDirector("1")]);
    expect(missingApplicationAnswers(values).map((answer) => answer.field)).toEqual([
      "companyName",
      "companyType",
      "tradingSinceMonth",
      "tradingSinceYear",
      "tradingAddress",
      "loanAmount",
      "turnover",
      "directors[0].firstName",
      "directors[0].lastName",
      "directors[0].email",
      "directors[0].mobile",
      "directors[0].homeAddress",
      "directors[0].homeOwnership",
    ]);
  });

  test("answers as the wizard holds them are accepted by the submission schema", () => {
    const values = {
      ...emptyApplicationValues(),
      companyName: "Acme Ltd",
      companyType: "sole_trader" as const,
      tradingSinceMonth: "4",
      tradingSinceYear: "2019",
      tradingAddress: "1 High Street",
      loanAmount: "50,000",
      turnover: "250,000",
      recentBorrowing: "yes" as const,
      recentBorrowingAmount: "20,000",
      directors: [ann, blankDirector("1732270000000")],
    };
    const result = applicationSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.success && result.data.loanAmount).toBe(50_000);
    expect(result.success && result.data.directors).toHaveLength(1);
  });

  test("a director card is complete once the six answers a broker needs are given", () => {
    expect(isDirectorComplete(ann)).toBe(true);
    expect(isDirectorComplete({ ...ann, homeOwnership: "" })).toBe(false);
    expect(isDirectorComplete({ ...ann, mobile: "  " })).toBe(false);
    // The previous address and the tick boxes are not part of the marker.
    expect(isDirectorComplete({ ...ann, addressUnder3Years: true })).toBe(true);
  });

  test("later director ids are the time they were added, and never repeat", () => {
    expect(newDirectorId([ann], 1_732_270_000_000)).toBe("1732270000000");
    const second = { ...ann, id: "1732270000000" };
    expect(newDirectorId([ann, second], 1_732_270_000_000)).toBe("1732270000001");
  });

  test("a form post is read back into the answers the form shows", () => {
    const data = new FormData();
    for (const [name, value] of [
      ["companyName", "Acme Ltd"],
      ["loanAmount", "£50000"],
      ["turnover", "250000"],
      ["loanReasons", "Purchase stock"],
      ["numberOfEmployees", "a million"],
      ["directors[0].id", "99"],
      ["directors[0].firstName", "Ann"],
      ["directors[0].addressUnder3Years", "on"],
      ["directors[0].homeOwnership", "castle"],
      ["directors[1].id", "1732270000000"],
      ["directors[1].lastName", "Jones"],
    ]) {
      data.append(name!, value!);
    }
    const payload = parseWithZod(data, { schema: applicationDraftSchema }).payload;
    const values = normaliseApplicationValues(payload);
    expect(values).toMatchObject({
      companyName: "Acme Ltd",
      loanAmount: "50,000",
      turnover: "250,000",
      // One ticked box arrives as a single value, not a list.
      loanReasons: ["Purchase stock"],
      numberOfEmployees: "",
      tradingAddress: "",
    });
    expect(values.directors).toEqual([
      { ...blankDirector("1"), firstName: "Ann", addressUnder3Years: true },
      { ...blankDirector("1732270000000"), lastName: "Jones" },
    ]);
  });

  test("anything unreadable gives an empty wizard", () => {
    expect(normaliseApplicationValues(null)).toEqual(emptyApplicationValues());
    expect(normaliseApplicationValues({ directors: "lots" })).toEqual(emptyApplicationValues());
    expect(normaliseApplicationValues({ companyName: 42 }).companyName).toBe("");
  });

  test("the quote form's answers fill in only what is still empty", () => {
    const quote = { loanAmount: 75_000, email: "ann@example.co.uk", phone: "07700900123" };
    const filled = withQuoteAnswers(emptyApplicationValues(), quote);
    expect(filled.loanAmount).toBe("75,000");
    expect(filled.directors[0]).toMatchObject({ email: quote.email, mobile: quote.phone });

    const answered = { ...emptyApplicationValues(), loanAmount: "20,000", directors: [ann] };
    expect(withQuoteAnswers(answered, quote)).toEqual(answered);
  });

  test("field names become element ids", () => {
    expect(applicationFieldId("companyName")).toBe("application-companyName");
    expect(applicationFieldId("directors[1].email")).toBe("application-directors-1-email");
    expect(applicationFieldId("directors")).toBe("application-directors");
  });
});

test("a list of directors claiming billions of places is read as what it holds", () => {
  const sparse: unknown[] = [];
  sparse[4_294_967_294] = { firstName: "Zed" };
  sparse[0] = { firstName: "Ann" };
  const values = normaliseApplicationValues({ directors: sparse });
  expect(values.directors.map((d) => d.firstName)).toEqual(["Ann"]);
});

test("a purpose and business type given in a post or a draft are kept", () => {
  const values = normaliseApplicationValues({
    loanPurpose: "A second delivery van",
    businessType: "Wholesale bakery",
  });
  expect(values.loanPurpose).toBe("A second delivery van");
  expect(values.businessType).toBe("Wholesale bakery");
  expect(emptyApplicationValues()).toMatchObject({ loanPurpose: "", businessType: "" });
});
