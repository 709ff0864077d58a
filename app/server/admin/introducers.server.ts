import { and, asc, eq, sql, type Column } from "drizzle-orm";
import { data } from "react-router";
import { formatBasisPoints } from "#app/lib/commission.ts";
import {
  type IntroducerApproval,
  type IntroducerCreate,
  type IntroducerRow,
  type IntroducerUpdate,
} from "#app/schemas/admin-introducers.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { unusedIntroducerCode } from "#app/server/introducer-code.server.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { introducers, leadEvents, leads, referralPartners } from "#app/server/db/schema.ts";
import { audit, contactChanges, withoutContact } from "#app/server/admin/audit.server.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { csvPounds, csvRow, csvStart } from "#app/server/admin/csv.server.ts";
import {
  changeSaved,
  lockLead,
  nextVersion,
  refuseIfStale,
  type LeadChangeResult,
} from "#app/server/admin/lead/changes.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { ledgerLeadMoved, ledgerLinesOfMonth } from "#app/server/admin/commission-ledger.server.ts";
import { isUniqueViolation } from "#app/server/reference.server.ts";

/**
 * Introducers: referral partners approved (from their referral lead, or added directly) to
 * introduce leads for a share of the commission received on them. A lead is linked to one by
 * a broker, or by the code on the application's link; the link copies the introducer's split
 * onto the lead, so a later change of split never rewrites what earlier introductions earn.
 * Each commission payment on a linked lead earns the introducer that split of it, rounded to
 * the penny on its own. Every change is audited with its values before and after. See
 * docs/decisions/0014-money.md.
 */

/** What the introducers page shows and edits of an introducer. */
const introducerColumns = {
  id: introducers.id,
  name: introducers.name,
  contactName: introducers.contactName,
  email: introducers.email,
  phone: introducers.phone,
  shareBasisPoints: introducers.shareBasisPoints,
  code: introducers.code,
  active: introducers.active,
  referralLeadId: introducers.referralLeadId,
} satisfies Record<keyof IntroducerRow, Column>;

export const introducerNotFound = () => data("No such introducer.", { status: 404 });

/** An introducer's referral link: the application, with their code. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, "")}/application?introducer=${encodeURIComponent(code)}`;
}

export async function introducerById(
  db: Database | DatabaseTransaction,
  id: string,
): Promise<IntroducerRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(introducerColumns).from(introducers).where(eq(introducers.id, id));
  return row ?? null;
}

/** The introducer approved from this referral lead, if it has been. */
export async function introducerApprovedFrom(db: Database, referralLeadId: string) {
  const [row] = await db
    .select(introducerColumns)
    .from(introducers)
    .where(eq(introducers.referralLeadId, referralLeadId));
  return row ?? null;
}

/** The introducers a lead can be linked to: the active ones, A to Z. */
export function activeIntroducers(db: Database) {
  return db
    .select({ id: introducers.id, name: introducers.name, code: introducers.code })
    .from(introducers)
    .where(eq(introducers.active, true))
    .orderBy(asc(sql`lower(${introducers.name})`), asc(introducers.id));
}

/**
 * What "Approve as introducer" starts from on a referral lead's page: the partner's form as
 * they sent it, and a free random code.
 */
export async function approvalSuggestion(db: Database, referralLeadId: string) {
  const [partner] = await db
    .select()
    .from(referralPartners)
    .where(eq(referralPartners.leadId, referralLeadId));
  if (!partner) return null;
  return {
    name: partner.businessName,
    contactName: partner.contactName,
    email: partner.contactEmail,
    phone: partner.contactNumber,
    code: await unusedIntroducerCode(db),
  };
}

type NewIntroducer = Omit<IntroducerCreate, "intent"> | Omit<IntroducerApproval, "intent">;

function valuesOf(form: NewIntroducer) {
  return {
    name: form.name,
    contactName: form.contactName ?? null,
    email: form.email ?? null,
    phone: form.phone ?? null,
    shareBasisPoints: form.share,
    code: form.code,
  };
}

export type CreateIntroducerResult =
  | { kind: "ok"; id: string; name: string; code: string }
  | { kind: "code-taken"; code: string }
  /** The referral lead is not there, or is not a referral partner's. */
  | { kind: "no-lead" }
  /** The referral lead has been approved already (by a colleague a moment ago). */
  | { kind: "approved-already" };

/**
 * Adds an introducer, directly or approved from a referral lead (which then shows the
 * introducer on its page and timeline). The code must be free; a referral lead is approved once.
 */
