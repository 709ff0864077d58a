import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import type { $ZodType } from "zod/v4/core";
import { applicationSchema } from "#app/schemas/application.ts";
import { applicationMessages } from "#app/schemas/application-messages.ts";
import { contactMessages, contactSchema } from "#app/schemas/contact.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { quoteMessages } from "#app/schemas/quote-rules.ts";
import { TEXT_INVALID } from "#app/schemas/fields.ts";
import { referralMessages, referralSchema } from "#app/schemas/referral.ts";
import { outbox } from "#app/server/db/schema.ts";
import { isApplicantMailTopic } from "#app/schemas/value-lists.ts";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "#tests/harness/database.ts";
import { formMessages, parseFormSubmission } from "#app/server/form-submission.server.ts";
import {
  createApplication,
  createContactMessage,
  createEnquiry,
  createReferralPartner,
} from "#app/server/leads.server.ts";
import { composeNotificationMail } from "#app/server/mail.server.ts";
import { oneDirectorApplicationFields } from "#tests/harness/fixtures.ts";

/**
 * Random and hostile answers thrown at the forms as the server receives them: every outcome
 * is either a message the form knows how to show, or a lead stored as plain data whose mail
 * carries it escaped. Nothing throws.
 */

const knownMessages = new Set<string>([
  ...Object.values(quoteMessages),
  ...Object.values(applicationMessages),
  ...Object.values(referralMessages),
  ...Object.values(contactMessages),
  ...Object.values(formMessages),
  "Select yes or no",
  TEXT_INVALID,
  "Leave this field empty",
  "Director reference is too long",
  "The time of the enquiry is too long",
  "The time of the application is too long",
]);

const hostileFragments = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "\u0000",
  "\r\nBcc: victim@example.com",
  "' OR '1'='1",
  '"; drop table leads; --',
  "\ud800",
  "\udfff",
  "😀",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "\u202e",
  "\u2028",
  "=?utf-8?q?=0D=0ABcc:x?=",
  "{{7*7}}",
  "${7*7}",
  "%00",
  "&amp;",
  "\t",
  "\u007f",
  "@",
  "07700 900123",
];

const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.constantFrom(...hostileFragments),
  fc.array(fc.constantFrom(...hostileFragments), { maxLength: 6 }).map((parts) => parts.join("")),
  fc.nat({ max: 6000 }).map((length) => "x".repeat(length)),
);

/** Any value a browser (or a script) can put in a form field. */
function formBody(fields: [string, string][]): Request {
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://localhost/form", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

const templateTags = new Set([
  "html",
  "head",
  "meta",
  "title",
  "body",
  "h1",
  "h2",
  "table",
  "tr",
  "th",
  "td",
  "p",
]);

function assertInertMail(payload: unknown, createdAt: Date) {
  const mail = composeNotificationMail(
    { id: "3f1c2b9e-5d4a-4c1b-9e8f-7a6b5c4d3e2f", payload, createdAt },
    { from: "website@broker.example", to: "brokers@broker.example" },
  );
  const tags = [...mail.html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) =>
    match[1]?.toLowerCase(),
  );
  for (const tag of tags) expect(templateTags.has(tag ?? "")).toBe(true);
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.replyTo ?? "").not.toMatch(/[\s,;<>]/);
}

type FormCase = {
  name: string;
  schema: $ZodType;
  fieldNames: string[];
  /** Answers typed as free text, where anything at all may legitimately arrive. */
  textFields: string[];
  valid: Record<string, string>;
  store: (database: TestDatabase, value: never) => Promise<{ leadId: string }>;
};

const directorFields = [
  "firstName",
  "lastName",
  "email",
  "mobile",
  "homeAddress",
  "previousAddress",
  "homeOwnership",
  "addressUnder3Years",
  "shareholderOver25",
  "id",
];

