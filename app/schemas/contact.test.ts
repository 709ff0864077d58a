import { describe, expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema } from "#app/schemas/contact.ts";

function submit(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return parseWithZod(data, { schema: contactSchema });
}

const valid = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.co.uk",
  message: "Could you call me about a VAT loan?\nMornings are best.",
};

describe("contact form", () => {
  test("required answers only are enough; blank optional answers are left out", () => {
    const submission = submit({ ...valid, phone: "", company: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      firstName: "Priya",
      lastName: "Shah",
      email: "priya@example.co.uk",
      message: "Could you call me about a VAT loan?\nMornings are best.",
      phone: undefined,
      company: undefined,
    });
  });

  test("missing answers each get a message", () => {
    expect(submit({}).reply().error).toEqual({
      firstName: ["Enter your first name"],
      lastName: ["Enter your last name"],
      email: ["Please enter a valid email address"],
      message: ["Enter your message"],
    });
  });

  test("every answer has a length limit with its own message", () => {
    const submission = submit({
      firstName: "f".repeat(101),
      lastName: "l".repeat(101),
      email: `${"e".repeat(260)}@example.com`,
      phone: "1".repeat(31),
      company: "c".repeat(151),
      message: "m".repeat(5001),
    });
    expect(submission.reply().error).toEqual({
      firstName: ["First name must be less than 100 characters"],
      lastName: ["Last name must be less than 100 characters"],
      email: ["Email must be less than 255 characters"],
      phone: ["Phone number must be less than 30 characters"],
      company: ["Company name must be less than 150 characters"],
      message: ["Message must be less than 5000 characters"],
    });
  });

  test("control characters are removed and a one-line answer stays on one line", () => {
    const submission = submit({ ...valid, firstName: "Pri\u0000ya", company: "Shah\r\nLtd\t" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.firstName).toBe("Priya");
    expect(submission.value.company).toBe("Shah Ltd");
  });
});
