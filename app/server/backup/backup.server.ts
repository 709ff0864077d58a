import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, lstat, mkdir, open, readdir, rm, stat, unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { makePrivate } from "#app/server/data-dir.server.ts";
import { openPgliteThread, type PgliteThreadClient } from "#app/server/db/pglite-thread.server.ts";
import { fileBytes, tarStream, type TarEntry } from "#app/server/backup/tar.server.ts";

/**
 * A backup of what DATA_DIR holds that matters: the embedded database and the uploaded
 * documents, in one `.tar.gz` (docs/decisions/0026-backup-and-restore.md). The database is
 * read in one transaction of the live database, and its rows are written into a new database
 * beside it, which is closed cleanly and archived: the archive holds the live rows and nothing
 * else (no dead row versions, no old write-ahead log that still holds an erased person). The
 * documents are copied after that read: a document's record is written after its file, so
 * every file a record in the archive names was already there.
 */

export const BACKUP_FORMAT = "broker-site-backup";
export const BACKUP_VERSION = 1;
export const MANIFEST = "manifest.json";

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** "pglite" when the archive holds the embedded database (under `db/`), else null. */
  database: "pglite" | null;
  /** Whether the archive holds the documents stored on disk (under `uploads/`). */
  uploads: boolean;
  /** Rows per table ("schema.table"), as read. */
  tables: Record<string, number>;
};

export type BackupSource = {
  /** The data directory, which this process owns (the server, or a script holding its lock). */
  dataDir: string;
  /** The embedded database, or null where the database is elsewhere (PostgreSQL). */
  database: PgliteThreadClient | null;
  /** Whether documents are kept in `${DATA_DIR}/uploads` (false with S3). */
  uploads: boolean;
  migrationsFolder: string;
};

export type BackupSummary = {
  path: string;
  bytes: number;
  database: boolean;
  tables: number;
  rows: number;
  documents: number;
  ms: number;
};

/** What the database held at one moment: each table's rows as JSON, and each sequence. */
type DatabaseCopy = {
  tables: { schema: string; name: string; columns: string[]; rows: string; count: number }[];
  sequences: { schema: string; name: string; lastValue: string; isCalled: boolean }[];
};

const WORK_PREFIX = ".backup-";

const tablesQuery = `
  select n.nspname as schema, c.relname as name,
    array(
      select a.attname::text from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum
    ) as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
  order by 1, 2`;

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function tableName(table: { schema: string; name: string }): string {
  return `${quoted(table.schema)}.${quoted(table.name)}`;
}

type Queryable = Pick<PgliteThreadClient, "query">;

async function tablesOf(client: Queryable) {
  return (await client.query<{ schema: string; name: string; columns: string[] }>(tablesQuery))
    .rows;
}

/** Every table and sequence, read in one transaction: nothing else runs on PGlite meanwhile. */
async function readDatabase(client: PgliteThreadClient): Promise<DatabaseCopy> {
  return client.transaction(async (tx) => {
    const tables: DatabaseCopy["tables"] = [];
    for (const table of await tablesOf(tx)) {
      const [copy] = (
        await tx.query<{ rows: string; count: number }>(
          `select coalesce(json_agg(backup_row), '[]')::text as rows, count(*)::int as count
           from only ${tableName(table)} as backup_row`,
        )
      ).rows;
      tables.push({ ...table, rows: copy!.rows, count: copy!.count });
    }
    const sequences: DatabaseCopy["sequences"] = [];
    const names = await tx.query<{ schema: string; name: string }>(
      "select schemaname as schema, sequencename as name from pg_sequences order by 1, 2",
    );
    for (const sequence of names.rows) {
      const [state] = (
        await tx.query<{ lastValue: string; isCalled: boolean }>(
          `select last_value::text as "lastValue", is_called as "isCalled" from ${tableName(sequence)}`,
        )
      ).rows;
      sequences.push({ ...sequence, ...state! });
    }
    return { tables, sequences };
  });
}

function shape(tables: { schema: string; name: string; columns: string[] }[]): string[] {
  return tables.map((table) => `${tableName(table)}(${table.columns.join(",")})`);
}

/**
 * A new database in `dir`, migrated by this code, holding exactly the rows of `copy`, closed
 * cleanly (so it opens without recovery). Triggers and foreign keys are held off while the
 * rows go in: they were checked when the rows were first written, and derived tables (the
 * dashboard's) are copied as they were.
 */
