import {
  ledgerPaymentRecorded,
  ledgerPaymentRemoved,
  paymentColumns,
} from "#app/server/admin/commission-ledger.server.ts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  commissionPayments,
  leadEvents,
  leads,
  lenders,
  lenderSubmissions,
} from "#app/server/db/schema.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { onceForFormKey } from "#app/server/admin/form-keys.server.ts";
import { lockLead } from "#app/server/admin/lead/changes.server.ts";
import { applyStatus } from "#app/server/admin/lead/status.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { expectedCommissionPence, type CommissionTerms } from "#app/lib/commission.ts";
import { statusFollowingSubmissions } from "#app/lib/pipeline-rules.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";
import {
  submissionLenderName,
  type CommissionPayment,
  type LenderSubmission,
} from "#app/schemas/admin-lead.ts";
import { nearLenderMatch } from "#app/lib/lender-names.ts";

/**
 * A lead's submissions to lenders: each names a lender on the panel, moves from sent to an
 * outcome, and once funded earns commission under the lender's terms, received in one payment
 * or several. Saving a submission moves the lead along the pipeline where that is unambiguous
 * (app/lib/pipeline-rules.ts), in the same transaction, and says so on the timeline. Every
 * change is audited with its amounts. See docs/decisions/0014-money.md.
 */

export type SubmissionAnswers = Omit<LenderSubmission, "intent" | "submissionId" | "formKey">;

export type SubmissionResult =
  | { kind: "ok"; followed: LeadStatus | null }
  | { kind: "repeat" }
  | { kind: "foreign-key" }
  | { kind: "no-lead" }
  | { kind: "gone" }
  /** The name typed nearly matches this panel lender's: nothing was saved. */
  | { kind: "near-match"; suggestion: string };

/** The lead's submissions with their lender, commission received and payments, oldest first. */
export async function leadSubmissions(db: Database | DatabaseTransaction, leadId: string) {
  const rows = await db
    .select({
      submission: lenderSubmissions,
      lender: lenders.name,
      lenderConfirmed: lenders.confirmed,
      commissionDueDays: lenders.commissionDueDays,
    })
    .from(lenderSubmissions)
    .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .where(eq(lenderSubmissions.leadId, leadId))
    .orderBy(asc(lenderSubmissions.createdAt), asc(lenderSubmissions.id));
  const ids = rows.map((row) => row.submission.id);
  const payments = ids.length
    ? await db
        .select(paymentColumns)
        .from(commissionPayments)
        .where(inArray(commissionPayments.submissionId, ids))
        .orderBy(asc(commissionPayments.receivedOn), asc(commissionPayments.createdAt))
    : [];
  return rows.map(({ submission, lender, lenderConfirmed, commissionDueDays }) => {
    const own = payments.filter((payment) => payment.submissionId === submission.id);
    return {
      ...submission,
      lender,
      lenderConfirmed,
      commissionDueDays,
      payments: own,
      commissionReceivedPence: own.reduce((sum, payment) => sum + payment.amountPence, 0),
    };
  });
}

export type LeadSubmission = Awaited<ReturnType<typeof leadSubmissions>>[number];

/** The names a submission offers to choose from: the panel's active lenders, A to Z. */
export async function panelLenderNames(db: Database | DatabaseTransaction): Promise<string[]> {
  const rows = await db
    .select({ name: lenders.name })
    .from(lenders)
    .where(eq(lenders.active, true))
    .orderBy(asc(sql`lower(${lenders.name})`));
  return rows.map((row) => row.name);
}

/**
 * The panel's lender of that name (in any case), or a new one added unconfirmed for an admin
 * to look over, audited as added by the broker who typed it.
 */
export async function lenderNamed(tx: DatabaseTransaction, name: string, actor: Actor) {
  const [found] = await tx
    .select()
    .from(lenders)
    .where(eq(sql`lower(${lenders.name})`, name.toLowerCase()));
  if (found) return found;
  const [added] = await tx
    .insert(lenders)
    .values({ name, confirmed: false, createdByUserId: actor.userId })
    .onConflictDoNothing()
    .returning();
  if (added) {
    await audit(tx, {
      actorUserId: actor.userId,
      action: "lender.create",
      targetType: "lender",
      targetId: added.id,
      detail: { name, confirmed: false },
      ip: actor.ip,
    });
    return added;
  }
  // Added by a colleague a moment ago.
  const [raced] = await tx
    .select()
    .from(lenders)
    .where(eq(sql`lower(${lenders.name})`, name.toLowerCase()));
  if (!raced) throw new Error(`The lender "${name}" could not be added`);
  return raced;
}

type LenderTerms = Pick<
  typeof lenders.$inferSelect,
  "commissionKind" | "commissionBasisPoints" | "commissionFixedPence"
>;

type StoredTerms = Pick<
  typeof lenderSubmissions.$inferSelect,
  "commissionKind" | "commissionBasisPoints" | "commissionFixedPence"
>;

