import { clientsOf, forgetUnlinkedPeople } from "#app/server/cases/records.server.ts";
import { personRow, removePersonFromCase } from "#app/server/cases/erase-person.server.ts";
import {
  and,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { rowsOf, type Database, type DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  casePeople,
  contactMessages,
  enquiries,
  leadEvents,
  leads,
  outbox,
  people,
  phoneEnquiries,
  referralPartners,
  trackingLinks,
  uploadedDocuments,
} from "#app/server/db/schema.ts";
import { isApplicantMailTopic } from "#app/schemas/value-lists.ts";
import { purgeExpiredTrackingLinks } from "#app/server/tracking.server.ts";
import { normalisePhone } from "#app/server/phone.server.ts";
import { leadEmailIs, leadPhoneIs, typedPhoneIs } from "#app/server/admin/lead/search.server.ts";
import { audit, nobody, scrubAuditOf, type AuditActor } from "#app/server/admin/audit.server.ts";
import { leadListColumns } from "#app/server/admin/inbox.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { plural } from "#app/content/format.ts";
import {
  scheduleRepeating,
  type Schedule,
  type ScheduleTimes,
} from "#app/server/schedule.server.ts";
import type { Services } from "#app/context.server.ts";
import {
  documentRemoval,
  removeLeadFiles,
  type DocumentRemoval,
} from "#app/server/document-files.server.ts";
import {
  erasePersonDrafts,
  exportPersonDrafts,
  purgeExpiredDrafts,
} from "#app/server/application-drafts.server.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import {
  DEAL_RETENTION_YEARS,
  anonymiseLeads,
  holdsDeal,
  keptDealCondition,
  retentionStart,
} from "#app/server/deal-retention.server.ts";
import { compactPersonTables } from "#app/server/data-protection-files.server.ts";
import { blankPersonContacts, findPersonContacts } from "#app/server/person-contacts.server.ts";

/**
 * What the firm holds about people, and letting go of it: the scheduled retention purge, and an
 * administrator's export and erasure of one person, each in the audit log by lead id only.
 * ADR 0007 (data protection).
 */

export type DataProtectionDeps = DocumentRemoval & {
  db: Database;
  logger: Logger;
  /** Removes what the mail transport kept of a notification (the .eml file), if anything. */
  forgetMail(outboxId: string): Promise<void>;
  /**
   * Removes the mail files older than they are kept (MAIL_FILE_KEEP_HOURS), at `now`, and says
   * how many went; absent where the transport keeps none.
   */
  expireMailFiles?(now: Date): Promise<number>;
};

/** The removal path wired to the running services' storage and mail. */
export function dataProtectionDeps(services: Services): DataProtectionDeps {
  return {
    db: services.db,
    logger: services.logger,
    ...documentRemoval(services.storage),
    forgetMail: (outboxId) => services.mailer.forget(outboxId),
    expireMailFiles: async (now) =>
      (await services.mailer.forgetBefore?.(
        new Date(now.getTime() - services.env.MAIL_FILE_KEEP_HOURS * 60 * 60 * 1000),
      )) ?? 0,
  };
}

/** Leads past retention right now (what the next purge would remove). */
export async function countExpiredLeads(db: Database, now: Date = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(expiredCondition(now));
  return row?.n ?? 0;
}

/** Years kept after a lead's last activity, by how it ended. */
export const RETENTION_YEARS = { funded: DEAL_RETENTION_YEARS, unsuccessful: 3 } as const;

function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Leads past their retention. One that holds a deal (funded, a funded submission, commission
 * recorded) goes 6 years after its funding day or last activity, whichever is later; every
 * other lead (declined, withdrawn, or one that never went anywhere) once untouched for 3
 * years. "Untouched" is the lead's `updated_at`: any change a broker makes restarts the clock.
 * An anonymised deal goes 6 years after the start its erasure recorded, whatever happens since.
 */
