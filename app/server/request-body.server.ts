/**
 * Reads a form body with a hard size limit, counted while streaming, so an oversized post is
 * refused before it is held in memory. Refusals carry the status and a message for the visitor.
 */
export class RequestRefused extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!formTypes.some((accepted) => type.startsWith(accepted))) {
    throw new RequestRefused(415, "This form must be sent from the page it belongs to.");
  }
  const tooLarge = new RequestRefused(
    413,
    "What you sent is too long. Please shorten your answers and try again.",
  );
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge;

  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        throw tooLarge;
      }
      chunks.push(value);
    }
  }
  const body = new Blob(chunks as BlobPart[]);
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new RequestRefused(400, "We could not read what you sent. Please try again.");
  }
}
