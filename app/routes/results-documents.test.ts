import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { describe, expect, test } from "vitest";
import { serializeApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { checkChosenFile, documentMessages } from "#app/lib/documents.ts";
import { action as resultsAction } from "#app/routes/results.tsx";
import { action, loader } from "#app/routes/results-documents.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import { useTestStorage } from "#tests/harness/storage.ts";

type ActionArgs = Parameters<typeof action>[0];

describe.each(testDatabaseKinds)("%s", (kind) => {
  const database = useTestDatabase(kind);
  const storage = useTestStorage("disk");

  function context() {
    let woken = 0;
    const services = createTestServices({
      db: database().db,
      storage: storage().storage,
      onNotifyOutbox: () => (woken += 1),
    });
    const provider = routerContextFor(services);
    return { provider, woken: () => woken };
  }

  function upload(headers: Record<string, string>, url = "http://localhost/results/documents") {
    const form = new FormData();
    form.append("accounts", new Blob([new Uint8Array(samplePdf())]), "accounts.pdf");
    return new Request(url, { method: "POST", body: form, headers });
  }

  test("the script's post is answered in JSON, private, and wakes the outbox", async () => {
    const receipt = await createApplication(database().db, sampleApplication());
    const { provider, woken } = context();
    const response = await action({
      request: upload({
        "X-Application-Id": receipt.applicationId,
        "X-Upload-Token": receipt.uploadToken,
      }),
      context: provider,
    } as unknown as ActionArgs);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ ok: true, uploaded: 1, openBanking: false });
    expect(woken()).toBe(1);
  });

  test("without headers the receipt cookie is used; with neither the post is refused", async () => {
    const receipt = await createApplication(database().db, sampleApplication());
    const request = new Request("http://localhost/");
    const cookie = (await serializeApplicationReceipt(receipt, request)).split(";")[0]!;
    const accepted = await action({
      request: upload({ Cookie: cookie }),
      context: context().provider,
    } as unknown as ActionArgs);
    expect(await accepted.json()).toMatchObject({ ok: true, uploaded: 1 });

    const refused = await action({
      request: upload({}),
      context: context().provider,
    } as unknown as ActionArgs);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      ok: false,
      title: "Upload failed",
      message: documentMessages.badToken,
    });
  });

  test("a post without scripts to /results is answered in the page", async () => {
    const receipt = await createApplication(database().db, sampleApplication());
    const cookie = (await serializeApplicationReceipt(receipt, new Request("http://x/"))).split(
      ";",
    )[0]!;
    const result = await resultsAction({
      request: upload({ Cookie: cookie }, "http://localhost/results"),
      context: context().provider,
    } as unknown as Parameters<typeof resultsAction>[0]);
    expect(result.data.answer).toEqual({ ok: true, uploaded: 1, openBanking: false });
    expect(new Headers(result.init?.headers).get("cache-control")).toBe("private, no-store");
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