export function expiredCondition(now: Date): SQL {
  const dealCutoff = yearsBefore(now, RETENTION_YEARS.funded).toISOString();
  return or(
    and(
      isNotNull(leads.erasedAt),
      lt(leads.retainedFrom, yearsBefore(now, RETENTION_YEARS.funded)),
    ),
    and(isNull(leads.erasedAt), holdsDeal, sql`${retentionStart} < ${dealCutoff}::timestamptz`),
    and(
      isNull(leads.erasedAt),
      not(holdsDeal),
      lt(leads.updatedAt, yearsBefore(now, RETENTION_YEARS.unsuccessful)),
    ),
  )!;
}

/** A lead that an erasure would anonymise now rather than delete: a deal still kept. */
export function keptDealNow(now: Date): SQL {
  return keptDealCondition(yearsBefore(now, RETENTION_YEARS.funded));
}

export type Removal = { leads: number; documents: number; notifications: number };

/**
 * Deletes the given leads (already locked by the caller's transaction) and everything of
 * theirs. Stored files go first: should one fail, its lead stays whole (and is tried again),
 * rather than leaving a file nobody can find.
 */
async function removeLeads(
  deps: DataProtectionDeps,
  tx: DatabaseTransaction,
  leadIds: string[],
): Promise<Removal & { failed: string[] }> {
  if (leadIds.length === 0) return { leads: 0, documents: 0, notifications: 0, failed: [] };
  // Each application's whole storage folder, files with no record included.
  const { removed: documentCount, failed } = await removeLeadFiles(deps, tx, leadIds);
  const removable = leadIds.filter((id) => !failed.has(id));
  if (removable.length === 0)
    return { leads: 0, documents: 0, notifications: 0, failed: [...failed] };
  const notifications = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(inArray(outbox.leadId, removable));
  // Answers, directors, document rows, notifications and the case's people links go with the
  // lead (on delete cascade); then its people who are in no other case.
  const clientIds = await clientsOf(tx, removable);
  const deleted = await tx
    .delete(leads)
    .where(inArray(leads.id, removable))
    .returning({ id: leads.id });
  await forgetUnlinkedPeople(tx, clientIds);
  await scrubAuditOf(tx, { type: "lead", ids: deleted.map((lead) => lead.id) });
  for (const notification of notifications) {
    await deps.forgetMail(notification.id).catch((error: unknown) => {
      deps.logger.error(
        { err: error, outboxId: notification.id },
        "a mail file could not be deleted",
      );
    });
  }
  return {
    leads: deleted.length,
    documents: documentCount,
    notifications: notifications.length,
    failed: [...failed],
  };
}

/** Any constant: the lock that lets one process at a time purge. */
const PURGE_LOCK = 724_311_902;

export type PurgeResult = Removal & {
  /** Saved applications past their 30 days. */
  drafts: number;
  dryRun: boolean;
  leadIds: string[];
  skipped: boolean;
  /** Applicants' secure links past their time, deleted (or, in a dry run, counted). */
  trackingLinks: number;
};

/**
 * What started a purge: an admin on the data-protection page (who is recorded as the actor),
 * the hourly schedule of a server process, or `npm run retention:purge` (no actor).
 */
export type PurgeTrigger =
  { via: "admin"; userId: string; ip?: string | null } | { via: "schedule" } | { via: "script" };

/**
 * Removes every lead past its retention, in batches. With many server processes, one purges
 * and the others find the lock taken and skip. `dryRun` only counts. A purge writes one audit
 * row saying what it removed, except a dry run, a skipped one, and a scheduled one that found
 * nothing (every process runs hourly; empty rows would bury the rest of the log).
 */
