import { clientsOf, forgetUnlinkedPeople } from "#app/server/cases/records.server.ts";
import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applications,
  casePeople,
  commissionPayments,
  companyLookups,
  contactMessages,
  enquiries,
  leadEvents,
  leads,
  leadTasks,
  documentChecks,
  openBankingRequests,
  lenderSubmissions,
  outbox,
  phoneEnquiries,
  referralPartners,
  trackingLinks,
} from "#app/server/db/schema.ts";
import { scrubAuditOf } from "#app/server/admin/audit.server.ts";
import { removeLeadFiles, type DocumentRemoval } from "#app/server/document-files.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import type { LeadEventType } from "#app/schemas/value-lists.ts";

/**
 * The deals a broker must keep (funded, or a funded submission or a commission payment): erasing
 * such a lead anonymises it, keeping the deal record for the retention period.
 * ADR 0007 (data protection).
 */

/** Years a deal's record is kept after its funding day or last activity, whichever is later. */
export const DEAL_RETENTION_YEARS = 6;

/** The lead is funded, or a submission of it is, or commission is recorded on it. */
export const holdsDeal: SQL = sql`(${leads.status} = 'funded' or exists (
  select 1 from ${lenderSubmissions} where ${lenderSubmissions.leadId} = ${leads.id}
  and (${lenderSubmissions.outcome} = 'funded' or exists (
    select 1 from ${commissionPayments}
    where ${commissionPayments.submissionId} = ${lenderSubmissions.id}))))`;

/** The start of the lead's latest funding day (UK), if a submission is funded. */
const latestFundingDay = sql`(select max(${lenderSubmissions.fundedOn}::timestamp at time zone 'Europe/London')
  from ${lenderSubmissions}
  where ${lenderSubmissions.leadId} = ${leads.id} and ${lenderSubmissions.outcome} = 'funded')`;

/**
 * Where a deal's retention period starts: for a lead as it stands, its funding day or last
 * activity, whichever is later; for an anonymised one, what that was when it was erased (the
 * erasure itself, and anything after, restarts nothing).
 */
export const retentionStart = sql<Date>`coalesce(${leads.retainedFrom}, greatest(${leads.updatedAt}, ${latestFundingDay}))`;

export function yearsAfter(date: Date, years: number): Date {
  const after = new Date(date);
  after.setUTCFullYear(after.getUTCFullYear() + years);
  return after;
}

/** The last moment a kept deal's record is held, from the start of its retention period. */
export function dealKeptUntil(retainedFrom: Date): Date {
  return yearsAfter(retainedFrom, DEAL_RETENTION_YEARS);
}

/**
 * A lead not yet anonymised that holds a deal still within its retention period at `cutoff`
 * (`now` less the deal retention): erasing it anonymises it instead of deleting it.
 */
export function keptDealCondition(cutoff: Date): SQL {
  return and(
    isNull(leads.erasedAt),
    holdsDeal,
    sql`${retentionStart} >= ${cutoff.toISOString()}::timestamptz`,
  )!;
}

/**
 * Events that carry no personal words once their free text is gone: the deal's history, and
 * which introducer (a business) brought it, on whose split their statements rest.
 */
const keptEventTypes: LeadEventType[] = [
  "status",
  "assignment",
  "submission",
  "commission",
  "introducer",
];

/** Removed things whose record is part of the deal's (their free text taken out). */
const keptRemovals = ["submission", "commission payment"];

export type Anonymisation = {
  leads: string[];
  documents: number;
  notifications: number;
  failed: string[];
};

export type AnonymiseDeps = DocumentRemoval & {
  logger: Logger;
  forgetMail(outboxId: string): Promise<void>;
};

/**
 * Anonymises the given leads (already locked by the caller's transaction): their personal
 * details go and the deal record stays, marked erased by `by` for `reason`. Stored files go
 * first; a lead whose files cannot all be removed is left whole (in `failed`).
 */
export async function anonymiseLeads(
  deps: AnonymiseDeps,
  tx: DatabaseTransaction,
  leadIds: string[],
  erasure: { byUserId: string | null; reason: string },
): Promise<Anonymisation> {
  if (leadIds.length === 0) return { leads: [], documents: 0, notifications: 0, failed: [] };
  const { removed: documents, failed } = await removeLeadFiles(deps, tx, leadIds);
  const ids = leadIds.filter((id) => !failed.has(id));
  if (ids.length === 0) return { leads: [], documents: 0, notifications: 0, failed: [...failed] };

  // The clock is read before anything below could move the lead's last activity.
  await tx
    .update(leads)
    .set({
      retainedFrom: sql`greatest(${leads.updatedAt}, ${latestFundingDay})`,
      erasedAt: sql`now()`,
      erasedByUserId: erasure.byUserId,
      erasureReason: erasure.reason,
      fullName: null,
      email: null,
      phone: null,
      companyProfile: null,
      version: sql`${leads.version} + 1`,
    })
    .where(inArray(leads.id, ids));

  // The answers of each kind (an application's directors and document rows go with it), and
  // the case's people, who go unless they are in another case.
  for (const table of [
    enquiries,
    applications,
    referralPartners,
    contactMessages,
    phoneEnquiries,
  ]) {
    await tx.delete(table).where(inArray(table.leadId, ids));
  }
  const clientIds = await clientsOf(tx, ids);
  await tx.delete(casePeople).where(inArray(casePeople.leadId, ids));
  await forgetUnlinkedPeople(tx, clientIds);
  await tx.delete(trackingLinks).where(inArray(trackingLinks.leadId, ids));
  await tx.delete(leadTasks).where(inArray(leadTasks.leadId, ids));
  // The documents checklist's verdicts may say what was wrong with a person's document.
  await tx.delete(documentChecks).where(inArray(documentChecks.leadId, ids));
  await tx.delete(openBankingRequests).where(inArray(openBankingRequests.leadId, ids));
  // A look-up not yet saved names the company's officers, as the profile cleared above does.
  await tx.delete(companyLookups).where(inArray(companyLookups.leadId, ids));
  const mails = await tx
    .delete(outbox)
    .where(inArray(outbox.leadId, ids))
    .returning({ id: outbox.id });

  // Notes, calls, mails, tasks, documents and edits go; the deal's history stays, without
  // the words a broker typed about the person (a status reason, a lender's or applicant's).
  await tx.delete(leadEvents).where(
    and(
      inArray(leadEvents.leadId, ids),
      or(
        notInArray(leadEvents.type, [...keptEventTypes, "removal"]),
        and(
          eq(leadEvents.type, "removal"),
          sql`coalesce(${leadEvents.detail} ->> 'what', '') not in (${sql.join(
            keptRemovals.map((what) => sql`${what}`),
            sql`, `,
          )})`,
        ),
      ),
    ),
  );
  await tx
    .update(leadEvents)
    .set({ detail: sql`${leadEvents.detail} #- '{submission,outcomeDetail}'` })
    .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.type, "removal")));
  await tx
    .update(leadEvents)
    .set({ body: null })
    .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.type, "status")));
  await tx
    .update(lenderSubmissions)
    .set({ outcomeDetail: null })
    .where(inArray(lenderSubmissions.leadId, ids));

  // The audit log keeps who did what to the lead and when, and nothing it said.
  await scrubAuditOf(tx, { type: "lead", ids });

  for (const mail of mails) {
    await deps.forgetMail(mail.id).catch((error: unknown) => {
      deps.logger.error({ err: error, outboxId: mail.id }, "a mail file could not be deleted");
    });
  }
  return { leads: ids, documents, notifications: mails.length, failed: [...failed] };
}
