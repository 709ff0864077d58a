import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { stylesheetReader } from "#app/server/stylesheets.server.ts";

test("reads a build stylesheet by the path pages link it at, and nothing else", async () => {
  const clientDir = await mkdtemp(join(tmpdir(), "stylesheets-"));
  await mkdir(join(clientDir, "assets"));
  await writeFile(join(clientDir, "assets", "app-X1.css"), "body{margin:0}");
  await writeFile(join(clientDir, "secret.css"), "not an asset");
  const read = stylesheetReader(clientDir);
  expect(read("/assets/app-X1.css")).toBe("body{margin:0}");
  expect(read("/assets/missing.css")).toBeUndefined();
  expect(read("/secret.css")).toBeUndefined();
  expect(read("/assets/../secret.css")).toBeUndefined();
  expect(read("/assets/app-X1.js")).toBeUndefined();
});
