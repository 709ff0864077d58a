import { describe, expect, it } from "vitest";
import { quoteCorrectionOf } from "#app/components/forms/quote-correction.tsx";

describe("the quote correction form", () => {
  it("puts the email and phone messages beside their fields, with what was typed", () => {
    const shown = quoteCorrectionOf({
      status: "error",
      initialValue: { email: "nope", phone: "123", loanPosition: "50" },
      error: { email: ["Enter a valid email"], phone: ["Enter a valid phone"] },
    });
    expect(shown).toEqual({
      formError: undefined,
      fieldErrors: { email: "Enter a valid email", phone: "Enter a valid phone" },
      values: { email: "nope", phone: "123", loanAmount: 75_000 },
    });
  });

  it("brings back the amount typed without JavaScript, not the slider's", () => {
    const shown = quoteCorrectionOf({
      status: "error",
      initialValue: { loanPosition: "50", loanAmountTyped: "60,000", loanAmountShown: "75000" },
      error: { email: ["Enter a valid email"] },
    });
    expect(shown.values?.loanAmount).toBe(60_000);
  });

  it("shows the amount's message, or any other answer's, above the form", () => {
    const amount = quoteCorrectionOf({
      status: "error",
      initialValue: {},
      error: { timestamp: ["Too long"], loanAmount: ["Choose an amount"] },
    });
    expect(amount.formError).toBe("Choose an amount");
    const other = quoteCorrectionOf({
      status: "error",
      initialValue: {},
      error: { email: ["Enter a valid email"], timestamp: ["Too long"] },
    });
    expect(other.formError).toBe("Too long");
  });

  it("shows a refusal of the whole post above an empty form", () => {
    expect(quoteCorrectionOf({ status: "error", error: { "": ["Too many attempts"] } })).toEqual({
      formError: "Too many attempts",
      fieldErrors: { email: undefined, phone: undefined },
      values: undefined,
    });
  });
});
