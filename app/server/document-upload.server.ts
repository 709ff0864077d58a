import { createHash } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "#app/server/db/client.server.ts";
import {
  DOCUMENT_CATEGORIES,
  applicationDirectors,
  applications,
  uploadedDocuments,
  type DocumentCategory,
} from "#app/server/db/schema.ts";
import { enqueueNotification, verifyUploadToken } from "#app/server/leads.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { formatUkTimestamp } from "#app/server/notifications.server.ts";
import { checkRateLimit, formRateLimits, rateLimitKey } from "#app/server/rate-limit.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import {
  MAX_APPLICATION_BYTES,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  documentMessages,
  type UploadAnswer,
} from "#app/lib/documents.ts";

/**
 * Documents sent from the results page (spec §7 calls 3–5, DESIGN decision 9). The request is
 * read as a stream: each file is checked by its first bytes, counted against 20 MB per file and
 * 100 MB per application as it arrives, and written to storage; nothing is held whole in memory
 * (beyond one document on its way to S3). A file that breaks a rule refuses the whole upload and
 * whatever was already written is removed. A file that storage or the database fails on is
 * logged and left out. The records, the Open Banking preference and the brokers' notification
 * are written in one transaction.
 */

export type UploadReceipt = { applicationId: string; uploadToken: string };

export type StoredDocument = {
  category: DocumentCategory;
  name: string;
  path: string;
  type: string;
  size: number;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
};

export type UploadResult =
  | { status: "uploaded"; stored: StoredDocument[]; skipped: string[]; openBanking: boolean }
  | { status: "open-banking" }
  | { status: "refused"; httpStatus: number; title: string; message: string };

export type UploadDeps = {
  db: Database;
  storage: DocumentStorage;
  logger: Logger;
  now?: () => Date;
  /** Counts the request against the per-address limit on uploads when given. */
  rateLimit?: { clientAddress: string; multiplier: number };
};

/** Types accepted by content: what `file-type` reports, and the name the brokers will see. */
const acceptedTypes: Record<string, { mime: string; extensions: string[] }> = {
  pdf: { mime: "application/pdf", extensions: [".pdf"] },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
  },
  // Word 97–2003 files are OLE compound files; file-type reports the container.
  cfb: { mime: "application/msword", extensions: [".doc"] },
  jpg: { mime: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  png: { mime: "image/png", extensions: [".png"] },
};

const MAX_NAME_LENGTH = 120;
// Enough of a file to recognise it, including the entries at the start of a .docx archive.
const SNIFF_BYTES = 64 * 1024;

class Refusal extends Error {
  readonly httpStatus: number;
  constructor(httpStatus: number, message: string) {
    super(message);
    this.httpStatus = httpStatus;
  }
}

function isCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}

