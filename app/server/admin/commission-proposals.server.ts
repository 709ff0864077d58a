import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatPounds } from "#app/lib/money.ts";
import { formatPence } from "#app/lib/pence.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  commissionProposals,
  introducers,
  leadEvents,
  leads,
  lenders,
  lenderSubmissions,
  users,
} from "#app/server/db/schema.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { onceForFormKey } from "#app/server/admin/form-keys.server.ts";
import { linkLeadIntroducer } from "#app/server/admin/introducers.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import {
  recordCommissionPayment,
  submissionOutcome,
} from "#app/server/admin/submissions.server.ts";

/**
 * Money only an admin moves (decision 0014, addendum): a broker proposes a commission payment,
 * or another introducer for a lead with commission received, and an admin confirms it, which
 * then records it exactly as an admin's own change would be, or rejects it. Audit rows carry
 * ids and amounts only.
 */

/** Whole pounds as "£1,350", pence only when there are some. */
export const poundsText = (pence: number) =>
  pence % 100 === 0 ? formatPounds(pence / 100) : formatPence(pence);

/**
 * How far a payment would take a funded deal past its expected commission, or null when it
 * stays within it (or the deal has no expected commission yet, or is not this lead's).
 */
export async function overReceipt(
  db: Database,
  leadId: string,
  submissionId: string,
  amountPence: number,
): Promise<{ excessPence: number; expectedPence: number } | null> {
  const [row] = await db
    .select({
      expected: lenderSubmissions.commissionExpectedPence,
      // Spelled out: in a one-table select the query builder leaves columns unqualified.
      received: sql<string>`coalesce((select sum(p.amount_pence) from commission_payments p
        where p.submission_id = "lender_submissions"."id"), 0)`,
    })
    .from(lenderSubmissions)
    .where(and(eq(lenderSubmissions.id, submissionId), eq(lenderSubmissions.leadId, leadId)));
  if (!row || row.expected === null) return null;
  const excess = Number(row.received) + amountPence - row.expected;
  return excess > 0 ? { excessPence: excess, expectedPence: row.expected } : null;
}

/** Whether a form with this one-time key was saved already (sent twice, it is a repeat). */
export async function formKeySeen(db: Database, formKey: string | undefined) {
  if (!formKey) return false;
  const [event] = await db
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(eq(leadEvents.formKey, formKey));
  return Boolean(event);
}

export type ProposeResult =
  | { kind: "ok" }
  | { kind: "repeat" }
  | { kind: "foreign-key" }
  | { kind: "gone" }
  | { kind: "not-funded" };

/** A broker's proposed payment on one of this lead's funded submissions, on its timeline. */
export async function proposePayment(
  db: Database,
  leadId: string,
  value: { submissionId: string; amount: number | null; receivedOn: string; formKey?: string },
  actor: Actor,
): Promise<ProposeResult> {
  const scope = { leadId, userId: actor.userId, type: "commission" } as const;
  return onceForFormKey(db, value.formKey, scope, async (tx): Promise<ProposeResult> => {
    const [submission] = await submissionOutcome(tx, leadId, value.submissionId);
    if (!submission) return { kind: "gone" };
    if (submission.outcome !== "funded") return { kind: "not-funded" };
    const amountPence = value.amount as number;
    const [proposal] = await tx
      .insert(commissionProposals)
      .values({
        leadId,
        kind: "payment",
        submissionId: value.submissionId,
        amountPence,
        receivedOn: value.receivedOn,
        proposedByUserId: actor.userId,
      })
      .returning({ id: commissionProposals.id });
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "commission",
      body: `${submission.lender}: commission of ${formatPence(amountPence)} proposed, awaiting an admin`,
      detail: { proposalId: proposal!.id, submissionId: value.submissionId, amountPence },
      formKey: value.formKey || null,
    });
    await auditLead(tx, actor, "commission.propose", leadId, {
      proposalId: proposal!.id,
      submissionId: value.submissionId,
      amountPence,
    });
    return { kind: "ok" };
  });
}

/** A broker's proposed introducer (or none) for a lead with commission received. */
export async function proposeIntroducer(
  db: Database,
  leadId: string,
  introducerId: string | null,
  actor: Actor,
): Promise<{ kind: "ok" } | { kind: "no-introducer" }> {
  return db.transaction(async (tx) => {
    let name: string | null = null;
    if (introducerId) {
      const [chosen] = await tx
        .select({ name: introducers.name })
        .from(introducers)
        .where(and(eq(introducers.id, introducerId), eq(introducers.active, true)));
      if (!chosen) return { kind: "no-introducer" as const };
      name = chosen.name;
    }
    const [proposal] = await tx
      .insert(commissionProposals)
      .values({ leadId, kind: "introducer", introducerId, proposedByUserId: actor.userId })
      .returning({ id: commissionProposals.id });
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "introducer",
      body: name
        ? `Introducer ${name} proposed, awaiting an admin`
        : "Removing the introducer proposed, awaiting an admin",
      detail: { proposalId: proposal!.id, introducerId },
    });
    await auditLead(tx, actor, "lead.introducer_propose", leadId, {
      proposalId: proposal!.id,
      introducerId,
    });
    return { kind: "ok" as const };
  });
}

