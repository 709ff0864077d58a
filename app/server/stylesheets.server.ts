import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The build's stylesheets by the path the page links them at (`/assets/app-X.css`), read from
 * `clientDir` once each, for pages that carry their stylesheet inline
 * (`app/server/first-paint.server.ts`). Undefined for anything else or a file not there (the
 * page then keeps its link).
 */
export function stylesheetReader(clientDir: string): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!read.has(href)) {
      try {
        read.set(href, readFileSync(join(clientDir, href), "utf8"));
      } catch {
        read.set(href, undefined);
      }
    }
    return read.get(href);
  };
}
