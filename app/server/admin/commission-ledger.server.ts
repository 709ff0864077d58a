import { and, asc, eq, sql } from "drizzle-orm";
import { introducerSharePence } from "#app/lib/commission.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  commissionPayments,
  introducerStatementEntries,
  leads,
  lenders,
  lenderSubmissions,
} from "#app/server/db/schema.ts";
import { ukToday } from "#app/server/admin/commission.server.ts";

/** A commission payment as the ledger and the lead's submissions read it. */
export const paymentColumns = {
  id: commissionPayments.id,
  submissionId: commissionPayments.submissionId,
  amountPence: commissionPayments.amountPence,
  receivedOn: commissionPayments.receivedOn,
};

/**
 * Introducers' statements kept as an append-only ledger (decision 0014, addendum): a line is
 * written when a payment on an introduced lead is recorded or removed, or when the lead moves
 * to another introducer, in the month that is open at the time. A month that has ended is never
 * written to again, so its statement and CSV stay as they were; a correction shows as an
 * adjustment in the month it was made.
 */

type Entry = typeof introducerStatementEntries.$inferInsert;

/** The month a line made on `now` counts in: the payment's own month unless that has ended. */
export function ledgerMonth(receivedOn: string, now: Date): string {
  const open = ukToday(now).slice(0, 7);
  const received = receivedOn.slice(0, 7);
  return received > open ? received : open;
}

/** A payment just recorded earns the lead's introducer, if it has one, their split of it. */
export async function ledgerPaymentRecorded(
  tx: DatabaseTransaction,
  paymentId: string,
  now = new Date(),
) {
  const [row] = await tx
    .select({
      introducerId: leads.introducerId,
      shareBasisPoints: leads.introducerShareBasisPoints,
      leadId: leads.id,
      submissionId: commissionPayments.submissionId,
      amountPence: commissionPayments.amountPence,
      receivedOn: commissionPayments.receivedOn,
    })
    .from(commissionPayments)
    .innerJoin(lenderSubmissions, eq(lenderSubmissions.id, commissionPayments.submissionId))
    .innerJoin(leads, eq(leads.id, lenderSubmissions.leadId))
    .where(eq(commissionPayments.id, paymentId));
  if (!row?.introducerId) return;
  const split = row.shareBasisPoints ?? 0;
  await tx.insert(introducerStatementEntries).values({
    introducerId: row.introducerId,
    leadId: row.leadId,
    submissionId: row.submissionId,
    paymentId,
    month: ledgerMonth(row.receivedOn, now),
    kind: "payment",
    receivedOn: row.receivedOn,
    commissionPence: Number(row.amountPence),
    shareBasisPoints: split,
    sharePence: introducerSharePence(Number(row.amountPence), split),
  });
}

/** What each introducer holds of each payment, net of corrections so far. */
async function standingLines(tx: DatabaseTransaction, where: ReturnType<typeof eq>) {
  const rows = await tx
    .select({
      introducerId: introducerStatementEntries.introducerId,
      leadId: introducerStatementEntries.leadId,
      submissionId: introducerStatementEntries.submissionId,
      paymentId: introducerStatementEntries.paymentId,
      receivedOn: introducerStatementEntries.receivedOn,
      shareBasisPoints: sql<number>`max(${introducerStatementEntries.shareBasisPoints})`,
      commissionPence: sql<string>`sum(${introducerStatementEntries.commissionPence})`,
      sharePence: sql<string>`sum(${introducerStatementEntries.sharePence})`,
    })
    .from(introducerStatementEntries)
    .where(where)
    .groupBy(
      introducerStatementEntries.introducerId,
      introducerStatementEntries.leadId,
      introducerStatementEntries.submissionId,
      introducerStatementEntries.paymentId,
      introducerStatementEntries.receivedOn,
    );
  return rows
    .map((row) => ({
      ...row,
      shareBasisPoints: Number(row.shareBasisPoints),
      commissionPence: Number(row.commissionPence),
      sharePence: Number(row.sharePence),
    }))
    .filter((row) => row.commissionPence !== 0 || row.sharePence !== 0);
}

/** Takes back, as lines of the open month, what introducers hold of the given lines. */
async function reverse(
  tx: DatabaseTransaction,
  lines: Awaited<ReturnType<typeof standingLines>>,
  kind: Entry["kind"],
  now: Date,
) {
  if (!lines.length) return;
  await tx.insert(introducerStatementEntries).values(
    lines.map((line) => ({
      introducerId: line.introducerId,
      leadId: line.leadId,
      submissionId: line.submissionId,
      paymentId: line.paymentId,
      month: ledgerMonth(line.receivedOn, now),
      kind,
      receivedOn: line.receivedOn,
      commissionPence: -line.commissionPence,
      shareBasisPoints: line.shareBasisPoints,
      sharePence: -line.sharePence,
    })),
  );
}

