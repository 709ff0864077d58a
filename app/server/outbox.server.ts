import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";
import {
  composeMail,
  composeNotificationMail,
  isPermanentMailError,
  PermanentMailError,
  type Mailer,
  type OutgoingMail,
} from "#app/server/mail.server.ts";
import { applicantMailComposers } from "#app/server/mail/applicant-mail.server.ts";
import { reminderComposers } from "#app/server/mail/broker-reminders.server.ts";
import type { QuietMoments } from "#app/server/request-activity.server.ts";

/**
 * Delivers the outbox: claims due rows under a lease, sends each outside any transaction and
 * settles it; inside a web process it gives way to requests.
 * ADRs 0002 (leads and outbox), 0008 (benchmarks and hardening checks).
 */

export type OutboxWorkerOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The business details and origin that mail to applicants carries; defaults to the built-in ones. */
  site?: SiteConfig;
  /** Pause between passes when there is nothing to do. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claim lasts; longer than the slowest send the transport allows. */
  leaseMs?: number;
  /** Attempts before a row is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubles each attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Names this worker in `locked_by` and the logs. */
  workerId?: string;
  /** false: never runs by itself, only through `runOnce` (tests, one-off tools). */
  poll?: boolean;
  /** The requests of this process to give way to; none when the worker runs alone. */
  yieldTo?: QuietMoments;
  /** The longest the worker waits for a moment with no request before a claim or a send. */
  yieldAtMostMs?: number;
};

export type OutboxWorker = {
  /** One pass: claims and sends until nothing is due. Resolves to the number of mails sent. */
  runOnce(): Promise<number>;
  /** Starts a pass soon (after a lead is stored) instead of at the next interval. */
  wake(): void;
  /** Stops polling, waits for the mail being sent, and hands unsent claims back. */
  stop(): Promise<void>;
};

type ClaimedRow = typeof outbox.$inferSelect;

export const outboxDefaults = {
  intervalMs: 2_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  yieldAtMostMs: 1_000,
};

/** The delay before attempt `attempts + 1`: base × 2^(attempts-1), capped, ±20 % jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return (typeof code === "number" ? `${code} ${message}` : message).slice(0, 1000);
}

function milliseconds(ms: number) {
  return sql`(${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;
}

type Claim = {
  lease: string;
  rows: ClaimedRow[];
  /** When the claim was asked for (`performance.now()`), before the database set the lease. */
  claimedAt: number;
};

/** What the functions of one worker share. */
type WorkerContext = {
  db: Database;
  mailer: Mailer;
  site: SiteConfig;
  log: Logger;
  settings: typeof outboxDefaults;
  workerId: string;
  /** True once the worker is stopping: a pass hands back the rows it has not started. */
  stopping(): boolean;
  /** Resolves at a moment with no request in flight, or after `yieldAtMostMs`. */
  quietMoment(): Promise<void>;
};

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopping = false;
  const worker: WorkerContext = {
    db: options.db,
    mailer: options.mailer,
    site: options.site ?? defaultSiteConfig,
    log: options.logger.child({ component: "outbox", workerId }),
    settings: { ...outboxDefaults, ...definedOnly(options) },
    workerId,
    stopping: () => stopping,
    async quietMoment() {
      if (options.yieldTo && !stopping) {
        await options.yieldTo.whenIdle(worker.settings.yieldAtMostMs);
      }
    },
  };

  // One pass at a time per worker: a call while one runs shares it.
  let running: Promise<number> | undefined;
  function runOnce(): Promise<number> {
    running ??= drainOutbox(worker).finally(() => {
      running = undefined;
    });
    return running;
  }

  const poller =
    (options.poll ?? true) ? pollOutbox(worker, runOnce, () => running !== undefined) : undefined;

  return {
    runOnce,
    wake() {
      poller?.wake();
    },
    async stop() {
      stopping = true;
      poller?.stop();
      await running?.catch(() => {});
    },
  };
}

/**
 * Runs a pass at once, then `intervalMs` after each pass, or straight after one that was woken
 * while it ran (the lead that woke it may have been stored after the pass claimed its batch).
 */
