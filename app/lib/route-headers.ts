import type { HeadersArgs } from "react-router";

/**
 * A form route's `headers`: what its action asked for reaches the response (a refused
 * submission's `Retry-After`, say), which React Router drops unless the route passes it on.
 */
export function forwardActionHeaders({ actionHeaders }: HeadersArgs): Headers {
  return actionHeaders;
}
