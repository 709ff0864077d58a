import { request as httpRequest, type Server } from "node:http";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import {
  listenWithoutBuild,
  serverLayerServices,
  stopListening,
} from "#tests/harness/app-without-build.ts";
import type { AppServices } from "./app.ts";
import { createAssetHandler } from "./assets.ts";
import { loadPrerenderedPages } from "./prerendered.ts";

/**
 * The server's own answers for prerendered pages and build assets, which it keeps already
 * compressed: which encoding each Accept-Encoding header gets.
 */
let clientDir: string;
let server: Server;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "server-app-test-"));
  const page = `<!doctype html><html lang="en-GB"><title>About</title><p>${"About us. ".repeat(200)}</p></html>`;
  await mkdir(join(clientDir, "about-us"), { recursive: true });
  await writeFile(join(clientDir, "about-us", "index.html"), page);
  await mkdir(join(clientDir, "assets"));
  await writeFile(join(clientDir, "assets", "app-test.js"), `console.log(1);\n`.repeat(200));

  server = await listenWithoutBuild(serverLayerServices(pino({ level: "silent" })), clientDir);
});

afterAll(() => stopListening(server, clientDir));

/** A GET of `path` sent with exactly these headers (fetch would add its own), whatever its status. */
function get(
  path: string,
  headers: Record<string, string> = {},
  from: Server = server,
): Promise<{
  status?: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  const { port } = from.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The Content-Encoding of a GET sent with exactly this Accept-Encoding, or none. */
async function contentEncoding(path: string, acceptEncoding?: string): Promise<string | undefined> {
  const res = await get(
    path,
    acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
  );
  expect(res.status).toBe(200);
  expect(res.headers.vary).toBe("Accept-Encoding");
  return res.headers["content-encoding"] as string | undefined;
}

describe.each([
  ["a prerendered page", "/about-us"],
  ["a build asset", "/assets/app-test.js"],
])("the encoding of %s", (_name, path) => {
  test("brotli when the client accepts it, whatever order it lists its encodings in", async () => {
    expect(await contentEncoding(path, "br")).toBe("br");
    expect(await contentEncoding(path, "gzip, deflate, br, zstd")).toBe("br");
  });

  test("no brotli when the client refuses it with q=0: gzip instead", async () => {
    expect(await contentEncoding(path, "br;q=0, gzip")).toBe("gzip");
    expect(await contentEncoding(path, "gzip, br;q=0")).toBe("gzip");
  });

  test("uncompressed without an Accept-Encoding, or when neither is accepted", async () => {
    expect(await contentEncoding(path)).toBeUndefined();
    expect(await contentEncoding(path, "identity")).toBeUndefined();
    expect(await contentEncoding(path, "br;q=0, gzip;q=0")).toBeUndefined();
  });
});

describe("the compressed forms the build made", () => {
  test("are what the server sends, rather than compressing the pages and assets at start", async () => {
    const compressedDir = join(clientDir, "..", `${clientDir.split("/").pop()}-compressed`);
    // What the build does (scripts/precompress.ts), then each brotli form swapped for another
    // valid one: a server that read them sends these bytes, one that compressed itself its own.
    const cache = { dir: compressedDir, write: true };
    await createAssetHandler(join(clientDir, "assets"), cache);
    await loadPrerenderedPages(clientDir, cache);
    const swapped: Buffer[] = [];
    for (const name of (await readdir(compressedDir)).filter((file) => file.endsWith(".br"))) {
      const body = brotliDecompressSync(await readFile(join(compressedDir, name)));
      const other = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
      await writeFile(join(compressedDir, name), other);
      swapped.push(other);
    }
    expect(swapped).toHaveLength(2);

    const services = serverLayerServices(pino({ level: "silent" }));
    const built = await listenWithoutBuild(services, clientDir, compressedDir);
    try {
      for (const path of ["/about-us", "/assets/app-test.js"]) {
        const { headers, body } = await get(path, { "Accept-Encoding": "br" }, built);
        expect(headers["content-encoding"], path).toBe("br");
        expect(
          swapped.some((form) => form.equals(body)),
          path,
        ).toBe(true);
      }
    } finally {
      await new Promise((resolve) => built.close(resolve));
      await rm(compressedDir, { recursive: true, force: true });
    }
  });
});

/** The headers of a GET of `path`, whatever its status. */
async function headersOf(path: string) {
  return (await get(path)).headers;
}

describe("security headers", () => {
  const documentOnly = [
    "content-security-policy",
    "x-frame-options",
    "permissions-policy",
    "cross-origin-opener-policy",
    "referrer-policy",
  ];
  const everywhere = ["strict-transport-security", "x-content-type-options"];

  test("a page carries them all", async () => {
    const headers = await headersOf("/about-us");
    for (const name of [...documentOnly, ...everywhere]) expect(headers[name]).toBeTruthy();
  });

  test("a build asset carries those that protect it, and none that only a document reads", async () => {
    const headers = await headersOf("/assets/app-test.js");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toMatch(/max-age=/);
    for (const name of documentOnly) expect(headers[name]).toBeUndefined();
  });

  test("an asset that does not exist is answered by a page, with every header", async () => {
    const headers = await headersOf("/assets/missing-abc123.js");
    for (const name of [...documentOnly, ...everywhere]) expect(headers[name]).toBeTruthy();
  });
});

describe("the requests background work gives way to", () => {
  test("are those the router answers, counted until each has ended", async () => {
    let begun = 0;
    let ended = 0;
    const services: AppServices = {
      logger: pino({ level: "silent" }),
      env: { TRUST_PROXY: false },
      requests: {
        begin() {
          begun++;
          return () => ended++;
        },
      },
      async ready() {},
      async close() {},
    };
    const counted = await listenWithoutBuild(services, clientDir);
    try {
      const { port } = counted.address() as AddressInfo;
      const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.text());

      // Prerendered pages, build assets and health checks never reach the database.
      await get("/about-us");
      await get("/assets/app-test.js");
      await get("/healthz");
      expect(begun).toBe(0);

      // A page the router renders (here it fails: this test has no build) is counted, and ends.
      await get("/enquiry");
      expect(begun).toBe(1);
      await vi.waitFor(() => expect(ended).toBe(1));
    } finally {
      await new Promise((resolve) => counted.close(resolve));
    }
  });
});

describe("a prerendered page asked the eligibility check's questions", () => {
  test("is left to the router to answer; with any other query it is the page built", async () => {
    let begun = 0;
    const services: AppServices = {
      ...serverLayerServices(pino({ level: "silent" })),
      requests: {
        begin() {
          begun++;
          return () => {};
        },
      },
    };
    const counted = await listenWithoutBuild(services, clientDir);
    try {
      const built = await get("/about-us?utm_source=newsletter", {}, counted);
      expect(built.status).toBe(200);
      expect(built.body.toString()).toContain("About us.");
      expect(begun).toBe(0);

      // The router answers (here it fails: this test has no build) rather than the page built.
      const asked = await get("/about-us?amount=25%2C000&trading=12&turnover=100000", {}, counted);
      expect(asked.body.toString()).not.toContain("About us.");
      expect(begun).toBe(1);
    } finally {
      await new Promise((resolve) => counted.close(resolve));
    }
  });
});
