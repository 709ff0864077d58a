import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import busboy from "busboy";
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, documentMessages } from "#app/lib/documents.ts";
import type { FilePartStream } from "#app/server/upload/file-part.server.ts";
import { UploadRefusal } from "#app/server/upload/refusal.server.ts";

export type MultipartHandlers = {
  /**
   * Called for each file in the order they arrive, once the one before has settled; must not
   * reject. Whatever it leaves of the stream is drained afterwards, as the rest of the request
   * follows it.
   */
  file(field: string, filename: string, stream: FilePartStream): Promise<void>;
  field(name: string, value: string): void;
  /** More files than an upload may carry; busboy skips the rest. */
  filesLimit(): void;
};

/**
 * Reads a multipart/form-data body to its end, handing its parts over. Rejects with an
 * `UploadRefusal` (400) when the body is not a well-formed form, and with the body's own error
 * when it broke off (the visitor went away); either way only once every file handed over has
 * settled, so nothing is cleaned up under a file still being read.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  handlers: MultipartHandlers,
): Promise<void> {
  const parser = createParser(contentType);
  let files = Promise.resolve();
  parser.on("file", (field, stream, info) => {
    stream.pause();
    files = files.then(async () => {
      try {
        await handlers.file(field, info.filename ?? "", stream);
      } finally {
        stream.resume();
      }
    });
  });
  parser.on("field", handlers.field);
  parser.on("filesLimit", handlers.filesLimit);

  const source = Readable.fromWeb(body);
  // The first to fail tells a body that broke off from a malformed form.
  let malformed = false;
  parser.once("error", () => {
    malformed = !source.errored;
  });
  source.once("error", (error) => parser.destroy(error));
  // pipe, not pipeline: a failed pipeline cancels the request's body, and cancelling it
  // destroys the connection before the refusal can be answered.
  source.pipe(parser);
  try {
    await finished(parser);
  } catch (error) {
    await files;
    throw malformed ? new UploadRefusal(400, documentMessages.uploadFailed.description) : error;
  }
  await files;
}

function createParser(contentType: string): busboy.Busboy {
  try {
    return busboy({
      headers: { "content-type": contentType },
      // The name as sent, so that one with a folder in it is refused rather than cut short.
      preservePath: true,
      // Browsers send file names as UTF-8; busboy would otherwise read them as latin1, turning
      // "Zoë" into "ZoÃ«" and a typographic apostrophe into control characters.
      defParamCharset: "utf8",
      limits: {
        // busboy marks a file that reaches this size as cut short, so one of exactly 20 MiB
        // (which the page allows) must stay under it; readFilePart refuses anything larger.
        fileSize: MAX_FILE_BYTES + 1,
        files: MAX_FILES_PER_UPLOAD + 1,
        fields: 20,
        fieldSize: 1024,
        parts: MAX_FILES_PER_UPLOAD + 21,
      },
    });
  } catch {
    throw new UploadRefusal(400, documentMessages.uploadFailed.description);
  }
}
