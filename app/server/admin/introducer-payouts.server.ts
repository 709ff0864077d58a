import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { introducerPayouts, introducerStatementEntries } from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { ukToday } from "#app/server/admin/commission.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * Paying an introducer their statement: once a month has ended the ledger never writes to it
 * again (decision 0014), so its total is what they are paid, once. What is paid is what the
 * commission report shows as the introducer share paid; the rest of their share is owed.
 */

export type IntroducerPayout = { amountPence: number; paidOn: string };

/** The payout of one introducer's month, if it has been paid. */
export async function introducerPayout(
  db: Database | DatabaseTransaction,
  introducerId: string,
  month: string,
): Promise<IntroducerPayout | null> {
  const [row] = await db
    .select({ amountPence: introducerPayouts.amountPence, paidOn: introducerPayouts.paidOn })
    .from(introducerPayouts)
    .where(
      and(eq(introducerPayouts.introducerId, introducerId), eq(introducerPayouts.month, month)),
    );
  return row ? { amountPence: Number(row.amountPence), paidOn: row.paidOn } : null;
}

export type PayoutResult =
  | { kind: "ok"; amountPence: number }
  | { kind: "month-open" }
  | { kind: "nothing-owed" }
  | { kind: "already-paid"; payout: IntroducerPayout };

/**
 * Records an introducer's statement for `month` as paid on `paidOn`: refused while the month is
 * still open (its total may yet change), when it owes them nothing, or when it is paid already.
 */
export async function recordIntroducerPayout(
  db: Database,
  { introducerId, month, paidOn }: { introducerId: string; month: string; paidOn: string },
  actor: Actor,
  now = new Date(),
): Promise<PayoutResult> {
  if (month >= ukToday(now).slice(0, 7)) return { kind: "month-open" };
  return db.transaction(async (tx) => {
    const [total] = await tx
      .select({ sharePence: sql<string | null>`sum(${introducerStatementEntries.sharePence})` })
      .from(introducerStatementEntries)
      .where(
        and(
          eq(introducerStatementEntries.introducerId, introducerId),
          eq(introducerStatementEntries.month, month),
        ),
      );
    const amountPence = Number(total?.sharePence ?? 0);
    if (amountPence <= 0) return { kind: "nothing-owed" } as const;
    const [added] = await tx
      .insert(introducerPayouts)
      .values({ introducerId, month, amountPence, paidOn, recordedByUserId: actor.userId })
      .onConflictDoNothing()
      .returning({ id: introducerPayouts.id });
    if (!added) {
      const payout = await introducerPayout(tx, introducerId, month);
      return { kind: "already-paid", payout: payout! } as const;
    }
    await audit(tx, {
      actorUserId: actor.userId,
      action: "introducer.payout",
      targetType: "introducer",
      targetId: introducerId,
      detail: { month, amountPence, paidOn },
      ip: actor.ip,
    });
    return { kind: "ok", amountPence } as const;
  });
}
