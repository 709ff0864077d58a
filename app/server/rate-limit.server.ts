import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { rateLimits } from "#app/server/db/schema.ts";

/**
 * Per-client limits on the public forms, counted in the database so that every server process
 * shares them. Fixed windows: the first request of a window starts it, and one statement both
 * counts and reads, so two requests at once can never both take the last place.
 */
export type RateLimitResult = {
  allowed: boolean;
  limit: number;
  /** Requests left in this window. */
  remaining: number;
  /** Seconds until the window ends (for a Retry-After header); 0 when allowed. */
  retryAfter: number;
};

/** Limits for the public forms, per client address. Generous for people, tight for scripts. */
export const formRateLimits = {
  enquiry: { limit: 10, windowSeconds: 600 },
  application: { limit: 5, windowSeconds: 600 },
  referral: { limit: 5, windowSeconds: 600 },
  contact: { limit: 5, windowSeconds: 600 },
  documents: { limit: 30, windowSeconds: 600 },
} as const;

/** A rate-limit key for one form and one client address. */
export function rateLimitKey(scope: string, clientAddress: string): string {
  return `${scope}:${clientAddress}`;
}

function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export async function checkRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const window = Math.max(1, Math.round(windowSeconds));
  const windowEnd = sql`now() + (${window}::integer * interval '1 second')`;
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: hashKey(key), count: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${rateLimits.count} + 1, 1000000000) end`,
        expiresAt: sql`case when ${expired} then ${windowEnd} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(ceil(extract(epoch from (${rateLimits.expiresAt} - now()))), 0)::integer`,
    });
  if (Math.random() < 0.01) await pruneRateLimits(db);
  const count = row?.count ?? 1;
  const allowed = count <= limit;
  return {
    allowed,
    limit,
    remaining: Math.max(0, limit - count),
    retryAfter: allowed ? 0 : Math.max(1, Number(row?.secondsLeft ?? window)),
  };
}

/** Forgets windows that have ended. Runs now and then from `checkRateLimit`. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
}