/** A payment removed: whoever held a share of it gives it back in the open month. */
export async function ledgerPaymentRemoved(
  tx: DatabaseTransaction,
  paymentId: string,
  now = new Date(),
) {
  await reverse(
    tx,
    await standingLines(tx, eq(introducerStatementEntries.paymentId, paymentId)),
    "removed",
    now,
  );
}

/**
 * A lead moved to another introducer (or to none): the previous one gives back their share of
 * each payment, and the new one earns theirs at the split the lead now has, in the open month.
 */
export async function ledgerLeadMoved(
  tx: DatabaseTransaction,
  leadId: string,
  to: { introducerId: string | null; shareBasisPoints: number | null },
  now = new Date(),
) {
  await reverse(
    tx,
    await standingLines(tx, eq(introducerStatementEntries.leadId, leadId)),
    "moved-out",
    now,
  );
  if (!to.introducerId) return;
  const split = to.shareBasisPoints ?? 0;
  const payments = await tx
    .select(paymentColumns)
    .from(commissionPayments)
    .innerJoin(lenderSubmissions, eq(lenderSubmissions.id, commissionPayments.submissionId))
    .where(eq(lenderSubmissions.leadId, leadId));
  if (!payments.length) return;
  await tx.insert(introducerStatementEntries).values(
    payments.map((payment) => ({
      introducerId: to.introducerId!,
      leadId,
      submissionId: payment.submissionId,
      paymentId: payment.id,
      month: ledgerMonth(payment.receivedOn, now),
      kind: "moved-in" as const,
      receivedOn: payment.receivedOn,
      commissionPence: Number(payment.amountPence),
      shareBasisPoints: split,
      sharePence: introducerSharePence(Number(payment.amountPence), split),
    })),
  );
}

/** Whether a lead has any commission received (its introducer is then an admin's to change). */
export async function leadHasPayments(db: Database | DatabaseTransaction, leadId: string) {
  const [row] = await db
    .select({ id: commissionPayments.id })
    .from(commissionPayments)
    .innerJoin(lenderSubmissions, eq(lenderSubmissions.id, commissionPayments.submissionId))
    .where(eq(lenderSubmissions.leadId, leadId))
    .limit(1);
  return Boolean(row);
}

/** The ledger's lines of a month (one introducer's, or everyone's), in the order they were made. */
export async function ledgerLinesOfMonth(db: Database, month: string, introducerId?: string) {
  const rows = await db
    .select({
      paymentId: introducerStatementEntries.paymentId,
      introducerId: introducerStatementEntries.introducerId,
      kind: introducerStatementEntries.kind,
      receivedOn: introducerStatementEntries.receivedOn,
      leadId: leads.id,
      reference: leads.reference,
      company: sql<string>`coalesce(${leads.companyName}, ${leads.fullName}, ${leads.email}, ${leads.reference})`,
      lender: sql<string>`coalesce(${lenders.name}, '')`,
      fundedAmountPence: lenderSubmissions.fundedAmountPence,
      commissionPence: introducerStatementEntries.commissionPence,
      shareBasisPoints: introducerStatementEntries.shareBasisPoints,
      sharePence: introducerStatementEntries.sharePence,
    })
    .from(introducerStatementEntries)
    .innerJoin(leads, eq(leads.id, introducerStatementEntries.leadId))
    .leftJoin(lenderSubmissions, eq(lenderSubmissions.id, introducerStatementEntries.submissionId))
    .leftJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .where(
      and(
        eq(introducerStatementEntries.month, month),
        introducerId ? eq(introducerStatementEntries.introducerId, introducerId) : undefined,
      ),
    )
    .orderBy(
      asc(sql`${introducerStatementEntries.kind} <> 'payment'`),
      asc(introducerStatementEntries.receivedOn),
      asc(leads.reference),
      asc(introducerStatementEntries.createdAt),
      asc(introducerStatementEntries.id),
    );
  return rows.map((row) => ({
    ...row,
    fundedAmountPence: Number(row.fundedAmountPence ?? 0),
    commissionPence: Number(row.commissionPence),
    sharePence: Number(row.sharePence),
  }));
}

/** The introducer a lead is linked to now, if any. */
export async function leadIntroducerId(db: Database, leadId: string): Promise<string | null> {
  const [row] = await db
    .select({ introducerId: leads.introducerId })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row?.introducerId ?? null;
}
