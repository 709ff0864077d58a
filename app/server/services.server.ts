import { resolve } from "node:path";
import type { Services } from "#app/context.server.ts";
import { siteConfigFromEnv, type Env } from "#app/env.server.ts";
import { checkWritable, prepareDataDir } from "#app/server/data-dir.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/server/db/client.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { createMailer, type Mailer } from "#app/server/mail.server.ts";
import { ensureBootstrapAdmin } from "#app/server/admin/users.server.ts";
import { startOutboxWorker, type OutboxWorker } from "#app/server/outbox.server.ts";
import { createStorage, type DocumentStorage } from "#app/server/storage.server.ts";
import { dataProtectionDeps, scheduleRetentionPurge } from "#app/server/data-protection.server.ts";
import { scheduleOrphanSweep } from "#app/server/document-files.server.ts";
import { scheduleRepeating, type Schedule } from "#app/server/schedule.server.ts";
import { foldDashboardChanges } from "#app/server/admin/dashboard.server.ts";
import { scheduleMorningDigest } from "#app/server/reminders/digest.server.ts";
import {
  createRequestActivity,
  type RequestActivity,
} from "#app/server/request-activity.server.ts";

/** The longest the dashboard's fold waits for a moment with no request in flight. */
const foldYieldAtMostMs = 10_000;

/** Whether anything is kept under DATA_DIR: the embedded database, documents or mail files. */
function usesDataDir(env: Env): boolean {
  return !env.DATABASE_URL || !env.S3_BUCKET || !env.SMTP_URL;
}

export async function createServices(env: Env, logger: Logger): Promise<Services> {
  const started = Date.now();
  if (usesDataDir(env)) await prepareDataDir(env.DATA_DIR);
  const database = await openDatabase(env);
  await ensureBootstrapAdmin(database.db, env, logger);
  const mailer = await createMailer(env);
  const requests = createRequestActivity();
  logger.info(
    { database: database.driver, mail: mailer.transport, ms: Date.now() - started },
    "database open and migrated",
  );
  const outbox =
    env.OUTBOX_WORKER === "on"
      ? startOutboxWorker({
          db: database.db,
          mailer,
          logger,
          site: siteConfigFromEnv(env),
          leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
          yieldTo: requests,
        })
      : null;
  const storage = createStorage(env);
  return assembleServices({
    env,
    logger,
    database,
    mailer,
    outbox,
    storage,
    requests,
    retentionPurge: env.RETENTION_PURGE === "on",
  });
}

/** Puts opened parts together; `createServices` uses it, and so can tests. */
export function assembleServices(parts: {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  outbox: OutboxWorker | null;
  /** Defaults to the storage the environment asks for. */
  storage?: DocumentStorage;
  /** Defaults to a count of its own (nothing counts requests in tests that do not serve HTTP). */
  requests?: RequestActivity;
  /**
   * Runs the retention purge and the sweep of stored files with no record in this process,
   * hourly, until closed.
   */
  retentionPurge?: boolean;
}): Services {
  const { env, logger, database, mailer, outbox } = parts;
  const storage = parts.storage ?? createStorage(env);
  const requests = parts.requests ?? createRequestActivity();
  let closing: Promise<void> | undefined;
  let retention: Schedule | null = null;
  let sweep: Schedule | null = null;
  // The process that sends mail also folds the dashboard's changes into its totals (reading
  // the dashboard folds too, so they stay few even where no process runs the worker). A fold
  // is one statement that can take a while after a busy minute: it waits for a quiet moment.
  const fold: Schedule | null = outbox
    ? scheduleRepeating(
        "dashboard fold",
        async () => {
          await requests.whenIdle(foldYieldAtMostMs);
          return foldDashboardChanges(database.db);
        },
        logger,
        { firstRunMs: 15_000, intervalMs: 60_000 },
      )
    : null;
  // The process that sends mail also queues the brokers' morning digests (once each a day,
  // whichever process gets there first).
  const digest: Schedule | null = outbox ? scheduleMorningDigest(database.db, logger) : null;
  const services: Services = {
    env,
    logger,
    db: database.db,
    mailer,
    storage,
    outbox,
    requests,
    notifyOutbox() {
      outbox?.wake();
    },
    async ready() {
      if (closing) throw new Error("services are closing");
      await database.ping();
      if (usesDataDir(env)) await checkWritable(resolve(env.DATA_DIR));
    },
    close() {
      closing ??= (async () => {
        try {
          await retention?.stop();
          await sweep?.stop();
          await fold?.stop();
          await digest?.stop();
          await outbox?.stop();
        } finally {
          await mailer.close();
          await database.close();
          logger.info("database closed");
        }
      })();
      return closing;
    },
  };
  if (parts.retentionPurge) {
    retention = scheduleRetentionPurge(dataProtectionDeps(services));
    sweep = scheduleOrphanSweep({ db: database.db, storage, logger });
  }
  return services;
}
