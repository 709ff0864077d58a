import type { Env } from "#app/env.server.ts";
import type { Logger } from "#app/server/logger.server.ts";

/**
 * Everything a loader or action needs from the outside world. Created once per process by
 * `createServices` (the server entry) and handed to routes through the router context; tests
 * build their own.
 */
export type Services = {
  env: Env;
  logger: Logger;
  /** Resolves when the services can take traffic (used by /readyz). */
  ready(): Promise<void>;
  /** Stops background work and closes connections. */
  close(): Promise<void>;
};

export async function createServices(env: Env, logger: Logger): Promise<Services> {
  return {
    env,
    logger,
    async ready() {},
    async close() {},
  };
}
