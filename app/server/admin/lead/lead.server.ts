import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  contactMessages,
  enquiries,
  leadEvents,
  leads,
  outbox,
  referralPartners,
  uploadedDocuments,
  users,
} from "#app/server/db/schema.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { samePersonCondition } from "#app/server/admin/lead/search.server.ts";
import type { StatusChange } from "#app/schemas/admin-lead.ts";
import {
  changeSaved,
  lockLead,
  nextVersion,
  refuseIfStale,
  type LeadChangeResult,
} from "#app/server/admin/lead/changes.server.ts";
import { onceForFormKey } from "#app/server/admin/form-keys.server.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import { applyStatus, type WithdrawalDetail } from "#app/server/admin/lead/status.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { enqueueAssignmentMails } from "#app/server/reminders/reminders.server.ts";

/**
 * One lead as the back office works it: what the visitor gave, related leads, the status
 * pipeline, assignment, notes, the timeline and lender submissions. Every change writes a
 * timeline event and an audit row, and touches the lead's `updated_at` (the inbox sorts by it).
 */

/** The lead with the names of whoever it is assigned to and whoever erased it. */
async function leadWithNames(db: Database, leadId: string) {
  const [row] = await db
    .select({
      lead: leads,
      assignedName: users.name,
      erasedByName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${leads.erasedByUserId})`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedUserId))
    .where(eq(leads.id, leadId));
  return row
    ? { ...row.lead, assignedName: row.assignedName, erasedByName: row.erasedByName }
    : null;
}

type CaseSubmissionTable = typeof enquiries | typeof applications | typeof contactMessages;

/**
 * The newest row a submissions table holds for the case, if any. (Drizzle cannot infer a row
 * from a generic table, so the query runs on the union and the row is narrowed to `Table`'s.)
 */
async function latestOfCase<Table extends CaseSubmissionTable>(
  db: Database,
  table: Table,
  leadId: string,
): Promise<Table["$inferSelect"] | undefined> {
  const source: CaseSubmissionTable = table;
  const [row] = await db
    .select()
    .from(source)
    .where(eq(source.leadId, leadId))
    .orderBy(desc(source.createdAt))
    .limit(1);
  return row as Table["$inferSelect"] | undefined;
}

/**
 * What the visitor sent: the case's latest enquiry, application (with its directors), referral
 * or message; every submission of the case is listed by `caseSubmissions`.
 */
async function leadAnswers(db: Database, id: string) {
  const enquiry = await latestOfCase(db, enquiries, id);
  const application = await latestOfCase(db, applications, id);
  const directors = application
    ? await db
        .select()
        .from(applicationDirectors)
        .where(eq(applicationDirectors.applicationId, application.applicationId))
        .orderBy(asc(applicationDirectors.position))
    : [];
  const [referral] = await db
    .select()
    .from(referralPartners)
    .where(eq(referralPartners.leadId, id));
  const contact = await latestOfCase(db, contactMessages, id);
  return {
    enquiry: enquiry ?? null,
    application: application ? { ...application, directors } : null,
    referral: referral ?? null,
    contact: contact ?? null,
  };
}

/** The documents of the case's applications (a merged case may hold several), oldest first. */
async function caseDocuments(db: Database, leadId: string) {
  return db
    .select({
      id: uploadedDocuments.id,
      fileName: uploadedDocuments.fileName,
      fileType: uploadedDocuments.fileType,
      category: uploadedDocuments.documentCategory,
      sizeBytes: uploadedDocuments.sizeBytes,
      createdAt: uploadedDocuments.createdAt,
    })
    .from(uploadedDocuments)
    .innerJoin(applications, eq(applications.applicationId, uploadedDocuments.applicationId))
    .where(eq(applications.leadId, leadId))
    .orderBy(asc(uploadedDocuments.createdAt));
}

/** The same person's other leads: the same email in any case, or the same number in any spelling. */
async function relatedLeads(
  db: Database,
  lead: { id: string; email: string | null; phone: string | null },
) {
  const samePerson = samePersonCondition(lead);
  if (!samePerson) return [];
  return db
    .select({
      id: leads.id,
      kind: leads.kind,
      source: leads.source,
      status: leads.status,
      createdAt: leads.createdAt,
      companyName: leads.companyName,
      email: leads.email,
    })
    .from(leads)
    .where(and(ne(leads.id, lead.id), samePerson))
    .orderBy(desc(leads.createdAt))
    .limit(20);
}

/** The lead's timeline: its events with who made them, and the mails sent about it. */
async function leadTimeline(db: Database, id: string) {
  const events = await db
    .select({
      id: leadEvents.id,
      type: leadEvents.type,
      fromStatus: leadEvents.fromStatus,
      toStatus: leadEvents.toStatus,
      body: leadEvents.body,
      detail: leadEvents.detail,
      createdAt: leadEvents.createdAt,
      actorName: users.name,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt));
  const emails = await db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.leadId, id))
    .orderBy(asc(outbox.createdAt));
  return { events, emails };
}

export async function getLead(db: Database, leadId: string) {
  const lead = await leadWithNames(db, leadId);
  if (!lead) return null;
  const answers = await leadAnswers(db, lead.id);
  const documents = await caseDocuments(db, lead.id);
  const related = await relatedLeads(db, lead);
  const { events, emails } = await leadTimeline(db, lead.id);
  const submissions = await leadSubmissions(db, lead.id);
  return {
    lead,
    enquiry: answers.enquiry,
    application: answers.application,
    documents,
    referral: answers.referral,
    contact: answers.contact,
    related,
    events,
    emails,
    submissions,
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/**
 * Whether the lead's personal details were erased (its deal record kept): nothing that
 * concerns the person (their details, a mail, a call, a note, a task) is added to it again.
 */
export async function isLeadErased(db: Database, leadId: string): Promise<boolean> {
  const [row] = await db
    .select({ erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, leadId));
  return Boolean(row?.erasedAt);
}

/**
 * Moves the lead along the pipeline. When that changes the stage the applicant sees (see
 * app/content/applicant-stages.ts), the applicant's links count it as activity and, for an
 * enquiry or application with an address, a mail telling them is queued in the same
 * transaction: one per change, and none for a move within a stage. Moving past New is the
 * first contact, which ends "overdue". Made against the version the broker saw (see
 * changes.server.ts). A withdrawal says why (see `withdrawalOf`).
 */
export async function changeStatus(
  db: Database,
  leadId: string,
  input: Pick<StatusChange, "status" | "reason"> & {
    version?: number;
    withdrawal?: WithdrawalDetail;
  },
  actor: Actor,
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, leadId);
    if (!current) return { kind: "no-lead" };
    if (current.status === input.status) return changeSaved;
    const stale = await refuseIfStale(tx, current, input.version);
    if (stale) return stale;
    await applyStatus(tx, current, input.status, actor, {
      reason: input.reason || null,
      withdrawal: input.withdrawal,
    });
    return changeSaved;
  });
}

/**
 * Gives the lead to a user (or to nobody, with null), against the version the broker saw
 * when one is given.
 */
export async function assignLead(
  db: Database,
  leadId: string,
  userId: string | null,
  actor: Actor,
  seenVersion?: number,
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, leadId);
    if (!current) return { kind: "no-lead" };
    if (current.assignedUserId === userId) return changeSaved;
    const stale = await refuseIfStale(tx, current, seenVersion);
    if (stale) return stale;
    let assigneeName: string | null = null;
    if (userId) {
      const [assignee] = await tx
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.disabled, false)));
      if (!assignee) return { kind: "no-user" };
      assigneeName = assignee.name;
    }
    await tx
      .update(leads)
      .set({ ...nextVersion, assignedUserId: userId })
      .where(eq(leads.id, leadId));
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "assignment",
      detail: { userId, name: assigneeName, fromUserId: current.assignedUserId },
      version: current.version + 1,
    });
    await auditLead(tx, actor, "lead.assign", leadId, { userId, from: current.assignedUserId });
    await enqueueAssignmentMails(tx, {
      leadId,
      fromUserId: current.assignedUserId,
      toUserId: userId,
      toName: assigneeName,
      actorUserId: actor.userId,
    });
    return changeSaved;
  });
}

/**
 * Adds a note to the lead's timeline. A note is not a contact (it never ends "overdue"). With a
 * form key, the same form sent again adds nothing and is answered as done.
 */
export async function addNote(
  db: Database,
  leadId: string,
  note: string,
  actor: Actor,
  formKey?: string,
): Promise<"ok" | "no-lead" | "foreign-key"> {
  const scope = { leadId, userId: actor.userId, type: "note" } as const;
  const result = await onceForFormKey(db, formKey, scope, async (tx) => {
    const changed = await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id });
    if (!changed.length) return false;
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "note",
      body: note,
      formKey: formKey || null,
    });
    return true;
  });
  if (typeof result === "boolean") return result ? "ok" : "no-lead";
  // A repeat of this very form is answered as done: the note is there from the first send.
  return result.kind === "repeat" ? "ok" : "foreign-key";
}
