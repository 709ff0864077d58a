import { describe, expect, test, vi } from "vitest";
import { createLogger } from "#app/server/logger.server.ts";
import {
  APPLICATION_BODY_LIMIT,
  handleApplicationAction,
  type ApplicationBackend,
} from "#app/server/application-action.server.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import { readApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { postedDirectors } from "#tests/harness/fixtures.ts";

const complete: [string, string][] = [
  ["companyName", "Acme Widgets Ltd"],
  ["companyType", "sole_trader"],
  ["tradingSinceMonth", "9"],
  ["tradingSinceYear", "2021"],
  ["tradingAddress", "1 High Street, Chester CH1 1AB"],
  ["loanAmount", "50,000"],
  ["loanReasons", "Purchase stock"],
  ["turnover", "250,000"],
  ["recentBorrowing", "no"],
  ["hasOverdraft", "yes"],
  ["overdraftAmount", "10,000"],
  ...postedDirectors,
  ["website_url", ""],
];

function post(fields: [string, string][], init: RequestInit = {}) {
  return new Request("http://localhost/application", {
    method: "POST",
    body: new URLSearchParams(fields),
    ...init,
  });
}

function backend(overrides: Partial<ApplicationBackend> = {}) {
  const store = {
    checkLimit: vi.fn<ApplicationBackend["checkLimit"]>(async () => ({
      allowed: true,
      retryAfter: 0,
    })),
    createApplication: vi.fn<ApplicationBackend["createApplication"]>(async () => ({
      applicationId: "app-123",
      uploadToken: "tok-456",
    })),
    checkDraftLimit: vi.fn<ApplicationBackend["checkDraftLimit"]>(async () => ({
      allowed: true,
      retryAfter: 0,
    })),
    saveDraft: vi.fn<ApplicationBackend["saveDraft"]>(async () => {}),
  };
  if (overrides.checkLimit) store.checkLimit.mockImplementation(overrides.checkLimit);
  if (overrides.createApplication) {
    store.createApplication.mockImplementation(overrides.createApplication);
  }
  return store;
}

async function run(request: Request, store = backend()) {
  const result = await handleApplicationAction(request, {
    backend: store,
    logger: createLogger("silent"),
    clientAddress: "203.0.113.9",
  });
  if (result instanceof Response) return { response: result, store };
  return {
    body: result.data as ApplicationActionData,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
    store,
  };
}

