/**
 * `npm run backup [-- PATH]`: one archive (`backup-<time>.tar.gz` here, or PATH; mode 0600) of
 * what DATA_DIR holds that matters: the embedded database and the uploaded documents. While
 * the server runs it takes the backup itself, asked over its socket in DATA_DIR; with no server
 * running this script opens DATA_DIR (taking its lock) and does the same. PostgreSQL and S3
 * are backed up by their own means (README, "Backups"). See docs/decisions/0026.
 */
import { resolve } from "node:path";
import { getEnvOrExit } from "#app/env.server.ts";
import { writeBackup, type BackupSummary } from "#app/server/backup/backup.server.ts";
import {
  NoServerListening,
  pgliteClientOf,
  requestBackup,
} from "#app/server/backup/control.server.ts";
import { migrationsFolder, openDatabase } from "#app/server/db/client.server.ts";

const env = getEnvOrExit();
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
// A path is taken from where the command was typed (npm runs scripts from the project's folder).
const to = resolve(process.env.INIT_CWD ?? ".", process.argv[2] ?? `backup-${stamp}.tar.gz`);
const elsewhere = 'see the README\'s section "Backups" (pg_dump, S3 bucket versioning)';

if (env.DATABASE_URL && env.S3_BUCKET) {
  console.error(
    `The database is PostgreSQL and documents are in S3: nothing in DATA_DIR needs this backup; ${elsewhere}.`,
  );
  process.exit(1);
}
if (env.DATABASE_URL) {
  console.log(
    `The database is PostgreSQL (DATABASE_URL): this backup holds only what is in DATA_DIR (the documents), not the database; ${elsewhere}.`,
  );
}
if (env.S3_BUCKET) {
  console.log(
    `Documents are in S3 (S3_BUCKET): this backup holds only what is in DATA_DIR (the database), not the documents; ${elsewhere}.`,
  );
}

async function take(): Promise<{ backup: BackupSummary; by: string }> {
  const source = {
    dataDir: env.DATA_DIR,
    uploads: !env.S3_BUCKET,
    migrationsFolder: migrationsFolder(),
  };
  if (env.DATABASE_URL) {
    // Stored documents are never changed once written, so they are copied as they are.
    return { backup: await writeBackup({ ...source, database: null }, to), by: "this script" };
  }
  try {
    const { backup, pid } = await requestBackup(env.DATA_DIR, to);
    return { backup, by: `the running server (process ${pid})` };
  } catch (error) {
    if (!(error instanceof NoServerListening)) throw error;
  }
  // No server: this process takes DATA_DIR (refused, naming the owner, if another has it).
  const database = await openDatabase(env);
  try {
    const backup = await writeBackup({ ...source, database: pgliteClientOf(database.db) }, to);
    return { backup, by: "this script (no server was running)" };
  } finally {
    await database.close();
  }
}

try {
  const { backup, by } = await take();
  const parts = [
    backup.database ? `the database (${backup.rows} rows in ${backup.tables} tables)` : null,
    env.S3_BUCKET ? null : `${backup.documents} document file(s)`,
  ].filter(Boolean);
  console.log(
    `Backup written to ${backup.path} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB, mode 0600) by ${by} in ${(backup.ms / 1000).toFixed(1)} s: ${parts.join(" and ")}.`,
  );
  console.log("Restore it with: npm run restore ARCHIVE (into an empty DATA_DIR).");
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message.split("\n")[0]}`);
  process.exit(1);
}