function pollOutbox(
  worker: WorkerContext,
  runOnce: () => Promise<number>,
  isRunning: () => boolean,
): { wake(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let wokenWhileRunning = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      wokenWhileRunning = false;
      runOnce()
        .catch((error: unknown) =>
          worker.log.error({ err: errorText(error) }, "outbox pass failed"),
        )
        .finally(() => schedule(wokenWhileRunning ? 0 : worker.settings.intervalMs));
    }, delayMs);
  }

  schedule(0);
  return {
    wake() {
      if (isRunning()) wokenWhileRunning = true;
      else schedule(0);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** One pass: claims and sends batch after batch until nothing is due. */
async function drainOutbox(worker: WorkerContext): Promise<number> {
  let sent = 0;
  while (!worker.stopping()) {
    await worker.quietMoment();
    const claim = await claimOutboxBatch(worker);
    if (claim.rows.length === 0) break;
    sent += await deliverBatch(worker, claim);
    if (claim.rows.length < worker.settings.batchSize) break;
  }
  return sent;
}

/** Leases up to a batch of due rows in one short transaction; other workers skip them. */
async function claimOutboxBatch({ db, settings, workerId }: WorkerContext): Promise<Claim> {
  const lease = `${workerId}:${randomUUID()}`;
  const claimedAt = performance.now();
  const rows = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, "sending"), lte(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(settings.batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: "sending",
        lockedBy: lease,
        lockedUntil: sql`now() + ${milliseconds(settings.leaseMs)}`,
        attempts: sql`${outbox.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  return { lease, rows, claimedAt };
}

/** Sends the claimed rows one by one; once stopping, hands the rest back. */
async function deliverBatch(worker: WorkerContext, claim: Claim): Promise<number> {
  const { lease, rows } = claim;
  let sent = 0;
  for (const [index, row] of rows.entries()) {
    if (index > 0) await worker.quietMoment();
    if (worker.stopping()) {
      await releaseClaims(worker, rows.slice(index), lease);
      break;
    }
    if (await sendOne(worker, row, claim)) sent++;
  }
  return sent;
}

/** Sends one claimed row and settles it. True when the mail went. */
async function sendOne(worker: WorkerContext, row: ClaimedRow, claim: Claim): Promise<boolean> {
  const { mailer, settings } = worker;
  const { lease } = claim;
  // A lease can be taken over only once it has run out. Within the first half of the claim's
  // lease it cannot have been, and at least half of it is left for the send: renewing then
  // would be one more statement per mail for nothing. Later in a slow batch it is renewed.
  const leaseSurelyHeld = performance.now() - claim.claimedAt < settings.leaseMs / 2;
  if (!leaseSurelyHeld && !(await renewLease(worker, row, lease))) return false;
  if (row.attempts > settings.maxAttempts) {
    // Claimed again after leases ran out mid-send, more times than we retry: a process
    // keeps dying on this row. Stop here rather than crash forever.
    await settleFailure(
      worker,
      row,
      lease,
      new Error("gave up: the lease ran out on every attempt"),
    );
    return false;
  }
  let subject: string;
  try {
    const mail = await composeOutboxMail(worker, row);
    if (!mail) {
      await dropUnneeded(worker, row, lease);
      return false;
    }
    await mailer.send(mail);
    subject = mail.subject;
  } catch (error) {
    await settleFailure(worker, row, lease, error);
    return false;
  }
  // Delivery is at least once: a crash between the SMTP server's answer and this one UPDATE
  // sends the mail again once the lease runs out (same Message-ID). Nothing else runs in
  // between, so that window is as short as the update itself.
  await markSent(worker, row, lease, subject);
  worker.log.info(
    { outboxId: row.id, topic: row.topic, attempts: row.attempts },
    "notification sent",
  );
  return true;
}

/**
 * The mail for a row: a notification to the brokers' inbox, or mail to an applicant or to one
 * broker composed by its topic's composer (which may make a secure link as it goes). Null
 * when a broker's reminder is no longer wanted (the task was done, the kind turned off).
 */
async function composeOutboxMail(
  { db, mailer, site }: WorkerContext,
  row: ClaimedRow,
): Promise<OutgoingMail | null> {
  const composer = applicantMailComposers[row.topic] ?? reminderComposers[row.topic];
  if (!composer) {
    return composeNotificationMail(row, { from: mailer.from, to: mailer.to }, site.origin);
  }
  if (!row.payload || typeof row.payload !== "object") {
    throw new PermanentMailError(`no payload for ${row.topic}`);
  }
  const mail = await composer(row.payload as Record<string, unknown>, {
    db,
    site,
    now: new Date(),
  });
  return mail && composeMail(row, mail.content, { from: mailer.from, to: mail.to });
}

/** A reminder that is no longer wanted leaves the outbox unsent. */
async function dropUnneeded({ db, log }: WorkerContext, row: ClaimedRow, lease: string) {
  await db.delete(outbox).where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease)));
  log.info({ outboxId: row.id, topic: row.topic }, "reminder no longer needed; not sent");
}

/** Extends the lease before a send; false when it was lost (expired and taken over). */
async function renewLease(
  { db, settings }: WorkerContext,
  row: ClaimedRow,
  lease: string,
): Promise<boolean> {
  const renewed = await db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${milliseconds(settings.leaseMs)}`, updatedAt: sql`now()` })
    .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease), eq(outbox.status, "sending")))
    .returning({ id: outbox.id });
  return renewed.length === 1;
}

