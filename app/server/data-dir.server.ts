import { randomBytes } from "node:crypto";
import { chmod, lstat, mkdir, open, readdir, readFile, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join, relative, resolve } from "node:path";

/**
 * The data directory (`DATA_DIR`) holds the embedded database, uploaded documents and mail
 * files: applicants' personal data and the back office's password hashes. Everything in it is
 * private to the server's user, it is checked for writing before the server takes traffic, and
 * with the embedded database it belongs to one process at a time (ADR 0009).
 */

/** A data directory the process cannot use; the message is one readable line. */
export class DataDirError extends Error {
  override name = "DataDirError";
}

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Makes `dir` ready for private data: new files are private from now on (umask 077), the
 * directory exists with mode 0700, anything already in it that others could read is made
 * private, and a file can be written. Throws DataDirError naming the directory and the cause.
 */
export async function prepareDataDir(dir: string): Promise<string> {
  process.umask(0o077);
  const root = resolve(dir);
  try {
    await mkdir(root, { recursive: true, mode: PRIVATE_DIR });
    await makePrivate(root);
    await checkWritable(root);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${root} cannot be used: ${describeFsError(error)}`);
  }
  return root;
}

/**
 * Sets 0700 on folders and 0600 on files wherever group or others have any access. A file that
 * goes while the walk runs (another start-up's or a readiness check's probe) needs nothing.
 */
export async function makePrivate(path: string): Promise<void> {
  try {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return;
    if (info.isDirectory()) {
      if (info.mode & 0o077) await chmod(path, PRIVATE_DIR);
      for (const name of await readdir(path)) await makePrivate(join(path, name));
    } else if (info.mode & 0o077) {
      await chmod(path, PRIVATE_FILE);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Writes, syncs and removes a small file: what a lead, a document or a mail file needs. */
export async function checkWritable(root: string): Promise<void> {
  // Several checks may run at once in one process (start-up and readiness).
  const probe = join(root, `.write-check-${process.pid}-${randomBytes(6).toString("hex")}`);
  const file = await open(probe, "w", PRIVATE_FILE);
  try {
    await file.writeFile("ok");
    await file.sync();
  } finally {
    await file.close();
  }
  await unlink(probe);
}

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reasons: Record<string, string> = {
    EACCES: "permission denied",
    EPERM: "permission denied",
    EROFS: "the file system is read-only",
    ENOSPC: "the disk is full",
    EDQUOT: "the disk quota is used up",
    ENOTDIR: "a part of the path is a file, not a folder",
    EEXIST: "a file stands where the folder should be",
  };
  return (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
}

type LockOwner = { pid: number; host: string; command: string; since: string };

export type DataDirLock = { release(): Promise<void> };

const LOCK_FILE = ".lock";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as LockOwner;
  } catch {
    return null;
  }
}

function describeOwner(owner: LockOwner | null): string {
  if (!owner) return "another process";
  return `process ${owner.pid} on ${owner.host} ("${owner.command}", since ${owner.since})`;
}

/**
 * Takes the data directory for this process alone, or throws DataDirError naming the process
 * that holds it. A lock left by a process that no longer runs on this machine (killed, crashed)
 * is taken over, so a restart after a crash needs nothing done by hand.
 */
export async function lockDataDir(root: string): Promise<DataDirLock> {
  const path = join(root, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command: process.argv[1] ? relative(process.cwd(), process.argv[1]) : "node",
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(path, "wx", PRIVATE_FILE);
      try {
        await file.writeFile(JSON.stringify(me));
        await file.sync();
      } finally {
        await file.close();
      }
      return {
        async release() {
          const owner = await readOwner(path);
          if (owner?.pid === me.pid && owner.since === me.since) await unlink(path).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new DataDirError(`DATA_DIR ${root} cannot be locked: ${describeFsError(error)}`);
      }
    }
    const owner = await readOwner(path);
    const stale = owner !== null && owner.host === me.host && !isRunning(owner.pid);
    if (!stale) {
      throw new DataDirError(
        `DATA_DIR ${root} is in use by ${describeOwner(owner)}. ` +
          "The embedded database allows one process at a time: stop that process first, " +
          "or give this one another DATA_DIR.",
      );
    }
    // Only one of several processes finding the same stale lock can move it away.
    await rename(path, `${path}.stale-${process.pid}`)
      .then(() => unlink(`${path}.stale-${process.pid}`))
      .catch(() => {});
  }
  throw new DataDirError(`DATA_DIR ${root} could not be locked; try again.`);
}

/**
 * For the server and the scripts: a failure to start becomes one readable line on stderr and
 * exit status 1, rather than a stack trace through library code.
 */
export async function startOrExit<T>(starting: Promise<T>): Promise<T> {
  try {
    return await starting;
  } catch (error) {
    console.error(startFailureLine(error));
    process.exit(1);
  }
}

export function startFailureLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Cannot start: ${message.split("\n")[0]}`;
}
