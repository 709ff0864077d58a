import type { ReadableStream } from "node:stream/web";
import { TransformStream } from "node:stream/web";
import { fileTypeFromStream } from "file-type";
import { extensionOf } from "#app/server/upload/file-names.server.ts";

/** Types accepted by content: what `file-type` reports, and the type the brokers will see. */
const acceptedTypes: Record<string, { mime: string }> = {
  pdf: { mime: "application/pdf" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  // Word 97–2003 files are OLE compound files; file-type reports the container.
  cfb: { mime: "application/msword" },
  jpg: { mime: "image/jpeg" },
  png: { mime: "image/png" },
};

// Enough of a file to recognise it, including the entries at the start of a .docx archive.
const SNIFF_BYTES = 64 * 1024;

/**
 * The media type of an accepted document, judged by its first 64 KB whatever its name says, or
 * null when it is not a PDF, Word document, JPEG or PNG. An OLE compound file passes only under
 * a .doc name, as other Office formats share that container.
 */
export async function detectDocumentType(
  bytes: ReadableStream<Uint8Array>,
  name: string,
): Promise<string | null> {
  const detected = await fileTypeFromStream(bytes.pipeThrough(firstBytes(SNIFF_BYTES)));
  if (!detected || (detected.ext === "cfb" && extensionOf(name) !== ".doc")) return null;
  return acceptedTypes[detected.ext]?.mime ?? null;
}

/** Passes on the first `limit` bytes of a stream, then ends it and cancels the rest. */
function firstBytes(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let passed = 0;
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk.subarray(0, limit - passed));
      passed += chunk.length;
      if (passed >= limit) controller.terminate();
    },
  });
}
