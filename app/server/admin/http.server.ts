import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/context.server.ts";
import { BodyTooLarge, readBody } from "#app/server/form-submission.server.ts";

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

async function readCapped(request: Request, limit: number): Promise<string> {
  try {
    return Buffer.from(await readBody(request, limit)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLarge) throw data("That form is too large.", { status: 413 });
    throw error;
  }
}

/**
 * A back-office form post, as plain strings. Only urlencoded bodies (what every admin form
 * sends) of at most 64 KB, counted while reading, whatever Content-Length claims.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw data("Send the form as a form.", { status: 415 });
  }
  if (Number(request.headers.get("content-length") ?? 0) > maxFormBytes) {
    throw data("That form is too large.", { status: 413 });
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(await readCapped(request, maxFormBytes))) {
    fields[key] ??= value;
  }
  return fields;
}