export async function createIntroducer(
  db: Database,
  form: NewIntroducer,
  actor: Actor,
  referralLeadId?: string,
): Promise<CreateIntroducerResult> {
  const values = valuesOf(form);
  try {
    return await db.transaction(async (tx): Promise<CreateIntroducerResult> => {
      if (referralLeadId) {
        const lead = await lockLead(tx, referralLeadId);
        if (!lead || lead.kind !== "referral") return { kind: "no-lead" };
        const [approved] = await tx
          .select({ id: introducers.id })
          .from(introducers)
          .where(eq(introducers.referralLeadId, referralLeadId));
        if (approved) return { kind: "approved-already" };
      }
      const [taken] = await tx
        .select({ id: introducers.id })
        .from(introducers)
        .where(eq(introducers.code, values.code));
      if (taken) return { kind: "code-taken", code: values.code };
      const [row] = await tx
        .insert(introducers)
        .values({
          ...values,
          referralLeadId: referralLeadId ?? null,
          approvedByUserId: actor.userId,
        })
        .returning({ id: introducers.id });
      const id = row!.id;
      await audit(tx, {
        actorUserId: actor.userId,
        action: "introducer.create",
        targetType: "introducer",
        targetId: id,
        detail: {
          before: null,
          after: withoutContact(values),
          contactFields: contactChanges(null, values),
          referralLeadId: referralLeadId ?? null,
        },
        ip: actor.ip,
      });
      if (referralLeadId) {
        await tx
          .update(leads)
          .set({ updatedAt: sql`now()` })
          .where(eq(leads.id, referralLeadId));
        await tx.insert(leadEvents).values({
          leadId: referralLeadId,
          actorUserId: actor.userId,
          type: "introducer",
          body:
            `Approved as introducer ${values.name}, code ${values.code}, ` +
            `${formatBasisPoints(values.shareBasisPoints)} of commission received`,
          detail: { approved: true, introducerId: id, ...values },
        });
      }
      return { kind: "ok", id, name: values.name, code: values.code };
    });
  } catch (error) {
    // A colleague took the code, or approved the same lead, a moment ago.
    if (isUniqueViolation(error, "introducers_code_unique")) {
      return { kind: "code-taken", code: values.code };
    }
    if (isUniqueViolation(error, "introducers_referral_lead_key")) {
      return { kind: "approved-already" };
    }
    throw error;
  }
}

/**
 * Saves an admin's edit of an introducer's share, contact and standing. The row is locked while
 * it is read and written, so the audit row's "before" is what was replaced. Leads introduced
 * already keep the split they were introduced under.
 */
export async function updateIntroducer(
  db: Database,
  form: Omit<IntroducerUpdate, "intent">,
  actor: Actor,
): Promise<{ kind: "ok"; name: string } | { kind: "gone" }> {
  if (!isUuid(form.introducerId)) return { kind: "gone" };
  const after = {
    contactName: form.contactName ?? null,
    email: form.email ?? null,
    phone: form.phone ?? null,
    shareBasisPoints: form.share,
    active: form.active,
  };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(introducerColumns)
      .from(introducers)
      .where(eq(introducers.id, form.introducerId))
      .for("update");
    if (!current) return { kind: "gone" as const };
    const before = {
      contactName: current.contactName,
      email: current.email,
      phone: current.phone,
      shareBasisPoints: current.shareBasisPoints,
      active: current.active,
    };
    await tx
      .update(introducers)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(introducers.id, current.id));
    await audit(tx, {
      actorUserId: actor.userId,
      action: "introducer.update",
      targetType: "introducer",
      targetId: current.id,
      detail: {
        name: current.name,
        code: current.code,
        before: withoutContact(before),
        after: withoutContact(after),
        contactFields: contactChanges(before, after),
      },
      ip: actor.ip,
    });
    return { kind: "ok" as const, name: current.name };
  });
}

/**
 * Links a lead to an active introducer (or to none, with null), copying their split onto the
 * lead, against the version of the lead the broker saw. Choosing the introducer it has already
 * is no change. Goes on the timeline and in the audit log with the before and after.
 */
export async function linkLeadIntroducer(
  db: Database,
  leadId: string,
  introducerId: string | null,
  actor: Actor,
  seenVersion?: number,
): Promise<LeadChangeResult | { kind: "no-introducer" }> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, leadId);
    if (!current) return { kind: "no-lead" as const };
    const [linked] = await tx
      .select({
        introducerId: leads.introducerId,
        shareBasisPoints: leads.introducerShareBasisPoints,
        name: introducers.name,
      })
      .from(leads)
      .leftJoin(introducers, eq(introducers.id, leads.introducerId))
      .where(eq(leads.id, leadId));
    const before = {
      introducerId: linked?.introducerId ?? null,
      name: linked?.name ?? null,
      shareBasisPoints: linked?.shareBasisPoints ?? null,
    };
    if (before.introducerId === introducerId) return changeSaved;
    const stale = await refuseIfStale(tx, current, seenVersion);
    if (stale) return stale;
    let after = {
      introducerId: null as string | null,
      name: null as string | null,
      shareBasisPoints: null as number | null,
    };
    if (introducerId) {
      const [chosen] = await tx
        .select({
          id: introducers.id,
          name: introducers.name,
          shareBasisPoints: introducers.shareBasisPoints,
        })
        .from(introducers)
        .where(and(eq(introducers.id, introducerId), eq(introducers.active, true)));
      if (!chosen) return { kind: "no-introducer" as const };
      after = {
        introducerId: chosen.id,
        name: chosen.name,
        shareBasisPoints: chosen.shareBasisPoints,
      };
    }
    await tx
      .update(leads)
      .set({
        ...nextVersion,
        introducerId: after.introducerId,
        introducerShareBasisPoints: after.shareBasisPoints,
      })
      .where(eq(leads.id, leadId));
    await ledgerLeadMoved(tx, leadId, after);
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "introducer",
      body:
        after.name && after.shareBasisPoints !== null
          ? `Introducer: ${after.name} (${formatBasisPoints(after.shareBasisPoints)} of commission received)`
          : `Introducer removed${before.name ? ` (was ${before.name})` : ""}`,
      detail: { ...after, before },
      version: current.version + 1,
    });
    await auditLead(tx, actor, "lead.introducer", leadId, { before, after });
    return changeSaved;
  });
}

