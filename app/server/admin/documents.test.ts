import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { auditLog, uploadedDocuments } from "#app/server/db/schema.ts";
import { createTestStorage, testStorageKinds } from "#tests/harness/storage.ts";
import * as documentRoute from "#app/routes/admin-document.ts";
import { contentDisposition, downloadContentType } from "#app/server/admin/documents.server.ts";
import { adminContext, get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { addApplication } from "#tests/harness/leads.ts";

async function answer(
  promise: Promise<unknown>,
): Promise<Response | { status: number; body: unknown }> {
  try {
    return (await promise) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const value = thrown as { data: unknown; init: ResponseInit | null };
    return { status: value.init?.status ?? 500, body: value.data };
  }
}

describe("download headers", () => {
  it("send accepted types as themselves and anything else as bytes", () => {
    expect(downloadContentType("application/pdf")).toBe("application/pdf");
    expect(downloadContentType("PNG")).toBe("image/png");
    expect(downloadContentType(".docx")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(downloadContentType("text/html")).toBe("application/octet-stream");
  });

  it("always save as an attachment, with a name that cannot break the header", () => {
    expect(contentDisposition('bank "march".pdf')).toBe(
      `attachment; filename="bank _march_.pdf"; filename*=UTF-8''bank%20%22march%22.pdf`,
    );
    expect(contentDisposition("Année 2025.pdf")).toContain(
      "filename*=UTF-8''Ann%C3%A9e%202025.pdf",
    );
    expect(contentDisposition("a\r\nSet-Cookie: x.pdf")).not.toMatch(/[\r\n]/);
  });
});

describe.each(testDatabaseKinds)("document downloads on %s", (databaseKind) => {
  const database = useTestDatabase(databaseKind);

  describe.each(testStorageKinds)("from %s storage", (storageKind) => {
    async function setUp() {
      const { db } = database();
      const store = await createTestStorage(storageKind);
      const broker = await makeUser(db, "broker");
      const cookie = await sessionCookieFor(db, broker.email);
      const { applicationId, leadId } = await addApplication(db);
      const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200_000, 7)]);
      const key = `${applicationId}/bank_statements/1732270000000-march.pdf`;
      await store.storage.put(key, bytes);
      const [document] = await db
        .insert(uploadedDocuments)
        .values({
          applicationId,
          fileName: "March statement.pdf",
          filePath: key,
          fileType: "application/pdf",
          documentCategory: "bank_statements",
          sizeBytes: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        })
        .returning();
      const context = adminContext(db, "203.0.113.7", store.storage);
      /** Asks for a document as the broker or the anonymous; `ending` is added to its URL. */
      const download = (id: string, { anonymous = false, ending = "" } = {}) =>
        answer(
          callRoute(documentRoute.loader, {
            request: get(`/admin/documents/${id}${ending}`, anonymous ? undefined : cookie),
            context,
            params: { documentId: id },
          }),
        );
      const downloadsAudited = async () =>
        (await db.select().from(auditLog).where(eq(auditLog.action, "document.download"))).length;
      return { db, store, broker, document: document!, bytes, download, downloadsAudited, leadId };
    }

    it("streams the stored bytes to a signed-in broker and audits the download", async () => {
      const { db, store, broker, document, bytes, download, leadId } = await setUp();
      try {
        const response = (await download(document.id)) as Response;
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toMatch(
          /^attachment; filename="March statement.pdf"/,
        );
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
        const trail = await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, "document.download"));
        expect(trail).toHaveLength(1);
        expect(trail[0]).toMatchObject({
          actorUserId: broker.id,
          targetType: "document",
          targetId: document.id,
          detail: { leadId, category: "bank_statements" },
        });
      } finally {
        await store.close();
      }
    });

    it("answers 404 to a React Router data request for a document, streaming nothing", async () => {
      const { store, document, download, downloadsAudited } = await setUp();
      try {
        const refused = await download(document.id, {
          ending: ".data?_routes=routes%2Fadmin-document",
        });
        expect(refused).toEqual({ status: 404, body: "Not found" });
        expect(await downloadsAudited()).toBe(0);
      } finally {
        await store.close();
      }
    });

    it("sends the anonymous to sign in, and answers every guessed id with the same 404", async () => {
      const { db, store, document, download, downloadsAudited } = await setUp();
      try {
        const anonymous = (await download(document.id, { anonymous: true })) as Response;
        expect(anonymous.status).toBe(302);
        expect(anonymous.headers.get("location")).toMatch(/^\/admin\/sign-in/);

        // A record whose file has gone answers exactly like an id that never existed.
        const [orphan] = await db
          .insert(uploadedDocuments)
          .values({
            ...document,
            id: undefined,
            filePath: `${document.filePath}.gone`,
            sha256: "0",
          })
          .returning();
        const answers = [];
        for (const id of [
          "00000000-0000-4000-8000-000000000000",
          "1",
          "../../etc/passwd",
          orphan!.id,
        ]) {
          answers.push(await download(id));
        }
        for (const refused of answers) {
          expect(refused).toEqual({ status: 404, body: "Not found" });
        }
        expect(await downloadsAudited()).toBe(0);
      } finally {
        await store.close();
      }
    });
  });
});
