import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { serializeApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { parseEnv, siteConfigFromEnv } from "#app/env.server.ts";
import { checkChosenFile, documentMessages } from "#app/lib/documents.ts";
import { action as resultsAction, loader as resultsLoader } from "#app/routes/results.tsx";
import { action, loader } from "#app/routes/results-documents.ts";
import { applications, uploadedDocuments } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { countingContext } from "#tests/harness/services.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { useTestStorage } from "#tests/harness/storage.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

describe.each(testDatabaseKinds)("%s", (kind) => {
  const database = useTestDatabase(kind);
  const storage = useTestStorage("disk");

  function context() {
    return countingContext({ db: database().db, storage: storage().storage });
  }

  function upload(headers: Record<string, string>, url = "http://localhost/results/documents") {
    const form = new FormData();
    form.append("accounts", new Blob([new Uint8Array(samplePdf())]), "accounts.pdf");
    return new Request(url, { method: "POST", body: form, headers });
  }

  test("an address that uploads too often is told when to come back (Retry-After)", async () => {
    const { provider } = context();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 31; attempt++) {
      last = await callRoute(action, { request: upload({}), context: provider });
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last?.headers.get("cache-control")).toBe("private, no-store");
  });

  test("the script's post is answered in JSON, private, and wakes the outbox", async () => {
    const receipt = await addApplication(database().db);
    const { provider, woken } = context();
    const response = await callRoute(action, {
      request: upload({
        "X-Application-Id": receipt.applicationId,
        "X-Upload-Token": receipt.uploadToken,
      }),
      context: provider,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      status: "success",
      uploaded: 1,
      openBanking: false,
      received: [
        {
          id: expect.any(String),
          category: "accounts",
          name: "accounts.pdf",
          receivedAt: expect.any(String),
        },
      ],
    });
    expect(woken()).toBe(1);
  });

  test("without headers the receipt cookie is used; with neither the post is refused", async () => {
    const receipt = await addApplication(database().db);
    const request = new Request("http://localhost/");
    const cookie = (await serializeApplicationReceipt(receipt, request)).split(";")[0]!;
    const accepted = await callRoute(action, {
      request: upload({ Cookie: cookie }),
      context: context().provider,
    });
    expect(await accepted.json()).toMatchObject({ status: "success", uploaded: 1 });

    const refused = await callRoute(action, {
      request: upload({}),
      context: context().provider,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      status: "error",
      title: "Upload failed",
      message: documentMessages.badToken,
    });
  });

  test("names in any language, with the punctuation people type, arrive and are kept as sent", async () => {
    const receipt = await addApplication(database().db);
    const names = ["Zoë accounts.pdf", "John’s bank statement – March.pdf"];
    const form = new FormData();
    for (const name of names) {
      form.append("accounts", new Blob([new Uint8Array(samplePdf())]), name);
    }
    const response = await callRoute(action, {
      request: new Request("http://localhost/results/documents", {
        method: "POST",
        body: form,
        headers: {
          "X-Application-Id": receipt.applicationId,
          "X-Upload-Token": receipt.uploadToken,
        },
      }),
      context: context().provider,
    });
    expect(await response.json()).toMatchObject({
      status: "success",
      uploaded: 2,
      openBanking: false,
    });
    const rows = await database()
      .db.select({ name: uploadedDocuments.fileName, key: uploadedDocuments.filePath })
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
    expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
    // The storage key keeps an ASCII form of the name.
    for (const row of rows) expect(row.key).toMatch(/^[\x21-\x7e]+$/);
  });

  test("a link past its 30 days is named as expired, with the number to call, with and without scripts", async () => {
    const { db } = database();
    const receipt = await addApplication(db);
    await db
      .update(applications)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(applications.applicationId, receipt.applicationId));
    const phone = siteConfigFromEnv(parseEnv({ NODE_ENV: "test" })).phoneDisplay;
    const expired = {
      status: "error",
      title: "Upload link expired",
      message: `This upload link has expired. Please call us on ${phone} and we will help you send your documents.`,
    };

    const response = await callRoute(action, {
      request: upload({
        "X-Application-Id": receipt.applicationId,
        "X-Upload-Token": receipt.uploadToken,
      }),
      context: context().provider,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(expired);

    const cookie = (await serializeApplicationReceipt(receipt, new Request("http://x/"))).split(
      ";",
    )[0]!;
    const page = await callRoute(resultsAction, {
      request: upload({ Cookie: cookie }, "http://localhost/results"),
      context: context().provider,
    });
    expect(page.data.answer).toEqual(expired);
    const [stored] = await db
      .select({ id: uploadedDocuments.id })
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
    expect(stored).toBeUndefined();
  });

  test("a post without scripts to /results is answered in the page", async () => {
    const receipt = await addApplication(database().db);
    const cookie = (await serializeApplicationReceipt(receipt, new Request("http://x/"))).split(
      ";",
    )[0]!;
    const result = await callRoute(resultsAction, {
      request: upload({ Cookie: cookie }, "http://localhost/results"),
      context: context().provider,
    });
    expect(result.data.answer).toMatchObject({
      status: "success",
      uploaded: 1,
      openBanking: false,
      received: [{ category: "accounts", name: "accounts.pdf" }],
    });
    expect(new Headers(result.init?.headers).get("cache-control")).toBe("private, no-store");
  });

  async function resultsPage(headers: Record<string, string>) {
    const url = "http://localhost/results";
    const result = await callRoute(resultsLoader, {
      request: new Request(url, { headers }),
      context: context().provider,
    });
    return result.data.found;
  }

  test("the results page shows what was given, its reference and each document received", async () => {
    const created = await addApplication(database().db, { loanPurpose: "A second delivery van" });
    const cookie = (await serializeApplicationReceipt(created, new Request("http://x/"))).split(
      ";",
    )[0]!;
    expect(await resultsPage({ Cookie: cookie })).toEqual({
      summary: {
        reference: created.reference,
        companyName: "Acme Widgets Ltd",
        loanAmount: 50_000,
        loanReasons: ["Working capital", "Purchase stock"],
        loanPurpose: "A second delivery van",
        // The general form: no product, so no property or exit.
        product: null,
        propertyValuePounds: null,
        exit: null,
      },
      received: [],
      joined: false,
    });
    await callRoute(resultsAction, {
      request: upload({ Cookie: cookie }, "http://localhost/results"),
      context: context().provider,
    });
    expect((await resultsPage({ Cookie: cookie }))?.received).toEqual([
      {
        id: expect.any(String),
        category: "accounts",
        name: "accounts.pdf",
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  test("an application that joined the applicant's open case says so, and names no reference", async () => {
    await addEnquiry(database().db, { email: "ann@example.co.uk" });
    const created = await addApplication(database().db);
    expect(created.joined).toBe(true);
    const cookie = (await serializeApplicationReceipt(created, new Request("http://x/"))).split(
      ";",
    )[0]!;
    const found = await resultsPage({ Cookie: cookie });
    expect(found).toMatchObject({ joined: true, summary: { reference: null } });
  });

  test("the results page finds no application without a receipt, or with someone else's token", async () => {
    expect(await resultsPage({})).toBeNull();
    const created = await addApplication(database().db);
    const other = await addApplication(database().db);
    const forged = { applicationId: created.applicationId, uploadToken: other.uploadToken };
    const cookie = (await serializeApplicationReceipt(forged, new Request("http://x/"))).split(
      ";",
    )[0]!;
    expect(await resultsPage({ Cookie: cookie })).toBeNull();
  });

  test("without scripts too, a document is kept under the extension of the type found in it", async () => {
    const receipt = await addApplication(database().db);
    const cookie = (await serializeApplicationReceipt(receipt, new Request("http://x/"))).split(
      ";",
    )[0]!;
    const form = new FormData();
    form.append("other_documents", new Blob([new Uint8Array(samplePdf())]), "poly.html");
    const result = await callRoute(resultsAction, {
      request: new Request("http://localhost/results", {
        method: "POST",
        body: form,
        headers: { Cookie: cookie },
      }),
      context: context().provider,
    });
    expect(result.data.answer).toMatchObject({
      status: "success",
      uploaded: 1,
      openBanking: false,
    });
    const rows = await database()
      .db.select({ name: uploadedDocuments.fileName, key: uploadedDocuments.filePath })
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
    expect(rows).toEqual([
      { name: "poly.html.pdf", key: expect.stringMatching(/-poly\.html\.pdf$/) },
    ]);
  });
});

test("nothing is served from the upload address", () => {
  expect(loader().status).toBe(405);
});

test("a chosen file is named with its problem before sending", () => {
  expect(checkChosenFile({ name: "statement.pdf", size: 1000 })).toBeNull();
  expect(checkChosenFile({ name: "PHOTO.JPEG", size: 1000 })).toBeNull();
  expect(checkChosenFile({ name: "payroll.xlsx", size: 1000 })).toBe(
    documentMessages.wrongType("payroll.xlsx"),
  );
  expect(checkChosenFile({ name: "scan.png", size: 20 * 1024 * 1024 + 1 })).toBe(
    '"scan.png" is larger than 20 MB.',
  );
  expect(checkChosenFile({ name: "empty.pdf", size: 0 })).toBe('"empty.pdf" is empty.');
});
