import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { cachedCompressedForms } from "./encoding.ts";

/**
 * The compressed forms the build keeps for the server: what it writes is read back at start
 * instead of being compressed again, and nothing that does not decompress to the body asked
 * for is ever served.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "compressed-forms-test-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const page = Buffer.from(`<!doctype html><p>${"Business loans from £5,000. ".repeat(300)}</p>`);
const quickly = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

/** The one entry of each encoding the cache holds. */
async function entries() {
  const names = (await readdir(dir)).sort();
  const file = (ext: string) =>
    join(
      dir,
      names.find((name) => name.endsWith(ext))!,
    );
  return { names, br: file(".br"), gz: file(".gz") };
}

describe("the build's compressed forms", () => {
  test("are written once, and each decompresses to the body", async () => {
    const forms = await cachedCompressedForms(page, { dir, write: true });
    const { names, br, gz } = await entries();
    expect(names).toHaveLength(2);
    expect(brotliDecompressSync(await readFile(br)).equals(page)).toBe(true);
    expect(gunzipSync(await readFile(gz)).equals(page)).toBe(true);
    expect(forms.br.equals(await readFile(br))).toBe(true);
  });

  test("are what a server sends, read rather than compressed again", async () => {
    await cachedCompressedForms(page, { dir, write: true });
    // The build's brotli swapped for another valid one: a server that read it sends these bytes,
    // one that compressed the page itself would send its own.
    const { br } = await entries();
    const other = quickly(page);
    await writeFile(br, other);

    const forms = await cachedCompressedForms(page, { dir });
    expect(forms.br.equals(other)).toBe(true);
  });

  test("a damaged entry is not served: the body is compressed afresh", async () => {
    await cachedCompressedForms(page, { dir, write: true });
    const { br } = await entries();
    const whole = await readFile(br);
    await writeFile(br, whole.subarray(0, whole.length >> 1));

    const forms = await cachedCompressedForms(page, { dir });
    expect(brotliDecompressSync(forms.br).equals(page)).toBe(true);
  });

  test("an entry that decompresses to another body is not served", async () => {
    await cachedCompressedForms(page, { dir, write: true });
    const { br } = await entries();
    await writeFile(br, quickly(Buffer.from("<!doctype html><p>Another page</p>")));

    const forms = await cachedCompressedForms(page, { dir });
    expect(brotliDecompressSync(forms.br).equals(page)).toBe(true);
  });

  test("a server never writes them, and a changed body is compressed for itself", async () => {
    await cachedCompressedForms(page, { dir, write: true });
    const changed = Buffer.concat([page, Buffer.from("<p>Updated</p>")]);

    const forms = await cachedCompressedForms(changed, { dir });
    expect(brotliDecompressSync(forms.br).equals(changed)).toBe(true);
    expect((await entries()).names).toHaveLength(2);
  });

  test("without the build's forms (none made, or no cache), the body is compressed at start", async () => {
    for (const cache of [{ dir: join(dir, "missing") }, null]) {
      const forms = await cachedCompressedForms(page, cache);
      expect(brotliDecompressSync(forms.br).equals(page)).toBe(true);
      expect(gunzipSync(forms.gzip).equals(page)).toBe(true);
    }
  });
});
