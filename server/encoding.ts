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
