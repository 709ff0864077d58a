import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join, resolve } from "node:path";
import { test, expect } from "@playwright/test";
import { spawnServer, startServer, type ServerProcess } from "#tests/harness/server-process.ts";
import { pages } from "#app/content/pages.ts";

/**
 * The server as an operator deploys it, on its defaults: what it believes about clients, which
 * requests it refuses at the door, and how it refuses to start.
 */
// One server on its defaults serves every check; the embedded database takes a while to start.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let server: ServerProcess;
const others: ServerProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), "broker-deploy-"));
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
});
test.afterAll(async () => {
  await Promise.all([server, ...others].filter(Boolean).map((process) => process.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

function enquiry(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/enquiry?variant=desktop`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({
      email: "limit@example.co.uk",
      phone: "07700900123",
      loanAmount: "75000",
    }),
    redirect: "manual",
  });
}

test("a client cannot dodge the rate limit by writing its own X-Forwarded-For", async () => {
  const { url } = server;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    statuses.push((await enquiry(url, { "x-forwarded-for": `203.0.113.${i + 1}` })).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(302));
  const refused = await enquiry(url, { "x-forwarded-for": "198.51.100.7" });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
});

/**
 * A request through node:http: fetch refuses to send TRACE, and decompresses a body before
 * handing it back; this gives the status, headers and body as sent.
 */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string> }) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(url, options, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

test("methods the site does not use are refused with 405, not a server error", async () => {
  const { url } = server;
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const { status, headers } = await rawRequest(`${url}/contact`, { method });
    expect({ status, allow: headers.allow }, method).toEqual({
      status: 405,
      allow: "GET, HEAD, POST",
    });
  }
  expect((await rawRequest(`${url}/contact`, { method: "HEAD" })).status).toBe(200);
});

test("a form body sent in chunks past the size limit is answered 413", async () => {
  const { url } = server;
  const chunk = new TextEncoder().encode(`message=${"x".repeat(1024)}`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 70) return controller.close();
      sent++;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(`${url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(413);
});

test("an address typed in capitals lands on its page", async () => {
  const { url } = server;
  for (const [typed, page] of [
    ["/FAQ", "/faq"],
    ["/Tax-Funding?utm_source=print", "/tax-funding?utm_source=print"],
    ["//Example.com", null],
  ] as const) {
    const response = await fetch(`${url}${typed}`, { redirect: "manual" });
    if (page === null) {
      expect(response.status, typed).toBe(404);
    } else {
      expect(response.status, typed).toBe(301);
      expect(response.headers.get("location"), typed).toBe(page);
    }
  }
});

test("every page has its own share card: a 1200×630 PNG named by its og:image", async () => {
  const { url } = server;
  const seen = new Set<string>();
  for (const { path } of pages) {
    const html = await (await fetch(`${url}${path}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toBeTruthy();
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const imagePath = new URL(image!).pathname;
    expect(seen.has(imagePath), `${path} shares its card with another page`).toBe(false);
    seen.add(imagePath);
    const served = await fetch(`${url}${imagePath}`);
    expect(served.status, imagePath).toBe(200);
    expect(served.headers.get("content-type"), imagePath).toBe("image/png");
    // A PNG's header gives its width and height (big-endian, bytes 16 to 24).
    const png = Buffer.from(await served.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], imagePath).toEqual([1200, 630]);
  }
});

test("pages and scripts are sent as the build compressed them, so a start does not redo it", async () => {
  const { url } = server;
  const dir = resolve("build/compressed");
  const made = readdirSync(dir).map((name) => readFileSync(join(dir, name)));
  const html = await (await fetch(`${url}/about-us`)).text();
  const script = /\/assets\/shell-[\w-]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  for (const path of ["/", "/about-us", script!]) {
    for (const encoding of ["br", "gzip"]) {
      const sent = await rawRequest(`${url}${path}`, { headers: { "accept-encoding": encoding } });
      expect(sent.headers["content-encoding"], path).toBe(encoding);
      expect(
        made.some((form) => form.equals(sent.body)),
        `${path} in ${encoding}: not among the build's compressed forms`,
      ).toBe(true);
    }
  }
});

test("request logs are JSON lines that never carry the query string", async () => {
  const { url } = server;
  await fetch(`${url}/admin?q=Okafor&email=ada.okafor%40example.co.uk`, { redirect: "manual" });
  await fetch(`${url}/contact?phone=07700900321`);
  await expect.poll(() => server.output.join("")).toContain('"path":"/contact"');
  const said = server.output.join("");
  expect(said).toContain('"path":"/admin"');
  for (const secret of ["Okafor", "okafor", "07700900321"]) expect(said).not.toContain(secret);
  for (const line of said.trim().split("\n")) expect(() => JSON.parse(line), line).not.toThrow();
});

test("a second server on the same data directory refuses to start and names the first", async () => {
  const first = server;
  const second = await spawnServer({ DATA_DIR: dataDir });
  others.push(second);
  expect(await second.exited()).toBe(1);
  const said = second.output.join("").trim();
  expect(said).toMatch(
    new RegExp(`^Cannot start: DATA_DIR \\S+ is in use by process ${first.process.pid} on `),
  );
  expect(said.split("\n")).toHaveLength(1);
  // The first one is unharmed.
  expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
});

test("a data directory that cannot be used stops start-up with one readable line", async () => {
  const file = join(dataDir, "a-file");
  writeFileSync(file, "");
  const instance = await spawnServer({ DATA_DIR: join(file, "data") });
  others.push(instance);
  expect(await instance.exited()).toBe(1);
  expect(instance.output.join("").trim()).toBe(
    `Cannot start: DATA_DIR ${join(file, "data")} cannot be used: a part of the path is a file, not a folder`,
  );
});
