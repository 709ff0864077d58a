import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";
import type { Env } from "#app/env.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { openPgliteThread, type PgliteThreadClient } from "#app/server/db/pglite-thread.server.ts";
import {
  lockDataDir,
  makePrivate,
  prepareDataDir,
  type DataDirLock,
} from "#app/server/data-dir.server.ts";

/**
 * One database API over two engines: PGlite (Postgres compiled to WebAssembly, embedded, the
 * default) and PostgreSQL (when DATABASE_URL is set). The schema, queries and migrations are
 * the same for both; only the driver differs.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The rows of a raw `execute`: postgres-js answers them directly, PGlite as `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Throws when the database does not answer or cannot write (readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseEnv = Pick<Env, "DATA_DIR" | "DATABASE_URL">;

export function migrationsFolder(): string {
  return join(process.cwd(), "drizzle");
}

/**
 * Opens the configured database and brings its schema up to date. PGlite keeps its files in
 * `${DATA_DIR}/db`, and a data directory belongs to one process at a time: the directory is
 * locked until `close()`, and a second process (server or script) is refused with a message
 * naming the first.
 */
export async function openDatabase(
  env: DatabaseEnv,
  options: { migrationsFolder?: string } = {},
): Promise<DatabaseHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder();
  if (env.DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    await migratePostgres(env.DATABASE_URL, folder);
    return postgresHandle(postgres(env.DATABASE_URL, { max: 10, onnotice: () => {} }));
  }
  const root = await prepareDataDir(env.DATA_DIR);
  const lock = await lockDataDir(root);
  let client: PgliteThreadClient | undefined;
  try {
    // The database runs on a thread of its own, so requests are not held up by its queries.
    client = await openPgliteThread({ dataDir: resolve(root, "db"), migrationsFolder: folder });
    // PGlite lays down its initial files with modes of its own; the folder is private anyway.
    await makePrivate(resolve(root, "db"));
  } catch (error) {
    await client?.close();
    await lock.release();
    throw error;
  }
  return pgliteHandle(client, lock);
}

/**
 * The extensions the schema needs, loaded into every PGlite instance (a data directory whose
 * indexes use pg_trgm cannot be read without it).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

export async function pgliteHandle(
  client: PGlite | PgliteThreadClient,
  lock?: DataDirLock,
): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  // Drizzle's driver uses only query, exec and transaction, which the thread's client offers.
  const db = drizzle({ client: client as PGlite, schema });
  return handle(db as unknown as Database, "pglite", async () => {
    if (!client.closed) await client.close();
    await lock?.release();
  });
}

export async function postgresHandle(client: Sql): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/postgres-js");
  return handle(drizzle({ client, schema }) as unknown as Database, "postgres", () =>
    client.end({ timeout: 5 }),
  );
}

function handle(
  db: Database,
  driver: DatabaseHandle["driver"],
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    driver,
    async ping() {
      // Assigning a transaction id fails where writes would (a read-only database or replica).
      await db.execute(sql`select pg_current_xact_id()`);
    },
    close,
  };
}

export async function migratePglite(client: PGlite, folder: string = migrationsFolder()) {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  await migrate(drizzle({ client }), { migrationsFolder: folder });
}

/** Any constant; it names the lock that lets one process at a time run migrations. */
const MIGRATION_LOCK = 724_311_901;

/**
 * Several app processes may start together against one PostgreSQL: they take turns through
 * an advisory lock held by a single-connection client, and the later ones find nothing left
 * to do.
 */
export async function migratePostgres(url: string, folder: string = migrationsFolder()) {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import("postgres"),
    import("drizzle-orm/postgres-js"),
    import("drizzle-orm/postgres-js/migrator"),
  ]);
  const connection = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder: folder });
    } finally {
      await connection`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await connection.end({ timeout: 5 });
  }
}
