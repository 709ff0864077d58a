import type { Submission } from "@conform-to/react";
import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { clientAddressContext } from "#app/context.server.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import type { UserRole } from "#app/schemas/value-lists.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { formMessages, parseFormSubmission } from "#app/server/form-submission.server.ts";

/**
 * What every back-office response carries: never stored by a browser or proxy, never
 * indexed. Used as route middleware, so it covers pages, data requests and redirects alike.
 */
export const adminResponseHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const adminHeadersMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  try {
    for (const [name, value] of Object.entries(adminResponseHeaders)) {
      response.headers.set(name, value);
    }
    return response;
  } catch {
    // Immutable headers (a Response.redirect): copy the response.
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(adminResponseHeaders)) headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
};

/**
 * Whether the page's own scripts sent this (a React Router data request: the route's path plus
 * `.data`), rather than the browser posting a form or loading a page.
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * For the routes that answer with a file (a document, the CSV export, a person's JSON): a
 * React Router data request (the route's path plus `.data`) would read the whole file into
 * the router's own encoding, several times its size in memory and on the wire. Nothing in the
 * app makes such a request, so it is answered with the same bare 404 as a missing document.
 */
function refuseDataRequest(request: Request): void {
  if (isDataRequest(request)) {
    throw data("Not found", { status: 404 });
  }
}

export function clientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

/**
 * Who asks for a file, as its download is audited: a data request for it is refused first,
 * then the request must come from a signed-in user (of the role given).
 */
export async function requireDownloader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  role?: UserRole,
) {
  refuseDataRequest(request);
  const user = await requireUser(request, context, role);
  return { userId: user.id, role: user.role, ip: clientIp(context) };
}

/** A file made for this download, saved as `<name>-<today>.<extension>`. */
export function datedAttachment(
  body: BodyInit,
  file: { name: string; extension: string; contentType: string },
) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.name}-${day}.${file.extension}"`,
    },
  });
}

/** Every answer leaves passwords out of the values it sends back to the page. */
const hideFields = ["password"];

/**
 * A back-office form post, read and checked by the public forms' `parseFormSubmission`
 * against the form's schema. Only urlencoded bodies (what every admin form sends; none takes
 * a file) within the size limit; anything else is refused as an error response.
 */
export async function parseAdminForm<Schema extends $ZodType>(request: Request, schema: Schema) {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") {
    throw data(formMessages.unsupported, { status: 415 });
  }
  const form = await parseFormSubmission(request, schema);
  if (form.status === "refused") throw data(form.message, { status: form.httpStatus });
  // No back-office form has the public forms' honeypot: only a script fills it.
  if (form.status === "honeypot") throw data(formMessages.unsupported, { status: 400 });
  return form;
}

/** A parsed form, as far as answering it goes. */
export type FormReply = Pick<Submission<unknown>, "reply" | "payload">;

/** Which form of the page answers. */
export type FormPlace = Pick<AdminFormResult, "intent" | "id">;

/** A field as it was sent, when it is one piece of text (the intent or row of a form). */
export function sentText(submission: FormReply, name: string): string | undefined {
  const value = submission.payload[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The answer to a form that did what it asked. `reset` empties a form that adds things (a note,
 * a task) so that it is ready for the next one and a second click cannot send the same again.
 */
export function formDone(
  submission: FormReply,
  place: FormPlace,
  message: string,
  options: { reset?: boolean } = {},
) {
  return data<AdminFormResult>({
    ...place,
    status: "success",
    message,
    result: submission.reply({ hideFields, resetForm: options.reset }),
  });
}

/**
 * The 400 answer to a form with answers to correct, as the public forms answer: the schema's
 * messages, and any the server adds (`fieldErrors`, `formErrors`) from what only it knows.
 */
export function formInvalid(
  submission: FormReply,
  place: FormPlace,
  errors: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } = {},
) {
  return data<AdminFormResult>(
    { ...place, status: "error", result: submission.reply({ ...errors, hideFields }) },
    { status: 400 },
  );
}

/** A refusal that is no answer's fault (a conflict, storage down), said at the form. */
export function formRefused(
  submission: FormReply,
  place: FormPlace,
  message: string,
  init: { status: number; headers?: HeadersInit },
) {
  return data<AdminFormResult>(
    { ...place, status: "error", message, result: submission.reply({ hideFields }) },
    init,
  );
}
