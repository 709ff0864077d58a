import type { Logger } from "#app/server/logger.server.ts";

/** A job run again and again in this process, until stopped. */
export type Schedule = {
  /** No further runs; resolves when a run in progress has finished. */
  stop(): Promise<void>;
};

export type ScheduleTimes = { firstRunMs: number; intervalMs: number };

/**
 * Runs `job` once after `firstRunMs`, then every `intervalMs`, one run at a time; a failed run
 * is logged under `name` and the next one goes ahead. Timers do not keep the process alive.
 */
export function scheduleRepeating(
  name: string,
  job: () => Promise<unknown>,
  logger: Logger,
  { firstRunMs, intervalMs }: ScheduleTimes,
): Schedule {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(job)
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
  };
  const first = setTimeout(run, firstRunMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
