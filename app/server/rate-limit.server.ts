import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { rateLimits } from "#app/server/db/schema.ts";

/**
 * Per-client limits on the public forms and the back-office sign-in, counted in the database
 * so that every server process shares them. Fixed windows: the first request of a window
 * starts it, and one statement both counts and reads, so two requests at once can never both
 * take the last place. Sign-in also uses the back-off below, in the same table.
 */
export type RateLimitResult = {
  allowed: boolean;
  limit: number;
  /** Requests counted in this window, this one included. */
  count: number;
  /** Requests left in this window. */
  remaining: number;
  /** Seconds until the window ends (for a Retry-After header); 0 when allowed. */
  retryAfter: number;
};

/** Limits for the public forms, per client address. Generous for people, tight for scripts. */
export const formRateLimits = {
  enquiry: { limit: 10, windowSeconds: 600 },
  application: { limit: 5, windowSeconds: 600 },
  /** "Save and continue later": each save sends a mail, so as tight as the forms. */
  draft: { limit: 5, windowSeconds: 600 },
  referral: { limit: 5, windowSeconds: 600 },
  contact: { limit: 5, windowSeconds: 600 },
  documents: { limit: 30, windowSeconds: 600 },
  /** "Lost your link?"; each address asked about has its own limit too (lost-link.server.ts). */
  lostLink: { limit: 5, windowSeconds: 600 },
  /**
   * Introducer codes read from a visitor (`/application?introducer=…`, the application form):
   * a person follows one link now and then; a script trying codes is held back.
   */
  introducer: { limit: 20, windowSeconds: 600 },
  /**
   * The application's "Find my company": a search and the company chosen are two questions,
   * and a person tries a name or two; each costs a share of the Companies House key's allowance.
   */
  companyLookup: { limit: 20, windowSeconds: 600 },
} as const;

/**
 * Mail to one address a visitor typed (an acknowledgement, a saved application's link), from
 * whatever client: the same numbers as "Lost your link?" gives each address asked about, so
 * that nobody can fill a stranger's inbox. Over it, what was sent is still kept; only the
 * mail is not sent, and the visitor is told nothing different.
 */
export const recipientMailLimit = { limit: 3, windowSeconds: 3600 } as const;

/**
 * Whether one more mail may go to `email` in this window; counts it. A mail composed again
 * (a send retried after an outage) names itself by `mail` and is counted once, not again.
 */
export async function mayMailRecipient(
  db: Database,
  email: string,
  mail?: string,
): Promise<boolean> {
  const { limit, windowSeconds } = recipientMailLimit;
  if (mail) {
    const first = await checkRateLimit(db, rateLimitKey("mail-counted", mail), 1, windowSeconds);
    if (!first.allowed) return true;
  }
  const key = rateLimitKey("mail-to", email.trim().toLowerCase());
  return (await checkRateLimit(db, key, limit, windowSeconds)).allowed;
}

/**
 * Counts one request of a public form (`formRateLimits`) from one client address, under the
 * limit the environment's multiplier sets.
 */
export function checkFormLimit(
  services: { db: Database; env: { RATE_LIMIT_MULTIPLIER: number } },
  form: keyof typeof formRateLimits,
  clientAddress: string,
): Promise<RateLimitResult> {
  const { limit, windowSeconds } = formRateLimits[form];
  return checkRateLimit(
    services.db,
    rateLimitKey(form, clientAddress),
    limit * services.env.RATE_LIMIT_MULTIPLIER,
    windowSeconds,
  );
}

/** A rate-limit key for one form and one client address. */
export function rateLimitKey(scope: string, clientAddress: string): string {
  return `${scope}:${clientAddress}`;
}

function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** One client's allowance on one form or action: `limit` requests per fixed window. */
export type RateLimit = { key: string; limit: number; windowSeconds: number };

function windowOf(windowSeconds: number): number {
  return Math.max(1, Math.round(windowSeconds));
}

/**
 * The statement that counts one request of `key` and reads its window back: the count so
 * far, this request included, and the seconds left. On its own in `checkRateLimit`, or joined
 * to the statement that stores what was asked for (`createEnquiryWithinLimit`).
 */
export function countRequest(db: Database, key: string, windowSeconds: number) {
  const windowEnd = sql`now() + (${windowOf(windowSeconds)}::integer * interval '1 second')`;
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  return db
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
}

