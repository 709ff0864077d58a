import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";

/**
 * The production server (`node server/main.ts`, after `npm run build`) as a process of its own,
 * for the `ops` browser checks and the benchmarks.
 */
export type ServerProcess = {
  url: string;
  process: ChildProcess;
  /** What it printed, when started with `output: "collect"`. */
  output: string[];
  /** SIGTERM, and resolves when it has exited. */
  stop(): Promise<void>;
  /** Resolves with the exit code once it has exited on its own. */
  exited(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns the server with `env` over quiet defaults, on `port` or a free one. */
export async function spawnServer(
  env: Record<string, string>,
  options: { port?: number; output?: "collect" | "inherit" } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const collect = options.output !== "inherit";
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", collect ? "pipe" : "inherit", collect ? "pipe" : "inherit"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = () =>
    child.exitCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited();
    },
  };
}

/** Waits until the server answers /readyz; throws if it exits or takes longer than `timeoutMs`. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(`the server exited: ${server.output.join("")}`);
    }
    const ready = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /readyz within ${timeoutMs} ms`);
}

/** Spawns the server and waits until it is ready. */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; output?: "collect" | "inherit" } = {},
): Promise<ServerProcess> {
  const server = await spawnServer(env, options);
  await waitUntilReady(server);
  return server;
}
