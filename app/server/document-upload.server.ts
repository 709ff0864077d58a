import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, desc, eq, sql } from "drizzle-orm";
import type { ApplicantSummary } from "#app/lib/applicant-summary.ts";
import { exitText } from "#app/content/exit-routes.ts";
import { exitRouteFrom } from "#app/schemas/application-product.ts";
import {
  MAX_APPLICATION_BYTES,
  MAX_FILES_PER_UPLOAD,
  documentMessages,
  type ReceivedDocument,
  type UploadAnswer,
} from "#app/lib/documents.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  DOCUMENT_CATEGORIES,
  applications,
  leadEvents,
  leads,
  type DocumentCategory,
} from "#app/server/db/schema.ts";
import { getEnv, siteConfigFromEnv, type Env } from "#app/env.server.ts";
import {
  checkUploadToken,
  verifyUploadToken,
  type UploadAccess,
} from "#app/server/leads.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { checkRateLimit, formRateLimits, rateLimitKey } from "#app/server/rate-limit.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import { readFilePart, type FilePartStream } from "#app/server/upload/file-part.server.ts";
import {
  documentKey,
  printableName,
  sanitiseFileName,
} from "#app/server/upload/file-names.server.ts";
import { readMultipart } from "#app/server/upload/multipart.server.ts";
import {
  listReceivedDocuments,
  recordDocuments,
  recordedBytes,
  type StoredDocument,
} from "#app/server/upload/record-documents.server.ts";
import { UploadRefusal } from "#app/server/upload/refusal.server.ts";

/**
 * Documents sent from the results page (spec §7 calls 3–5, DESIGN decision 9). The request is
 * read as a stream: each file is checked by its first bytes, counted against 20 MB per file and
 * 100 MB per application as it arrives, and written to storage; nothing is held whole in memory
 * (beyond one document on its way to S3). A file that breaks a rule refuses the whole upload and
 * whatever was already written is removed. A file that storage or the database fails on is
 * logged and left out. The records, the Open Banking preference and the brokers' notification
 * are written in one transaction. The parts live in ./upload/: the multipart reader, one file's
 * reading, and the records.
 */

export type UploadReceipt = { applicationId: string; uploadToken: string };

/** Accepted uploads carry every document the application now holds (`received`). */
export type UploadResult =
  | {
      status: "uploaded";
      stored: StoredDocument[];
      skipped: string[];
      openBanking: boolean;
      received: ReceivedDocument[];
    }
  | { status: "open-banking"; received: ReceivedDocument[] }
  | {
      status: "refused";
      httpStatus: number;
      title: string;
      message: string;
      /** Seconds to wait, when refused for coming too often. */
      retryAfter?: number;
    };

export type UploadDeps = {
  db: Database;
  storage: DocumentStorage;
  logger: Logger;
  now?: () => Date;
  /** Counts the request against the per-address limit on uploads when given. */
  rateLimit?: { clientAddress: string; multiplier: number };
  /** The site's details for messages (the phone number to call); the process's by default. */
  env?: Env;
};

/** What one request has brought so far. */
type UploadState = {
  access: UploadAccess;
  stored: StoredDocument[];
  skipped: string[];
  openBanking: boolean;
  refusal: UploadRefusal | null;
  /** What a broker's upload files its documents under (its form's `category`). */
  category: DocumentCategory | null;
  fileCount: number;
  /** What the application holds, this request's stored files included. */
  applicationBytes: number;
  /** Keys given out in this request, so that two files of one name and time cannot collide. */
  usedKeys: Set<string>;
};

function currentTime(deps: UploadDeps): Date {
  return deps.now?.() ?? new Date();
}

export type UploadRefused = Extract<UploadResult, { status: "refused" }>;

function refused(httpStatus: number, message: string): UploadRefused {
  return { status: "refused", httpStatus, title: documentMessages.uploadFailed.title, message };
}

/**
 * Reads one upload request. `receipt` is the application id and upload token the visitor
 * holds (sent in headers by the page's script, or in the receipt cookie without scripts).
 */
