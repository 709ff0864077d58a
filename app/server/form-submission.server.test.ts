import { describe, expect, test } from "vitest";
import { contactSchema } from "#app/schemas/contact.ts";
import { referralSchema } from "#app/schemas/referral.ts";
import { formMessages, parseFormSubmission } from "#app/server/form-submission.server.ts";

const url = "http://localhost/contact";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body, headers });
}

const validFields = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.co.uk",
  message: "Please call me.",
};

describe("reading a posted form", () => {
  test("a valid web form gives the parsed values", async () => {
    const result = await parseFormSubmission(post(new URLSearchParams(validFields)), contactSchema);
    expect(result.status).toBe("valid");
    if (result.status === "valid") expect(result.value.firstName).toBe("Priya");
  });

  test("multipart forms are read too", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(validFields)) form.set(name, value);
    expect((await parseFormSubmission(post(form), contactSchema)).status).toBe("valid");
  });

  test("invalid answers come back as a 400 reply the form can show", async () => {
    const result = await parseFormSubmission(
      post(new URLSearchParams({ businessName: "", contactEmail: "nope" })),
      referralSchema,
    );
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.httpStatus).toBe(400);
    expect(result.reply.error).toMatchObject({
      businessName: ["Business name is required"],
      contactEmail: ["Please enter a valid email address"],
    });
  });

  test("a filled honeypot is recognised before anything is validated", async () => {
    const result = await parseFormSubmission(
      post(new URLSearchParams({ ...validFields, website_url: "http://spam.example" })),
      contactSchema,
    );
    expect(result).toEqual({ status: "honeypot" });
    const empty = await parseFormSubmission(
      post(new URLSearchParams({ ...validFields, website_url: "" })),
      contactSchema,
    );
    expect(empty.status).toBe("valid");
  });

  test("a body declared too large is refused with 413 without reading it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const request = new Request(url, {
      method: "POST",
      body: endless,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": "10000000",
      },
      duplex: "half",
    } as RequestInit);
    const result = await parseFormSubmission(request, contactSchema, { maxBytes: 4096 });
    expect(result).toMatchObject({
      status: "refused",
      httpStatus: 413,
      message: formMessages.tooLarge,
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test("a body that turns out too large is refused with 413 as soon as it passes the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("message=" + "a".repeat(1024)));
      },
    });
    const request = new Request(url, {
      method: "POST",
      body: endless,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const result = await parseFormSubmission(request, contactSchema, { maxBytes: 8 * 1024 });
    expect(result).toMatchObject({ status: "refused", httpStatus: 413 });
    if (result.status === "refused")
      expect(result.reply.error).toEqual({ "": [formMessages.tooLarge] });
    expect(pulled).toBeLessThan(12);
  });

  test.each([
    ["application/json", JSON.stringify(validFields)],
    ["text/plain", "firstName=Priya"],
    ["", "firstName=Priya"],
  ])("content type %j is refused with 415", async (type, body) => {
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    const request = new Request(url, { method: "POST", body: new Blob([body]), headers });
    expect(await parseFormSubmission(request, contactSchema)).toMatchObject({
      status: "refused",
      httpStatus: 415,
      message: formMessages.unsupported,
    });
  });

  test.each([
    "directors[4294967294].firstName",
    `a${".b".repeat(5000)}`,
    "__proto__.polluted",
    "directors[0].constructor",
    "x".repeat(200),
    "first name",
  ])("a field name no form of ours uses (%s) is refused with 400", async (name) => {
    const body = new URLSearchParams(validFields);
    body.set(name.slice(0, 6000), "x");
    expect(await parseFormSubmission(post(body), contactSchema)).toMatchObject({
      status: "refused",
      httpStatus: 400,
    });
  });

  test("indexed names as the application posts them are accepted", async () => {
    const body = new URLSearchParams(validFields);
    body.append("directors[0].firstName", "Ann");
    body.append("loanReasons", "Working capital");
    body.append("__intent__", "");
    expect((await parseFormSubmission(post(body), contactSchema)).status).toBe("valid");
  });

  test("a multipart body that is not multipart is refused with 400", async () => {
    const result = await parseFormSubmission(
      post("not really multipart", { "content-type": "multipart/form-data; boundary=xyz" }),
      contactSchema,
    );
    expect(result).toMatchObject({ status: "refused", httpStatus: 400 });
  });
});
