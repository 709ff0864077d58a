import type { Server } from "node:http";
import { rm } from "node:fs/promises";
import { createContext } from "react-router";
import { createApp, type AppServices } from "#server/app.ts";

/**
 * The server's own layer (prerendered pages, build assets, health checks, headers, request
 * counting) listening on a free port, without an app build: a request that reaches the app's
 * handler fails, which is all these tests need of it.
 */
export async function listenWithoutBuild(
  services: AppServices,
  clientDir: string,
  compressedDir?: string,
): Promise<Server> {
  const { app } = await createApp({
    build: () => Promise.reject(new Error("no app build in this test")),
    entry: {
      nonceContext: createContext<string>(),
      clientAddressContext: createContext<string>(),
      servicesContext: createContext<AppServices>(),
    },
    services,
    clientDir,
    compressedDir,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return server;
}

/** The services the server's own layer reads, with `logger` and no proxy trusted. */
export function serverLayerServices(logger: AppServices["logger"]): AppServices {
  return { logger, env: { TRUST_PROXY: false }, async ready() {}, async close() {} };
}

/** Stops a server from `listenWithoutBuild` and removes its client folder. */
export async function stopListening(server: Server | undefined, clientDir: string): Promise<void> {
  await new Promise((resolve) => server?.close(resolve));
  await rm(clientDir, { recursive: true, force: true });
}
