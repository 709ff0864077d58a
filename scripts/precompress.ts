import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createAssetHandler } from "#server/assets.ts";
import { compressionCacheDir } from "#server/encoding.ts";
import { loadPrerenderedPages } from "#server/prerendered.ts";

/**
 * The compressed forms of everything the server holds in memory, made once by `npm run build`
 * so that a server does not spend its start compressing them. It loads the build as the server
 * does, through the same functions, so what is written is exactly what the server will look
 * for; a server that finds an entry missing or not matching compresses that body itself.
 */
const clientDir = resolve("build/client");
const cache = { dir: compressionCacheDir(clientDir), write: true };

await rm(cache.dir, { recursive: true, force: true });
await createAssetHandler(join(clientDir, "assets"), cache);
const pages = await loadPrerenderedPages(clientDir, cache);
console.log(`compressed forms: the build's assets and ${pages.size} pages, in ${cache.dir}`);
