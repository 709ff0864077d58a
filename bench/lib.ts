import { mkdtempSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  startServer as startHarnessServer,
  type ServerProcess,
} from "#tests/harness/server-process.ts";

export const resultsDir = resolve("bench/results");

export async function writeReport(name: string, data: unknown, markdown: string) {
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, `${name}.json`), JSON.stringify(data, null, 2));
  await writeFile(join(resultsDir, `${name}.md`), markdown);
}

export type RunningServer = ServerProcess;

/** Starts the production server on `port` with its own data directory; its output is shown. */
export function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startHarnessServer(
    {
      DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "broker-bench-")),
      // The load and crash clients speak for many visitors through X-Forwarded-For.
      TRUST_PROXY: "loopback",
      ...env,
    },
    { port, output: "inherit" },
  );
}

export { chromeFlags, chromePath } from "#tests/harness/chromium.ts";