async function writeDatabase(dir: string, copy: DatabaseCopy, migrationsFolder: string) {
  const database = await openPgliteThread({ dataDir: dir, migrationsFolder });
  try {
    const mine = await tablesOf(database);
    if (shape(mine).join("\n") !== shape(copy.tables).join("\n")) {
      throw new Error(
        "the database's tables differ from this code's migrations: back up with the code the server runs",
      );
    }
    await database.exec("set session_replication_role = replica");
    await database.exec(`truncate ${copy.tables.map(tableName).join(", ")}`);
    for (const table of copy.tables) {
      if (table.count === 0) continue;
      const columns = table.columns.map(quoted).join(", ");
      await database.query(
        `insert into ${tableName(table)} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${tableName(table)}, $1::json)`,
        [table.rows],
      );
    }
    for (const sequence of copy.sequences) {
      await database.query("select setval($1::regclass, $2::bigint, $3)", [
        tableName(sequence),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await database.exec("reset session_replication_role");
  } finally {
    await database.close();
  }
  await makePrivate(dir);
}

/** Folders and files under `dir` as archive entries named from `prefix`, sorted. */
async function* directoryEntries(
  dir: string,
  prefix: string,
  counted: { files: number },
  skip: (name: string) => boolean = () => false,
): AsyncGenerator<TarEntry> {
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  yield { type: "directory", path: prefix };
  for (const name of names) {
    if (skip(name)) continue;
    const path = join(dir, name);
    let file;
    try {
      // Links are not followed: nothing outside the folder goes into the archive.
      const info = await lstat(path);
      if (info.isDirectory()) {
        yield* directoryEntries(path, `${prefix}/${name}`, counted, skip);
        continue;
      }
      if (!info.isFile()) continue;
      file = await open(path, "r");
    } catch (error) {
      // Gone since the folder was read (a document erased meanwhile): it is not in the backup.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    try {
      const { size } = await file.stat();
      counted.files++;
      yield { type: "file", path: `${prefix}/${name}`, size, body: fileBytes(file, size) };
    } finally {
      await file.close();
    }
  }
}

function manifestEntry(manifest: BackupManifest): TarEntry {
  const bytes = Buffer.from(JSON.stringify(manifest, null, 2) + "\n");
  return { type: "file", path: MANIFEST, size: bytes.length, body: Readable.from([bytes]) };
}

/** Folders left by a backup that stopped half-way (a crash); only the owner of DATA_DIR runs. */
async function removeLeftovers(root: string) {
  for (const name of await readdir(root)) {
    if (name.startsWith(WORK_PREFIX)) await rm(join(root, name), { recursive: true, force: true });
  }
}

/**
 * Writes the backup to `to` (a new file, mode 0600: an existing one is never replaced). The
 * caller owns DATA_DIR: this runs in the server, or in a script that holds its lock.
 */
export async function writeBackup(source: BackupSource, to: string): Promise<BackupSummary> {
  const started = Date.now();
  const root = resolve(source.dataDir);
  const target = resolve(to);
  if (source.database) await removeLeftovers(root);
  const work = join(root, `${WORK_PREFIX}${randomBytes(6).toString("hex")}`);
  const partial = `${target}.${randomBytes(6).toString("hex")}.partial`;
  const counted = { files: 0 };
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: source.database ? "pglite" : null,
      uploads: source.uploads,
      tables: {},
    };
    if (source.database) {
      const copy = await readDatabase(source.database);
      for (const table of copy.tables)
        manifest.tables[`${table.schema}.${table.name}`] = table.count;
      await mkdir(work, { mode: 0o700 });
      await writeDatabase(join(work, "db"), copy, source.migrationsFolder);
    }
    const entries = async function* (): AsyncGenerator<TarEntry> {
      yield manifestEntry(manifest);
      if (source.database) yield* directoryEntries(join(work, "db"), "db", { files: 0 });
      if (source.uploads) {
        // An upload being written is not a document yet: its record comes after it.
        yield* directoryEntries(join(root, "uploads"), "uploads", counted, (name) =>
          name.endsWith(".partial"),
        );
      }
    };
    await pipeline(
      Readable.from(tarStream(entries())),
      createGzip(),
      createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    const written = await open(partial, "r");
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    try {
      await link(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new Error(`${target} already exists; give another path`, { cause: error });
      }
      throw error;
    }
    const counts = Object.values(manifest.tables);
    return {
      path: target,
      bytes: (await stat(target)).size,
      database: source.database !== null,
      tables: counts.length,
      rows: counts.reduce((sum, count) => sum + count, 0),
      documents: counted.files,
      ms: Date.now() - started,
    };
  } finally {
    await unlink(partial).catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}
