/**
 * `npm run restore ARCHIVE` (or `npm run restore -- ARCHIVE`): unpacks a backup made by
 * `npm run backup` into DATA_DIR, which must be empty or absent, with folders 0700 and files
 * 0600; then the server starts on it. See docs/decisions/0026.
 */
import { resolve } from "node:path";
import { getEnvOrExit } from "#app/env.server.ts";
import { restoreBackup } from "#app/server/backup/restore.server.ts";

const archive = process.argv[2];
if (!archive || archive === "--help") {
  console.error("Usage: npm run restore ARCHIVE (a backup-….tar.gz made by npm run backup)");
  process.exit(1);
}

const env = getEnvOrExit();
try {
  // The archive's path is taken from where the command was typed (npm runs scripts from the
  // project's folder).
  const { dataDir, manifest, files, documents, bytes } = await restoreBackup(
    resolve(process.env.INIT_CWD ?? ".", archive),
    env.DATA_DIR,
  );
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const parts = [
    manifest.database ? `the database (${rows} rows)` : null,
    manifest.uploads ? `${documents} document file(s)` : null,
  ].filter(Boolean);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${parts.join(" and ")}; ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB.`,
  );
  if (manifest.database && env.DATABASE_URL) {
    console.log("DATABASE_URL is set: the server will use PostgreSQL, not the restored database.");
  }
  console.log("Start the server on it: npm run serve (or your service manager).");
} catch (error) {
  console.error(`Restore refused: ${(error as Error).message.split("\n")[0]}`);
  process.exit(1);
}