/**
 * One line of an introducer's statement: a payment on an introduced lead with their share of
 * it, or an adjustment (a payment removed, the lead moved to or from them) made that month.
 */
export type StatementLine = {
  paymentId: string;
  kind: "payment" | "removed" | "moved-out" | "moved-in";
  /** What an adjustment is, as the statement says it; null for a payment. */
  note: string | null;
  receivedOn: string;
  leadId: string;
  reference: string;
  company: string;
  lender: string;
  fundedAmountPence: number;
  commissionPence: number;
  shareBasisPoints: number;
  sharePence: number;
};

const adjustmentNotes = {
  payment: null,
  removed: (reference: string) => `Adjustment: ${reference} payment removed`,
  "moved-out": (reference: string) => `Adjustment: ${reference} moved to another introducer`,
  "moved-in": (reference: string) => `Adjustment: ${reference} moved to this introducer`,
} as const;

/** The statement lines of a month (one introducer's, or everyone's), from the ledger. */
async function linesOfMonth(db: Database, month: string, introducerId?: string) {
  return (await ledgerLinesOfMonth(db, month, introducerId)).map((line) => {
    const note = adjustmentNotes[line.kind];
    return { ...line, note: note ? note(line.reference) : null };
  });
}

/**
 * Every introducer, with the leads they introduced, the funded deals among them and the share
 * they earned in `month` (commission received that month): active first, then A to Z.
 */
export async function listIntroducers(db: Database, month: string) {
  const rows = await db
    .select({
      ...introducerColumns,
      // Spelled out: in a one-table select the query builder leaves columns unqualified.
      leads: sql<number>`(select count(*) from leads l
        where l.introducer_id = "introducers"."id")::int`,
      fundedDeals: sql<number>`(select count(*) from lender_submissions s
        join leads l on l.id = s.lead_id
        where l.introducer_id = "introducers"."id" and s.outcome = 'funded')::int`,
    })
    .from(introducers)
    .orderBy(
      asc(sql`not ${introducers.active}`),
      asc(sql`lower(${introducers.name})`),
      asc(introducers.id),
    );
  const earned = new Map<string, number>();
  for (const line of await linesOfMonth(db, month)) {
    earned.set(line.introducerId, (earned.get(line.introducerId) ?? 0) + line.sharePence);
  }
  return rows.map((row) => ({
    ...row,
    leads: Number(row.leads),
    fundedDeals: Number(row.fundedDeals),
    shareEarnedPence: earned.get(row.id) ?? 0,
  }));
}

/** One introducer's statement for a month: each payment on their leads, and the totals. */
export async function introducerStatement(db: Database, introducerId: string, month: string) {
  const introducer = await introducerById(db, introducerId);
  if (!introducer) return null;
  const lines: StatementLine[] = (await linesOfMonth(db, month, introducer.id)).map(
    ({ introducerId: _introducer, ...line }) => line,
  );
  const totals = lines.reduce(
    (sum, line) => ({
      payments: sum.payments + (line.kind === "payment" ? 1 : 0),
      commissionPence: sum.commissionPence + line.commissionPence,
      sharePence: sum.sharePence + line.sharePence,
    }),
    { payments: 0, commissionPence: 0, sharePence: 0 },
  );
  return { introducer, month, lines, totals };
}

export type IntroducerStatement = NonNullable<Awaited<ReturnType<typeof introducerStatement>>>;

/**
 * A statement as CSV: one row per payment (each naming its case's reference and the
 * introducer, so statements put together still say whose each line is), then the month's
 * totals; pounds with pence.
 */
export function statementCsv(statement: IntroducerStatement): string {
  const header = csvStart([
    "Received on",
    "Reference",
    "Company",
    "Introducer",
    "Lender",
    "Funded amount",
    "Commission received",
    "Share",
    "Share amount",
    "Note",
  ]);
  const rows = statement.lines.map((line) =>
    csvRow([
      line.receivedOn,
      line.reference,
      line.company,
      statement.introducer.name,
      line.lender,
      csvPounds(line.fundedAmountPence),
      csvPounds(line.commissionPence),
      formatBasisPoints(line.shareBasisPoints),
      csvPounds(line.sharePence),
      line.note ?? "",
    ]),
  );
  const totals = csvRow([
    `Total for ${statement.month}`,
    "",
    "",
    statement.introducer.name,
    "",
    "",
    csvPounds(statement.totals.commissionPence),
    "",
    csvPounds(statement.totals.sharePence),
    "",
  ]);
  return header + rows.join("") + totals;
}
