import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import type { Request } from "express";

export type PrecompressedEncoding = "br" | "gzip";

const preference: readonly PrecompressedEncoding[] = ["br", "gzip"];

/**
 * The encoding to send a body that is already compressed both ways: brotli when the client
 * accepts it, else gzip, else none. Express's negotiation (`req.acceptsEncodings`) decides what
 * is acceptable, so `br;q=0` refuses brotli. Each encoding is asked about on its own, in our
 * order, because among the acceptable ones the smaller brotli is the better answer whatever
 * order the client lists them in (browsers send `gzip, deflate, br, zstd`).
 */
export function precompressedEncoding(req: Request): PrecompressedEncoding | undefined {
  return preference.find((encoding) => req.acceptsEncodings(encoding) === encoding);
}

/**
 * A body compressed once both ways, as the server sends it: brotli at its highest quality and
 * gzip at its highest level. What a visitor downloads of an asset is its `br` length.
 */
export function compressedForms(raw: Buffer): Record<PrecompressedEncoding, Buffer> {
  return {
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/**
 * Where the build keeps the compressed forms of what the server holds in memory (the build's
 * assets and prerendered pages): beside the client build, outside what is served. Brotli at its
 * highest quality takes seconds over the whole build, which a server would otherwise spend at
 * every start (`scripts/precompress.ts` writes them; docs/decisions/0001).
 */
export function compressionCacheDir(clientDir: string): string {
  return join(clientDir, "..", "compressed");
}

/** The build's compressed forms; `write` when they are being made (the build, not a server). */
export type CompressionCache = { dir: string; write?: boolean };

const extensions: Record<PrecompressedEncoding, string> = { br: "br", gzip: "gz" };

function matches(raw: Buffer, forms: Record<PrecompressedEncoding, Buffer>): boolean {
  try {
    return brotliDecompressSync(forms.br).equals(raw) && gunzipSync(forms.gzip).equals(raw);
  } catch {
    return false;
  }
}

/**
 * The compressed forms of `raw`, read from the cache when it holds them, else made here (and
 * kept when the cache is being written). An entry is named by the SHA-256 of the body it
 * compresses, and is used only when it decompresses to that body, so a changed page or a
 * damaged file is compressed afresh rather than served.
 */
export async function cachedCompressedForms(
  raw: Buffer,
  cache: CompressionCache | null,
): Promise<Record<PrecompressedEncoding, Buffer>> {
  if (!cache) return compressedForms(raw);
  const key = createHash("sha256").update(raw).digest("base64url");
  const file = (encoding: PrecompressedEncoding) =>
    join(cache.dir, `${key}.${extensions[encoding]}`);
  const found = await Promise.all([readFile(file("br")), readFile(file("gzip"))]).then(
    ([br, gzip]) => ({ br, gzip }),
    () => null,
  );
  if (found && matches(raw, found)) return found;
  const forms = compressedForms(raw);
  if (cache.write) {
    await mkdir(cache.dir, { recursive: true });
    for (const encoding of preference) {
      // Written whole under another name first, so a reader never finds half a file.
      const partial = `${file(encoding)}.partial`;
      await writeFile(partial, forms[encoding]);
      await rename(partial, file(encoding));
    }
  }
  return forms;
}
