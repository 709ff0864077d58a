import { describe, expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { referralSchema } from "#app/schemas/referral.ts";

const valid = {
  businessName: "Chester Accountancy Ltd",
  contactName: "Sam Patel",
  contactNumber: "01244 960000",
  contactEmail: "sam@example.co.uk",
  notes: "We see a few clients a month who need working capital.",
};

function submit(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return parseWithZod(data, { schema: referralSchema });
}

describe("referral partner form", () => {
  test("a complete form is accepted, trimmed", () => {
    const submission = submit({ ...valid, businessName: "  Chester Accountancy Ltd  " });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.businessName).toBe("Chester Accountancy Ltd");
    }
  });

  test("notes are optional", () => {
    expect(submit({ ...valid, notes: "" }).status).toBe("success");
  });

  test("an empty form shows a message for each required field", () => {
    const submission = submit({
      businessName: "   ",
      contactName: "",
      contactNumber: "",
      contactEmail: "",
    });
    expect(submission.reply().error).toEqual({
      businessName: ["Business name is required"],
      contactName: ["Contact name is required"],
      contactNumber: ["Please enter a valid phone number"],
      contactEmail: ["Please enter a valid email address"],
    });
  });

  test.each([
    ["businessName", "x".repeat(101), "Business name must be less than 100 characters"],
    ["contactName", "x".repeat(101), "Contact name must be less than 100 characters"],
    ["contactNumber", "012449600", "Please enter a valid phone number"],
    ["contactNumber", "0124496000012345", "Phone number must be less than 15 characters"],
    ["contactEmail", "sam@example", "Please enter a valid email address"],
    ["contactEmail", `${"s".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ["notes", "n".repeat(1001), "Notes must be less than 1000 characters"],
  ])("%s = %j shows %j", (field, value, message) => {
    const submission = submit({ ...valid, [field]: value });
    expect(submission.reply().error?.[field]?.[0]).toBe(message);
  });
});
