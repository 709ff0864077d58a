import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { digestsSent, reminderSettings, users } from "#app/server/db/schema.ts";
import { ukWallClock } from "#app/lib/dates.ts";
import { isWorkingDay } from "#app/lib/working-days.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { scheduleRepeating, type Schedule } from "#app/server/schedule.server.ts";
import { enqueueDigest } from "#app/server/reminders/reminders.server.ts";

/**
 * The morning digest: at 08:00 UK time (GMT or BST) on a working day, each active broker with
 * the digest on gets their day. A row per broker and day in `digests_sent` is the key: however
 * many processes or runs reach the same morning, one digest each is queued. A process that
 * starts late still queues the morning's digest until `DIGEST_LAST_HOUR`, not in the afternoon.
 */

export const DIGEST_TIME = "08:00";
/** After this hour (UK) a morning digest not yet queued is not queued at all that day. */
export const DIGEST_LAST_HOUR = 12;

/** Whether `now` is in the morning window of a working day in the UK; its UK date if so. */
export function digestDay(now: Date): string | null {
  const { date, time } = ukWallClock(now);
  if (!isWorkingDay(date)) return null;
  if (time < DIGEST_TIME || Number(time.slice(0, 2)) >= DIGEST_LAST_HOUR) return null;
  return date;
}

/** Queues the digests due at `now`; resolves to how many were queued. */
export async function queueMorningDigests(db: Database, now: Date): Promise<number> {
  const day = digestDay(now);
  if (!day) return 0;
  return db.transaction(async (tx) => {
    // Claims the day for each broker with the digest on who has not had it: the primary key
    // lets one claim through, whichever process or run comes first.
    const claimed = await tx
      .insert(digestsSent)
      .select(
        tx
          .select({
            userId: users.id,
            day: sql<string>`${day}::date`.as("day"),
            createdAt: sql<Date>`now()`.as("created_at"),
          })
          .from(users)
          .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
          .where(and(eq(users.disabled, false), sql`coalesce(${reminderSettings.digest}, true)`)),
      )
      .onConflictDoNothing()
      .returning({ userId: digestsSent.userId });
    for (const { userId } of claimed) await enqueueDigest(tx, userId, day);
    return claimed.length;
  });
}

/** Looks every minute whether the morning's digests are due, in a process that sends mail. */
export function scheduleMorningDigest(db: Database, logger: Logger): Schedule {
  return scheduleRepeating("morning digest", () => queueMorningDigests(db, new Date()), logger, {
    firstRunMs: 20_000,
    intervalMs: 60_000,
  });
}
