import { describe, expect, test } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/schemas/rules.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { referralSchema } from "#app/schemas/referral.ts";
import { applicationDraftSchema } from "#app/schemas/application.ts";

describe("honeypot", () => {
  test("is named the same on every form", () => {
    expect(HONEYPOT_FIELD).toBe("website_url");
    for (const schema of [
      contactSchema,
      enquirySchema.in,
      referralSchema,
      applicationDraftSchema,
    ]) {
      expect(Object.keys(schema.shape)).toContain(HONEYPOT_FIELD);
    }
  });

  test("counts as filled only when something was typed", () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("  ")).toBe(false);
    expect(isHoneypotFilled("http://spam.example")).toBe(true);
  });
});

describe("bidirectional controls", () => {
  const rlo = "\u202E";
  const isolate = "\u2067";

  test("are removed from names, companies and messages", () => {
    const result = contactSchema.safeParse({
      firstName: `Ann${rlo}`,
      lastName: `${isolate}Lee`,
      email: "ann@example.co.uk",
      company: `Lee${rlo}cod.exe Ltd`,
      message: `Hello${rlo} there`,
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      company: "Leecod.exe Ltd",
      message: "Hello there",
    });
  });

  test("make a quick-quote email or phone number invalid", () => {
    const base = { email: "ann@example.co.uk", phone: "07700900123", loanAmount: 50_000 };
    expect(enquirySchema.safeParse(base).success).toBe(true);
    expect(enquirySchema.safeParse({ ...base, email: `ann${rlo}@example.co.uk` }).success).toBe(
      false,
    );
    expect(enquirySchema.safeParse({ ...base, phone: `07700${rlo}900123` }).success).toBe(false);
  });
});
