import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, open, readdir, rm, stat, unlink } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { buffer } from "node:stream/consumers";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "#app/env.server.ts";

/**
 * Where uploaded documents live: a directory on local disk by default, an S3-compatible bucket
 * when `S3_BUCKET` is set. Nothing here is reachable by URL; only code on the server reads it.
 *
 * Keys are relative paths of safe segments (`{applicationId}/{category}/{time}-{name}`); a key
 * that could leave its root is refused. `put` never replaces an existing object on disk.
 */
export type StoredObject = { key: string; size: number };

/** A file in storage and when it was last written. */
export type StoredFile = { key: string; modifiedAt: Date };

export type DocumentStorage = {
  readonly kind: "disk" | "s3";
  /** Stores the bytes under `key`; the object appears whole or not at all. */
  put(key: string, body: Readable | Uint8Array): Promise<StoredObject>;
  /** The stored bytes; rejects with `StoredObjectNotFoundError` when there is no such object. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key starting with `prefix` (a folder such as `{applicationId}/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Every file whose key starts with `prefix`, sorted, with when it was last written, unfinished
   * ones included (on disk, the `*.partial` file of an upload being written, or of one a crash
   * cut short): what the sweep for files with no record looks through.
   */
  listFiles(prefix: string): Promise<StoredFile[]>;
  /**
   * Removes every file under the folder `prefix` (such as `{applicationId}/`), unfinished ones
   * included, and on disk the folder itself; resolves to the number of files removed.
   */
  deleteAll(prefix: string): Promise<number>;
};

export class StoredObjectNotFoundError extends Error {
  readonly status = 404;
  readonly key: string;
  constructor(key: string) {
    super(`no stored object at ${key}`);
    this.name = "StoredObjectNotFoundError";
    this.key = key;
  }
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._ ()+,-]*$/;

/** Throws unless `key` is a relative path of safe segments (no `..`, no leading `/`). */
export function assertStorageKey(key: string): void {
  const segments = key.split("/");
  const ok =
    key.length > 0 &&
    key.length <= 1024 &&
    segments.every((segment) => segmentPattern.test(segment) && !segment.includes(".."));
  if (!ok) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

function assertPrefix(prefix: string): void {
  if (prefix === "") return;
  assertStorageKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

/** A folder to empty: never the whole storage, always ending in `/`. */
function assertFolder(prefix: string): void {
  if (prefix === "" || !prefix.endsWith("/")) {
    throw new Error(`not a storage folder: ${JSON.stringify(prefix)}`);
  }
  assertPrefix(prefix);
}

const byKey = (a: StoredFile, b: StoredFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Counts the bytes that pass through. */
function byteCounter() {
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { transform, size: () => size };
}

function toStream(body: Readable | Uint8Array): Readable {
  return body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
}

// ---------------------------------------------------------------------------------------------
// Local disk

export function diskStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathFor = (key: string) => diskPath(base, key);
  const listFiles = (prefix: string) => listDiskFiles(base, prefix);

  return {
    kind: "disk",
    async put(key, body) {
      const size = await writeNewFile(pathFor(key), body);
      return { key, size };
    },
    async get(key) {
      const path = pathFor(key);
      try {
        const file = await open(path, "r");
        return file.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") {
          throw new StoredObjectNotFoundError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      await rm(pathFor(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathFor(key))).isFile();
      } catch {
        return false;
      }
    },
    async list(prefix) {
      const files = await listFiles(prefix);
      return files.map((file) => file.key).filter((key) => !key.endsWith(".partial"));
    },
    listFiles,
    async deleteAll(prefix) {
      assertFolder(prefix);
      let removed = 0;
      for (const file of await listFiles(prefix)) {
        try {
          await unlink(pathFor(file.key));
          removed++;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
      // The emptied folders go too, with anything written into them since the listing.
      await rm(pathFor(prefix.slice(0, -1)), { recursive: true, force: true });
      return removed;
    },
  };
}

/** The file of `key` under `base`; throws for a key that could leave it. */
function diskPath(base: string, key: string): string {
  assertStorageKey(key);
  const path = resolve(base, key);
  if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
  return path;
}

/**
 * Writes the bytes to a new file at `path`, whole or not at all: into a `*.partial` file first,
 * synced, then linked to its name. Resolves to the number of bytes written.
 */
async function writeNewFile(path: string, body: Readable | Uint8Array): Promise<number> {
  await mkdir(resolve(path, ".."), { recursive: true, mode: 0o700 });
  const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
  const counter = byteCounter();
  try {
    await pipeline(
      toStream(body),
      counter.transform,
      createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    const file = await open(partial, "r");
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    // link refuses an existing name, so a stored document is never replaced.
    await link(partial, path);
  } finally {
    await unlink(partial).catch(() => undefined);
  }
  return counter.size();
}

/** Every file under `base` whose key starts with `prefix`, sorted, with when it was written. */
async function listDiskFiles(base: string, prefix: string): Promise<StoredFile[]> {
  assertPrefix(prefix);
  // Only the folder the prefix names is read, not the whole storage.
  const folder = join(base, prefix.slice(0, prefix.lastIndexOf("/") + 1));
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(base, path).split(sep).join("/");
    if (!key.startsWith(prefix)) continue;
    try {
      files.push({ key, modifiedAt: (await stat(path)).mtime });
    } catch (error) {
      // Gone since the folder was read: an upload finished, or a file was removed.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return files.sort(byKey);
}

// ---------------------------------------------------------------------------------------------
// S3 and S3-compatible services

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); path-style addressing is used with it. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

export function s3Storage(options: S3StorageOptions): DocumentStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    // S3-compatible services do not all understand the newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  return {
    kind: "s3",
    async put(key, body) {
      assertStorageKey(key);
      // Documents are at most 20 MB (enforced while the upload streams in), so the body is
      // gathered and sent with its length in one request, which every S3-compatible service takes.
      const bytes = body instanceof Uint8Array ? Buffer.from(body) : await buffer(body);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
      );
      return { key, size: bytes.length };
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error("unexpected body from S3");
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StoredObjectNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async list(prefix) {
      return (await listFiles(prefix)).map((file) => file.key);
    },
    listFiles,
    async deleteAll(prefix) {
      assertFolder(prefix);
      // One DeleteObject per key: the batch DeleteObjects needs a checksum header that not
      // every S3-compatible service accepts, and an application has few files.
      let removed = 0;
      for (const file of await listFiles(prefix)) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: file.key }));
        removed++;
      }
      return removed;
    },
  };

  // A PutObject is whole or absent, so S3 holds no unfinished files. A file without a time is
  // taken as just written, so that no sweep removes it for being old.
  async function listFiles(prefix: string): Promise<StoredFile[]> {
    assertPrefix(prefix);
    const files: StoredFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const answer = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
      );
      for (const item of answer.Contents ?? []) {
        if (item.Key) files.push({ key: item.Key, modifiedAt: item.LastModified ?? new Date() });
      }
      ContinuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files.sort(byKey);
  }
}

/** The storage the environment asks for: S3 when `S3_BUCKET` is set, else `${DATA_DIR}/uploads`. */
export function createStorage(env: Env): DocumentStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return diskStorage(join(env.DATA_DIR, "uploads"));
}
