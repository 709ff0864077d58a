import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { expect } from "@playwright/test";

/** A production server process of its own, for checks of the server as a whole. */
export type Instance = { url: string; process: ChildProcess; output: string[] };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns `node server/main.ts` with `env` on a free port; output is collected, not shown. */
export async function spawnInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      OUTBOX_WORKER: "on",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

/** Spawns a server and waits until it answers /readyz. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const instance = await spawnInstance(env);
  await expect
    .poll(
      async () => {
        if (instance.process.exitCode !== null) {
          throw new Error(`server exited: ${instance.output.join("")}`);
        }
        return fetch(`${instance.url}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000, message: "the server answers /readyz" },
    )
    .toBe(200);
  return instance;
}

/** The exit code of a server expected to stop on its own. */
export function exitOf(instance: Instance): Promise<number | null> {
  if (instance.process.exitCode !== null) return Promise.resolve(instance.process.exitCode);
  return new Promise((resolve) => instance.process.once("exit", (code) => resolve(code)));
}

export function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.process.exitCode !== null) return resolve();
    instance.process.once("exit", () => resolve());
    instance.process.kill("SIGTERM");
  });
}
