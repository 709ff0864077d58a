import type { HeadersArgs } from "react-router";

/**
 * A form route's `headers`: what its action asked for reaches the response (a refused
 * submission's `Retry-After`, say), which React Router drops unless the route passes it on.
 */
export function forwardActionHeaders({ actionHeaders }: HeadersArgs): Headers {
  return actionHeaders;
}

/** For a page that shows something of the visitor's own: never kept by a shared cache. */
export const privateHeaders = { "Cache-Control": "private, no-store" };

/** A form route whose loader sets headers too: the loader's, then what its action asked for. */
export function forwardLoaderAndActionHeaders({
  loaderHeaders,
  actionHeaders,
}: HeadersArgs): Headers {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}