export function receiveDocuments(
  request: Request,
  receipt: UploadReceipt | null,
  deps: UploadDeps,
): Promise<UploadResult> {
  return receiveDocumentsFor(request, () => accessFromReceipt(receipt, deps), deps);
}

/** Which application a receipt opens, or why it opens none. */
async function accessFromReceipt(
  receipt: UploadReceipt | null,
  deps: UploadDeps,
): Promise<UploadAccess | UploadRefused> {
  const token = receipt
    ? await checkUploadToken(deps.db, receipt.applicationId, receipt.uploadToken, currentTime(deps))
    : null;
  if (token?.status === "expired") {
    const { phoneDisplay } = siteConfigFromEnv(deps.env ?? getEnv());
    return {
      status: "refused",
      httpStatus: 403,
      title: documentMessages.expiredLinkTitle,
      message: documentMessages.expiredLink(phoneDisplay),
    };
  }
  if (token?.status !== "valid") return refused(403, documentMessages.badToken);
  return token.access;
}

/**
 * Reads one upload request for the application `authorise` names (or refuses it with its
 * answer). Asked after the form type and the rate limit are checked, before the body is read.
 */
export async function receiveDocumentsFor(
  request: Request,
  authorise: () => Promise<UploadAccess | UploadRefused>,
  deps: UploadDeps,
): Promise<UploadResult> {
  const admitted = await admitUpload(request, authorise, deps);
  if (admitted.status === "refused") return admitted;
  const upload = await readUpload(admitted, deps);
  if (upload.refusal) return refuseUpload(upload, upload.refusal, deps);
  if (upload.stored.length === 0 && upload.skipped.length === 0 && !upload.openBanking) {
    return {
      status: "refused",
      httpStatus: 400,
      title: documentMessages.noDocuments.title,
      message: documentMessages.noDocuments.description,
    };
  }
  if (upload.stored.length === 0 && upload.skipped.length > 0) {
    return refused(500, documentMessages.uploadFailed.description);
  }
  return recordUpload(upload, deps);
}

type Admitted = {
  status: "admitted";
  access: UploadAccess;
  body: WebReadableStream<Uint8Array>;
  contentType: string;
};

/** Whether a request is sent as files (`multipart/form-data`), as every upload form is. */
export function isFileUpload(request: Request): boolean {
  return (request.headers.get("content-type") ?? "")
    .toLowerCase()
    .startsWith("multipart/form-data");
}

/** The checks made before any of the body is read: form type, rate, access, declared size. */
async function admitUpload(
  request: Request,
  authorise: () => Promise<UploadAccess | UploadRefused>,
  deps: UploadDeps,
): Promise<Admitted | UploadRefused> {
  const { db, rateLimit } = deps;
  const contentType = request.headers.get("content-type") ?? "";
  if (!isFileUpload(request) || !request.body) {
    return refused(415, documentMessages.uploadFailed.description);
  }
  if (rateLimit) {
    const limit = formRateLimits.documents;
    const verdict = await checkRateLimit(
      db,
      rateLimitKey("documents", rateLimit.clientAddress),
      limit.limit * rateLimit.multiplier,
      limit.windowSeconds,
    );
    if (!verdict.allowed) {
      return { ...refused(429, documentMessages.tooOften), retryAfter: verdict.retryAfter };
    }
  }
  const access = await authorise();
  if ("status" in access) return access;
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > MAX_APPLICATION_BYTES + 1024 * 1024) {
    return refused(413, documentMessages.tooMuch);
  }
  const body = request.body as WebReadableStream<Uint8Array>;
  return { status: "admitted", access, body, contentType };
}

