import { asc, eq, sql } from "drizzle-orm";
import { formatTimestamp } from "#app/lib/dates.ts";
import {
  MAX_APPLICATION_BYTES,
  categoryLabel,
  documentMessages,
  type ReceivedDocument,
} from "#app/lib/documents.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  leadEvents,
  leads,
  uploadedDocuments,
  type DocumentCategory,
} from "#app/server/db/schema.ts";
import { enqueueNotification, type UploadAccess } from "#app/server/leads.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { enqueueApplicantActivity } from "#app/server/reminders/reminders.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import { UploadRefusal } from "#app/server/upload/refusal.server.ts";

export type StoredDocument = {
  category: DocumentCategory;
  name: string;
  path: string;
  type: string;
  size: number;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
};

export type RecordDeps = { db: Database; storage: DocumentStorage; logger: Logger };

/** The bytes an application's documents take, as recorded. */
export async function recordedBytes(
  db: Database | DatabaseTransaction,
  applicationId: string,
): Promise<number> {
  const [usage] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadedDocuments.sizeBytes}), 0)` })
    .from(uploadedDocuments)
    .where(eq(uploadedDocuments.applicationId, applicationId));
  return Number(usage?.bytes ?? 0);
}

/**
 * Every document recorded for a case, over all its applications, oldest first, as the applicant
 * is shown them: those sent with an earlier application of the case (or one merged into it) are
 * theirs too, and the broker's checklist counts them (ADR 0034).
 */
export async function listReceivedDocuments(
  db: Database | DatabaseTransaction,
  leadId: string,
): Promise<ReceivedDocument[]> {
  const rows = await db
    .select({
      id: uploadedDocuments.id,
      category: uploadedDocuments.documentCategory,
      name: uploadedDocuments.fileName,
      receivedAt: uploadedDocuments.createdAt,
    })
    .from(uploadedDocuments)
    .innerJoin(applications, eq(applications.applicationId, uploadedDocuments.applicationId))
    .where(eq(applications.leadId, leadId))
    .orderBy(asc(uploadedDocuments.createdAt), asc(uploadedDocuments.fileName));
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}

/**
 * Records the stored documents, the Open Banking preference and the brokers' notification in
 * one transaction. A document whose record fails is logged, removed from storage and named in
 * `notRecorded`. Throws an `UploadRefusal` when the application would pass 100 MB, checked
 * again with its row locked so that two uploads at once cannot.
 */
export async function recordDocuments(
  access: UploadAccess,
  upload: { stored: StoredDocument[]; openBanking: boolean },
  receivedAt: Date,
  deps: RecordDeps,
): Promise<{ recorded: StoredDocument[]; notRecorded: string[] }> {
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: applications.applicationId })
      .from(applications)
      .where(eq(applications.applicationId, access.applicationId))
      .for("update");
    const adding = upload.stored.reduce((sum, document) => sum + document.size, 0);
    if ((await recordedBytes(tx, access.applicationId)) + adding > MAX_APPLICATION_BYTES) {
      throw new UploadRefusal(413, documentMessages.tooMuch);
    }
    const recorded: StoredDocument[] = [];
    const notRecorded: string[] = [];
    for (const document of upload.stored) {
      if (await recordDocument(tx, access, document, receivedAt, deps)) recorded.push(document);
      else notRecorded.push(document.name);
    }
    if (upload.openBanking) {
      await tx
        .update(applications)
        .set({ openBanking: true })
        .where(eq(applications.applicationId, access.applicationId));
    }
    if (access.uploadedByUserId) {
      // A broker's own upload: on the case's timeline, not news for the brokers.
      if (recorded.length > 0) await noteBrokerUpload(tx, access, recorded);
    } else {
      if (recorded.length > 0 || upload.openBanking) {
        await notifyBrokers(tx, access, recorded, upload.openBanking, receivedAt);
      }
      if (recorded.length > 0) {
        await enqueueApplicantActivity(tx, access.leadId, "documents", recorded.length);
      }
    }
    return { recorded, notRecorded };
  });
}

/** One document's record, in a savepoint so that its failure does not undo the others. */
async function recordDocument(
  tx: DatabaseTransaction,
  access: UploadAccess,
  document: StoredDocument,
  receivedAt: Date,
  { storage, logger }: RecordDeps,
): Promise<boolean> {
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
        uploadedByUserId: access.uploadedByUserId ?? null,
        createdAt: receivedAt,
      });
    });
    return true;
  } catch (error) {
    logger.error(
      { err: error, applicationId: access.applicationId, file: document.name },
      "document not recorded",
    );
    await storage.delete(document.path).catch(() => undefined);
    return false;
  }
}

/** "Uploaded for the applicant: passport.pdf (Photo ID)" on the timeline, and in the audit log. */
async function noteBrokerUpload(
  tx: DatabaseTransaction,
  access: UploadAccess,
  recorded: StoredDocument[],
): Promise<void> {
  const files = recorded
    .map((document) => `${document.name} (${categoryLabel(document.category)})`)
    .join(", ");
  await tx.insert(leadEvents).values({
    leadId: access.leadId,
    actorUserId: access.uploadedByUserId,
    type: "document",
    body: `Uploaded for the applicant: ${files}`,
    detail: { uploaded: recorded.length },
  });
  await tx
    .update(leads)
    .set({ updatedAt: sql`now()` })
    .where(eq(leads.id, access.leadId));
  await audit(tx, {
    actorUserId: access.uploadedByUserId ?? null,
    action: "lead.documents_upload",
    targetType: "lead",
    targetId: access.leadId,
    detail: { applicationId: access.applicationId, count: recorded.length },
  });
}

/** The outbox row for §7 call 5: counts per category, names and paths, Open Banking. */
async function notifyBrokers(
  tx: DatabaseTransaction,
  access: UploadAccess,
  recorded: StoredDocument[],
  openBanking: boolean,
  receivedAt: Date,
): Promise<void> {
  const [lead] = await tx
    .select({ reference: leads.reference })
    .from(leads)
    .where(eq(leads.id, access.leadId));
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
    reference: lead?.reference,
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
    uploadedDocuments: recorded.map((document) => ({ name: document.name, path: document.path })),
    timestamp: formatTimestamp(receivedAt),
    receivedAt: receivedAt.toISOString(),
  });
}
