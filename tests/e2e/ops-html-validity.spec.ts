import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import { pages } from "#app/content/pages.ts";
import { adminPaths, paths } from "#app/paths.ts";
import { bootstrapAdmin } from "./admin-session.ts";

const require = createRequire(import.meta.url);
const vnuJar = join(require.resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

const routes = [
  ...new Set([
    ...pages.map((entry) => entry.path),
    paths.enquiry,
    paths.application,
    paths.results,
    "/no-such-page",
    adminPaths.signIn,
  ]),
];

/** Back-office pages, fetched signed in as the first admin. */
const adminRoutes = [
  adminPaths.inbox,
  adminPaths.users,
  adminPaths.outbox,
  `${adminPaths.dataProtection}?email=nobody%40example.co.uk`,
  adminPaths.audit,
];

test("every route's HTML passes the Nu HTML Checker with no errors", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), "broker-vnu-"));
  try {
    const files = new Map<string, string>();
    const keep = async (route: string, expectedStatus: number) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(expectedStatus);
      const file = join(folder, `${files.size}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, route);
    };
    for (const route of routes) await keep(route, route === "/no-such-page" ? 404 : 200);

    const signedIn = await request.post(adminPaths.signIn, {
      form: { email: bootstrapAdmin.email, password: bootstrapAdmin.password, next: "" },
      headers: { origin: new URL(baseURL ?? "").origin },
      maxRedirects: 0,
    });
    expect(signedIn.status(), "the first admin signs in").toBe(302);
    for (const route of adminRoutes) await keep(route, 200);

    const run = spawnSync(
      "java",
      [
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--errors-only",
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, "java runs the checker").toBeUndefined();
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] })
      .messages;
    // One line per route and kind of error, with an example and how often it occurs.
    const errors = new Map<string, { count: number; example: string }>();
    for (const message of messages) {
      if (message.type !== "error" && message.subType !== "fatal") continue;
      // The checker's CSS validator predates rules the stylesheet uses (`@property`,
      // `margin-trim`); a static page carries the stylesheet inline (docs/decisions/0021), and
      // as a linked file it was never this check's to read. The HTML is checked in full.
      if (message.message.startsWith("CSS: ")) continue;
      const key = `${files.get(message.url) ?? message.url}: ${message.message}`;
      const seen = errors.get(key);
      if (seen) seen.count++;
      else errors.set(key, { count: 1, example: (message.extract ?? "").trim() });
    }
    const report = [...errors].map(
      ([key, { count, example }]) => `${key} (×${count}, e.g. «${example}»)`,
    );
    expect(report, `${files.size} pages checked`).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