function termsOf(terms: LenderTerms | StoredTerms): CommissionTerms | null {
  if (!terms.commissionKind) return null;
  const complete =
    terms.commissionKind === "fixed"
      ? terms.commissionFixedPence !== null
      : terms.commissionBasisPoints !== null;
  return complete
    ? {
        kind: terms.commissionKind,
        basisPoints: terms.commissionBasisPoints,
        fixedPence: terms.commissionFixedPence,
      }
    : null;
}

/**
 * The commission columns of a submission as saved. A funded deal keeps the terms it was funded
 * under (copied from the lender then, or again while the lender had none); its expected
 * commission follows the funded amount, so correcting the amount corrects the commission.
 */
function commissionColumns(
  outcome: SubmissionAnswers["outcome"],
  fundedAmountPence: number | null,
  stored: StoredTerms | undefined,
  lender: LenderTerms,
) {
  if (outcome !== "funded" || fundedAmountPence === null) {
    return {
      commissionKind: null,
      commissionBasisPoints: null,
      commissionFixedPence: null,
      commissionExpectedPence: null,
    };
  }
  const kept = stored ? termsOf(stored) : null;
  const terms = kept ?? termsOf(lender);
  return {
    commissionKind: terms?.kind ?? null,
    commissionBasisPoints: terms?.basisPoints ?? null,
    commissionFixedPence: terms?.fixedPence ?? null,
    commissionExpectedPence: terms ? expectedCommissionPence(terms, fundedAmountPence) : null,
  };
}

/**
 * Once a lender's commission terms are set on the panel, its funded deals that had none take
 * them, and their expected commission follows; deals funded under terms keep theirs.
 */
export async function termsForUntermedDeals(
  tx: DatabaseTransaction,
  lender: typeof lenders.$inferSelect,
): Promise<number> {
  const terms = termsOf(lender);
  if (!terms) return 0;
  const deals = await tx
    .select({ id: lenderSubmissions.id, funded: lenderSubmissions.fundedAmountPence })
    .from(lenderSubmissions)
    .where(
      and(
        eq(lenderSubmissions.lenderId, lender.id),
        eq(lenderSubmissions.outcome, "funded"),
        isNull(lenderSubmissions.commissionExpectedPence),
      ),
    );
  for (const deal of deals) {
    await tx
      .update(lenderSubmissions)
      .set({
        commissionKind: terms.kind,
        commissionBasisPoints: terms.basisPoints,
        commissionFixedPence: terms.fixedPence,
        commissionExpectedPence: expectedCommissionPence(terms, deal.funded ?? 0),
        updatedAt: sql`now()`,
      })
      .where(eq(lenderSubmissions.id, deal.id));
  }
  return deals.length;
}

/** The amounts of a submission, as the audit log and the timeline keep them. */
function amountsOf(row: typeof lenderSubmissions.$inferSelect) {
  return {
    outcome: row.outcome,
    amountOfferedPence: row.amountOfferedPence,
    offerTermMonths: row.offerTermMonths,
    offerRate: row.offerRate,
    offerExpiresOn: row.offerExpiresOn,
    fundedAmountPence: row.fundedAmountPence,
    fundedOn: row.fundedOn,
    declineReason: row.declineReason,
    commissionExpectedPence: row.commissionExpectedPence,
  };
}

/**
 * Adds a lender submission, or updates one of this lead's when `submissionId` is given; then
 * moves the lead along the pipeline when its submissions now say so unambiguously. With a form
 * key, the same form sent again changes nothing and is answered as done.
 */
