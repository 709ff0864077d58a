import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { readdir } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { count } from "drizzle-orm";
import { action } from "#app/routes/results-documents.ts";
import { uploadedDocuments } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { samplePdf, samplePng, sampleExecutable } from "#tests/harness/documents.ts";
import { useTestStorage } from "#tests/harness/storage.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { addApplication } from "#tests/harness/leads.ts";

/**
 * The document upload route fed random and hostile posts: any token (none, wrong, another
 * application's, the right one), any field and file names, contents and content types. It
 * always answers in JSON below 500; a refusal has a message and writes nothing (no record, no
 * file); an accepted post records exactly the files it says it took.
 */

const hostileNames = [
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "a\u0000.pdf",
  "a\r\nb.pdf",
  "<script>.pdf",
  "invoice.pdf.exe",
  "x".repeat(300) + ".pdf",
  "😀.png",
  "",
  ".pdf",
  "accounts.pdf",
];

async function filesUnder(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe.each(testDatabaseKinds)("the upload route under fuzzing on %s", (kind) => {
  const database = useTestDatabase(kind);
  const storage = useTestStorage("disk");

  test("never a 5xx; refusals carry a message and write nothing", async () => {
    const { db } = database();
    const mine = await addApplication(db);
    const theirs = await addApplication(db, { companyName: "Other Ltd" });
    const services = createTestServices({
      db,
      storage: storage().storage,
      env: { RATE_LIMIT_MULTIPLIER: "100000" },
    });
    const context = routerContextFor(services, "203.0.113.9");

    const token = fc.constantFrom(
      null,
      { id: mine.applicationId, token: mine.uploadToken },
      { id: mine.applicationId, token: theirs.uploadToken },
      { id: theirs.applicationId, token: mine.uploadToken },
      { id: mine.applicationId, token: "0".repeat(64) },
      { id: "../../x", token: "' OR 1=1 --" },
    );
    const content = fc.oneof(
      fc.constant(samplePdf()),
      fc.constant(samplePng()),
      fc.constant(sampleExecutable()),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      // A PDF header in front of other bytes: a polyglot.
      fc
        .uint8Array({ maxLength: 512 })
        .map((bytes) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(bytes)])),
    );
    const file = fc.record({
      field: fc.oneof(
        fc.constantFrom("accounts", "statements", "identity", "other", "openBanking"),
        fc.string({ maxLength: 20 }),
      ),
      name: fc.oneof(fc.constantFrom(...hostileNames), fc.string({ maxLength: 40 })),
      type: fc.constantFrom("application/pdf", "image/png", "application/x-msdownload", ""),
      content,
    });

    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(token, fc.array(file, { maxLength: 4 }), async (credentials, files) => {
        const [before] = await db.select({ n: count() }).from(uploadedDocuments);
        const filesBefore = await filesUnder(storage().root);
        const form = new FormData();
        for (const entry of files) {
          form.append(
            entry.field,
            new Blob([new Uint8Array(entry.content)], { type: entry.type }),
            entry.name,
          );
        }
        const headers: Record<string, string> = credentials
          ? { "X-Application-Id": credentials.id, "X-Upload-Token": credentials.token }
          : {};
        const response = await callRoute(action, {
          request: new Request("http://localhost/results/documents", {
            method: "POST",
            body: form,
            headers,
          }),
          context,
        });
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as
          | { status: "success"; uploaded: number }
          | { status: "error"; title: string; message: string };
        const [after] = await db.select({ n: count() }).from(uploadedDocuments);
        const added = (after?.n ?? 0) - (before?.n ?? 0);
        if (body.status === "success") {
          accepted++;
          expect(added).toBe(body.uploaded);
          expect(await filesUnder(storage().root)).toBe(filesBefore + body.uploaded);
        } else {
          refused++;
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(body.message).toMatch(/^[^\n]{10,}$/);
          expect(body.title).toBeTruthy();
          expect(added).toBe(0);
          expect(await filesUnder(storage().root)).toBe(filesBefore);
        }
      }),
      {
        numRuns: 300,
        // A good post is rare among random ones; this one always runs.
        examples: [
          [
            { id: mine.applicationId, token: mine.uploadToken },
            [
              {
                field: "accounts",
                name: "accounts.pdf",
                type: "application/pdf",
                content: samplePdf(),
              },
            ],
          ],
        ],
      },
    );
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 240_000);
});
