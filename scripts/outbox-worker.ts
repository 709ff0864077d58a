/**
 * The outbox worker on its own, for deployments that run it apart from the web processes
 * (OUTBOX_WORKER=off on those): `npm run outbox:work`, or `node scripts/outbox-worker.ts`.
 * Any number may run against one PostgreSQL database. With the embedded database the worker
 * belongs inside the server (a PGlite data directory has one process at a time), so alone it
 * only drains the outbox once, with `--once`, while the server is stopped.
 */
import { getEnvOrExit, siteConfigFromEnv } from "#app/env.server.ts";
import { startOrExit } from "#app/server/data-dir.server.ts";
import { openDatabase } from "#app/server/db/client.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createMailer } from "#app/server/mail.server.ts";
import { startOutboxWorker } from "#app/server/outbox.server.ts";

const once = process.argv.includes("--once");

const env = getEnvOrExit();
if (!env.DATABASE_URL && !once) {
  console.error(
    "The outbox worker runs on its own only with DATABASE_URL (PostgreSQL). With the embedded " +
      "database it runs inside the server (OUTBOX_WORKER=on); to send what is waiting while " +
      "the server is stopped, use --once.",
  );
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
const database = await startOrExit(openDatabase(env));
const mailer = await createMailer(env);
const worker = startOutboxWorker({
  db: database.db,
  mailer,
  logger,
  site: siteConfigFromEnv(env),
  poll: !once,
});
logger.info({ database: database.driver, mail: mailer.transport, once }, "outbox worker started");

async function finish(code: number) {
  await worker.stop();
  await mailer.close();
  await database.close();
  logger.info("outbox worker stopped");
  process.exit(code);
}

if (once) {
  try {
    const sent = await worker.runOnce();
    logger.info({ sent }, "outbox drained");
    await finish(0);
  } catch (error) {
    logger.error({ err: error }, "outbox pass failed");
    await finish(1);
  }
} else {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing mail in flight");
    void finish(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