const proposer = alias(users, "proposer");

/** Proposals awaiting an admin, oldest first: on one lead, or on every lead. */
export async function openProposals(db: Database, leadId?: string) {
  const rows = await db
    .select({
      id: commissionProposals.id,
      leadId: commissionProposals.leadId,
      reference: leads.reference,
      kind: commissionProposals.kind,
      submissionId: commissionProposals.submissionId,
      lender: lenders.name,
      amountPence: commissionProposals.amountPence,
      receivedOn: commissionProposals.receivedOn,
      introducerId: commissionProposals.introducerId,
      introducer: introducers.name,
      proposedBy: proposer.name,
      createdAt: commissionProposals.createdAt,
    })
    .from(commissionProposals)
    .innerJoin(leads, eq(leads.id, commissionProposals.leadId))
    .leftJoin(lenderSubmissions, eq(lenderSubmissions.id, commissionProposals.submissionId))
    .leftJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
    .leftJoin(introducers, eq(introducers.id, commissionProposals.introducerId))
    .leftJoin(proposer, eq(proposer.id, commissionProposals.proposedByUserId))
    .where(
      and(
        eq(commissionProposals.status, "open"),
        leadId ? eq(commissionProposals.leadId, leadId) : undefined,
      ),
    )
    .orderBy(asc(commissionProposals.createdAt), asc(commissionProposals.id));
  return rows.map((row) => ({
    ...row,
    amountPence: row.amountPence === null ? null : Number(row.amountPence),
    what:
      row.kind === "payment"
        ? `Commission of ${formatPence(Number(row.amountPence))} from ${row.lender ?? "the lender"}, received ${row.receivedOn}`
        : row.introducer
          ? `Introducer: ${row.introducer}`
          : "No introducer",
  }));
}

export type OpenProposal = Awaited<ReturnType<typeof openProposals>>[number];

/** Where the answer is shown: under the deal's commission, or the lead's introducer. */
type DecidePlace = { place: string };

export type DecideResult = DecidePlace &
  (
    | { kind: "confirmed" }
    | { kind: "rejected" }
    /** Decided by a colleague already, or not this lead's. */
    | { kind: "gone" }
    /** It can no longer be made as proposed (the deal is no longer funded, the introducer left). */
    | { kind: "cannot"; message: string }
  );

const placeOf = (proposal: { kind: string; submissionId: string | null }) =>
  proposal.kind === "payment" ? (proposal.submissionId ?? "") : "introducer";

/**
 * An admin's answer to a proposal of this lead. The proposal is claimed first, so two admins
 * answering at once decide it once; confirming then records the change as an admin's own.
 */
export async function decideProposal(
  db: Database,
  leadId: string,
  proposalId: string,
  confirm: boolean,
  actor: Actor,
): Promise<DecideResult> {
  const [claimed] = await db
    .update(commissionProposals)
    .set({
      status: confirm ? "confirmed" : "rejected",
      decidedByUserId: actor.userId,
      decidedAt: sql`now()`,
    })
    .where(
      and(
        eq(commissionProposals.id, proposalId),
        eq(commissionProposals.leadId, leadId),
        eq(commissionProposals.status, "open"),
      ),
    )
    .returning();
  if (!claimed) {
    const [decided] = await db
      .select({ kind: commissionProposals.kind, submissionId: commissionProposals.submissionId })
      .from(commissionProposals)
      .where(and(eq(commissionProposals.id, proposalId), eq(commissionProposals.leadId, leadId)));
    return { kind: "gone", place: decided ? placeOf(decided) : "" };
  }
  const place = placeOf(claimed);
  const reopen = async (message: string): Promise<DecideResult> => {
    await db
      .update(commissionProposals)
      .set({ status: "open", decidedByUserId: null, decidedAt: null })
      .where(eq(commissionProposals.id, proposalId));
    return { kind: "cannot", message, place };
  };
  if (confirm && claimed.kind === "payment") {
    const recorded = await recordCommissionPayment(
      db,
      leadId,
      {
        submissionId: claimed.submissionId ?? "",
        amount: claimed.amountPence,
        receivedOn: claimed.receivedOn ?? "",
      },
      actor,
    );
    if (recorded.kind !== "ok") {
      return reopen("That submission is no longer funded: nothing was recorded.");
    }
  }
  if (confirm && claimed.kind === "introducer") {
    const linked = await linkLeadIntroducer(db, leadId, claimed.introducerId, actor);
    if (linked.kind !== "ok") {
      return reopen("That introducer is no longer active: nothing was changed.");
    }
  }
  await auditLead(
    db,
    actor,
    confirm ? "commission.proposal_confirm" : "commission.proposal_reject",
    leadId,
    { proposalId, amountPence: claimed.amountPence, introducerId: claimed.introducerId },
  );
  return { kind: confirm ? "confirmed" : "rejected", place };
}