export async function saveSubmission(
  db: Database,
  leadId: string,
  submissionId: string | null,
  value: SubmissionAnswers & { formKey?: string },
  actor: Actor,
): Promise<SubmissionResult> {
  const scope = { leadId, userId: actor.userId, type: "submission" } as const;
  return onceForFormKey(db, value.formKey, scope, async (tx): Promise<SubmissionResult> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { kind: "no-lead" };
    const [before] = submissionId
      ? await tx
          .select()
          .from(lenderSubmissions)
          .where(and(eq(lenderSubmissions.id, submissionId), eq(lenderSubmissions.leadId, leadId)))
          .for("update")
      : [];
    if (submissionId && !before) return { kind: "gone" };
    const name = submissionLenderName(value);
    if (!value.useLender && !value.createAnyway) {
      // A name typed that nearly matches a panel lender is offered as that lender first.
      const suggestion = nearLenderMatch(name, await panelLenderNames(tx));
      if (suggestion) return { kind: "near-match", suggestion };
    }
    const lender = await lenderNamed(tx, name, actor);
    const funded = value.outcome === "funded";
    const offer = value.outcome !== "sent" && value.outcome !== "info_requested";
    const row = {
      lenderId: lender.id,
      sentOn: value.sentOn,
      outcome: value.outcome,
      amountOfferedPence: offer ? value.amountOffered : null,
      offerTermMonths: offer ? value.offerTermMonths : null,
      offerRate: offer ? value.offerRate || null : null,
      offerExpiresOn: offer ? value.offerExpiresOn || null : null,
      fundedAmountPence: funded ? value.fundedAmount : null,
      fundedOn: funded ? value.fundedOn || null : null,
      declineReason: value.outcome === "declined" ? (value.declineReason ?? null) : null,
      outcomeDetail: value.outcomeDetail || null,
      ...commissionColumns(
        value.outcome,
        funded ? value.fundedAmount : null,
        before?.lenderId === lender.id ? before : undefined,
        lender,
      ),
    };
    const [saved] = before
      ? await tx
          .update(lenderSubmissions)
          .set({ ...row, updatedAt: sql`now()` })
          .where(eq(lenderSubmissions.id, before.id))
          .returning()
      : await tx
          .insert(lenderSubmissions)
          .values({ leadId, ...row })
          .returning();
    if (!saved) return { kind: "gone" };
    await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "submission",
      body: `${lender.name}: ${saved.outcome}`,
      detail: {
        submissionId: saved.id,
        edited: Boolean(before),
        lender: lender.name,
        ...amountsOf(saved),
      },
      formKey: value.formKey || null,
    });
    await auditLead(tx, actor, before ? "submission.update" : "submission.create", leadId, {
      submissionId: saved.id,
      lender: lender.name,
      before: before ? amountsOf(before) : null,
      after: amountsOf(saved),
    });

    const outcomes = await tx
      .select({ outcome: lenderSubmissions.outcome })
      .from(lenderSubmissions)
      .where(eq(lenderSubmissions.leadId, leadId));
    const follow = statusFollowingSubmissions(
      lead.status,
      outcomes.map((item) => item.outcome),
    );
    if (follow) {
      await applyStatus(tx, lead, follow, actor, {
        reason: `Followed the submission to ${lender.name}.`,
        because: { submissionId: saved.id, lender: lender.name },
      });
    }
    return { kind: "ok", followed: follow };
  });
}

export type PaymentResult =
  | { kind: "ok" }
  | { kind: "repeat" }
  | { kind: "foreign-key" }
  | { kind: "gone" }
  | { kind: "not-funded" };

/** One of this lead's submissions: its outcome and its lender's name (none if not this lead's). */
export function submissionOutcome(tx: DatabaseTransaction, leadId: string, submissionId: string) {
  return tx
    .select({ outcome: lenderSubmissions.outcome, lender: lenders.name })
    .from(lenderSubmissions)
    .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .where(and(eq(lenderSubmissions.id, submissionId), eq(lenderSubmissions.leadId, leadId)));
}

/** Records commission a lender paid on one of this lead's funded submissions. */
export async function recordCommissionPayment(
  db: Database,
  leadId: string,
  value: Omit<CommissionPayment, "intent">,
  actor: Actor,
): Promise<PaymentResult> {
  const scope = { leadId, userId: actor.userId, type: "commission" } as const;
  return onceForFormKey(db, value.formKey, scope, async (tx): Promise<PaymentResult> => {
    const [submission] = await submissionOutcome(tx, leadId, value.submissionId).for("update", {
      of: lenderSubmissions,
    });
    if (!submission) return { kind: "gone" };
    if (submission.outcome !== "funded") return { kind: "not-funded" };
    const [payment] = await tx
      .insert(commissionPayments)
      .values({
        submissionId: value.submissionId,
        amountPence: value.amount as number,
        receivedOn: value.receivedOn,
        recordedByUserId: actor.userId,
      })
      .returning();
    await ledgerPaymentRecorded(tx, payment!.id);
    await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    const detail = {
      submissionId: value.submissionId,
      paymentId: payment?.id,
      lender: submission.lender,
      amountPence: value.amount,
      receivedOn: value.receivedOn,
    };
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "commission",
      body: `${submission.lender}: commission received`,
      detail,
      formKey: value.formKey || null,
    });
    await auditLead(tx, actor, "commission.receive", leadId, detail);
    return { kind: "ok" };
  });
}

/** Takes back a payment recorded by mistake; the timeline and the audit log keep what it said. */
export async function removeCommissionPayment(
  db: Database,
  leadId: string,
  paymentId: string,
  actor: Actor,
): Promise<{ kind: "ok" } | { kind: "gone" }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ payment: commissionPayments, lender: lenders.name })
      .from(commissionPayments)
      .innerJoin(lenderSubmissions, eq(lenderSubmissions.id, commissionPayments.submissionId))
      .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
      .where(and(eq(commissionPayments.id, paymentId), eq(lenderSubmissions.leadId, leadId)));
    if (!found) return { kind: "gone" };
    await ledgerPaymentRemoved(tx, paymentId);
    await tx.delete(commissionPayments).where(eq(commissionPayments.id, paymentId));
    const detail = {
      what: "commission payment",
      submissionId: found.payment.submissionId,
      paymentId,
      lender: found.lender,
      amountPence: found.payment.amountPence,
      receivedOn: found.payment.receivedOn,
    };
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "removal",
      body: `${found.lender}: commission payment removed`,
      detail,
    });
    await auditLead(tx, actor, "commission.remove", leadId, detail);
    return { kind: "ok" };
  });
}
