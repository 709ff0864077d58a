import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  migratePglite,
  migratePostgres,
  migrationsFolder,
  pgliteExtensions,
  pgliteHandle,
  postgresHandle,
  type DatabaseHandle,
} from "#app/server/db/client.server.ts";
import { createEmptyPostgresDatabase, type TestDatabaseKind } from "#tests/harness/database.ts";

/**
 * A database of its own brought up to one migration, for a test of the next one on data as
 * the older schema's code left it: `finish` applies the rest, `drop` removes the copy.
 */
export type MigrationCopy = {
  handle: DatabaseHandle;
  finish(): Promise<void>;
  drop(): Promise<void>;
};

/** The migrations folder as it stood with its journal cut after migration `lastIdx`. */
async function folderUpTo(lastIdx: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `broker-migrations-${lastIdx}-`));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function copyFrom(kind: TestDatabaseKind, folder: string): Promise<MigrationCopy> {
  if (kind === "PGlite") {
    const client = new PGlite({ extensions: await pgliteExtensions() });
    await migratePglite(client, folder);
    const handle = await pgliteHandle(client);
    return {
      handle,
      finish: () => migratePglite(client, migrationsFolder()),
      drop: () => handle.close(),
    };
  }
  const { default: postgres } = await import("postgres");
  const scratch = await createEmptyPostgresDatabase();
  try {
    await migratePostgres(scratch.url, folder);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  const handle = await postgresHandle(postgres(scratch.url, { max: 2, onnotice: () => {} }));
  return {
    handle,
    finish: () => migratePostgres(scratch.url, migrationsFolder()),
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A copy of the database at migration `lastIdx` (its journal's idx), on `kind`. */
export async function databaseAtMigration(
  kind: TestDatabaseKind,
  lastIdx: number,
): Promise<MigrationCopy> {
  const folder = await folderUpTo(lastIdx);
  try {
    return await copyFrom(kind, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
