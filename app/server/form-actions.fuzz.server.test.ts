import type { RouterContextProvider } from "react-router";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { count, notInArray, sql } from "drizzle-orm";
import {
  applications,
  contactMessages,
  enquiries,
  outbox,
  referralPartners,
} from "#app/server/db/schema.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "#tests/harness/database.ts";
import { action as enquiryRouteAction } from "#app/routes/enquiry.tsx";
import { action as applicationRouteAction } from "#app/routes/application.tsx";
import { action as referralRouteAction } from "#app/routes/referral-join.tsx";
import { action as contactRouteAction } from "#app/routes/contact.tsx";
import { callRoute, type RouteArgs } from "#tests/harness/call-route.ts";
import { oneDirectorApplicationFields } from "#tests/harness/fixtures.ts";

/**
 * Every public form action, as its route exports it, fed thousands of random and hostile
 * requests: any body, any content type, any field names, sizes past the limits. Whatever
 * arrives, the action answers (it never throws, which the server would turn into a 5xx);
 * a refusal is a 4xx carrying a message for the visitor and stores nothing; an accepted
 * submission stores exactly one lead and one notification.
 */

/** A public form's route action (their paths have no params). */
type RouteAction = (args: RouteArgs<object>) => Promise<unknown>;

type FormCase = {
  name: string;
  action: RouteAction;
  url: string;
  fieldNames: string[];
  valid: Record<string, string>;
};

const directorFields = ["firstName", "lastName", "email", "mobile", "homeAddress", "homeOwnership"];

const forms: FormCase[] = [
  {
    name: "enquiry",
    action: enquiryRouteAction,
    url: "http://localhost/enquiry?variant=desktop",
    fieldNames: ["email", "phone", "loanAmount", "timestamp", "website_url"],
    valid: { email: "jane@example.co.uk", phone: "07700 900123", loanAmount: "75000" },
  },
  {
    name: "application",
    action: applicationRouteAction,
    url: "http://localhost/application",
    fieldNames: [
      "intent",
      "client",
      "companyName",
      "tradingAddress",
      "loanAmount",
      "loanReasons",
      "turnover",
      "profitLevel",
      "hasOverdraft",
      "timestamp",
      "website_url",
      ...directorFields.map((field) => `directors[0].${field}`),
      ...directorFields.map((field) => `directors[3].${field}`),
      "directors[99999].firstName",
    ],
    valid: {
      intent: "submit",
      ...oneDirectorApplicationFields,
    },
  },
  {
    name: "referral join",
    action: referralRouteAction,
    url: "http://localhost/referral-program/join",
    fieldNames: ["businessName", "contactName", "contactNumber", "contactEmail", "notes"],
    valid: {
      businessName: "Chester Accountancy",
      contactName: "Sam Patel",
      contactNumber: "01244960000",
      contactEmail: "sam@example.co.uk",
    },
  },
  {
    name: "contact",
    action: contactRouteAction,
    url: "http://localhost/contact",
    fieldNames: ["firstName", "lastName", "email", "phone", "company", "message"],
    valid: { firstName: "Priya", lastName: "Shah", email: "priya@example.co.uk", message: "Hello" },
  },
];

const hostileFragments = [
  "<script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "\u0000",
  "\r\nBcc: victim@example.com",
  "' OR '1'='1",
  '"; drop table leads; --',
  "\ud800",
  "😀",
  "\u202e",
  "%00",
  "%",
  "&",
  "=",
  "__proto__",
  "constructor",
  "a[0][1].b",
  "directors[-1].x",
  "directors[4294967294].x",
  "..".repeat(40),
];

const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(...hostileFragments),
  fc.array(fc.constantFrom(...hostileFragments), { maxLength: 5 }).map((parts) => parts.join("")),
  fc.nat({ max: 70_000 }).map((length) => "x".repeat(length)),
);

type Body = { contentType: string | null; body: string | Uint8Array<ArrayBuffer> };

function urlencoded(fields: [string, string][]): string {
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, value);
  return body.toString();
}

function multipart(fields: [string, string][], boundary: string): string {
  return (
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  );
}

