import { eq, inArray } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { DOCUMENT_CATEGORIES, applications, uploadedDocuments } from "#app/server/db/schema.ts";
import type { Logger } from "#app/server/logger.server.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import {
  scheduleRepeating,
  type Schedule,
  type ScheduleTimes,
} from "#app/server/schedule.server.ts";
import { isUuid } from "#app/schemas/fields.ts";

/**
 * Stored documents as files, apart from their records: an application that goes takes its whole
 * storage folder, and a periodic sweep removes day-old files no record points to.
 * ADR 0005 (document storage and upload), 0007.
 */

/** The storage folder every document of an application is kept under (see `documentKey`). */
export function applicationFolder(applicationId: string): string {
  return `${applicationId}/`;
}

/** How leads' files are removed: wired to the storage by `documentRemoval`. */
export type DocumentRemoval = {
  /** Removes a stored document; a missing file is not an error. */
  deleteDocument(path: string): Promise<void>;
  /**
   * Removes everything in an application's storage folder, recorded or not, unfinished uploads
   * included, and resolves to the number of files removed. Without it, only recorded documents
   * are removed, one by one (each counted).
   */
  deleteApplicationFiles?(applicationId: string): Promise<number>;
};

export function documentRemoval(storage: DocumentStorage): Required<DocumentRemoval> {
  return {
    deleteDocument: (path) => storage.delete(path),
    deleteApplicationFiles: (applicationId) => storage.deleteAll(applicationFolder(applicationId)),
  };
}

/**
 * Removes the stored files of the given leads' applications. A lead whose files could not all
 * be removed is in `failed`, so that the caller keeps it (and its records) for the next run
 * rather than leaving files nobody can find.
 */
export async function removeLeadFiles(
  deps: DocumentRemoval & { logger: Logger },
  tx: DatabaseTransaction,
  leadIds: string[],
): Promise<{ removed: number; failed: Set<string> }> {
  if (leadIds.length === 0) return { removed: 0, failed: new Set() };
  const rows = await tx
    .select({
      leadId: applications.leadId,
      applicationId: applications.applicationId,
      path: uploadedDocuments.filePath,
    })
    .from(applications)
    .leftJoin(uploadedDocuments, eq(uploadedDocuments.applicationId, applications.applicationId))
    .where(inArray(applications.leadId, leadIds));
  const byApplication = new Map<string, { leadId: string; paths: string[] }>();
  for (const row of rows) {
    const entry = byApplication.get(row.applicationId) ?? { leadId: row.leadId, paths: [] };
    if (row.path) entry.paths.push(row.path);
    byApplication.set(row.applicationId, entry);
  }

  let removed = 0;
  const failed = new Set<string>();
  for (const [applicationId, { leadId, paths }] of byApplication) {
    try {
      if (deps.deleteApplicationFiles) {
        removed += await deps.deleteApplicationFiles(applicationId);
      } else {
        for (const path of paths) {
          await deps.deleteDocument(path);
          removed++;
        }
      }
    } catch (error) {
      failed.add(leadId);
      deps.logger.error(
        { err: error, leadId },
        "a stored document could not be deleted; its lead is kept for the next run",
      );
    }
  }
  return { removed, failed };
}

// ---------------------------------------------------------------------------------------------
// The sweep of files with no record

/** Younger files may belong to an upload still being read or recorded. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export type SweepDeps = { db: Database; storage: DocumentStorage; logger: Logger };

export type SweepResult = {
  /** Files with no record older than a day. */
  orphans: number;
  /** Those really removed (none in a dry run). */
  removed: number;
  dryRun: boolean;
};

/** `{applicationId}/{category}/…`: only what uploads write is ever swept. */
function isDocumentKey(key: string): boolean {
  const [applicationId, category, name] = key.split("/");
  return (
    isUuid(applicationId) &&
    (DOCUMENT_CATEGORIES as readonly (string | undefined)[]).includes(category) &&
    name !== undefined
  );
}

/**
 * Removes stored files that no record points to and that were last written more than a day
 * before `now`: complete files whose record was never written and unfinished `*.partial` ones.
 * `dryRun` only counts. Sweeping is idempotent, so every server process may run it.
 */
export async function sweepOrphanFiles(
  { db, storage, logger }: SweepDeps,
  options: { now?: Date; dryRun?: boolean } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - ORPHAN_MIN_AGE_MS;
  const dryRun = options.dryRun ?? false;
  const old = (await storage.listFiles(""))
    .filter((file) => file.modifiedAt.getTime() < cutoff && isDocumentKey(file.key))
    .map((file) => file.key);

  const orphans: string[] = [];
  for (let start = 0; start < old.length; start += 500) {
    const keys = old.slice(start, start + 500);
    const recorded = await db
      .select({ path: uploadedDocuments.filePath })
      .from(uploadedDocuments)
      .where(inArray(uploadedDocuments.filePath, keys));
    const kept = new Set(recorded.map((row) => row.path));
    orphans.push(...keys.filter((key) => !kept.has(key)));
  }

  let removed = 0;
  if (!dryRun) {
    for (const key of orphans) {
      try {
        await storage.delete(key);
        removed++;
      } catch (error) {
        logger.error({ err: error, key }, "a stored file with no record could not be deleted");
      }
    }
  }
  if (orphans.length > 0) {
    logger.info(
      { orphans: orphans.length, removed, dryRun },
      "stored files with no record, older than a day",
    );
  }
  return { orphans: orphans.length, removed, dryRun };
}

/** Runs the sweep a minute after start, then every hour (by default) until stopped. */
export function scheduleOrphanSweep(
  deps: SweepDeps,
  times: ScheduleTimes = { firstRunMs: 60_000, intervalMs: 60 * 60 * 1000 },
): Schedule {
  return scheduleRepeating("orphan file sweep", () => sweepOrphanFiles(deps), deps.logger, times);
}
