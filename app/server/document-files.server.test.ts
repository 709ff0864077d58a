import { readdir, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  erasePerson,
  purgeExpiredLeads,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import {
  documentRemoval,
  scheduleOrphanSweep,
  sweepOrphanFiles,
} from "#app/server/document-files.server.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import {
  testBucket,
  testStorageKinds,
  useTestStorage,
  type TestStorage,
  type TestStorageKind,
} from "#tests/harness/storage.ts";

const logger = createLogger("silent");
const day = 86_400_000;

/** Sets a stored file's last-written time, on disk or in the S3 stand-in's own files. */
async function writtenAt(kind: TestStorageKind, { root }: TestStorage, key: string, at: Date) {
  const parts = key.split("/");
  const name = parts.pop()!;
  const path =
    kind === "disk" ? join(root, key) : join(root, testBucket, ...parts, `${name}._S3rver_object`);
  if (kind === "S3") await settled(path);
  await utimes(path, at, at);
}

/**
 * s3rver answers a PUT before its write of the object has finished; a write landing after
 * `utimes` would make the file new again. Waits until the file stops changing.
 */
async function settled(path: string) {
  let last = "";
  for (let attempt = 0; attempt < 100; attempt++) {
    const info = await stat(path).catch(() => null);
    const seen = info ? `${info.size}:${info.mtimeMs}` : "";
    if (info && seen === last) return;
    last = seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseKinds)("%s", (databaseKind) => {
  const database = useTestDatabase(databaseKind);

  describe.each(testStorageKinds)("%s storage", (storageKind) => {
    const storageHandle = useTestStorage(storageKind);

    function deps(): DataProtectionDeps {
      return {
        db: database().db,
        logger,
        forgetMail: async () => {},
        ...documentRemoval(storageHandle().storage),
      };
    }

    /**
     * An application with one recorded document and what a crash mid-upload leaves: a complete
     * file with no record and, on disk, a partial one.
     */
    async function applicationWithLeftovers(email: string) {
      const { db } = database();
      const { storage, root } = storageHandle();
      const application = await createApplication(
        db,
        sampleApplication({
          directors: [{ ...sampleApplication().directors[0]!, email }],
        }),
      );
      const folder = `${application.applicationId}/`;
      const recorded = `${folder}accounts/1700000000000-accounts.pdf`;
      await storage.put(recorded, samplePdf());
      await db.insert(schema.uploadedDocuments).values({
        applicationId: application.applicationId,
        fileName: "accounts.pdf",
        filePath: recorded,
        fileType: "application/pdf",
        documentCategory: "accounts",
        sizeBytes: samplePdf().length,
        sha256: "0".repeat(64),
      });
      await storage.put(`${folder}bank_statements/1700000000001-march.pdf`, samplePdf());
      if (storageKind === "disk") {
        await writeFile(
          join(root, `${folder}bank_statements/1700000000002-april.pdf.0123456789ab.partial`),
          "half a file",
        );
      } else {
        await storage.put(`${folder}other_documents/1700000000002-april.pdf`, samplePdf());
      }
      return { ...application, folder };
    }

    async function expectFolderGone(folder: string) {
      expect(await storageHandle().storage.listFiles(folder)).toEqual([]);
      if (storageKind === "disk") {
        expect(await readdir(storageHandle().root)).not.toContain(folder.slice(0, -1));
      }
    }

    test("erasing a person empties their application's storage folder, files with no record included", async () => {
      const email = `erase.${storageKind}@example.co.uk`;
      const application = await applicationWithLeftovers(email);

      const removal = await erasePerson(deps(), { email });

      expect(removal).toMatchObject({ leads: 1, documents: 3 });
      await expectFolderGone(application.folder);
    });

    test("the retention purge empties the application's storage folder too", async () => {
      const { db } = database();
      const application = await applicationWithLeftovers(`purge.${storageKind}@example.co.uk`);
      await db
        .update(schema.leads)
        .set({ status: "declined", updatedAt: new Date(Date.now() - 4 * 365 * day) })
        .where(eq(schema.leads.id, application.leadId));

      const result = await purgeExpiredLeads(deps());

      expect(result).toMatchObject({ leads: 1, documents: 3 });
      await expectFolderGone(application.folder);
    });

    test("the sweep removes files with no record once a day old, and leaves uploads in progress", async () => {
      const { db } = database();
      const handle = storageHandle();
      const { storage } = handle;
      const application = await applicationWithLeftovers(`sweep.${storageKind}@example.co.uk`);
      const { folder } = application;
      const old = new Date(Date.now() - 2 * day);
      const recorded = `${folder}accounts/1700000000000-accounts.pdf`;
      const orphan = `${folder}bank_statements/1700000000001-march.pdf`;
      const leftover =
        storageKind === "disk"
          ? `${folder}bank_statements/1700000000002-april.pdf.0123456789ab.partial`
          : `${folder}other_documents/1700000000002-april.pdf`;
      for (const key of [recorded, orphan, leftover]) {
        await writtenAt(storageKind, handle, key, old);
      }
      // An upload in progress: written now, not recorded yet.
      const fresh = `${folder}accounts/1700000000003-may.pdf`;
      await storage.put(fresh, samplePdf());
      // Nothing an upload writes: never the sweep's to remove.
      const foreign = "archive/readme.txt";
      await storage.put(foreign, Buffer.from("kept by someone else"));
      await writtenAt(storageKind, handle, foreign, old);

      const counted = await sweepOrphanFiles({ db, storage, logger }, { dryRun: true });
      expect(counted).toEqual({ orphans: 2, removed: 0, dryRun: true });
      expect(await storage.listFiles(folder)).toHaveLength(4);

      const swept = await sweepOrphanFiles({ db, storage, logger });
      expect(swept).toEqual({ orphans: 2, removed: 2, dryRun: false });
      expect((await storage.listFiles(folder)).map((file) => file.key)).toEqual([recorded, fresh]);
      expect(await storage.exists(foreign)).toBe(true);

      // A day later the upload that never finished goes too.
      const later = await sweepOrphanFiles(
        { db, storage, logger },
        { now: new Date(Date.now() + day + 60_000) },
      );
      expect(later).toMatchObject({ removed: 1 });
      expect(await storage.list(folder)).toEqual([recorded]);
      await storage.delete(foreign);
    });

    test("the sweep runs on its own schedule, and stopping it waits for a run in progress", async () => {
      const { db } = database();
      const handle = storageHandle();
      const key = "55555555-6666-4777-8888-999999999999/accounts/1700000000000-lost.pdf";
      await handle.storage.put(key, samplePdf());
      await writtenAt(storageKind, handle, key, new Date(Date.now() - 2 * day));
      const schedule = scheduleOrphanSweep(
        { db, storage: handle.storage, logger },
        { firstRunMs: 1, intervalMs: 60_000 },
      );
      try {
        await expect.poll(() => handle.storage.exists(key)).toBe(false);
      } finally {
        await schedule.stop();
      }
    });
  });
});
