import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTableName, isTable, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import * as schema from "#app/server/db/schema.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "#app/server/db/scratch-database.server.ts";
import {
  migrationsFolder,
  pgliteExtensions,
  migratePglite,
  migratePostgres,
  pgliteHandle,
  postgresHandle,
  type DatabaseHandle,
} from "#app/server/db/client.server.ts";
import { openPgliteThread } from "#app/server/db/pglite-thread.server.ts";

/**
 * Fresh, migrated databases for tests. Integration tests run on PGlite always, and on
 * PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it):
 *
 * `useTestDatabase(kind)` gives a test file one database, emptied before each test;
 * `createTestDatabase(kind)` gives a fresh one whenever a test needs its own.
 */
export type TestDatabaseKind = "PGlite" | "PostgreSQL";

// Test set-up, not app configuration: the one place outside env.server.ts that reads the
// environment, so that `vitest run` alone picks up the CI database.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const testDatabaseKinds: TestDatabaseKind[] = testDatabaseUrl
  ? ["PGlite", "PostgreSQL"]
  : ["PGlite"];

export type TestDatabase = DatabaseHandle & {
  /**
   * Another client of the same database, as a second server process would have (PostgreSQL);
   * PGlite lives inside one process, so there it is the same client again.
   */
  connectAgain(): Promise<DatabaseHandle>;
};

export function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  return kind === "PGlite" ? createPgliteTestDatabase() : createPostgresTestDatabase();
}

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table, as after migrating. */
export async function resetTestDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${tableNames.join(", ")} cascade`));
}

/**
 * One database for the test file, emptied before each test: starting a database costs far
 * more than emptying one.
 *
 *   describe.each(testDatabaseKinds)("%s", (kind) => {
 *     const database = useTestDatabase(kind);
 *     test("…", async () => { const { db } = database(); … });
 *   });
 */
export function useTestDatabase(kind: TestDatabaseKind): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(async () => {
    if (database) await resetTestDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("the test database did not start");
    return database;
  };
}

// Creating and migrating PGlite takes seconds; loading a dump of a migrated one does not.
// The dump is kept in the system's temporary folder, named by the migrations it contains, so
// parallel test processes and later runs share it.
let pgliteTemplate: Promise<Blob> | undefined;

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  const files = (await readdir(folder, { recursive: true }))
    .filter((f) => f.endsWith(".sql") || f.endsWith(".json"))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(join(folder, file)));
  return hash.digest("hex").slice(0, 16);
}

async function migratedPgliteDump(): Promise<Blob> {
  const cached = join(tmpdir(), `pglite-test-template-${await migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(cached)]);
  } catch {
    // Not made yet.
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  let dump: Blob;
  try {
    await migratePglite(client);
    dump = await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
  const temporary = `${cached}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, cached).catch(() => rm(temporary, { force: true }));
  return dump;
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  pgliteTemplate ??= migratedPgliteDump();
  // On a thread of its own, as the server runs it (openDatabase).
  const client = await openPgliteThread({
    dataDir: null,
    migrationsFolder: null,
    loadDataDir: await pgliteTemplate,
  });
  const handle = await pgliteHandle(client);
  return { ...handle, connectAgain: async () => ({ ...handle, close: async () => {} }) };
}

/** A new, empty PostgreSQL database (no migrations applied), dropped by `drop()`. */
export async function createEmptyPostgresDatabase(): Promise<ScratchDatabase> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  return createScratchDatabase(testDatabaseUrl, "test");
}

// Migrating a PostgreSQL database takes seconds; copying a migrated one (CREATE DATABASE …
// TEMPLATE) a fraction of one. The template is made once per set of migrations, by whichever
// test process gets there first, under a lock the others wait on.
let postgresTemplate: Promise<string> | undefined;

async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const { default: postgres } = await import("postgres");
  const name = `test_template_${await migrationsHash()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext('test template'))`;
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) {
      // Made under another name and renamed once migrated, so a half-made one is never copied.
      const building = `${name}_${process.pid}`;
      await admin.unsafe(`drop database if exists "${building}"`);
      await admin.unsafe(`create database "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await migratePostgres(url.toString());
      await admin.unsafe(`alter database "${building}" rename to "${name}"`);
      // Templates of earlier migrations are of no further use.
      const stale = await admin`select datname from pg_database
        where datname like 'test\_template\_%' and datname <> ${name}`;
      for (const { datname } of stale) {
        await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      }
    }
    await admin`select pg_advisory_unlock(hashtext('test template'))`;
  } finally {
    await admin.end({ timeout: 5 });
  }
  return name;
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: postgres } = await import("postgres");
  postgresTemplate ??= migratedPostgresTemplate(testDatabaseUrl);
  const empty = await createScratchDatabase(testDatabaseUrl, "test", await postgresTemplate);
  const url = empty.url;
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const others: DatabaseHandle[] = [];
  const drop = async () => {
    await Promise.all(others.map((other) => other.close()));
    await client.end({ timeout: 5 });
    await empty.drop();
  };
  const handle = await postgresHandle(client);
  return {
    ...handle,
    close: drop,
    async connectAgain() {
      const other = await postgresHandle(postgres(url, { max: 10, onnotice: () => {} }));
      others.push(other);
      return other;
    },
  };
}