/* eslint-disable no-control-regex */
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The name to keep for a document, or null when it cannot be accepted: a name with a folder
 * in it (`/`, `\`), control or direction-changing characters, or nothing but dots. Over-long
 * names are shortened, keeping the extension.
 */
export function sanitiseFileName(raw: string): string | null {
  const name = raw.normalize("NFC").trim();
  if (name === "" || /[\\/]/.test(name) || controlCharacters.test(name)) return null;
  if (/^\.+$/.test(name) || name.includes("\0")) return null;
  if (name.length <= MAX_NAME_LENGTH) return name;
  const extension = extensionOf(name);
  const keep = extension.length <= 10 ? extension : "";
  return name.slice(0, MAX_NAME_LENGTH - keep.length) + keep;
}
/* eslint-enable no-control-regex */

/** The name as a storage key segment: letters, digits, dot, dash and underscore only. */
export function storageFileName(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/_+/g, "_")
    .replace(/^[._-]+/, "");
  return safe.slice(-100) || "document";
}

export function documentKey(
  applicationId: string,
  category: DocumentCategory,
  time: number,
  name: string,
): string {
  return `${applicationId}/${category}/${time}-${storageFileName(name)}`;
}

/** The first `limit` bytes of a stream (or all of it when shorter); the stream is left paused. */
function readHead(stream: Readable, limit: number): Promise<{ bytes: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("close", onEnd);
      stream.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) {
        stream.pause();
        cleanup();
        resolve({ bytes: Buffer.concat(chunks), ended: false });
      }
    };
    const onEnd = () => {
      cleanup();
      resolve({ bytes: Buffer.concat(chunks), ended: true });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on("data", onData);
    stream.once("end", onEnd);
    stream.once("close", onEnd);
    stream.once("error", onError);
    stream.resume();
  });
}

function refused(httpStatus: number, message: string): UploadResult {
  return { status: "refused", httpStatus, title: documentMessages.uploadFailed.title, message };
}

/**
 * Reads one upload request. `receipt` is the application id and upload token the visitor
 * holds (sent in headers by the page's script, or in the receipt cookie without scripts).
 */
export async function receiveDocuments(
  request: Request,
  receipt: UploadReceipt | null,
  deps: UploadDeps,
): Promise<UploadResult> {
  const { db, storage, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    return refused(415, documentMessages.uploadFailed.description);
  }
  if (deps.rateLimit) {
    const limit = formRateLimits.documents;
    const verdict = await checkRateLimit(
      db,
      rateLimitKey("documents", deps.rateLimit.clientAddress),
      limit.limit * deps.rateLimit.multiplier,
      limit.windowSeconds,
    );
    if (!verdict.allowed) return refused(429, documentMessages.tooOften);
  }
  const access = receipt
    ? await verifyUploadToken(db, receipt.applicationId, receipt.uploadToken)
    : null;
  if (!access) return refused(403, documentMessages.badToken);

  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > MAX_APPLICATION_BYTES + 1024 * 1024) {
    return refused(413, documentMessages.tooMuch);
  }

  const [usage] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadedDocuments.sizeBytes}), 0)` })
    .from(uploadedDocuments)
    .where(eq(uploadedDocuments.applicationId, access.applicationId));
  let applicationBytes = Number(usage?.bytes ?? 0);

  const applicationId = access.applicationId;
  const stored: StoredDocument[] = [];
  const skipped: string[] = [];
  const usedKeys = new Set<string>();
  let openBanking = false;
  let refusal: Refusal | null = null;
  let fileCount = 0;

  async function receiveFile(
    category: string,
    rawName: string,
    file: Readable & { truncated?: boolean },
  ): Promise<void> {
    if (refusal) {
      file.resume();
      return;
    }
    if (rawName === "") {
      // An empty file input posted without scripts.
      file.resume();
      return;
    }
    fileCount += 1;
    if (fileCount > MAX_FILES_PER_UPLOAD) throw new Refusal(413, documentMessages.tooMany);
    if (!isCategory(category)) throw new Refusal(400, documentMessages.uploadFailed.description);
    const name = sanitiseFileName(rawName);
    if (name === null) {
      throw new Refusal(400, documentMessages.badName(rawName.replace(controlCharacters, "?")));
    }

    let tooLarge = false;
    file.once("limit", () => {
      tooLarge = true;
    });
    const head = await readHead(file, SNIFF_BYTES);
    const detected = await fileTypeFromBuffer(head.bytes);
    const accepted = detected ? acceptedTypes[detected.ext] : undefined;
    if (!accepted || (detected?.ext === "cfb" && extensionOf(name) !== ".doc")) {
      file.resume();
      throw new Refusal(415, documentMessages.wrongType(name));
    }

    let time = now().getTime();
    let key = documentKey(applicationId, category, time, name);
    while (usedKeys.has(key)) key = documentKey(applicationId, category, ++time, name);
    usedKeys.add(key);

    const hash = createHash("sha256");
    let size = 0;
    let ruleBroken: Refusal | null = null;
    let storageFailed = false;
    const body = new PassThrough();
    // A failed body reaches the caller as the rejection of `put`.
    body.on("error", () => undefined);
    const putting = storage.put(key, body);
    putting.catch(() => {
      storageFailed = true;
      file.resume();
    });
    // The file is always read to its end (the rest of the request follows it); once a rule is
    // broken or storage has failed, what remains is discarded.
    await new Promise<void>((resolve) => {
      const take = (chunk: Buffer) => {
        if (ruleBroken || storageFailed || chunk.length === 0) return;
        size += chunk.length;
        if (size > MAX_FILE_BYTES) ruleBroken = new Refusal(413, documentMessages.tooLarge(name));
        else if (applicationBytes + size > MAX_APPLICATION_BYTES) {
          ruleBroken = new Refusal(413, documentMessages.tooMuch);
        }
        if (ruleBroken) {
          body.destroy(ruleBroken);
          return;
        }
        hash.update(chunk);
        if (!body.write(chunk)) {
          file.pause();
          body.once("drain", () => file.resume());
        }
      };
      const finish = () => {
        // busboy stops a file at its limit and marks it truncated rather than failing it.
        if (!ruleBroken && (tooLarge || file.truncated)) {
          ruleBroken = new Refusal(413, documentMessages.tooLarge(name));
          body.destroy(ruleBroken);
        } else if (!ruleBroken && !storageFailed) body.end();
        resolve();
      };
      take(head.bytes);
      if (head.ended) return finish();
      file.on("data", take);
      file.once("end", finish);
      file.once("error", (error) => {
        body.destroy(error);
        resolve();
      });
      file.once("close", () => {
        if (!file.readableEnded) body.destroy(new Error("the upload broke off"));
        resolve();
      });
      if (!body.writableNeedDrain) file.resume();
    });
    const [put] = await Promise.allSettled([putting]);
    if (ruleBroken) {
      if (put.status === "fulfilled") await storage.delete(key).catch(() => undefined);
      throw ruleBroken;
    }
    if (put.status === "rejected") {
      logger.error(
        { err: put.reason, applicationId: applicationId, category, file: name },
        "document not stored",
      );
      skipped.push(name);
      return;
    }
    applicationBytes += size;
    stored.push({
      category,
      name,
      path: key,
      type: accepted.mime,
      size,
      sha256: hash.digest("hex"),
    });
  }

  let queue = Promise.resolve();
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: { "content-type": contentType },
          // The name as sent, so that one with a folder in it is refused rather than cut short.
          preservePath: true,
          limits: {
            fileSize: MAX_FILE_BYTES,
            files: MAX_FILES_PER_UPLOAD + 1,
            fields: 20,
            fieldSize: 1024,
            parts: MAX_FILES_PER_UPLOAD + 21,
          },
        });
      } catch {
        reject(new Refusal(400, documentMessages.uploadFailed.description));
        return;
      }
      // Files are taken one at a time, in the order they arrive.
      parser.on("file", (field, stream, info) => {
        stream.pause();
        queue = queue.then(() =>
          receiveFile(field, info.filename ?? "", stream).catch((error: unknown) => {
            stream.resume();
            if (error instanceof Refusal) refusal ??= error;
            else {
              logger.error({ err: error, applicationId: access.applicationId }, "upload not read");
              refusal ??= new Refusal(500, documentMessages.uploadFailed.description);
            }
          }),
        );
      });
      parser.on("field", (field, value) => {
        if (field === "openBanking") openBanking = value === "on" || value === "true";
      });
      parser.on("filesLimit", () => {
        refusal ??= new Refusal(413, documentMessages.tooMany);
      });
      parser.on("error", () => reject(new Refusal(400, documentMessages.uploadFailed.description)));
      parser.on("close", () => {
        queue.then(resolve, reject);
      });
      // A body that breaks off (the visitor went away) ends the file being read, too.
      Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)
        .on("error", (error) => {
          parser.destroy(error);
          reject(error);
        })
        .pipe(parser);
    });
  } catch (error) {
    refusal ??=
      error instanceof Refusal
        ? error
        : new Refusal(500, documentMessages.uploadFailed.description);
    if (!(error instanceof Refusal)) {
      logger.error({ err: error, applicationId: access.applicationId }, "upload not read");
    }
  }

  // A file still being read when the request failed settles before anything is cleaned up.
  await queue;
  if (refusal) {
    await Promise.all(
      stored.map((document) => storage.delete(document.path).catch(() => undefined)),
    );
    logger.warn(
      { applicationId: access.applicationId, reason: refusal.message },
      "document upload refused",
    );
    return refused(refusal.httpStatus, refusal.message);
  }
  if (stored.length === 0 && skipped.length === 0 && !openBanking) {
    return {
      status: "refused",
      httpStatus: 400,
      title: documentMessages.noDocuments.title,
      message: documentMessages.noDocuments.description,
    };
  }
  if (stored.length === 0 && skipped.length > 0) {
    return refused(500, documentMessages.uploadFailed.description);
  }

  const receivedAt = now();
  const recorded: StoredDocument[] = [];
  try {
    await db.transaction(async (tx) => {
      // Checked again with the application locked: two uploads at once cannot pass 100 MB.
      await tx
        .select({ id: applications.applicationId })
        .from(applications)
        .where(eq(applications.applicationId, applicationId))
        .for("update");
      const [usageNow] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${uploadedDocuments.sizeBytes}), 0)` })
        .from(uploadedDocuments)
        .where(eq(uploadedDocuments.applicationId, applicationId));
      const adding = stored.reduce((sum, document) => sum + document.size, 0);
      if (Number(usageNow?.bytes ?? 0) + adding > MAX_APPLICATION_BYTES) {
        throw new Refusal(413, documentMessages.tooMuch);
      }
      for (const document of stored) {
        try {
          await tx.transaction(async (savepoint) => {
            await savepoint.insert(uploadedDocuments).values({
              applicationId: access.applicationId,
              fileName: document.name,
              filePath: document.path,
              fileType: document.type,
              documentCategory: document.category,
              sizeBytes: document.size,
              sha256: document.sha256,
              createdAt: receivedAt,
            });
          });
          recorded.push(document);
        } catch (error) {
          logger.error(
            { err: error, applicationId: access.applicationId, file: document.name },
            "document not recorded",
          );
          skipped.push(document.name);
          await storage.delete(document.path).catch(() => undefined);
        }
      }
      if (openBanking) {
        await tx
          .update(applications)
          .set({ openBanking: true })
          .where(eq(applications.applicationId, access.applicationId));
      }
      if (recorded.length === 0 && !openBanking) return;
      const [director] = await tx
        .select({ email: applicationDirectors.email })
        .from(applicationDirectors)
        .where(eq(applicationDirectors.leadId, access.leadId))
        .orderBy(applicationDirectors.position)
        .limit(1);
      const count = (category: DocumentCategory) =>
        recorded.filter((document) => document.category === category).length;
      await enqueueNotification(tx, {
        type: "documents",
        leadId: access.leadId,
        applicationId: access.applicationId,
        companyName: access.companyName || "Unknown Company",
        applicantEmail: director?.email ?? null,
        documentTypes: {
          accounts: count("accounts"),
          bankStatements: count("bank_statements"),
          managementAccounts: count("management_accounts"),
          otherDocuments: count("other_documents"),
        },
        totalFiles: recorded.length,
        openBanking,
        uploadedDocuments: recorded.map((document) => ({
          name: document.name,
          path: document.path,
        })),
        timestamp: formatUkTimestamp(receivedAt),
        receivedAt: receivedAt.toISOString(),
      });
    });
  } catch (error) {
    await Promise.all(
      stored.map((document) => storage.delete(document.path).catch(() => undefined)),
    );
    if (error instanceof Refusal) return refused(error.httpStatus, error.message);
    logger.error({ err: error, applicationId }, "documents not recorded");
    return refused(500, documentMessages.uploadFailed.description);
  }

  logger.info(
    {
      applicationId: access.applicationId,
      stored: recorded.length,
      skipped: skipped.length,
      openBanking,
    },
    "documents received",
  );
  if (recorded.length === 0) {
    return openBanking
      ? { status: "open-banking" }
      : refused(500, documentMessages.uploadFailed.description);
  }
  return { status: "uploaded", stored: recorded, skipped, openBanking };
}

export type ApplicationSummary = {
  applicationId: string;
  companyName: string;
  loanAmount: number | null;
  businessType: string | null;
  loanPurpose: string | null;
};

/** What the results page shows of the application the receipt is for, or null. */
export async function applicationSummary(
  db: Database,
  receipt: UploadReceipt | null,
): Promise<ApplicationSummary | null> {
  if (!receipt) return null;
  const access = await verifyUploadToken(db, receipt.applicationId, receipt.uploadToken);
  if (!access) return null;
  const [row] = await db
    .select({
      applicationId: applications.applicationId,
      companyName: applications.companyName,
      loanAmount: applications.loanAmount,
      businessType: applications.businessType,
      loanPurpose: applications.loanPurpose,
    })
    .from(applications)
    .where(eq(applications.applicationId, access.applicationId))
    .limit(1);
  return row ?? null;
}

/**
 * The receipt of an upload request: the id and token the page's script sends in headers, else
 * the receipt cookie set when the application was accepted.
 */
export function receiptFromHeaders(request: Request): UploadReceipt | null {
  const applicationId = request.headers.get("x-application-id");
  const uploadToken = request.headers.get("x-upload-token");
  return applicationId && uploadToken ? { applicationId, uploadToken } : null;
}

/** The JSON answer of the upload endpoint for a result. */
export function uploadAnswer(result: UploadResult): { status: number; body: UploadAnswer } {
  switch (result.status) {
    case "uploaded":
      return {
        status: 200,
        body: { ok: true, uploaded: result.stored.length, openBanking: result.openBanking },
      };
    case "open-banking":
      return { status: 200, body: { ok: true, uploaded: 0, openBanking: true } };
    case "refused":
      return {
        status: result.httpStatus,
        body: { ok: false, title: result.title, message: result.message },
      };
  }
}
