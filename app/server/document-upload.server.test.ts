import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { MAX_APPLICATION_BYTES, documentMessages } from "#app/lib/documents.ts";
import { downloadDocument } from "#app/server/admin/documents.server.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { applications, outbox, uploadedDocuments } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import {
  receiveDocuments,
  uploadAnswer,
  type UploadReceipt,
} from "#app/server/document-upload.server.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { DocumentsNotification } from "#app/server/notifications.server.ts";
import type { DocumentStorage, StoredObject } from "#app/server/storage.server.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import {
  sampleDocx,
  sampleExecutable,
  sampleJpeg,
  samplePdf,
  samplePng,
} from "#tests/harness/documents.ts";
import { testStorageKinds, useTestStorage } from "#tests/harness/storage.ts";

type Part = { field: string; name: string; bytes: Buffer } | { field: string; value: string };

function uploadRequest(parts: Part[]): Request {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.field, part.value);
    else form.append(part.field, new Blob([new Uint8Array(part.bytes)]), part.name);
  }
  return new Request("http://localhost/results/documents", { method: "POST", body: form });
}

const logger = createLogger("silent");

describe.each(testDatabaseKinds)("%s", (databaseKind) => {
  const database = useTestDatabase(databaseKind);

  describe.each(testStorageKinds)("%s storage", (storageKind) => {
    const storageHandle = useTestStorage(storageKind);

    async function apply(): Promise<UploadReceipt & { leadId: string }> {
      const created = await createApplication(database().db, sampleApplication());
      await database().db.delete(outbox);
      return created;
    }

    function deps(storage: DocumentStorage = storageHandle().storage) {
      return { db: database().db, storage, logger };
    }

    async function storedKeys(applicationId: string) {
      return storageHandle().storage.list(`${applicationId}/`);
    }

    async function documentsNotifications() {
      const rows = await database().db.select().from(outbox);
      return rows.map((row) => row.payload as DocumentsNotification);
    }

    /** An accounts file recorded for this application besides the upload under test. */
    async function recordEarlierUpload(
      applicationId: string,
      sizeBytes: number,
      fileName = "earlier.pdf",
    ) {
      await database()
        .db.insert(uploadedDocuments)
        .values({
          applicationId,
          fileName,
          filePath: `${applicationId}/accounts/1-${fileName}`,
          fileType: "application/pdf",
          documentCategory: "accounts",
          sizeBytes,
          sha256: "0",
        });
    }

    /** Sends `parts` with the upload form of `receipt`'s application. */
    function upload(receipt: Parameters<typeof receiveDocuments>[1], parts: Part[]) {
      return receiveDocuments(uploadRequest(parts), receipt, deps());
    }

    async function expectNothingWritten(applicationId: string) {
      expect(await storedKeys(applicationId)).toEqual([]);
      expect(
        await database()
          .db.select()
          .from(uploadedDocuments)
          .where(eq(uploadedDocuments.applicationId, applicationId)),
      ).toEqual([]);
      expect(await documentsNotifications()).toEqual([]);
    }

    test("files in two categories are stored, recorded and notified once with their counts", async () => {
      const receipt = await apply();
      const statement = samplePdf(5000);
      const result = await upload(receipt, [
        { field: "accounts", name: "Accounts 2025.pdf", bytes: samplePdf() },
        { field: "accounts", name: "Letter.docx", bytes: sampleDocx() },
        { field: "bank_statements", name: "statement.pdf", bytes: statement },
        { field: "bank_statements", name: "scan.jpg", bytes: sampleJpeg() },
        { field: "bank_statements", name: "photo.png", bytes: samplePng() },
      ]);
      expect(result).toMatchObject({ status: "uploaded", skipped: [], openBanking: false });
      if (result.status !== "uploaded") return;
      expect(result.stored).toHaveLength(5);

      const keys = await storedKeys(receipt.applicationId);
      expect(keys).toHaveLength(5);
      for (const key of keys) {
        expect(key).toMatch(
          new RegExp(`^${receipt.applicationId}/(accounts|bank_statements)/\\d+-[A-Za-z0-9._-]+$`),
        );
      }
      const statementKey = keys.find((key) => key.endsWith("-statement.pdf"))!;
      expect(await buffer(await storageHandle().storage.get(statementKey))).toEqual(statement);

      const rows = await database()
        .db.select()
        .from(uploadedDocuments)
        .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
      expect(rows.map((row) => [row.fileName, row.documentCategory, row.fileType]).sort()).toEqual([
        ["Accounts 2025.pdf", "accounts", "application/pdf"],
        [
          "Letter.docx",
          "accounts",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ],
        ["photo.png", "bank_statements", "image/png"],
        ["scan.jpg", "bank_statements", "image/jpeg"],
        ["statement.pdf", "bank_statements", "application/pdf"],
      ]);

      const statementRow = rows.find((row) => row.fileName === "statement.pdf");
      expect(statementRow).toMatchObject({
        filePath: statementKey,
        sizeBytes: statement.length,
        sha256: createHash("sha256").update(statement).digest("hex"),
      });

      const notifications = await documentsNotifications();
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({
        type: "documents",
        reference: expect.stringMatching(/^DBF-[0-9A-Z]{6}$/),
        applicationId: receipt.applicationId,
        companyName: "Acme Widgets Ltd",
        applicantEmail: "ann@example.co.uk",
        documentTypes: { accounts: 2, bankStatements: 3, managementAccounts: 0, otherDocuments: 0 },
        totalFiles: 5,
        openBanking: false,
      });
      expect(notifications[0]?.uploadedDocuments.map((file) => file.path).sort()).toEqual(keys);
    });

    test("a document is stored, recorded and downloaded under the extension of the type found in it", async () => {
      const receipt = await apply();
      const { db } = database();
      const storage = storageHandle().storage;
      // A PDF by its content behind names that would run, or render, when opened from disk.
      const names = [
        "poly.html",
        "statement.bat",
        "accounts.hta",
        "invoice.exe",
        "photo.png.js",
        "logo.svg",
      ];
      const result = await receiveDocuments(
        uploadRequest(names.map((name) => ({ field: "accounts", name, bytes: samplePdf() }))),
        receipt,
        deps(),
      );
      expect(result).toMatchObject({ status: "uploaded", skipped: [] });

      const rows = await db
        .select()
        .from(uploadedDocuments)
        .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
      expect(rows.map((row) => row.fileName).sort()).toEqual(
        names.map((name) => `${name}.pdf`).sort(),
      );
      const keys = await storedKeys(receipt.applicationId);
      expect(keys).toHaveLength(names.length);
      for (const key of keys) expect(key).toMatch(/\.pdf$/);
      const notified = (await documentsNotifications())[0]?.uploadedDocuments ?? [];
      for (const file of notified) expect(file.name).toMatch(/\.pdf$/);

      // A record kept before names followed the content is downloaded as what it is, too.
      const legacyKey = `${receipt.applicationId}/accounts/1700000000000-legacy.html`;
      await storage.put(legacyKey, samplePdf());
      await db.insert(uploadedDocuments).values({
        applicationId: receipt.applicationId,
        fileName: "legacy.html",
        filePath: legacyKey,
        fileType: "application/pdf",
        documentCategory: "accounts",
        sizeBytes: samplePdf().length,
        sha256: "0",
      });

      const broker = await makeUser(db, "broker");
      const downloads = await db
        .select({ id: uploadedDocuments.id })
        .from(uploadedDocuments)
        .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
      expect(downloads).toHaveLength(names.length + 1);
      for (const { id } of downloads) {
        const response = await downloadDocument({
          db,
          storage,
          logger,
          documentId: id,
          actor: { userId: broker.id, ip: "203.0.113.7" },
        });
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toMatch(
          /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/,
        );
        await response.body?.cancel();
      }
    });

    test("Open Banking alone records the preference and tells the brokers", async () => {
      const receipt = await apply();
      const result = await upload(receipt, [{ field: "openBanking", value: "on" }]);
      expect(result).toEqual({ status: "open-banking", received: [] });
      const [row] = await database()
        .db.select({ openBanking: applications.openBanking })
        .from(applications)
        .where(eq(applications.applicationId, receipt.applicationId));
      expect(row?.openBanking).toBe(true);
      const notifications = await documentsNotifications();
      expect(notifications).toMatchObject([{ openBanking: true, totalFiles: 0 }]);
    });

    test("no files and no Open Banking is refused with the §8 message", async () => {
      const receipt = await apply();
      const result = await upload(receipt, [
        { field: "accounts", name: "", bytes: Buffer.alloc(0) },
      ]);
      expect(result).toMatchObject({
        status: "refused",
        title: "No documents selected",
        message: documentMessages.noDocuments.description,
      });
      await expectNothingWritten(receipt.applicationId);
    });

    test("wrong content behind a good extension is refused, and nothing from the upload is kept", async () => {
      const receipt = await apply();
      const result = await upload(receipt, [
        { field: "accounts", name: "accounts.pdf", bytes: samplePdf() },
        { field: "bank_statements", name: "statement.pdf", bytes: sampleExecutable() },
      ]);
      expect(result).toMatchObject({
        status: "refused",
        httpStatus: 415,
        message: documentMessages.wrongType("statement.pdf"),
      });
      await expectNothingWritten(receipt.applicationId);
    });

    test("a file over 20 MB is refused while it streams", async () => {
      const receipt = await apply();
      const result = await upload(receipt, [
        { field: "accounts", name: "huge.pdf", bytes: samplePdf(20 * 1024 * 1024 + 1) },
      ]);
      expect(result).toMatchObject({
        status: "refused",
        httpStatus: 413,
        message: documentMessages.tooLarge("huge.pdf"),
      });
      await expectNothingWritten(receipt.applicationId);
    });

    test("a file of exactly 20 MiB, the most the page allows, is accepted", async () => {
      const receipt = await apply();
      const largest = samplePdf(20 * 1024 * 1024);
      const result = await upload(receipt, [
        { field: "accounts", name: "largest.pdf", bytes: largest },
      ]);
      expect(result).toMatchObject({ status: "uploaded", skipped: [] });
      if (result.status !== "uploaded") return;
      expect(result.stored.map((file) => file.size)).toEqual([largest.length]);
      expect(await storedKeys(receipt.applicationId)).toHaveLength(1);
    });

    test("more than 100 MB for one application is refused", async () => {
      const receipt = await apply();
      await recordEarlierUpload(receipt.applicationId, 99 * 1024 * 1024);
      const result = await upload(receipt, [
        { field: "accounts", name: "more.pdf", bytes: samplePdf(2 * 1024 * 1024) },
      ]);
      expect(result).toMatchObject({ status: "refused", message: documentMessages.tooMuch });
      expect(await storedKeys(receipt.applicationId)).toEqual([]);
    });

    test("two uploads at once cannot take an application over 100 MB", async () => {
      const receipt = await apply();
      const real = storageHandle().storage;
      // Another upload for the same application is recorded while this one is being stored.
      const racing: DocumentStorage = {
        ...real,
        async put(key, body) {
          const result = await real.put(key, body);
          await recordEarlierUpload(receipt.applicationId, 99 * 1024 * 1024, "other.pdf");
          return result;
        },
      };
      const result = await receiveDocuments(
        uploadRequest([{ field: "accounts", name: "mine.pdf", bytes: samplePdf(2 * 1024 * 1024) }]),
        receipt,
        deps(racing),
      );
      expect(result).toMatchObject({ status: "refused", message: documentMessages.tooMuch });
      expect(await storedKeys(receipt.applicationId)).toEqual([]);
      expect(await documentsNotifications()).toEqual([]);
    });

    test("two files each within what is left, together past it, are refused before the second is stored", async () => {
      const receipt = await apply();
      const left = 1024 * 1024;
      await recordEarlierUpload(receipt.applicationId, MAX_APPLICATION_BYTES - left);
      const real = storageHandle().storage;
      // Every object storage held whole during the request, removed since or not.
      const heldWhole: StoredObject[] = [];
      const watched: DocumentStorage = {
        ...real,
        async put(key, body) {
          const stored = await real.put(key, body);
          heldWhole.push(stored);
          return stored;
        },
      };
      const part = 600 * 1024;
      const result = await receiveDocuments(
        uploadRequest([
          { field: "bank_statements", name: "march.pdf", bytes: samplePdf(part) },
          { field: "bank_statements", name: "april.pdf", bytes: samplePdf(part) },
        ]),
        receipt,
        deps(watched),
      );

      expect(uploadAnswer(result)).toMatchObject({
        status: 413,
        body: {
          status: "error",
          title: documentMessages.uploadFailed.title,
          message: documentMessages.tooMuch,
        },
      });
      // The second file was cut off once past what was left: only the first was ever stored
      // whole, and nothing of either is kept, unfinished files included.
      expect(heldWhole.map((object) => [object.key.replace(/^.*\/\d+-/, ""), object.size])).toEqual(
        [["march.pdf", part]],
      );
      expect(await real.listFiles(`${receipt.applicationId}/`)).toEqual([]);
      const recorded = await database()
        .db.select({ fileName: uploadedDocuments.fileName })
        .from(uploadedDocuments)
        .where(eq(uploadedDocuments.applicationId, receipt.applicationId));
      expect(recorded).toEqual([{ fileName: "earlier.pdf" }]);
      expect(await documentsNotifications()).toEqual([]);
    });

    test("uploads from one address are limited", async () => {
      const receipt = await apply();
      const limited = { ...deps(), rateLimit: { clientAddress: "203.0.113.9", multiplier: 1 } };
      const answers = [];
      for (let i = 0; i < 31; i++) {
        answers.push(
          await receiveDocuments(
            uploadRequest([{ field: "openBanking", value: "on" }]),
            receipt,
            limited,
          ),
        );
      }
      expect(answers.slice(0, 30).every((answer) => answer.status === "open-banking")).toBe(true);
      expect(answers[30]).toMatchObject({
        status: "refused",
        httpStatus: 429,
        message: documentMessages.tooOften,
      });
    });

    test("a missing token, or another application's, is refused before anything is read", async () => {
      const mine = await apply();
      const theirs = await apply();
      for (const receipt of [
        null,
        { applicationId: mine.applicationId, uploadToken: theirs.uploadToken },
        { applicationId: mine.applicationId, uploadToken: "" },
      ]) {
        const result = await upload(receipt, [
          { field: "accounts", name: "a.pdf", bytes: samplePdf() },
        ]);
        expect(result).toMatchObject({
          status: "refused",
          httpStatus: 403,
          message: documentMessages.badToken,
        });
      }
      await expectNothingWritten(mine.applicationId);
    });

    test("a name with a path or a control character in it is refused", async () => {
      const receipt = await apply();
      for (const name of ["../../etc/passwd.pdf", "..\\..\\boot.pdf", "report\u0007.pdf"]) {
        const result = await upload(receipt, [{ field: "accounts", name, bytes: samplePdf() }]);
        expect(result).toMatchObject({ status: "refused", httpStatus: 400 });
        // A control character breaks the part's header, so that post is refused as malformed.
        if (result.status === "refused" && !name.includes("\u0007")) {
          expect(result.message).toBe(documentMessages.badName(name));
        }
      }
      await expectNothingWritten(receipt.applicationId);
      if (storageKind === "disk") {
        expect(await readdir(storageHandle().root)).not.toContain("etc");
      }
    });

    test("files that arrive in small pieces are recognised and stored whole", async () => {
      const receipt = await apply();
      const docx = sampleDocx();
      // Longer than the 64 KB its type is told from.
      const statement = samplePdf(70_000);
      const complete = uploadRequest([
        { field: "accounts", name: "Letter.docx", bytes: docx },
        { field: "bank_statements", name: "statement.pdf", bytes: statement },
      ]);
      const whole = new Uint8Array(await complete.arrayBuffer());
      // 7 bytes at a time: no file's type can be told from its first piece alone.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < whole.length; at += 7) controller.enqueue(whole.slice(at, at + 7));
          controller.close();
        },
      });
      const request = new Request("http://localhost/results/documents", {
        method: "POST",
        body,
        headers: { "content-type": complete.headers.get("content-type")! },
        duplex: "half",
      } as RequestInit);
      const result = await receiveDocuments(request, receipt, deps());
      expect(result).toMatchObject({ status: "uploaded", skipped: [] });
      if (result.status !== "uploaded") return;
      expect(result.stored.map((file) => [file.name, file.type, file.size])).toEqual([
        [
          "Letter.docx",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          docx.length,
        ],
        ["statement.pdf", "application/pdf", statement.length],
      ]);
      const statementKey = result.stored[1]!.path;
      expect(await buffer(await storageHandle().storage.get(statementKey))).toEqual(statement);
    });

    test("a request that breaks off half way leaves nothing behind", async () => {
      const receipt = await apply();
      const complete = uploadRequest([
        { field: "accounts", name: "first.pdf", bytes: samplePdf() },
        { field: "accounts", name: "second.pdf", bytes: samplePdf(200_000) },
      ]);
      const contentType = complete.headers.get("content-type")!;
      const whole = await complete.arrayBuffer();
      const cut = new Uint8Array(whole).subarray(0, 100_000);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(cut);
          controller.error(new Error("connection reset"));
        },
      });
      const request = new Request("http://localhost/results/documents", {
        method: "POST",
        body,
        headers: { "content-type": contentType },
        duplex: "half",
      } as RequestInit);
      const result = await receiveDocuments(request, receipt, deps());
      expect(result).toMatchObject({ status: "refused" });
      await expectNothingWritten(receipt.applicationId);
      if (storageKind === "disk") {
        const files = await readdir(storageHandle().root, { recursive: true });
        expect(files.filter((file) => file.endsWith(".partial"))).toEqual([]);
      }
    });

    test("when storage fails on one file of three, the other two are stored and reported", async () => {
      const receipt = await apply();
      const real = storageHandle().storage;
      const flaky: DocumentStorage = {
        ...real,
        async put(key, body) {
          if (key.endsWith("-second.pdf")) {
            for await (const _chunk of body as AsyncIterable<Buffer>) break;
            throw new Error("storage unavailable");
          }
          return real.put(key, body);
        },
      };
      const result = await receiveDocuments(
        uploadRequest([
          { field: "accounts", name: "first.pdf", bytes: samplePdf() },
          { field: "accounts", name: "second.pdf", bytes: samplePdf(300_000) },
          { field: "other_documents", name: "third.png", bytes: samplePng() },
        ]),
        receipt,
        deps(flaky),
      );
      expect(result).toMatchObject({ status: "uploaded", skipped: ["second.pdf"] });
      if (result.status === "uploaded") {
        expect(result.stored.map((file) => file.name)).toEqual(["first.pdf", "third.png"]);
      }
      expect(await storedKeys(receipt.applicationId)).toHaveLength(2);
      const notifications = await documentsNotifications();
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({
        totalFiles: 2,
        documentTypes: { accounts: 1, otherDocuments: 1 },
      });
      expect(notifications[0]?.uploadedDocuments.map((file) => file.name)).toEqual([
        "first.pdf",
        "third.png",
      ]);
    });
  });
});