describe("the application action", () => {
  test("a plain form post is stored and redirected to the results page with a receipt", async () => {
    const { response, store } = await run(post(complete));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/results");
    expect(store.createApplication).toHaveBeenCalledTimes(1);
    expect(store.checkLimit).toHaveBeenCalledWith("203.0.113.9");
    const [application] = store.createApplication.mock.calls[0]!;
    expect(application).toMatchObject({
      companyName: "Acme Widgets Ltd",
      loanAmount: 50_000,
      overdraftAmount: "10,000",
      directors: [
        { firstName: "Ann", addressUnder3Years: false, homeOwnership: "homeowner" },
        { firstName: "Bob", addressUnder3Years: true, previousAddress: "9 Old Lane, Leeds" },
      ],
    });
    expect(application.timestamp).toEqual(expect.any(String));

    const cookie = response?.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    const receipt = await readApplicationReceipt(
      new Request("http://localhost/results", { headers: { cookie: cookie.split(";")[0]! } }),
    );
    expect(receipt).toEqual({ applicationId: "app-123", uploadToken: "tok-456" });
    // The quick enquiry's "we have your request" notice ends with the full application.
    expect(response?.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^enquiry_receipt=; .*Max-Age=0/),
    );
  });

  test("what the funding is for and the business type are kept when posted", async () => {
    const { store } = await run(
      post([
        ...complete,
        ["loanReasons", "Working capital"],
        ["loanPurpose", "A second delivery van"],
        ["businessType", "Wholesale bakery"],
      ]),
    );
    const [application] = store.createApplication.mock.calls[0]!;
    expect(application).toMatchObject({
      loanReasons: ["Working capital", "Purchase stock"],
      loanPurpose: "A second delivery van",
      businessType: "Wholesale bakery",
    });
  });

  test("the wizard's script gets the id, token and accepted application as data", async () => {
    const { body, status, headers } = await run(
      post([...complete, ["client", "script"], ["timestamp", "22/11/2026, 10:15:00"]]),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "submitted",
      applicationId: "app-123",
      uploadToken: "tok-456",
      application: { companyName: "Acme Widgets Ltd", timestamp: "22/11/2026, 10:15:00" },
    });
    expect(headers?.get("set-cookie")).toMatch(/^application_receipt=/);
  });

  test("missing answers are listed and every answer is sent back", async () => {
    const partial = complete.filter(
      ([name]) => name !== "turnover" && name !== "directors[1].previousAddress",
    );
    const { body, status, store } = await run(post(partial));
    expect(status).toBe(200);
    expect((await run(post([...partial, ["client", "script"]]))).status).toBe(400);
    expect(store.createApplication).not.toHaveBeenCalled();
    expect(store.checkLimit).not.toHaveBeenCalled();
    expect(body?.status).toBe("invalid");
    if (body?.status !== "invalid") return;
    expect(body.errors).toEqual([
      { step: 2, field: "turnover", message: "Enter your turnover", kind: "missing" },
      {
        step: 3,
        field: "directors[1].previousAddress",
        message: "Enter the director's previous address",
        kind: "missing",
      },
    ]);
    expect(body.values).toMatchObject({
      companyName: "Acme Widgets Ltd",
      loanAmount: "50,000",
      loanReasons: ["Purchase stock"],
      directors: [{ firstName: "Ann" }, { firstName: "Bob", addressUnder3Years: true }],
    });
  });

  test("adding and removing a director without scripts keeps every answer", async () => {
    const added = await run(post([...complete, ["intent", "add-director"]]));
    expect(added.body?.status).toBe("editing");
    if (added.body?.status !== "editing") return;
    expect(added.body.values.directors.map((d) => d.firstName)).toEqual(["Ann", "Bob", ""]);
    expect(added.body.focus).toBe("directors[2].firstName");
    expect(added.store.createApplication).not.toHaveBeenCalled();

    const removed = await run(post([...complete, ["intent", "remove-director:1732270000000"]]));
    if (removed.body?.status !== "editing") throw new Error("expected editing");
    expect(removed.body.values.directors.map((d) => d.firstName)).toEqual(["Ann"]);
    expect(removed.body.values.companyName).toBe("Acme Widgets Ltd");
  });

  test("the last director card cannot be removed", async () => {
    const one = complete.filter(([name]) => !name.startsWith("directors[1]"));
    const { body } = await run(post([...one, ["intent", "remove-director:1"]]));
    expect(body?.status === "editing" && body.values.directors).toHaveLength(1);
  });

  test("a filled honeypot looks accepted and nothing is stored", async () => {
    const fields = complete.map(([name, value]): [string, string] =>
      name === "website_url" ? [name, "https://spam.example"] : [name, value],
    );
    const { response, store } = await run(post(fields));
    expect(response?.headers.get("location")).toBe("/results");
    expect(store.createApplication).not.toHaveBeenCalled();
    expect(store.checkLimit).not.toHaveBeenCalled();
  });

  test("too many applications from one address get a 429 and keep the answers", async () => {
    const { body, status, headers, store } = await run(
      post(complete),
      backend({ checkLimit: async () => ({ allowed: false, retryAfter: 120 }) }),
    );
    expect(status).toBe(429);
    expect(headers?.get("retry-after")).toBe("120");
    expect(store.createApplication).not.toHaveBeenCalled();
    expect(body).toMatchObject({
      status: "refused",
      reason: "rate-limited",
      values: { companyName: "Acme Widgets Ltd" },
    });
  });

  test("when the application cannot be stored the visitor is told and keeps the answers", async () => {
    const { body, status } = await run(
      post(complete),
      backend({
        createApplication: async () => {
          throw new Error("database unavailable");
        },
      }),
    );
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "refused",
      reason: "unavailable",
      message: "Please try again or contact support if the problem persists.",
      values: { companyName: "Acme Widgets Ltd" },
    });
  });

  test("an oversized post is refused with 413 before it is read", async () => {
    const big = "x".repeat(APPLICATION_BODY_LIMIT + 1);
    const declared = await run(post([["companyName", big]]));
    expect(declared.status).toBe(413);
    expect(declared.body?.status === "refused" && declared.body.message).toMatch(/too large/);

    // Without a declared length the limit still holds while streaming.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`companyName=${big}`));
        controller.close();
      },
    });
    const streamed = await run(
      post([], {
        body: stream,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  test.each([
    ["JSON", { "content-type": "application/json" }, '{"companyName":"Acme"}', 415],
    ["untyped", {}, "companyName=Acme", 415],
    ["broken multipart", { "content-type": "multipart/form-data; boundary=x" }, "--y\r\nnope", 400],
  ])("a %s post is refused with a 4xx", async (_name, headers, bodyText, expected) => {
    const { status, body } = await run(
      new Request("http://localhost/application", {
        method: "POST",
        headers: headers as Record<string, string>,
        body: new Blob([bodyText]),
      }),
    );
    expect(status).toBe(expected);
    expect(body?.status).toBe("refused");
  });
});
