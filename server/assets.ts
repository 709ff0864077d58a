import { readdir, readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { NextFunction, Request, Response } from "express";
import {
  cachedCompressedForms,
  precompressedEncoding,
  type CompressionCache,
  type PrecompressedEncoding,
} from "./encoding.ts";

/**
 * The hashed build assets, compressed with brotli at its highest quality (and gzip for older
 * clients) by the build, or at start when the build's forms are missing, and served from memory
 * with an immutable cache lifetime.
 */
const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".json": "application/json",
};
const compressible = new Set([".js", ".css", ".svg", ".json"]);

type Asset = { type: string; raw: Buffer; compressed?: Record<PrecompressedEncoding, Buffer> };

export async function createAssetHandler(assetsDir: string, cache: CompressionCache | null = null) {
  const assets = new Map<string, Asset>();
  for (const name of await readdir(assetsDir).catch(() => [] as string[])) {
    const ext = extname(name);
    const type = types[ext];
    if (!type) continue;
    const raw = await readFile(join(assetsDir, name));
    const asset: Asset = { type, raw };
    if (compressible.has(ext) && raw.length > 512) {
      asset.compressed = await cachedCompressedForms(raw, cache);
    }
    assets.set(`/${name}`, asset);
  }

  return function serveAsset(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    let body = asset.raw;
    if (asset.compressed) {
      res.setHeader("Vary", "Accept-Encoding");
      const encoding = precompressedEncoding(req);
      if (encoding) {
        res.setHeader("Content-Encoding", encoding);
        body = asset.compressed[encoding];
      }
    }
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
