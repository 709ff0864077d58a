import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/context.server.ts";

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

export function clientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

const maxFormBytes = 64 * 1024;

/** A back-office form post, as plain strings; anything but a small urlencoded body is refused. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > maxFormBytes) throw data("That form is too large.", { status: 413 });
  const type = request.headers.get("content-type") ?? "";
  if (
    !type.startsWith("application/x-www-form-urlencoded") &&
    !type.startsWith("multipart/form-data")
  ) {
    throw data("Send the form as a form.", { status: 415 });
  }
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") fields[key] = value.slice(0, maxFormBytes);
  }
  return fields;
}
