import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createGunzip } from "node:zlib";
import { lockDataDir, makePrivate, prepareDataDir } from "#app/server/data-dir.server.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST,
  type BackupManifest,
} from "#app/server/backup/backup.server.ts";
import { tarEntries } from "#app/server/backup/tar.server.ts";

/**
 * Unpacks a backup made by `npm run backup` into an empty (or absent) DATA_DIR, with the
 * permissions the server keeps there (folders 0700, files 0600). It never mixes a backup with
 * data already there: a data directory with anything in it is refused.
 */

/** A restore that was not started; the message is one readable line. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export type RestoreSummary = {
  dataDir: string;
  manifest: BackupManifest;
  files: number;
  documents: number;
  bytes: number;
};

const TOP_LEVEL = new Set(["db", "uploads"]);

/** The archive's path as a path under DATA_DIR, or a refusal: nothing may land outside it. */
function safePath(root: string, name: string): string {
  const segments = name.split("/");
  const ok =
    segments.length > 0 &&
    TOP_LEVEL.has(segments[0]!) &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..") &&
    !name.includes("\\") &&
    !name.includes("\0");
  if (!ok)
    throw new RestoreRefused(`the archive holds an unexpected entry: ${JSON.stringify(name)}`);
  return join(root, ...segments);
}

async function entriesIn(root: string): Promise<string[] | null> {
  try {
    return await readdir(root);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    if (code === "ENOTDIR") throw new RestoreRefused(`DATA_DIR ${root} is a file, not a folder`);
    throw error;
  }
}

async function readManifest(body: AsyncIterable<Uint8Array>): Promise<BackupManifest> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupManifest;
  } catch {
    throw new RestoreRefused("the archive's manifest cannot be read");
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused("the archive is not a backup made by npm run backup");
  }
  if (manifest.version !== BACKUP_VERSION) {
    throw new RestoreRefused(`the backup's format ${manifest.version} is not known to this code`);
  }
  return manifest;
}

export async function restoreBackup(archive: string, dataDir: string): Promise<RestoreSummary> {
  const root = resolve(dataDir);
  const source = resolve(archive);
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) throw new RestoreRefused(`${source} is not a file`);
  const present = await entriesIn(root);
  if (present && present.length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${root} is not empty (${present.length} entries): a backup is restored only ` +
        "into an empty or absent DATA_DIR. Move it aside, or set DATA_DIR to a new folder.",
    );
  }
  await prepareDataDir(root);
  const lock = await lockDataDir(root);
  const summary: RestoreSummary = {
    dataDir: root,
    manifest: undefined as unknown as BackupManifest,
    files: 0,
    documents: 0,
    bytes: 0,
  };
  try {
    // Another process may have written here between the look and the lock.
    const now = await entriesIn(root);
    if (now && now.some((name) => name !== ".lock")) {
      throw new RestoreRefused(`DATA_DIR ${root} is no longer empty; nothing was restored`);
    }
    const stream = createReadStream(source).pipe(createGunzip());
    for await (const entry of tarEntries(stream)) {
      if (!summary.manifest) {
        if (entry.type !== "file" || entry.path !== MANIFEST) {
          throw new RestoreRefused("the archive is not a backup made by npm run backup");
        }
        summary.manifest = await readManifest(entry.body);
        continue;
      }
      const path = safePath(root, entry.path);
      if (entry.type === "directory") {
        await mkdir(path, { recursive: true, mode: 0o700 });
        continue;
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const file = await open(path, "wx", 0o600);
      try {
        for await (const chunk of entry.body) await file.write(chunk);
        await file.sync();
      } finally {
        await file.close();
      }
      summary.files++;
      summary.bytes += entry.size;
      if (entry.path.startsWith("uploads/")) summary.documents++;
    }
    if (!summary.manifest) throw new RestoreRefused("the archive is empty");
    await makePrivate(root);
    return summary;
  } catch (error) {
    // DATA_DIR was empty and is locked by this process: what is in it now is this restore's.
    for (const name of (await entriesIn(root)) ?? []) {
      if (name !== ".lock") await rm(join(root, name), { recursive: true, force: true });
    }
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`the archive cannot be restored: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    await lock.release();
  }
}
