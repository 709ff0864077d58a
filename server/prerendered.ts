import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { createHash } from "node:crypto";
import { cachedCompressedForms, type CompressionCache } from "./encoding.ts";
import { forFirstPaint } from "#app/server/first-paint.server.ts";
import { hashInlineScripts } from "./security.ts";

/**
 * The prerendered pages, loaded once at start: each page's HTML, its brotli and gzip forms (the
 * build's, when it made them for this HTML) and the hashes of its inline scripts. Served by
 * exact path, so `/about-us` is answered directly rather than redirected to `/about-us/` as a
 * static file server would.
 */
export type PrerenderedPage = {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  scriptHashes: string[];
  etag: string;
};

async function findIndexFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function loadPrerenderedPages(
  clientDir: string,
  cache: CompressionCache | null = null,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of await findIndexFiles(clientDir)) {
    const rel = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    const path = `/${rel}`;
    const text = forFirstPaint((await readFile(file)).toString("utf8"));
    const html = Buffer.from(text, "utf8");
    pages.set(path, {
      html,
      ...(await cachedCompressedForms(html, cache)),
      scriptHashes: hashInlineScripts(text),
      etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    });
  }
  return pages;
}