/** Reads the whole request, storing each file as it comes; a broken rule ends in `refusal`. */
async function readUpload(admitted: Admitted, deps: UploadDeps): Promise<UploadState> {
  const { access } = admitted;
  const upload: UploadState = {
    access,
    stored: [],
    skipped: [],
    openBanking: false,
    refusal: null,
    category: null,
    fileCount: 0,
    applicationBytes: await recordedBytes(deps.db, access.applicationId),
    usedKeys: new Set(),
  };
  const refuse = (error: unknown) => {
    upload.refusal ??= refusalFor(error, access, deps.logger);
  };
  try {
    await readMultipart(admitted.body, admitted.contentType, {
      file: (field, filename, stream) =>
        receiveFile(upload, field, filename, stream, deps).catch(refuse),
      field(name, value) {
        if (name === "openBanking") upload.openBanking = value === "on" || value === "true";
        if (name === "category" && isCategory(value)) upload.category = value;
      },
      filesLimit: () => refuse(new UploadRefusal(413, documentMessages.tooMany)),
    });
  } catch (error) {
    refuse(error);
  }
  return upload;
}

/** A refusal as it is; anything else is logged and refuses the upload as a failure of ours. */
function refusalFor(error: unknown, access: UploadAccess, logger: Logger): UploadRefusal {
  if (error instanceof UploadRefusal) return error;
  logger.error({ err: error, applicationId: access.applicationId }, "upload not read");
  return new UploadRefusal(500, documentMessages.uploadFailed.description);
}

/** One file part: its field, count and name checked, then read into storage. */
async function receiveFile(
  upload: UploadState,
  field: string,
  rawName: string,
  stream: FilePartStream,
  deps: UploadDeps,
): Promise<void> {
  // Once refused, the rest is only read past; an empty name is an empty file input posted
  // without scripts.
  if (upload.refusal || rawName === "") return;
  upload.fileCount += 1;
  if (upload.fileCount > MAX_FILES_PER_UPLOAD) {
    throw new UploadRefusal(413, documentMessages.tooMany);
  }
  // A broker's form files every document under the item it names; the applicant's forms name
  // the category in each file's field.
  const category = upload.access.uploadedByUserId && field === "file" ? upload.category : field;
  if (category === null || !isCategory(category)) {
    throw new UploadRefusal(400, documentMessages.uploadFailed.description);
  }
  const name = sanitiseFileName(rawName);
  if (name === null) throw new UploadRefusal(400, documentMessages.badName(printableName(rawName)));

  const { applicationId } = upload.access;
  const keyFor = (keptName: string) => {
    let time = currentTime(deps).getTime();
    let key = documentKey(applicationId, category, time, keptName);
    while (upload.usedKeys.has(key)) key = documentKey(applicationId, category, ++time, keptName);
    upload.usedKeys.add(key);
    return key;
  };

  const target = { name, keyFor, applicationBytes: upload.applicationBytes };
  const result = await readFilePart(stream, target, deps.storage);
  if (result.status === "not stored") {
    deps.logger.error(
      { err: result.error, applicationId, category, file: result.name },
      "document not stored",
    );
    upload.skipped.push(result.name);
    return;
  }
  upload.applicationBytes += result.size;
  const { type, size, sha256, key } = result;
  upload.stored.push({ category, name: result.name, path: key, type, size, sha256 });
}

function isCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

/** Removes what the request stored and answers with the refusal. */
async function refuseUpload(
  upload: UploadState,
  refusal: UploadRefusal,
  { storage, logger }: UploadDeps,
): Promise<UploadResult> {
  await removeStored(upload.stored, storage);
  logger.warn(
    { applicationId: upload.access.applicationId, reason: refusal.message },
    "document upload refused",
  );
  return refused(refusal.httpStatus, refusal.message);
}

async function removeStored(stored: StoredDocument[], storage: DocumentStorage): Promise<void> {
  await Promise.all(stored.map((document) => storage.delete(document.path).catch(() => undefined)));
}

