import type { RouterContextProvider } from "react-router";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import {
  contactMessages,
  enquiries,
  leads,
  outbox,
  referralPartners,
} from "#app/server/db/schema.ts";
import { handleLeadForm, leadFormMessages } from "#app/server/lead-forms.server.ts";
import { enquiryAction, type EnquiryActionData } from "#app/server/enquiry-action.server.ts";
import {
  enquiryReceiptCookie,
  readEnquiryReceipt,
  serializeEnquiryReceipt,
} from "#app/server/receipt-cookie.server.ts";
import { referralMessages } from "#app/schemas/referral.ts";
import { quoteMessages } from "#app/schemas/quote-rules.ts";

function post(fields: Record<string, string>, headers: Record<string, string> = {}, query = "") {
  return new Request(`http://localhost/form${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const validReferral = {
  businessName: "Chester Accountants LLP",
  contactName: "Priya Shah",
  contactNumber: "01244 960123",
  contactEmail: "priya@example.co.uk",
  notes: "We see several clients a month who need funding.",
};

describe.each(testDatabaseKinds)("public form actions on %s", (kind) => {
  // One database for the file, emptied before each test (starting one costs far more).
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  let context: RouterContextProvider;

  beforeEach(() => {
    database = testDatabase();
    context = routerContextFor(
      createTestServices({ db: database.db }),
      `203.0.113.${Math.floor(Math.random() * 250)}`,
    );
  });

  /** Posts the quote form as the given variant of the calculator does. */
  const postQuote = (fields: Record<string, string>, variant?: string) =>
    enquiryAction({ request: post(fields, {}, variant ? `?variant=${variant}` : ""), context });

  it("stores a referral partner with its broker notification in one go", async () => {
    const response = await handleLeadForm({
      request: post(validReferral),
      context,
      form: "referral",
    });
    expect(response.init?.status ?? 200).toBe(200);
    expect(response.data.result.status).toBe("success");
    const [partner] = await database.db.select().from(referralPartners);
    expect(partner).toMatchObject({
      businessName: "Chester Accountants LLP",
      contactEmail: "priya@example.co.uk",
    });
    const notes = await database.db.select().from(outbox).where(eq(outbox.leadId, partner!.leadId));
    expect(notes).toHaveLength(1);
  });

  it("refuses an invalid referral with the specification's messages and stores nothing", async () => {
    const response = await handleLeadForm({
      request: post({
        ...validReferral,
        businessName: "  ",
        contactNumber: "0123",
        contactEmail: "nope",
      }),
      context,
      form: "referral",
    });
    expect(response.init?.status).toBe(400);
    const errors = (response.data.result as { error: Record<string, string[]> }).error;
    expect(errors.businessName).toEqual([referralMessages.businessNameRequired]);
    expect(errors.contactNumber).toEqual([referralMessages.contactNumberInvalid]);
    expect(errors.contactEmail).toEqual([referralMessages.contactEmailInvalid]);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("answers a filled honeypot as if it worked, and stores nothing", async () => {
    const response = await handleLeadForm({
      request: post({ ...validReferral, website_url: "http://spam.example" }),
      context,
      form: "referral",
    });
    expect(response.data.result.status).toBe("success");
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("limits how often one address can send a form", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await handleLeadForm({
        request: post({ ...validReferral, contactEmail: `p${i}@example.co.uk` }),
        context,
        form: "referral",
      });
      statuses.push(response.init?.status ?? 200);
      if (response.init?.status === 429) {
        expect((response.data.result as { error?: Record<string, string[]> }).error?.[""]).toEqual([
          leadFormMessages.rateLimited,
        ]);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await database.db.select().from(referralPartners)).toHaveLength(5);
  });

  it("limits how often one address can send a quote enquiry, counting in the statement that stores it", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const response = await postQuote({
        email: `q${i}@example.co.uk`,
        phone: "07700900123",
        loanAmount: "75000",
      });
      const status =
        response instanceof Response ? response.status : (response.init?.status ?? 200);
      statuses.push(status);
      if (status === 429 && !(response instanceof Response)) {
        expect(response.data.result.error?.[""]).toEqual([leadFormMessages.rateLimited]);
        retryAfter = new Headers(response.init?.headers).get("Retry-After");
      }
    }
    expect(statuses).toEqual([...Array(10).fill(302), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(590);
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);
    // The refused two stored nothing: ten enquiries, each with its two mails.
    expect(await database.db.select().from(enquiries)).toHaveLength(10);
    expect(await database.db.select().from(outbox)).toHaveLength(20);
  });

  it("refuses an oversized body with 413 before storing anything", async () => {
    const response = await handleLeadForm({
      request: post({ ...validReferral, notes: "x".repeat(40_000) }),
      context,
      form: "referral",
    });
    expect(response.init?.status).toBe(413);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("refuses a body that is not a form with 415", async () => {
    const request = new Request("http://localhost/form", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validReferral),
    });
    const response = await handleLeadForm({ request, context, form: "contact" });
    expect(response.init?.status).toBe(415);
  });

  it("stores a contact message, keeping script text inert", async () => {
    const response = await handleLeadForm({
      request: post({
        firstName: "Sam",
        lastName: "<script>alert(1)</script>",
        email: "sam@example.co.uk",
        message: "Please call me about asset finance.",
      }),
      context,
      form: "contact",
    });
    expect(response.data.result.status).toBe("success");
    const [message] = await database.db.select().from(contactMessages);
    expect(message?.lastName).toBe("<script>alert(1)</script>");
  });

  it("says when a message joined the sender's open case, naming no reference", async () => {
    const message = {
      firstName: "Jo",
      lastName: "Lee",
      email: "jo@example.co.uk",
      message: "Calling about my quote.",
    };
    const first = await handleLeadForm({ request: post(message), context, form: "contact" });
    expect(first.data).not.toHaveProperty("joined");
    const second = await handleLeadForm({ request: post(message), context, form: "contact" });
    expect(second.data).toMatchObject({ result: { status: "success" }, joined: true });
    expect(JSON.stringify(second.data)).not.toMatch(/DBF-/);
    expect(await database.db.select().from(contactMessages)).toHaveLength(2);
  });

  it("stores a quote enquiry from the slider position when posted without JavaScript", async () => {
    const response = await postQuote(
      { email: "jo@example.co.uk", phone: "07700 900123", loanPosition: "0" },
      "desktop",
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/enquiry");
    const [enquiry] = await database.db.select().from(enquiries);
    expect(enquiry).toMatchObject({ email: "jo@example.co.uk", loanAmount: 5000 });
  });

  it("stores the amount the script sends, and sends landing and mobile quotes on to /application", async () => {
    const scripted = await postQuote(
      { email: "jo@example.co.uk", phone: "07700900123", loanAmount: "150000" },
      "landing",
    );
    expect((scripted as Response).headers.get("Location")).toBe("/application");
    const plain = await postQuote(
      { email: "al@example.co.uk", phone: "07700900124", loanPosition: "50" },
      "mobile",
    );
    expect((plain as Response).headers.get("Location")).toBe("/application");
    const stored = await database.db.select().from(enquiries);
    expect(stored.map((row) => row.loanAmount).sort((a, b) => a - b)).toEqual([75000, 150000]);
  });

  it("a stored quote leaves a receipt the next page reads: the amount and the reference", async () => {
    const response = (await postQuote(
      { email: "jo@example.co.uk", phone: "07700 900123", loanAmount: "50000" },
      "mobile",
    )) as Response;
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^enquiry_receipt=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=3600/);
    const [lead] = await database.db.select().from(leads);
    const next = new Request("http://localhost/application", {
      headers: { cookie: setCookie.split(";")[0]! },
    });
    expect(await readEnquiryReceipt(next)).toEqual({
      loanAmount: 50_000,
      reference: lead!.reference,
    });
  });

  it("an invalid quote or a filled honeypot leaves no receipt", async () => {
    const invalid = await postQuote({ email: "nope", phone: "07700 900123", loanPosition: "50" });
    expect(invalid).not.toBeInstanceOf(Response);
    const honeypot = (await postQuote({
      email: "jo@example.co.uk",
      phone: "07700 900123",
      loanPosition: "50",
      website_url: "http://spam.example",
    })) as Response;
    expect(honeypot.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows an invalid quote again with its messages and the visitor's typing", async () => {
    const response = await postQuote({ email: "not an email", phone: "123", loanPosition: "50" });
    expect(response).not.toBeInstanceOf(Response);
    const result = response as { data: EnquiryActionData; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data.result.status).toBe("error");
    expect(result.data.result.error).toMatchObject({
      email: [quoteMessages.emailInvalid],
      phone: [quoteMessages.phoneInvalid],
    });
    expect(result.data.result.initialValue).toMatchObject({ email: "not an email", phone: "123" });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });
});

describe("the enquiry receipt", () => {
  const withCookie = async (value: unknown) => {
    const header = await enquiryReceiptCookie.serialize(value);
    return new Request("http://localhost/application", {
      headers: { cookie: header.split(";")[0]! },
    });
  };

  it("reads back what was written", async () => {
    const written = await serializeEnquiryReceipt(
      { loanAmount: 75_000, reference: "DBF-7K3M9Q" },
      new Request("https://example.co.uk/enquiry"),
    );
    expect(written).toMatch(/Secure/);
    const request = new Request("http://localhost/application", {
      headers: { cookie: written.split(";")[0]! },
    });
    expect(await readEnquiryReceipt(request)).toEqual({
      loanAmount: 75_000,
      reference: "DBF-7K3M9Q",
    });
  });

  it("ignores a cookie a visitor wrote themselves with anything but an amount and a reference", async () => {
    expect(await readEnquiryReceipt(await withCookie({ loanAmount: 9e9 }))).toBeNull();
    expect(await readEnquiryReceipt(await withCookie({ loanAmount: "50000" }))).toBeNull();
    expect(await readEnquiryReceipt(await withCookie("<script>"))).toBeNull();
    expect(
      await readEnquiryReceipt(await withCookie({ loanAmount: 50_000, reference: "<b>hi</b>" })),
    ).toEqual({ loanAmount: 50_000, reference: null });
    expect(await readEnquiryReceipt(new Request("http://localhost/application"))).toBeNull();
  });
});
