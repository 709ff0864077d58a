import { Readable } from "node:stream";
import { isUuid } from "#app/schemas/fields.ts";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "#app/server/db/client.server.ts";
import { applications, uploadedDocuments } from "#app/server/db/schema.ts";
import { StoredObjectNotFoundError, type DocumentStorage } from "#app/server/storage.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { adminResponseHeaders } from "#app/server/admin/http.server.ts";
import { typedFileName } from "#app/server/upload/file-names.server.ts";

/**
 * A stored document, streamed to a signed-in broker and recorded in the audit log. Every
 * failure to find one (a malformed id, an unknown id, a record whose file is gone) is the
 * same bare 404, so guessing ids tells nobody anything.
 */
const contentTypes: Record<string, string> = {
  "application/pdf": "application/pdf",
  "application/msword": "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The type to send: one of the accepted types of spec §5, else bytes to save, never to run. */
export function downloadContentType(fileType: string): string {
  return (
    contentTypes[fileType.trim().toLowerCase().replace(/^\./, "")] ?? "application/octet-stream"
  );
}

export function documentNotFound() {
  return data("Not found", { status: 404, headers: adminResponseHeaders });
}

/** `attachment`, with an ASCII fallback name and the exact name per RFC 6266 / 5987. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function downloadDocument(parts: {
  db: Database;
  storage: DocumentStorage;
  logger: Logger;
  documentId: string | undefined;
  actor: { userId: string; ip: string };
}): Promise<Response> {
  const { db, storage, logger, documentId, actor } = parts;
  if (!isUuid(documentId)) throw documentNotFound();
  const [document] = await db
    .select({
      id: uploadedDocuments.id,
      fileName: uploadedDocuments.fileName,
      filePath: uploadedDocuments.filePath,
      fileType: uploadedDocuments.fileType,
      category: uploadedDocuments.documentCategory,
      sizeBytes: uploadedDocuments.sizeBytes,
      leadId: applications.leadId,
    })
    .from(uploadedDocuments)
    .innerJoin(applications, eq(applications.applicationId, uploadedDocuments.applicationId))
    .where(eq(uploadedDocuments.id, documentId));
  if (!document) throw documentNotFound();
  let body: Readable;
  try {
    body = await storage.get(document.filePath);
  } catch (error) {
    if (error instanceof StoredObjectNotFoundError) {
      logger.warn({ documentId: document.id }, "document record without its stored file");
      throw documentNotFound();
    }
    throw error;
  }
  await audit(db, {
    actorUserId: actor.userId,
    action: "document.download",
    targetType: "document",
    targetId: document.id,
    detail: { leadId: document.leadId, category: document.category },
    ip: actor.ip,
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": downloadContentType(document.fileType),
      // Saved under the extension of its type, whatever a record kept before names followed
      // the content says: opened from disk, it opens as what it is.
      "Content-Disposition": contentDisposition(
        typedFileName(document.fileName, downloadContentType(document.fileType)),
      ),
      "Content-Length": String(document.sizeBytes),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