function bodies(form: FormCase): fc.Arbitrary<Body> {
  const fieldName = fc.oneof(fc.constantFrom(...form.fieldNames), hostileString);
  const fields = fc.array(fc.tuple(fieldName, hostileString), { maxLength: 20 });
  const nearlyValid = fc
    .array(fc.tuple(fc.constantFrom(...form.fieldNames), hostileString), { maxLength: 3 })
    .map((changes) => {
      const map = new Map(Object.entries(form.valid));
      for (const [name, value] of changes) map.set(name, value);
      return [...map];
    });
  return fc.oneof(
    fields.map((list) => ({
      contentType: "application/x-www-form-urlencoded",
      body: urlencoded(list),
    })),
    nearlyValid.map((list) => ({
      contentType: "application/x-www-form-urlencoded;charset=UTF-8",
      body: urlencoded(list),
    })),
    fc
      .tuple(fc.oneof(fields, nearlyValid), fc.constantFrom("b0undary", "x", "--", "é"))
      .map(([list, boundary]) => ({
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: multipart(list, boundary),
      })),
    fc
      .tuple(
        fc.constantFrom(
          null,
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "application/json",
          "text/plain",
          "text/html; charset=utf-16",
          "application/octet-stream",
          "*/*",
        ),
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }).map((bytes) => new Uint8Array(bytes)),
          hostileString,
          fc.json({ maxDepth: 3 }),
          fc.nat({ max: 200_000 }).map((length) => "a=".padEnd(length, "b")),
        ),
      )
      .map(([contentType, body]) => ({ contentType, body })),
  );
}

/** A route action's answer as status and body, whether it returned or threw it. */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    if (thrown instanceof Response) result = thrown;
    else throw thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

/** Every text a form shows as a message: the strings under its error and message fields. */
function messagesIn(body: unknown, underMessage = false): string[] {
  if (typeof body === "string") return underMessage && body.trim() ? [body] : [];
  if (Array.isArray(body)) return body.flatMap((item) => messagesIn(item, underMessage));
  if (body && typeof body === "object") {
    return Object.entries(body).flatMap(([key, value]) =>
      ["step", "field", "values", "focus", "status", "reason", "initialValue", "payload"].includes(
        key,
      )
        ? []
        : messagesIn(value, underMessage || /^(message|errors?|form|formErrors)$/.test(key)),
    );
  }
  return [];
}

function isSuccess(status: number, body: unknown): boolean {
  if (status === 302 || status === 303) return true;
  const result = (body as { result?: { status?: string }; status?: string } | null) ?? {};
  return result.result?.status === "success" || result.status === "submitted";
}

describe.each(testDatabaseKinds)("every form action under fuzzing on %s", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const services = createTestServices({
      db: database.db,
      env: { RATE_LIMIT_MULTIPLIER: "100000" },
    });
    context = routerContextFor(services, "203.0.113.7");
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Submissions stored (a case's answers of any kind), and the brokers' notifications. */
  async function counts() {
    const [[leadRows], [outboxRows]] = await Promise.all([
      database.db
        .select({
          n: sql<number>`(select count(*) from ${enquiries}) + (select count(*) from ${applications}) + (select count(*) from ${contactMessages}) + (select count(*) from ${referralPartners})`.mapWith(
            Number,
          ),
        })
        .from(sql`(select 1) as one`),
      // The brokers' notifications (an enquiry or application also queues its acknowledgement).
      database.db
        .select({ n: count() })
        .from(outbox)
        .where(notInArray(outbox.topic, Object.values(APPLICANT_MAIL_TOPICS))),
    ]);
    return { leads: leadRows?.n ?? 0, outbox: outboxRows?.n ?? 0 };
  }

  test.each(forms)(
    "$name: never a 5xx; refusals carry a message and store nothing",
    async (form) => {
      const outcomes = { stored: 0, refused: 0, shownAgain: 0 };
      await fc.assert(
        fc.asyncProperty(bodies(form), async ({ contentType, body }) => {
          const before = await counts();
          const request = new Request(form.url, {
            method: "POST",
            headers: contentType ? { "content-type": contentType } : {},
            body,
          });
          const { status, body: reply } = await answer(() =>
            callRoute(form.action, { request, context }),
          );
          const after = await counts();

          expect(status).toBeLessThan(500);
          if (status >= 400) {
            outcomes.refused++;
            const messages = messagesIn(reply);
            expect(messages.length, JSON.stringify(reply).slice(0, 300)).toBeGreaterThan(0);
            for (const message of messages) expect(message).toMatch(/^[A-Z][^\n]{8,}$/);
          }
          const stored = after.leads - before.leads;
          expect(after.outbox - before.outbox).toBe(stored);
          if (stored === 1) outcomes.stored++;
          else expect(stored).toBe(0);
          if (stored === 1) expect(isSuccess(status, reply)).toBe(true);
          if (status < 400 && stored === 0 && !isSuccess(status, reply)) outcomes.shownAgain++;
        }),
        {
          numRuns: 600,
          // The valid answers, and a body that is not a form at all, always run.
          examples: [
            [
              {
                contentType: "application/x-www-form-urlencoded",
                body: urlencoded(Object.entries(form.valid)),
              },
            ],
            [{ contentType: "application/json", body: "{}" }],
          ],
        },
      );
      // The runs reached both sides: some stored, some refused.
      expect(outcomes.stored).toBeGreaterThan(0);
      expect(outcomes.refused).toBeGreaterThan(0);
    },
    240_000,
  );
});
