import { describe, expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import {
  amountBand,
  amountToSlider,
  quoteMessages,
  sliderToAmount,
  validateQuoteEmail,
  validateQuotePhone,
} from "#app/schemas/quote-rules.ts";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("funding slider", () => {
  test.each([
    [0, 5_000],
    [25, 40_000],
    [50, 75_000],
    // 75 lies halfway along £75,000-£500,000: £287,500, which rounds up to the next £5,000.
    [75, 290_000],
    [100, 500_000],
  ])("position %i shows £%i", (position, amount) => {
    expect(sliderToAmount(position)).toBe(amount);
  });

  test("every position gives a whole £5,000 within the range, rising with the position", () => {
    let previous = 0;
    for (let position = 0; position <= 100; position++) {
      const amount = sliderToAmount(position);
      expect(amount % 5_000).toBe(0);
      expect(amount).toBeGreaterThanOrEqual(previous);
      expect(amount).toBeGreaterThanOrEqual(5_000);
      expect(amount).toBeLessThanOrEqual(500_000);
      previous = amount;
    }
  });

  test("an amount finds its way back to the slider position that shows it", () => {
    expect(amountToSlider(5_000)).toBe(0);
    expect(amountToSlider(75_000)).toBe(50);
    expect(amountToSlider(500_000)).toBe(100);
    for (let position = 0; position <= 100; position++) {
      const amount = sliderToAmount(position);
      expect(sliderToAmount(amountToSlider(amount))).toBe(amount);
    }
  });

  test("out-of-range input stays on the scale", () => {
    expect(sliderToAmount(-10)).toBe(5_000);
    expect(sliderToAmount(250)).toBe(500_000);
    expect(sliderToAmount(Number.NaN)).toBe(75_000);
    expect(amountToSlider(1_000_000)).toBe(100);
  });

  test.each([
    [5_000, "cash-flow", "Perfect for immediate cash flow needs"],
    [50_000, "cash-flow", "Perfect for immediate cash flow needs"],
    [55_000, "growth", "Ideal for growth and expansion"],
    [100_000, "growth", "Ideal for growth and expansion"],
    [105_000, "investment", "Suitable for major business investments"],
    [500_000, "investment", "Suitable for major business investments"],
  ])("£%i is in the %s band", (amount, key, caption) => {
    expect(amountBand(amount)).toEqual({ key, caption });
  });
});

describe("quote email", () => {
  test.each(["jane@example.co.uk", "  jane.smith+quote@example.com "])(
    "%j is accepted",
    (value) => {
      expect(validateQuoteEmail(value)).toBeNull();
    },
  );

  test("empty is required, in the words of an empty phone number", () => {
    expect(validateQuoteEmail("  ")).toBe("Email address is required");
  });

  test.each(["jane", "jane@example", "jane @example.com", "jane@exa mple.com", "@example.com"])(
    "%j is refused with the specification's message",
    (value) => {
      expect(validateQuoteEmail(value)).toBe("Please enter a valid email address");
    },
  );

  test("an address too long for mail, or with control characters, is refused", () => {
    expect(validateQuoteEmail(`${"a".repeat(250)}@example.com`)).toBe(quoteMessages.emailInvalid);
    expect(validateQuoteEmail("jane\u0000@example.com")).toBe(quoteMessages.emailInvalid);
  });
});

describe("quote phone", () => {
  test("empty asks for a number", () => {
    expect(validateQuotePhone("")).toBe("Phone number is required");
    expect(validateQuotePhone("   ")).toBe("Phone number is required");
  });

  test.each(["07700 900123", "+44 7700 900123", "0161 496 0000", "01614960000"])(
    "UK number %j is accepted",
    (value) => {
      expect(validateQuotePhone(value)).toBeNull();
    },
  );

  test("anything of ten characters or more passes, as the specification allows", () => {
    expect(validateQuotePhone("+1 202 555 0143")).toBeNull();
    expect(validateQuotePhone("0123456789")).toBeNull();
  });

  test.each(["0770090", "+44 770", "12345 678"])("short %j is not a UK number", (value) => {
    expect(validateQuotePhone(value)).toBe("Please enter a valid UK phone number");
  });

  test("a pasted essay is not a phone number", () => {
    expect(validateQuotePhone("0".repeat(200))).toBe(quoteMessages.phoneInvalid);
  });
});

describe("enquiry schema with a posted form", () => {
  test("a valid form gives the values the broker receives", () => {
    const submission = parseWithZod(
      form({ email: " jane@example.co.uk ", phone: "07700 900 123", loanAmount: "75000" }),
      { schema: enquirySchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      email: "jane@example.co.uk",
      phone: "07700900123",
      loanAmount: 75_000,
    });
  });

  test("an empty form shows the specification's messages", () => {
    const submission = parseWithZod(form({ email: "", phone: "", loanAmount: "75000" }), {
      schema: enquirySchema,
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      email: ["Email address is required"],
      phone: ["Phone number is required"],
    });
  });

  test.each(["4000", "505000", "72500", "abc", ""])("amount %j is refused", (loanAmount) => {
    const submission = parseWithZod(
      form({ email: "jane@example.co.uk", phone: "07700900123", loanAmount }),
      { schema: enquirySchema },
    );
    expect(submission.reply().error?.loanAmount).toEqual([quoteMessages.amountInvalid]);
  });

  test.each([
    ["the amount typed without JavaScript", { loanAmountTyped: "60,000" }, 60_000],
    [
      "the slider when nothing was typed",
      { loanPosition: "100", loanAmountTyped: "75,000" },
      500_000,
    ],
    ["a typed amount rounded to the scale", { loanAmountTyped: "1,000,000" }, 500_000],
    [
      "the slider's position when the box is empty",
      { loanPosition: "0", loanAmountTyped: "" },
      5_000,
    ],
  ])("a form posted without JavaScript asks for %s", (_, posted, loanAmount) => {
    const submission = parseWithZod(
      form({
        email: "jane@example.co.uk",
        phone: "07700900123",
        loanPosition: "50",
        loanAmountShown: "75000",
        ...posted,
      }),
      { schema: enquirySchema },
    );
    expect(submission.status === "success" && submission.value.loanAmount).toBe(loanAmount);
  });
});
