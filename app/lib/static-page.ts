import type { UIMatch } from "react-router";

/**
 * A route whose page has no behaviour of its own beyond the shell's (menus, cookie notice,
 * analytics: `app/shell/`) says so with `export const handle = staticPage`; its HTML is then
 * served without the framework's scripts (docs/decisions/0020). Reached by a client-side
 * navigation from a page that hydrated, it renders as any other route.
 */
export type PageHandle = { hydrate?: false };

export const staticPage = { hydrate: false } as const satisfies PageHandle;

export function isStaticPage(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
