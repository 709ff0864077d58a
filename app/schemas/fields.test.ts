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
