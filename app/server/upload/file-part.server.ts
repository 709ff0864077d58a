import { createHash } from "node:crypto";
import { finished, PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { MAX_APPLICATION_BYTES, MAX_FILE_BYTES, documentMessages } from "#app/lib/documents.ts";
import type { DocumentStorage } from "#app/server/storage.server.ts";
import { detectDocumentType } from "#app/server/upload/document-type.server.ts";
import { typedFileName } from "#app/server/upload/file-names.server.ts";
import { UploadRefusal } from "#app/server/upload/refusal.server.ts";

/** One file of a multipart request as busboy gives it: cut short at its size limit. */
export type FilePartStream = Readable & { truncated?: boolean };

export type FilePartTarget = {
  /** The file's readable name as sent, for messages. */
  name: string;
  /** The storage key for the file under the name it is kept by. */
  keyFor(keptName: string): string;
  /** What the application holds already, this request's earlier files included. */
  applicationBytes: number;
};

export type FilePartResult =
  | { status: "stored"; name: string; key: string; type: string; size: number; sha256: string }
  | { status: "not stored"; name: string; error: unknown };

/**
 * Reads one file into storage: accepted by its first bytes, named with the extension of the
 * type found there (`typedFileName`) and stored under `target.keyFor` that name, counted against
 * 20 MB a file and 100 MB an application as it streams, hashed on the way. A broken rule throws
 * an `UploadRefusal` and leaves nothing stored; a failure of storage (or of the request under
 * it) is answered as "not stored". Busboy's stream is never destroyed here, as the parser would
 * wait on it for ever: the caller drains it afterwards.
 */
export async function readFilePart(
  file: FilePartStream,
  target: FilePartTarget,
  storage: DocumentStorage,
): Promise<FilePartResult> {
  const copy = detachedCopy(file);
  try {
    // One branch for the type, one for storage: the second keeps what the first has read.
    const [sniffed, bytes] = (Readable.toWeb(copy) as ReadableStream<Uint8Array>).tee();
    const type = await detectDocumentType(sniffed, target.name);
    if (!type) {
      await bytes.cancel();
      throw new UploadRefusal(415, documentMessages.wrongType(target.name));
    }
    const name = typedFileName(target.name, type);
    const key = target.keyFor(name);
    const { applicationBytes } = target;
    const stored = await storeBytes(
      bytes,
      file,
      { name: target.name, key, applicationBytes },
      storage,
    );
    return stored.status === "stored" ? { ...stored, name, key, type } : { ...stored, name };
  } finally {
    file.unpipe(copy);
    copy.destroy();
  }
}

/**
 * A copy of busboy's stream that can be destroyed without it: the copy fails when the original
 * does (the request broke off), but not the other way round.
 */
function detachedCopy(file: Readable): PassThrough {
  const copy = new PassThrough();
  file.pipe(copy);
  finished(file, (error) => {
    if (error) copy.destroy(error);
  });
  return copy;
}

async function storeBytes(
  bytes: ReadableStream<Uint8Array>,
  file: FilePartStream,
  target: { name: string; key: string; applicationBytes: number },
  storage: DocumentStorage,
) {
  const hash = createHash("sha256");
  let size = 0;
  // Counts and hashes each chunk on its way to storage, refusing the file once over a limit.
  async function* measured(chunks: AsyncIterable<Uint8Array>) {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > MAX_FILE_BYTES)
        throw new UploadRefusal(413, documentMessages.tooLarge(target.name));
      if (target.applicationBytes + size > MAX_APPLICATION_BYTES) {
        throw new UploadRefusal(413, documentMessages.tooMuch);
      }
      hash.update(chunk);
      yield chunk;
    }
    // busboy stops a file at its limit and marks it truncated rather than failing it.
    if (file.truncated) throw new UploadRefusal(413, documentMessages.tooLarge(target.name));
  }

  const body = new PassThrough();
  const putting = storage.put(target.key, body);
  // Storage that gives up before the end must not leave the pipeline waiting on it.
  putting.catch((error: unknown) => body.destroy(error as Error));
  const [put, piped] = await Promise.allSettled([putting, pipeline(bytes, measured, body)]);
  if (piped.status === "rejected" && piped.reason instanceof UploadRefusal) {
    if (put.status === "fulfilled") await storage.delete(target.key).catch(() => undefined);
    throw piped.reason;
  }
  if (put.status === "rejected") return { status: "not stored" as const, error: put.reason };
  if (piped.status === "rejected") {
    await storage.delete(target.key).catch(() => undefined);
    return { status: "not stored" as const, error: piped.reason };
  }
  return { status: "stored" as const, size, sha256: hash.digest("hex") };
}
