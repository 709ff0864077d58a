import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const resultsDir = resolve("bench/results");

export async function writeReport(name: string, data: unknown, markdown: string) {
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, `${name}.json`), JSON.stringify(data, null, 2));
  await writeFile(join(resultsDir, `${name}.md`), markdown);
}

export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

/** Starts the production server on a free port with its own data directory. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "broker-bench-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      // The load and crash clients speak for many visitors through X-Forwarded-For.
      TRUST_PROXY: "loopback",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once("exit", () => resolveStop());
        child.kill("SIGTERM");
      }),
  };
}

export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
