import { and, asc, eq, isNotNull, isNull, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, leadTasks, lenders, lenderSubmissions } from "#app/server/db/schema.ts";
import { ukDatePlusDays, ukEndOfDay } from "#app/lib/uk-time.ts";
import { CLOSED_STATUSES } from "#app/schemas/value-lists.ts";
import { leadNameColumn } from "#app/server/admin/lead/search.server.ts";

/**
 * "My day": a broker's first screen. Their open tasks and call-backs due today or before
 * (overdue first), new leads nobody has contacted yet (theirs, and those nobody has taken;
 * oldest first), their leads waiting for documents longer than a few days, and offers on their
 * leads about to run out. Each list is limited; each count is of every item, not only those
 * listed. All "today" and "days" are UK days.
 */

/** A lead waiting for documents longer than this many days is listed for chasing. */
export const AWAITING_DOCUMENTS_DAYS = 3;

/** Offers that run out within this many days (or already have) are listed. */
export const OFFER_EXPIRY_DAYS = 7;

/** The most items a list shows; its count says how many there are in all. */
export const MY_DAY_LIMIT = 50;

/** Leads no longer being worked: their offers no longer need chasing. */

/** How the lists name a lead: what a broker would call it. */
const leadSummary = {
  leadId: leads.id,
  reference: leads.reference,
  kind: leads.kind,
  source: leads.source,
  status: leads.status,
  name: leadNameColumn,
};

/**
 * Each list is counted up to this many and then said as "1,000+": a list reads at most this
 * many rows from its index, where an exact count of a big backlog (every lead nobody has taken)
 * would read them all.
 */
export const MY_DAY_COUNT_CAP = 1000;

/** A new case nobody has contacted yet (the partial index `leads_uncontacted_idx` holds these). */
export function notYetContacted(): SQL | undefined {
  return and(eq(leads.status, "new"), isNull(leads.firstContactedAt));
}

export async function myDay(
  db: Database,
  userId: string,
  now: Date,
  options: { awaitingDocumentsDays?: number; countCap?: number } = {},
) {
  const cap = options.countCap ?? MY_DAY_COUNT_CAP;
  // Each list fetches enough rows to count up to the cap, and shows the first of them.
  const fetched = cap + 1;
  const listed = <Row>(rows: Row[]) => ({
    count: rows.length,
    cap,
    items: rows.slice(0, MY_DAY_LIMIT),
  });
  const awaitingDays = options.awaitingDocumentsDays ?? AWAITING_DOCUMENTS_DAYS;
  const endOfToday = ukEndOfDay(now);
  const waitingSince = new Date(now.getTime() - awaitingDays * 24 * 60 * 60 * 1000);
  const offersUntil = ukDatePlusDays(now, OFFER_EXPIRY_DAYS);

  const uncontacted = (assigned: "mine" | "unassigned") =>
    db
      .select({ ...leadSummary, createdAt: leads.createdAt })
      .from(leads)
      .where(
        and(
          assigned === "mine" ? eq(leads.assignedUserId, userId) : isNull(leads.assignedUserId),
          notYetContacted(),
        ),
      )
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(fetched);

  const [tasks, mine, unassigned, awaiting, offers] = await Promise.all([
    db
      .select({
        ...leadSummary,
        taskId: leadTasks.id,
        body: leadTasks.body,
        dueAt: leadTasks.dueAt,
        ownerUserId: leadTasks.ownerUserId,
      })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(
        and(
          eq(leadTasks.ownerUserId, userId),
          isNull(leadTasks.doneAt),
          lt(leadTasks.dueAt, endOfToday),
        ),
      )
      .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
      .limit(fetched),
    uncontacted("mine"),
    uncontacted("unassigned"),
    db
      .select({ ...leadSummary, waitingSince: leads.statusChangedAt })
      .from(leads)
      .where(
        and(
          eq(leads.assignedUserId, userId),
          eq(leads.status, "awaiting_documents"),
          lt(leads.statusChangedAt, waitingSince),
        ),
      )
      .orderBy(asc(leads.statusChangedAt), asc(leads.id))
      .limit(fetched),
    db
      .select({
        ...leadSummary,
        submissionId: lenderSubmissions.id,
        lender: lenders.name,
        amountOfferedPence: lenderSubmissions.amountOfferedPence,
        expiresOn: sql<string>`${lenderSubmissions.offerExpiresOn}`,
      })
      .from(lenderSubmissions)
      .innerJoin(leads, eq(leads.id, lenderSubmissions.leadId))
      .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
      .where(
        and(
          eq(leads.assignedUserId, userId),
          notInArray(leads.status, [...CLOSED_STATUSES]),
          eq(lenderSubmissions.outcome, "offered"),
          isNotNull(lenderSubmissions.offerExpiresOn),
          lte(lenderSubmissions.offerExpiresOn, offersUntil),
        ),
      )
      .orderBy(asc(lenderSubmissions.offerExpiresOn), asc(lenderSubmissions.id))
      .limit(fetched),
  ]);

  return {
    awaitingDocumentsDays: awaitingDays,
    tasks: listed(tasks),
    uncontactedMine: listed(mine),
    uncontactedUnassigned: listed(unassigned),
    awaitingDocuments: listed(awaiting),
    expiringOffers: listed(offers),
  };
}

export type MyDay = Awaited<ReturnType<typeof myDay>>;