async function markSent(
  { db, log }: WorkerContext,
  row: ClaimedRow,
  lease: string,
  subject: string,
) {
  // The mail is gone; failing to record it would send it again when the lease runs out,
  // so try a few times before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      const updated = await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          subject,
          lockedUntil: null,
          lockedBy: null,
          lastError: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease)))
        .returning({ id: outbox.id });
      if (updated.length === 0) {
        log.warn(
          { outboxId: row.id },
          "sent after the lease was lost; another worker may send it too",
        );
      }
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** A send that failed: failed for good after a permanent refusal or the last attempt, else retried. */
async function settleFailure(
  worker: WorkerContext,
  row: ClaimedRow,
  lease: string,
  error: unknown,
) {
  const lastError = errorText(error);
  if (isPermanentMailError(error) || row.attempts >= worker.settings.maxAttempts) {
    await markFailed(worker, row, lease, lastError);
  } else {
    await scheduleRetry(worker, row, lease, lastError);
  }
}

async function markFailed(
  { db, log }: WorkerContext,
  row: ClaimedRow,
  lease: string,
  lastError: string,
) {
  await db
    .update(outbox)
    .set({ status: "failed", lastError, lockedUntil: null, lockedBy: null, updatedAt: sql`now()` })
    .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease)));
  log.error(
    { outboxId: row.id, topic: row.topic, attempts: row.attempts, err: lastError },
    "notification failed; it needs resending by an operator",
  );
}

async function scheduleRetry(
  { db, log, settings }: WorkerContext,
  row: ClaimedRow,
  lease: string,
  lastError: string,
) {
  const delay = retryDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs);
  await db
    .update(outbox)
    .set({
      status: "pending",
      lastError,
      nextAttemptAt: sql`now() + ${milliseconds(delay)}`,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease)));
  log.warn(
    {
      outboxId: row.id,
      topic: row.topic,
      attempts: row.attempts,
      retryInMs: delay,
      err: lastError,
    },
    "notification not sent; will retry",
  );
}

/** Hands claims back untouched (shutting down), so another process need not wait for the lease. */
async function releaseClaims({ db }: WorkerContext, rows: ClaimedRow[], lease: string) {
  if (rows.length === 0) return;
  await db
    .update(outbox)
    .set({
      status: "pending",
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
        eq(outbox.lockedBy, lease),
      ),
    );
}

/**
 * Puts a failed notification back in the queue for a fresh set of attempts (the back office's
 * "resend"). Only failed rows: a pending, sending or sent one is left alone. Its last error is
 * kept until the next attempt replaces it.
 */
export async function requeueNotification(db: Database, outboxId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(outboxId)) return false;
  const requeued = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(outbox.id, outboxId), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return requeued.length === 1;
}

function definedOnly(options: OutboxWorkerOptions): Partial<typeof outboxDefaults> {
  return Object.fromEntries(
    Object.entries(options).filter(
      ([key, value]) => key in outboxDefaults && typeof value === "number",
    ),
  );
}
