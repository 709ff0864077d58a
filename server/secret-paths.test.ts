import type { Server } from "node:http";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { carriesSecret, withoutSecrets } from "#app/secret-paths.ts";
import {
  listenWithoutBuild,
  serverLayerServices,
  stopListening,
} from "#tests/harness/app-without-build.ts";

/**
 * Paths that hold an applicant's secret token (/track/<token>): the request log never holds
 * the token, the address is not lower-cased (tokens are case-sensitive), and the page gives
 * only the site's origin as a referrer.
 */
let clientDir: string;
let server: Server;
const logged: string[] = [];
const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "secret-paths-test-"));
  const logger = pino({ level: "info" }, { write: (line: string) => void logged.push(line) });
  server = await listenWithoutBuild(serverLayerServices(logger), clientDir);
});

afterAll(() => stopListening(server, clientDir));

function get(path: string) {
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
}

test("a tracking link keeps its token's case, is never a referrer and is logged without the token", async () => {
  logged.length = 0;
  const response = await get(`/track/${token}`);
  expect(response.status).not.toBe(301);
  expect(response.headers.get("referrer-policy")).toBe("strict-origin");
  await get(`/track/${token}/documents`);
  await get(`/track/${token}.data`);
  const lines = logged.filter((line) => line.includes('"msg":"request"'));
  expect(lines).toHaveLength(3);
  expect(lines.join("\n")).not.toContain(token);
  expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual([
    "/track/[token]",
    "/track/[token]/documents",
    "/track/[token]",
  ]);
});

test("other paths are lower-cased and keep the site's referrer policy", async () => {
  const response = await get("/FAQ");
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe("/faq");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(carriesSecret("/track")).toBe(false);
  expect(withoutSecrets("/track")).toBe("/track");
  expect(withoutSecrets("/application/resume/Secret123")).toBe("/application/resume/[token]");
});

test.each([
  ["/Track/", "upper-case first letter"],
  ["/TRACK/", "all upper case"],
  ["/track//", "doubled slash before the token"],
  ["//track/", "leading doubled slash"],
  ["/%74rack/", "an encoded letter"],
  ["/track%2F", "an encoded slash"],
  ["/Application/Resume/", "a draft link in another case"],
])(
  "a secret link spelt %s (%s) is neither logged with its token nor lower-cased",
  async (prefix) => {
    logged.length = 0;
    const response = await get(`${prefix}${token}`);
    expect(response.status).not.toBe(301);
    expect(response.headers.get("location") ?? "").not.toContain(token.toLowerCase());
    const body = await response.text();
    expect(body).not.toContain(token);
    expect(body).not.toContain(token.toLowerCase());
    const lines = logged.filter((line) => line.includes('"msg":"request"'));
    expect(lines).toHaveLength(1);
    expect(logged.join("\n")).not.toContain(token);
    expect(logged.join("\n")).not.toContain(token.toLowerCase());
  },
);

test("the one redaction finds a token at the start of a path and inside any text", () => {
  expect(withoutSecrets("/Track/AbC/documents")).toBe("/Track/[token]/documents");
  expect(withoutSecrets("//track//AbC")).toBe("//track//[token]");
  expect(withoutSecrets('"https://example.test/APPLICATION/resume/AbC?x=1"')).toBe(
    '"https://example.test/APPLICATION/resume/[token]?x=1"',
  );
  expect(withoutSecrets("/backtrack/AbC")).toBe("/backtrack/AbC");
  expect(withoutSecrets("/track/[token]")).toBe("/track/[token]");
  expect(carriesSecret("/TRACK/AbC")).toBe(true);
});
