import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import type { Logger } from "#app/server/logger.server.ts";
import {
  composeNotificationMail,
  isPermanentMailError,
  type Mailer,
} from "#app/server/mail.server.ts";

/**
 * Delivers the outbox. A pass claims a batch of due rows in one short transaction
 * (`FOR UPDATE SKIP LOCKED`, so workers in any number of processes never claim the same row)
 * and leases them (`status = 'sending'`, `locked_until`). It then sends each one outside any
 * transaction and settles it: `sent`, back to `pending` with an exponential backoff, or
 * `failed` after the last attempt or a permanent refusal. A lease left by a process that died
 * runs out and the row is due again. See docs/decisions/0002-leads-and-outbox.md.
 */

export type OutboxWorkerOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
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

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = { ...outboxDefaults, ...definedOnly(options) };
  const { db, mailer, logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = logger.child({ component: "outbox", workerId });

  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let wokenWhileRunning = false;

  async function claimBatch(): Promise<{ lease: string; rows: ClaimedRow[] }> {
    const lease = `${workerId}:${randomUUID()}`;
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
    return { lease, rows };
  }

  /** Extends the lease before a send; false when it was lost (expired and taken over). */
  async function renewLease(row: ClaimedRow, lease: string): Promise<boolean> {
    const renewed = await db
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${milliseconds(settings.leaseMs)}`, updatedAt: sql`now()` })
      .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease), eq(outbox.status, "sending")))
      .returning({ id: outbox.id });
    return renewed.length === 1;
  }

  async function markSent(row: ClaimedRow, lease: string): Promise<void> {
    // The mail is gone; failing to record it would send it again when the lease runs out,
    // so try a few times before giving up.
    for (let attempt = 1; ; attempt++) {
      try {
        const updated = await db
          .update(outbox)
          .set({
            status: "sent",
            sentAt: sql`now()`,
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

  async function markFailedOrRetry(row: ClaimedRow, lease: string, error: unknown) {
    const permanent = isPermanentMailError(error);
    const lastError = errorText(error);
    if (permanent || row.attempts >= settings.maxAttempts) {
      await db
        .update(outbox)
        .set({
          status: "failed",
          lastError,
          lockedUntil: null,
          lockedBy: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease)));
      log.error(
        { outboxId: row.id, topic: row.topic, attempts: row.attempts, err: lastError },
        "notification failed; it needs resending by an operator",
      );
      return;
    }
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
  async function release(rows: ClaimedRow[], lease: string) {
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

  async function deliver(rows: ClaimedRow[], lease: string): Promise<number> {
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      if (stopping) {
        await release(rows.slice(index), lease);
        break;
      }
      if (!(await renewLease(row, lease))) continue;
      if (row.attempts > settings.maxAttempts) {
        // Claimed again after leases ran out mid-send, more times than we retry: a process
        // keeps dying on this row. Stop here rather than crash forever.
        await markFailedOrRetry(
          row,
          lease,
          new Error("gave up: the lease ran out on every attempt"),
        );
        continue;
      }
      try {
        const mail = composeNotificationMail(row, { from: mailer.from, to: mailer.to });
        await mailer.send(mail);
      } catch (error) {
        await markFailedOrRetry(row, lease, error);
        continue;
      }
      await markSent(row, lease);
      sent++;
      log.info({ outboxId: row.id, topic: row.topic, attempts: row.attempts }, "notification sent");
    }
    return sent;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const { lease, rows } = await claimBatch();
      if (rows.length === 0) break;
      sent += await deliver(rows, lease);
      if (rows.length < settings.batchSize) break;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  const polling = options.poll ?? true;

  function schedule(delayMs: number) {
    if (stopping || !polling) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      wokenWhileRunning = false;
      runOnce()
        .catch((error: unknown) => log.error({ err: errorText(error) }, "outbox pass failed"))
        .finally(() => schedule(wokenWhileRunning ? 0 : settings.intervalMs));
    }, delayMs);
  }

  schedule(0);

  return {
    runOnce,
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
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
