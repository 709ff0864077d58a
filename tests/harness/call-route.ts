import type { RouterContextProvider } from "react-router";

/**
 * A route's loader or action called as the router calls it, with arguments its own types
 * check: the params its path declares (`{ leadId }` for /admin/leads/:leadId, none for a path
 * without any), the request, and the router context the test built (`adminContext`,
 * `routerContextFor`).
 *
 *   const page = await callRoute(leadRoute.loader, { request: get(path, cookie), context, params: { leadId } });
 *
 * `url` is the request's (the router removes its `.data` suffix and `index`/`_routes` search
 * parameters first; test requests carry none). `pattern`, the matched path with its parameters
 * unfilled, is rebuilt from the request's path and the params unless given.
 */
export type RouteArgs<Params> = {
  request: Request;
  url: URL;
  pattern: string;
  params: Params;
  context: Readonly<RouterContextProvider>;
};

type RouteCall<Params> = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  pattern?: string;
  // A path without parameters needs no `params`.
} & (object extends Params ? { params?: Params } : { params: Params });

export function callRoute<Params, Result>(
  handler: (args: RouteArgs<Params>) => Result,
  call: RouteCall<Params>,
): Result {
  const url = new URL(call.request.url);
  // Params are only left out for a path that has none: `{}` is then what the router gives.
  const params = (call.params ?? {}) as Params;
  return handler({
    request: call.request,
    url,
    pattern: call.pattern ?? patternOf(url.pathname, params),
    params,
    context: call.context,
  });
}

/** The path with each parameter's segment put back as `:name`. */
function patternOf(pathname: string, params: unknown): string {
  const names = new Map(
    Object.entries(params as Record<string, string | undefined>).flatMap(([name, value]) =>
      value === undefined ? [] : [[encodeURIComponent(value), name]],
    ),
  );
  return pathname
    .split("/")
    .map((segment) => {
      const name = names.get(segment);
      if (name === undefined) return segment;
      return name === "*" ? "*" : `:${name}`;
    })
    .join("/");
}
