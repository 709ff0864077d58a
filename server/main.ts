import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import type { Env } from "#app/env.server.ts";
import type { LaunchProblem } from "#app/server/preflight.server.ts";
import type { ControlServices } from "#app/server/backup/control.server.ts";
import type { AppServerEntry, AppServices } from "./app.ts";
import { compressionCacheDir } from "./encoding.ts";

/**
 * Starts the site: `node server/main.ts` serves the production build; `--dev` serves the
 * source through Vite. The app's own server code (env, services, context keys) comes from the
 * server entry of the build, so there is one copy of it in the process.
 */
type EntryExports = AppServerEntry & {
  getEnv(): Env;
  createLogger(level: string): AppServices["logger"];
  createServices(env: unknown, logger: AppServices["logger"]): Promise<AppServices>;
};

const dev = process.argv.includes("--dev");
// React, React Router and Express pick their production code from NODE_ENV when they are first
// loaded, so it is settled before any of them is imported; the same default as app/env.server.ts.
if (!dev) process.env.NODE_ENV ??= "production";
const { createApp } = await import("./app.ts");
const clientDir = resolve("build/client");

let build: ServerBuild | (() => Promise<ServerBuild>);
let firstBuild: ServerBuild;
let devMiddleware;
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  devMiddleware = viteServer.middlewares;
  const load = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  firstBuild = await load();
  build = load;
} else {
  // @ts-expect-error The build exists only after `npm run build`.
  firstBuild = (await import("../build/server/index.js")) as ServerBuild;
  build = firstBuild;
}

const entry = firstBuild.entry.module as unknown as EntryExports;
let env;
try {
  env = entry.getEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = entry.createLogger(env.LOG_LEVEL);
// The launch check (npm run preflight) on a production start: placeholders and stale policies
// are logged, and under LAUNCH_CHECK=strict stop the start before anything is opened. It reads
// the entry's parsed environment and plain content modules, none of the app's shared state.
let launchProblems: LaunchProblem[] = [];
if (!dev && env.NODE_ENV === "production") {
  const { launchCheck, startVerdict } = await import("#app/server/preflight.server.ts");
  const verdict = startVerdict(env.LAUNCH_CHECK, launchCheck(env));
  if (verdict.refusal) {
    logLaunchProblems(verdict.log);
    console.error(verdict.refusal);
    process.exit(1);
  }
  launchProblems = verdict.log;
}
let services: AppServices;
try {
  services = await entry.createServices(env, logger);
} catch (error) {
  // One readable line (for example "DATA_DIR /srv/data is in use by process 4211 …"); the
  // detail goes to the log for whoever debugs it.
  logger.debug({ err: error }, "start-up failed");
  console.error(`Cannot start: ${(error as Error).message.split("\n")[0]}`);
  process.exit(1);
}
// After the services opened, so a start that fails for them still says so in one line.
logLaunchProblems(launchProblems);

function logLaunchProblems(problems: LaunchProblem[]) {
  for (const { setting, problem, blocking } of problems) {
    logger.warn({ setting, blocking }, `launch check: ${setting}: ${problem}`);
  }
}

// `npm run backup` asks this process for a snapshot, as it owns DATA_DIR (ADR 0026).
const { openBackupControl } = await import("#app/server/backup/control.server.ts");
const backupControl = await openBackupControl(services as unknown as ControlServices);
const { app, beginShutdown } = await createApp({
  build,
  entry,
  services,
  clientDir,
  compressedDir: compressionCacheDir(clientDir),
  devMiddleware,
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT, host: env.HOST, dev }, "server listening");
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  beginShutdown();
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.error("shutdown timed out; exiting");
    process.exit(1);
  }, 15_000);
  force.unref();
  server.close(async () => {
    try {
      await backupControl?.close();
      await services.close();
      logger.info("shutdown complete");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while closing services");
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