export async function checkRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const [row] = await countRequest(db, key, windowSeconds);
  await pruneNowAndThen(db);
  const count = row?.count ?? 1;
  const allowed = count <= limit;
  return {
    allowed,
    limit,
    count,
    remaining: Math.max(0, limit - count),
    retryAfter: allowed ? 0 : Math.max(1, Number(row?.secondsLeft ?? windowOf(windowSeconds))),
  };
}

/** Ended windows are forgotten by about one request in a hundred, not by a job of their own. */
export async function pruneNowAndThen(db: Database): Promise<void> {
  if (Math.random() < 0.01) await pruneRateLimits(db);
}

// SQL has no statement that raises an error, so a failing cast raises it. The text names the
// count, so the cast is made as each row is read and never folded while the statement is
// planned (when it would fail whatever the count).
const overLimitText = "rate limit reached";

/**
 * The last part of a statement whose `WITH` counts a request (`countRequest`) as `counted`
 * and stores something beside it: past `limit`, the statement fails, so nothing it wrote is
 * kept, the count included. Tell that failure by `isOverLimitFailure`.
 */
export function failOverLimit(counted: string, limit: number): SQL {
  const count = sql`${sql.identifier(counted)}.count`;
  return sql`select cast(case when ${count} > ${limit} then ${sql.raw(`'${overLimitText} '`)} || ${count}::text else '0' end as integer) from ${sql.identifier(counted)}`;
}

export function isOverLimitFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "22P02" && String(message).includes(overLimitText)) return true;
  }
  return false;
}

/** The first refusal of a window: the one moment worth recording of a client held back. */
export function isFirstRefusal(result: RateLimitResult): boolean {
  return result.count === result.limit + 1;
}

/**
 * Back-off after failures (wrong passwords): a number of failures is allowed, then each
 * further one makes the caller wait, twice as long as the last time, up to a ceiling. Failures
 * are forgotten a while after the last one, or at once by `forgetFailures` (a success).
 */
export type BackoffPolicy = {
  /** Failures allowed before the first wait. */
  failuresBeforeWait: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** How long after the latest failure the count is kept. */
  forgetAfterSeconds: number;
};

/** The wait that the `failures`-th failure starts under `policy`, in seconds (0: none). */
export function backoffSeconds(policy: BackoffPolicy, failures: number): number {
  const past = failures - policy.failuresBeforeWait;
  if (past < 0) return 0;
  return Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** Math.min(past, 30));
}

// A key's wait is a row of its own: the failure count outlives each wait, so that the next
// wait can be longer.
const waitKey = (key: string) => `${key}#wait`;

/** Seconds left of the wait a key is under (0: none). Counts nothing. */
export async function backoffWait(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.expiresAt} - now())))::integer`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, hashKey(waitKey(key))), gt(rateLimits.expiresAt, sql`now()`)));
  return row ? Math.max(1, Number(row.secondsLeft)) : 0;
}

/**
 * Counts one failure for a key and, past the policy's allowance, starts its wait. One
 * statement counts, so failures arriving together are all counted.
 */
export async function recordFailure(
  db: Database,
  key: string,
  policy: BackoffPolicy,
): Promise<{ failures: number; waitSeconds: number }> {
  const keep = Math.max(1, Math.round(policy.forgetAfterSeconds));
  const keptUntil = sql`now() + (${keep}::integer * interval '1 second')`;
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: hashKey(key), count: 1, expiresAt: keptUntil })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${rateLimits.count} + 1, 1000000000) end`,
        expiresAt: keptUntil,
      },
    })
    .returning({ count: rateLimits.count });
  const failures = row?.count ?? 1;
  const waitSeconds = Math.round(backoffSeconds(policy, failures));
  if (waitSeconds > 0) {
    const waitUntil = sql`now() + (${waitSeconds}::integer * interval '1 second')`;
    await db
      .insert(rateLimits)
      .values({ key: hashKey(waitKey(key)), count: failures, expiresAt: waitUntil })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: failures, expiresAt: waitUntil },
      });
  }
  return { failures, waitSeconds };
}

/** Forgets a key's failures and any wait (after a success). */
export async function forgetFailures(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, [hashKey(key), hashKey(waitKey(key))]));
}

/** Forgets windows that have ended. Runs now and then from `checkRateLimit`. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
}
