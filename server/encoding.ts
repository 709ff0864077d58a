import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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
