import { and, eq, gt, lt, lte } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { trackingLinks } from "#app/server/db/schema.ts";
import {
  hashSecretToken,
  newSecretToken,
  secretTokenPattern,
} from "#app/server/secret-token.server.ts";
import { paths } from "#app/paths.ts";

/**
 * The applicant's secure links (/track/<token>). A link is made when the mail that carries it
 * is sent (so the token is never stored, only its SHA-256), opens the lead's page until 90
 * days after the last activity on the lead, and goes with the lead at erasure or purge.
 * See docs/decisions/0010-applicant-tracking-link.md.
 */
export const TRACKING_LINK_DAYS = 90;

const DAY_MS = 86_400_000;

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + TRACKING_LINK_DAYS * DAY_MS);
}

/** Makes a new link to `leadId`'s page and returns its token (to be mailed, never kept). */
export async function issueTrackingLink(
  db: Database | DatabaseTransaction,
  leadId: string,
  now: Date = new Date(),
): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.insert(trackingLinks).values({
    tokenHash: hash,
    leadId,
    createdAt: now,
    expiresAt: expiryFrom(now),
  });
  return token;
}

/** The absolute address of a link, for mail. */
export function trackingUrl(origin: string, token: string): string {
  return `${origin}${paths.trackApplication(token)}`;
}

export type TrackingCheck =
  { status: "valid"; leadId: string } | { status: "expired" } | { status: "invalid" };

/**
 * Which lead `token` opens. A valid link counts as activity: it and the lead's other live
 * links run for another TRACKING_LINK_DAYS. "expired" only for a real link past its time;
 * anything else (malformed, altered, erased) is "invalid".
 */
export async function checkTrackingToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<TrackingCheck> {
  if (!secretTokenPattern.test(token)) return { status: "invalid" };
  const hash = hashSecretToken(token);
  const [row] = await db
    .select({ leadId: trackingLinks.leadId, expiresAt: trackingLinks.expiresAt })
    .from(trackingLinks)
    .where(eq(trackingLinks.tokenHash, hash))
    .limit(1);
  if (!row) return { status: "invalid" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  await db.update(trackingLinks).set({ lastUsedAt: now }).where(eq(trackingLinks.tokenHash, hash));
  await extendTrackingLinks(db, row.leadId, now);
  return { status: "valid", leadId: row.leadId };
}

/** Activity on a lead (a visit, an upload, a new stage): its live links run on from `now`. */
export async function extendTrackingLinks(
  db: Database | DatabaseTransaction,
  leadId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(trackingLinks)
    .set({ expiresAt: expiryFrom(now) })
    .where(
      and(
        eq(trackingLinks.leadId, leadId),
        gt(trackingLinks.expiresAt, now),
        lt(trackingLinks.expiresAt, expiryFrom(now)),
      ),
    );
}

/** Deletes links past their time (the retention purge); returns how many. */
export async function purgeExpiredTrackingLinks(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const removed = await db
    .delete(trackingLinks)
    .where(lte(trackingLinks.expiresAt, now))
    .returning({ tokenHash: trackingLinks.tokenHash });
  return removed.length;
}