export async function purgeExpiredLeads(
  deps: DataProtectionDeps,
  options: { now?: Date; dryRun?: boolean; batchSize?: number; trigger?: PurgeTrigger } = {},
): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 200;
  const total: PurgeResult = {
    leads: 0,
    documents: 0,
    notifications: 0,
    drafts: 0,
    dryRun: options.dryRun ?? false,
    leadIds: [],
    skipped: false,
    trackingLinks: 0,
  };
  const retried = new Set<string>();
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`),
      );
      if (!lock?.locked) return null;
      const expired = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(expiredCondition(now))
        .orderBy(leads.updatedAt)
        .limit(batchSize + retried.size)
        .for("update", { skipLocked: true });
      const ids = expired
        .map((row) => row.id)
        .filter((id) => !retried.has(id))
        .slice(0, batchSize);
      if (total.dryRun)
        return { ids, removal: { leads: ids.length, documents: 0, notifications: 0, failed: [] } };
      return { ids, removal: await removeLeads(deps, tx, ids) };
    });
    if (batch === null) {
      total.skipped = true;
      break;
    }
    const { ids, removal } = batch;
    for (const id of removal.failed) retried.add(id);
    total.leads += removal.leads;
    total.documents += removal.documents;
    total.notifications += removal.notifications;
    total.leadIds.push(...ids.filter((id) => !removal.failed.includes(id)));
    if (total.dryRun || ids.length < batchSize) break;
  }
  if (!total.skipped) {
    total.drafts = await purgeExpiredDrafts(deps, { now, dryRun: total.dryRun });
    total.trackingLinks = total.dryRun
      ? await countExpiredTrackingLinks(deps.db, now)
      : await purgeExpiredTrackingLinks(deps.db, now);
  }
  if (!total.skipped && !total.dryRun) {
    const mailFiles = await deps.expireMailFiles?.(now).catch((error: unknown) => {
      deps.logger.error({ err: error }, "old mail files could not be deleted");
      return 0;
    });
    if (mailFiles) deps.logger.info({ mailFiles }, "retention purge: old mail files removed");
    if (total.leads + total.drafts + total.trackingLinks > 0) {
      await compactPersonTables(deps.db, deps.logger);
    }
  }
  if (!total.skipped) {
    deps.logger.info(
      {
        leads: total.leads,
        documents: total.documents,
        notifications: total.notifications,
        drafts: total.drafts,
        trackingLinks: total.trackingLinks,
        leadIds: total.leadIds,
        dryRun: total.dryRun,
      },
      total.dryRun ? "retention purge (dry run): leads past retention" : "retention purge: removed",
    );
  }
  await auditPurge(deps.db, total, options.trigger);
  return total;
}

async function auditPurge(db: Database, result: PurgeResult, trigger: PurgeTrigger | undefined) {
  if (result.dryRun || result.skipped) return;
  const removedAnything =
    result.leads + result.documents + result.notifications + result.drafts + result.trackingLinks >
    0;
  if (!removedAnything && trigger?.via === "schedule") return;
  await audit(db, {
    actorUserId: trigger?.via === "admin" ? trigger.userId : null,
    action: "retention.purge",
    targetType: "leads",
    detail: {
      leads: result.leads,
      documents: result.documents,
      notifications: result.notifications,
      drafts: result.drafts,
      trackingLinks: result.trackingLinks,
      leadIds: result.leadIds,
      ...(trigger ? { via: trigger.via } : {}),
    },
    ip: trigger?.via === "admin" ? trigger.ip : null,
  });
}

async function countExpiredTrackingLinks(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackingLinks)
    .where(lte(trackingLinks.expiresAt, now));
  return row?.n ?? 0;
}

/** Runs the purge shortly after start, then every hour (by default) until stopped. */
export function scheduleRetentionPurge(
  deps: DataProtectionDeps,
  times: ScheduleTimes = { firstRunMs: 30_000, intervalMs: 60 * 60 * 1000 },
): Schedule {
  return scheduleRepeating(
    "retention purge",
    () => purgeExpiredLeads(deps, { trigger: { via: "schedule" } }),
    deps.logger,
    times,
  );
}

// ---------------------------------------------------------------------------------------------
// One person: find, export, erase.

export type PersonQuery = { email?: string; phone?: string };

function normalisedQuery(query: PersonQuery) {
  const email = query.email?.trim().toLowerCase() || undefined;
  const phone = query.phone ? normalisePhone(query.phone) || undefined : undefined;
  return { email, phone };
}

/** The person as introducers' and lenders' contacts are matched (person-contacts.server.ts). */
export const personContactQuery = normalisedQuery;

/** The person asked for in a form or URL (`email`, `phone`), or null when neither is given. */
export function personQueryFrom(params: URLSearchParams): PersonQuery | null {
  return personQuery({
    email: params.get("email") ?? undefined,
    phone: params.get("phone") ?? undefined,
  });
}

/** The person asked for, trimmed and bounded, or null when neither email nor phone is given. */
export function personQuery(given: PersonQuery): PersonQuery | null {
  const email = given.email?.trim().slice(0, 254) || undefined;
  const phone = given.phone?.trim().slice(0, 40) || undefined;
  if (!email && !phone) return null;
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/**
 * How a lead came to be found: its contact's email or phone, one of its directors, or one of the
 * case's people (a quote or message that joined it, say).
 */
export type PersonMatch = "email" | "phone" | "director" | "person";

/** The person's rows in `people`, for the conditions below. */
function theirPeople(query: PersonQuery): SQL | undefined {
  return personRow(normalisedQuery(query));
}

/** The case holds someone besides the person: erasing them takes only their part. */
function othersStay(query: PersonQuery): SQL<boolean> {
  const theirs = theirPeople(query) ?? sql`false`;
  // Named in full: in a select of one table the query builder writes its columns unqualified,
  // and a bare "id" here would be the person's.
  const caseId = sql`${leads}.${sql.identifier("id")}`;
  return sql<boolean>`exists (select 1 from ${casePeople} inner join ${people} on ${people.id} = ${casePeople.personId} where ${casePeople.leadId} = ${caseId} and not coalesce(${theirs}, false))`;
}

/**
 * The ways a lead can be the person's: as the lead's contact (a referral partner's contact
 * too) by exact email (any case) or phone, or as a director of an application by either
 * ("07700 900123" finds "+44 7700 900123": directors' mobiles are kept as typed).
 */
function personMatches(query: PersonQuery): Partial<Record<PersonMatch, SQL>> {
  const { email, phone } = normalisedQuery(query);
  const director: SQL[] = [];
  if (email) director.push(sql`lower(${applicationDirectors.email}) = ${email}`);
  if (phone) director.push(typedPhoneIs(applicationDirectors.mobile, phone));
  const direct = {
    ...(email ? { email: leadEmailIs(email) } : {}),
    ...(phone ? { phone: leadPhoneIs(phone) } : {}),
    ...(director.length > 0
      ? {
          director: sql`${leads.id} in (select ${applicationDirectors.leadId} from ${applicationDirectors} where ${or(...director)})`,
        }
      : {}),
  };
  const theirs = theirPeople(query);
  if (!theirs) return direct;
  // Only what the rest do not say already: a quote or message of theirs that joined the case.
  const person = sql`${leads.id} in (select ${casePeople.leadId} from ${casePeople} inner join ${people} on ${people.id} = ${casePeople.personId} where ${theirs})`;
  const others = Object.values(direct);
  return {
    ...direct,
    person: others.length > 0 ? sql`(${person} and not coalesce(${or(...others)}, false))` : person,
  };
}

/**
 * The person's leads as the data-protection page lists them, oldest first: each with the
 * contact's name, email and phone and what matched, so an admin can tell a lead of this person
 * from one that only shares a phone number or a director with them.
 */
export async function findPersonLeads(db: Database, query: PersonQuery) {
  const matches = Object.entries(personMatches(query)) as [PersonMatch, SQL][];
  if (matches.length === 0) return [];
  const matchedBy = sql.join(
    matches.map(([match, condition]) => sql`case when ${condition} then ${match} end`),
    sql`, `,
  );
  return db
    .select({
      ...leadListColumns,
      createdAt: leads.createdAt,
      matchedBy: sql<PersonMatch[]>`array_remove(array[${matchedBy}]::text[], null)`,
      /** A deal the firm must keep: erasing it anonymises it (and asks for a reason). */
      keptDeal: sql<boolean>`${keptDealNow(new Date())}`,
      /** Others are in the case too: erasing takes only the person's part, and the case stays. */
      othersStay: othersStay(query),
      /** Where its retention period starts, were it erased now. */
      retainedFrom: retentionStart.mapWith(leads.updatedAt),
    })
    .from(leads)
    .where(or(...matches.map(([, condition]) => condition)))
    .orderBy(leads.createdAt, leads.id);
}

export type PersonLead = Awaited<ReturnType<typeof findPersonLeads>>[number];

/**
 * Every lead in which the person appears: as the lead's contact, as a director of an
 * application, or as a referral partner's contact, matched by exact email (any case) or phone
 * (any spelling of the same number: "07700 900123" finds "+44 7700 900123").
 */
export async function findPersonLeadIds(db: Database, query: PersonQuery): Promise<string[]> {
  const matches = Object.values(personMatches(query));
  if (matches.length === 0) return [];
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(or(...matches))
    .orderBy(leads.createdAt);
  return rows.map((row) => row.id);
}

/**
 * Everything held about the person's leads, as plain data (for a JSON download). The export
 * is in the audit log by lead id.
 */
export async function exportPerson(db: Database, query: PersonQuery, by: AuditActor = nobody) {
  const leadIds = await findPersonLeadIds(db, query);
  const held = [];
  for (const leadId of leadIds) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    if (!lead) continue;
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.leadId, leadId));
    held.push({
      lead,
      // What the person is in this case: its applicant, a director, a contact.
      roles: await personRoles(db, leadId, query),
      // Every submission of the case (a case others joined holds several).
      submissions: await caseSubmissionsOf(db, leadId),
      enquiry: (await db.select().from(enquiries).where(eq(enquiries.leadId, leadId)))[0] ?? null,
      application: application ? { ...application, uploadTokenHash: undefined } : null,
      directors: await db
        .select()
        .from(applicationDirectors)
        .where(eq(applicationDirectors.leadId, leadId))
        .orderBy(applicationDirectors.position),
      referralPartner:
        (await db.select().from(referralPartners).where(eq(referralPartners.leadId, leadId)))[0] ??
        null,
      contactMessage:
        (await db.select().from(contactMessages).where(eq(contactMessages.leadId, leadId)))[0] ??
        null,
      documents: application
        ? await db
            .select({
              fileName: uploadedDocuments.fileName,
              category: uploadedDocuments.documentCategory,
              fileType: uploadedDocuments.fileType,
              sizeBytes: uploadedDocuments.sizeBytes,
              uploadedAt: uploadedDocuments.createdAt,
            })
            .from(uploadedDocuments)
            .where(eq(uploadedDocuments.applicationId, application.applicationId))
        : [],
      timeline: await db
        .select({
          type: leadEvents.type,
          fromStatus: leadEvents.fromStatus,
          toStatus: leadEvents.toStatus,
          body: leadEvents.body,
          detail: leadEvents.detail,
          createdAt: leadEvents.createdAt,
        })
        .from(leadEvents)
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(leadEvents.createdAt),
      // Each submission with its lender's name and the commission payments on it.
      lenderSubmissions: await leadSubmissions(db, leadId),
      ...(await mailsAbout(db, leadId)),
      // When each link was made, last used and runs out; never its hash.
      trackingLinks: await db
        .select({
          createdAt: trackingLinks.createdAt,
          lastUsedAt: trackingLinks.lastUsedAt,
          expiresAt: trackingLinks.expiresAt,
        })
        .from(trackingLinks)
        .where(eq(trackingLinks.leadId, leadId))
        .orderBy(trackingLinks.createdAt),
    });
  }
  const savedApplications = await exportPersonDrafts(db, normalisedQuery(query));
  // Where the person is an introducer's or a panel lender's contact.
  const contacts = await findPersonContacts(db, normalisedQuery(query));
  await audit(db, {
    actorUserId: by.userId,
    action: "person.export",
    targetType: "person",
    detail: {
      leadIds: held.map((entry) => entry.lead.id),
      ...(savedApplications.length > 0
        ? { draftIds: savedApplications.map((draft) => draft.id) }
        : {}),
      ...contactIds(contacts),
    },
    ip: by.ip,
  });
  return {
    query: normalisedQuery(query),
    exportedAt: new Date().toISOString(),
    leads: held,
    savedApplications,
    introducerContacts: contacts.introducers,
    lenderContacts: contacts.lenders,
  };
}

/** The person's roles in a case, as its people records say. */
async function personRoles(db: Database, leadId: string, query: PersonQuery) {
  const theirs = theirPeople(query);
  if (!theirs) return [];
  const rows = await db
    .selectDistinct({ role: casePeople.role })
    .from(casePeople)
    .innerJoin(people, eq(people.id, casePeople.personId))
    .where(and(eq(casePeople.leadId, leadId), theirs));
  return rows.map((row) => row.role).sort();
}

/** Every quote, application, message and call of a case, as stored. */
async function caseSubmissionsOf(db: Database, leadId: string) {
  const [quotes, applied, messages, calls] = await Promise.all([
    db.select().from(enquiries).where(eq(enquiries.leadId, leadId)),
    db.select().from(applications).where(eq(applications.leadId, leadId)),
    db.select().from(contactMessages).where(eq(contactMessages.leadId, leadId)),
    db.select().from(phoneEnquiries).where(eq(phoneEnquiries.leadId, leadId)),
  ]);
  return {
    enquiries: quotes,
    applications: applied.map((application) => ({ ...application, uploadTokenHash: undefined })),
    contactMessages: messages,
    phoneEnquiries: calls,
  };
}

/**
 * The mail held about a lead: the brokers' notifications with what they said, and the mail to
 * the applicant (whose rows hold only the lead's id and the stage; the mail itself is written
 * from the lead when sent).
 */
async function mailsAbout(db: Database, leadId: string) {
  const rows = await db
    .select({
      topic: outbox.topic,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      payload: outbox.payload,
    })
    .from(outbox)
    .where(eq(outbox.leadId, leadId))
    .orderBy(outbox.createdAt);
  return {
    notifications: rows.filter((row) => !isApplicantMailTopic(row.topic)),
    applicantMails: rows
      .filter((row) => isApplicantMailTopic(row.topic))
      .map(({ topic, status, createdAt, sentAt }) => ({ topic, status, createdAt, sentAt })),
  };
}

function contactIds(contacts: { introducers: { id: string }[]; lenders: { id: string }[] }) {
  return {
    ...(contacts.introducers.length > 0
      ? { introducerIds: contacts.introducers.map((row) => row.id) }
      : {}),
    ...(contacts.lenders.length > 0 ? { lenderIds: contacts.lenders.map((row) => row.id) } : {}),
  };
}

/**
 * Erasing leads that hold deals the firm must keep needs a reason; none was given. Nothing was
 * erased. `leadIds` are those deals.
 */
export class ErasureReasonNeeded extends Error {
  readonly leadIds: string[];
  constructor(leadIds: string[]) {
    super(
      `${plural(leadIds.length, "lead")} ${leadIds.length === 1 ? "holds a deal" : "hold deals"} the firm keeps: a reason is needed to erase them`,
    );
    this.name = "ErasureReasonNeeded";
    this.leadIds = leadIds;
  }
}

export type Erasure = Removal & {
  drafts: number;
  /** Leads holding kept deals, anonymised rather than deleted. */
  anonymised: number;
  introducers: number;
  lenders: number;
};

/**
 * Erases the person (every lead found, or only those in `only` that are theirs). A lead that
 * holds a deal the firm must keep, within its retention period, is anonymised and kept, marked
 * erased by `by` for `reason`: without a reason the call throws `ErasureReasonNeeded` and
 * erases nothing. Every other lead is deleted with all that hangs off it. The contact details
 * of introducers and panel lenders that are the person (all found, or those in `contacts`) are
 * blanked. Recorded in the audit log by lead id with the reason and `detail` added; when
 * anything stops it (a stored document that cannot be deleted keeps its lead), the attempt is
 * recorded instead and the call throws.
 */
export async function erasePerson(
  deps: DataProtectionDeps,
  query: PersonQuery,
  by: AuditActor = nobody,
  options: {
    only?: readonly string[];
    /** Whether the person's saved applications go too (yes unless said otherwise). */
    drafts?: boolean;
    /** Why the kept deals among the leads are kept (required when there are any). */
    reason?: string;
    /** The introducers and lenders whose contact is blanked, of those that are the person's. */
    contacts?: { introducerIds?: readonly string[]; lenderIds?: readonly string[] };
    detail?: Record<string, unknown>;
  } = {},
): Promise<Erasure> {
  const found = await findPersonLeadIds(deps.db, query);
  const only = options.only ? new Set(options.only) : undefined;
  const leadIds = only ? found.filter((id) => only.has(id)) : found;
  const reason = options.reason?.trim() || undefined;
  const record = (action: string, detail: Record<string, unknown>) =>
    audit(deps.db, {
      actorUserId: by.userId,
      action,
      targetType: "person",
      detail: { ...detail, ...(reason ? { reason } : {}), ...options.detail },
      ip: by.ip,
    });
  let erased: Erasure & {
    anonymisedLeadIds: string[];
    introducerIds: string[];
    lenderIds: string[];
    removedFromLeadIds: string[];
  };
  try {
    const removal = await removePersonLeads(deps, query, leadIds, by, reason, options.contacts);
    const drafts =
      options.drafts === false ? 0 : await erasePersonDrafts(deps, normalisedQuery(query));
    erased = { ...removal, drafts };
  } catch (error) {
    if (error instanceof ErasureReasonNeeded) throw error;
    await record("person.erase_failed", { leadIds });
    throw error;
  }
  const { anonymisedLeadIds, introducerIds, lenderIds, removedFromLeadIds, ...counts } = erased;
  await compactPersonTables(deps.db, deps.logger);
  deps.logger.info(counts, "person erased");
  await record("person.erase", {
    ...counts,
    leadIds: leadIds.filter((id) => !anonymisedLeadIds.includes(id)),
    ...(anonymisedLeadIds.length > 0 ? { anonymisedLeadIds } : {}),
    ...(removedFromLeadIds.length > 0 ? { removedFromLeadIds } : {}),
    ...contactIds({
      introducers: introducerIds.map((id) => ({ id })),
      lenders: lenderIds.map((id) => ({ id })),
    }),
  });
  return counts;
}

async function removePersonLeads(
  deps: DataProtectionDeps,
  query: PersonQuery,
  leadIds: string[],
  by: AuditActor,
  reason: string | undefined,
  contacts: { introducerIds?: readonly string[]; lenderIds?: readonly string[] } | undefined,
) {
  const removal = await deps.db.transaction(async (tx) => {
    const locked =
      leadIds.length > 0
        ? await tx
            .select({
              id: leads.id,
              kept: sql<boolean>`${keptDealNow(new Date())}`,
              othersStay: othersStay(query),
            })
            .from(leads)
            .where(inArray(leads.id, leadIds))
            .for("update", { of: leads })
        : [];
    // A case others are in too loses only the person's part; the rest go or are anonymised.
    const person = normalisedQuery(query);
    const shared = locked.filter((row) => row.othersStay).map((row) => row.id);
    const kept = locked.filter((row) => row.kept).map((row) => row.id);
    const forgotten: string[] = [];
    for (const leadId of shared)
      forgotten.push(...(await removePersonFromCase(tx, leadId, person)));
    const keptWhole = kept.filter((id) => !shared.includes(id));
    if (keptWhole.length > 0 && !reason) throw new ErasureReasonNeeded(keptWhole);
    const deleted = await removeLeads(
      deps,
      tx,
      leadIds.filter((id) => !kept.includes(id) && !shared.includes(id)),
    );
    const anonymised = await anonymiseLeads(deps, tx, keptWhole, {
      byUserId: by.userId,
      reason: reason ?? "",
    });
    const blanked = await blankPersonContacts(tx, normalisedQuery(query), contacts ?? {}, by);
    return { deleted, anonymised, blanked, shared, forgotten };
  });
  for (const outboxId of removal.forgotten) {
    await deps.forgetMail(outboxId).catch((error: unknown) => {
      deps.logger.error({ err: error, outboxId }, "a mail file could not be deleted");
    });
  }
  const failed = removal.deleted.failed.length + removal.anonymised.failed.length;
  if (failed > 0) {
    throw new Error(
      `${plural(failed, "lead")} could not be erased because a stored document could not be deleted`,
    );
  }
  return {
    leads: removal.deleted.leads,
    documents: removal.deleted.documents + removal.anonymised.documents,
    notifications: removal.deleted.notifications + removal.anonymised.notifications,
    anonymised: removal.anonymised.leads.length,
    anonymisedLeadIds: removal.anonymised.leads,
    /** Cases others are in too, from which only the person's part was taken. */
    removedFromLeadIds: removal.shared,
    introducers: removal.blanked.introducerIds.length,
    lenders: removal.blanked.lenderIds.length,
    introducerIds: removal.blanked.introducerIds,
    lenderIds: removal.blanked.lenderIds,
  };
}
