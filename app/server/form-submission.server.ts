import { parseWithZod, type Submission, type SubmissionResult } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/schemas/rules.ts";

/**
 * Reads a posted form for a route action, defensively: a body over the size limit is refused
 * (413) before it is read to the end, anything but a web form is refused (415), and the
 * honeypot is checked before validation. Results are Conform's, so the action returns
 * `reply` to the form as it is.
 *
 *   const form = await parseFormSubmission(request, contactSchema);
 *   if (form.status === "honeypot") return fakeSuccess();   // nothing stored, nothing sent
 *   if (form.status !== "valid") return data({ result: form.reply }, { status: form.httpStatus });
 *   await createContactMessage(db, form.value);
 */
export const formMessages = {
  tooLarge: "This form is too large to send. Please shorten your answers and try again.",
  unsupported: "This form could not be read. Please try again.",
} as const;

/** Big enough for the longest application (10 directors, every answer at its limit). */
export const DEFAULT_FORM_MAX_BYTES = 64 * 1024;

type Refused = {
  status: "refused";
  httpStatus: 400 | 413 | 415;
  message: string;
  reply: SubmissionResult<string[]>;
};

export type FormSubmission<Schema extends $ZodType> =
  | {
      status: "valid";
      value: output<Schema>;
      submission: Submission<input<Schema>, string[], output<Schema>>;
    }
  | {
      status: "invalid";
      httpStatus: 400;
      reply: SubmissionResult<string[]>;
      submission: Submission<input<Schema>, string[], output<Schema>>;
    }
  | { status: "honeypot" }
  | Refused;

/** Conform's answer with a form-level message only, for a post whose answers were not read. */
export function formErrorReply(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

function refuse(httpStatus: Refused["httpStatus"], message: string): Refused {
  return { status: "refused", httpStatus, message, reply: formErrorReply(message) };
}

/** A body over its limit, noticed while reading it. */
export class BodyTooLarge extends Error {}

// Field names our forms use: "email", "loanReasons", "directors[0].firstName". Anything else
// is refused before Conform builds objects from it: a name like "directors[4294967294].x"
// would make a vast array, and "a.b.b.b…" nesting thousands deep overflows the stack.
const fieldNamePattern =
  /^[A-Za-z_][A-Za-z0-9_]{0,63}(?:\[\d{1,2}\])?(?:\.[A-Za-z_][A-Za-z0-9_]{0,63}(?:\[\d{1,2}\])?){0,3}$/;
const forbiddenSegment = /(?:^|[.[])(?:__proto__|constructor|prototype)(?:$|[.[\]])/;
const MAX_FIELDS = 1000;

function hasSafeFieldNames(payload: FormData | URLSearchParams): boolean {
  let fields = 0;
  for (const [name] of payload) {
    if (++fields > MAX_FIELDS) return false;
    if (!fieldNamePattern.test(name) || forbiddenSegment.test(name)) return false;
  }
  return true;
}

/** The request body, read up to `maxBytes` whatever Content-Length claims (else BodyTooLarge). */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading, but leave the rest to the HTTP server to discard: cancelling would
      // destroy the connection before the 413 could be sent.
      reader.releaseLock();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function parseFormSubmission<Schema extends $ZodType>(
  request: Request,
  schema: Schema,
  options: { maxBytes?: number } = {},
): Promise<FormSubmission<Schema>> {
  const maxBytes = options.maxBytes ?? DEFAULT_FORM_MAX_BYTES;
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  const mediaType = contentType.split(";")[0]?.trim() ?? "";
  if (mediaType !== "application/x-www-form-urlencoded" && mediaType !== "multipart/form-data") {
    return refuse(415, formMessages.unsupported);
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return refuse(413, formMessages.tooLarge);

  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, formMessages.tooLarge);
    return refuse(400, formMessages.unsupported);
  }

  let payload: FormData | URLSearchParams;
  try {
    payload =
      mediaType === "multipart/form-data"
        ? await new Response(body, { headers: { "content-type": contentType } }).formData()
        : new URLSearchParams(new TextDecoder().decode(body));
  } catch {
    return refuse(400, formMessages.unsupported);
  }

  if (!hasSafeFieldNames(payload)) return refuse(400, formMessages.unsupported);
  if (isHoneypotFilled(payload.get(HONEYPOT_FIELD))) return { status: "honeypot" };

  const submission = parseWithZod(payload, { schema });
  if (submission.status === "success") {
    return { status: "valid", value: submission.value, submission };
  }
  return { status: "invalid", httpStatus: 400, reply: submission.reply(), submission };
}