/** Records what was stored; when the records cannot be written, nothing stored is kept. */
async function recordUpload(upload: UploadState, deps: UploadDeps): Promise<UploadResult> {
  const { access, openBanking } = upload;
  const receivedAt = currentTime(deps);
  let outcome;
  try {
    outcome = await recordDocuments(access, upload, receivedAt, deps);
  } catch (error) {
    await removeStored(upload.stored, deps.storage);
    if (error instanceof UploadRefusal) return refused(error.httpStatus, error.message);
    deps.logger.error(
      { err: error, applicationId: access.applicationId },
      "documents not recorded",
    );
    return refused(500, documentMessages.uploadFailed.description);
  }
  const { recorded } = outcome;
  const skipped = [...upload.skipped, ...outcome.notRecorded];
  deps.logger.info(
    {
      applicationId: access.applicationId,
      stored: recorded.length,
      skipped: skipped.length,
      openBanking,
    },
    "documents received",
  );
  if (recorded.length === 0 && !openBanking) {
    return refused(500, documentMessages.uploadFailed.description);
  }
  const received = await listReceivedDocuments(deps.db, access.leadId);
  if (recorded.length === 0) return { status: "open-banking", received };
  return { status: "uploaded", stored: recorded, skipped, openBanking, received };
}

/** What an applicant gave, for the application with this lead id (null when it has none). */
export async function applicantSummaryOf(
  db: Database,
  leadId: string,
): Promise<ApplicantSummary | null> {
  const [row] = await db
    .select({
      reference: leads.reference,
      companyName: applications.companyName,
      loanAmount: applications.loanAmount,
      loanReasons: applications.loanReasons,
      loanPurpose: applications.loanPurpose,
      product: applications.product,
      propertyValuePounds: applications.propertyValuePounds,
      exitRoute: applications.exitRoute,
      exitDetail: applications.exitDetail,
    })
    .from(applications)
    .innerJoin(leads, eq(leads.id, applications.leadId))
    .where(eq(applications.leadId, leadId))
    // A case's latest application speaks for it.
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!row) return null;
  const { exitRoute, exitDetail, ...summary } = row;
  return { ...summary, exit: exitText(exitRouteFrom(exitRoute), exitDetail ?? undefined) || null };
}

export type ResultsPageData = {
  summary: ApplicantSummary;
  received: ReceivedDocument[];
  /**
   * The application joined the visitor's open case. The page then names no reference (whoever
   * typed the address may not be its owner); the acknowledgement mails it to the address.
   */
  joined: boolean;
};

/**
 * What the results page shows of the application the receipt is for (what was given and the
 * documents received so far), or null when the visitor holds no receipt that opens one.
 */
export async function resultsPageData(
  db: Database,
  receipt: UploadReceipt | null,
): Promise<ResultsPageData | null> {
  if (!receipt) return null;
  const access = await verifyUploadToken(db, receipt.applicationId, receipt.uploadToken);
  if (!access) return null;
  const summary = await applicantSummaryOf(db, access.leadId);
  if (!summary) return null;
  const [joinedEvent] = await db
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, access.leadId),
        eq(leadEvents.type, "joined"),
        sql`${leadEvents.detail} ->> 'submissionId' = ${access.applicationId}`,
      ),
    )
    .limit(1);
  const joined = joinedEvent !== undefined;
  return {
    summary: joined ? { ...summary, reference: null } : summary,
    received: await listReceivedDocuments(db, access.leadId),
    joined,
  };
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
export function uploadAnswer(result: UploadResult): {
  status: number;
  body: UploadAnswer;
  headers: Record<string, string>;
} {
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (result.status === "refused" && result.retryAfter) {
    headers["Retry-After"] = String(result.retryAfter);
  }
  switch (result.status) {
    case "uploaded":
      return {
        status: 200,
        body: {
          status: "success",
          uploaded: result.stored.length,
          openBanking: result.openBanking,
          received: result.received,
        },
        headers,
      };
    case "open-banking":
      return {
        status: 200,
        body: { status: "success", uploaded: 0, openBanking: true, received: result.received },
        headers,
      };
    case "refused":
      return {
        status: result.httpStatus,
        body: { status: "error", title: result.title, message: result.message },
        headers,
      };
  }
}