const forms: FormCase[] = [
  {
    name: "quote enquiry",
    schema: enquirySchema,
    fieldNames: ["email", "phone", "loanAmount", "timestamp"],
    textFields: ["email", "phone", "timestamp"],
    valid: { email: "jane@example.co.uk", phone: "07700 900123", loanAmount: "75000" },
    store: (database, value) => createEnquiry(database.db, value),
  },
  {
    name: "application",
    schema: applicationSchema,
    fieldNames: [
      "companyName",
      "tradingAddress",
      "companyWebsite",
      "numberOfEmployees",
      "businessType",
      "loanAmount",
      "loanPurpose",
      "loanReasons",
      "turnover",
      "profitLevel",
      "recentBorrowing",
      "recentBorrowingAmount",
      "hasOverdraft",
      "overdraftAmount",
      "timestamp",
      ...directorFields.map((field) => `directors[0].${field}`),
      ...directorFields.map((field) => `directors[1].${field}`),
    ],
    textFields: [
      "companyName",
      "tradingAddress",
      "businessType",
      "loanPurpose",
      "timestamp",
      "directors[0].firstName",
      "directors[0].lastName",
      "directors[0].email",
      "directors[0].homeAddress",
      "directors[1].previousAddress",
    ],
    valid: oneDirectorApplicationFields,
    store: (database, value) => createApplication(database.db, value),
  },
  {
    name: "referral partner",
    schema: referralSchema,
    fieldNames: ["businessName", "contactName", "contactNumber", "contactEmail", "notes"],
    textFields: ["businessName", "contactName", "contactNumber", "contactEmail", "notes"],
    valid: {
      businessName: "Chester Accountancy",
      contactName: "Sam Patel",
      contactNumber: "01244960000",
      contactEmail: "sam@example.co.uk",
    },
    store: (database, value) => createReferralPartner(database.db, value),
  },
  {
    name: "contact",
    schema: contactSchema,
    fieldNames: ["firstName", "lastName", "email", "phone", "company", "message"],
    textFields: ["firstName", "lastName", "email", "phone", "company", "message"],
    valid: { firstName: "Priya", lastName: "Shah", email: "priya@example.co.uk", message: "Hello" },
    store: (database, value) => createContactMessage(database.db, value),
  },
];

describe.each(testDatabaseKinds)("hostile input on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe.each(forms)("$name form", (form) => {
    let stored = 0;
    async function submitAndStore(fields: [string, string][]) {
      const result = await parseFormSubmission(formBody(fields), form.schema);
      if (result.status === "invalid" || result.status === "refused") {
        const messages = Object.values(result.reply.error ?? {}).flatMap((list) => list ?? []);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(knownMessages, message).toContain(message);
        return;
      }
      if (result.status !== "valid") return;
      // Each case's `store` takes its own schema's output, which the table of cases cannot
      // name: the value that schema just parsed is handed over unchecked.
      const { leadId } = await form.store(database, result.value as never);
      stored++;
      // The brokers' notification (the applicant's acknowledgement is composed from the lead).
      const rows = await database.db.select().from(outbox).where(eq(outbox.leadId, leadId));
      const row = rows.find((candidate) => !isApplicantMailTopic(candidate.topic));
      expect(row).toBeDefined();
      assertInertMail(row?.payload, row!.createdAt);
    }

    test("random fields and values: a known message or an inert stored lead", async () => {
      const anyFields = fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...form.fieldNames), fc.string({ maxLength: 20 })),
          hostileString,
        ),
        { maxLength: 25 },
      );
      await fc.assert(fc.asyncProperty(anyFields, submitAndStore), { numRuns: 60 });
    });

    test("valid answers with hostile text in any of them: a known message or an inert stored lead", async () => {
      const overrides = fc.array(fc.tuple(fc.constantFrom(...form.textFields), hostileString), {
        minLength: 1,
        maxLength: 4,
      });
      await fc.assert(
        fc.asyncProperty(overrides, async (changes) => {
          const fields = new Map(Object.entries(form.valid));
          for (const [name, value] of changes) {
            // Keep the address valid half the time so that hostile text reaches storage.
            fields.set(
              name,
              name.toLowerCase().includes("email")
                ? `${encodeURIComponent(value.toWellFormed()).slice(0, 40)}@example.com`
                : value,
            );
          }
          await submitAndStore([...fields]);
        }),
        { numRuns: 60 },
      );
      // The property is about stored leads too, not only about refusals.
      expect(stored).toBeGreaterThan(10);
    });
  });
});
