import { and, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "#app/schemas/fields.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog, leads, users } from "#app/server/db/schema.ts";
import { decodeCursor, encodeCursor, exactTime } from "#app/server/admin/inbox.server.ts";

/** The audit log as the back office reads it; `audit.server.ts` writes it. */
export type AuditQuery = {
  /** One action (`auth.sign_in`), or every action when empty. */
  action: string;
  /** One person's user id, or everyone when empty. */
  actor: string;
  /** The cursor of the page before this one. */
  before: string | null;
};

/** The audit log's filters as a URL gives them; anything malformed means "no filter". */
export function auditQueryFrom(params: URLSearchParams): AuditQuery {
  const actor = params.get("actor") ?? "";
  return {
    action: params.get("action")?.slice(0, 60) || "",
    actor: isUuid(actor) ? actor : "",
    before: params.get("before"),
  };
}

export const auditPageSize = 100;

/** Who did what: newest first, narrowed by action and person, paged by (time, id). */
export async function listAuditLog(db: Database, query: AuditQuery) {
  const cursor = decodeCursor(query.before);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursorAt: exactTime(auditLog.at),
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      ip: auditLog.ip,
      actorName: users.name,
      actorEmail: users.email,
      /** The lead's reference while the lead is there (null once it is purged or erased). */
      leadReference: leads.reference,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(
      leads,
      and(eq(auditLog.targetType, "lead"), sql`${leads.id}::text = ${auditLog.targetId}`),
    )
    .where(
      and(
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actor ? eq(auditLog.actorUserId, query.actor) : undefined,
        cursor
          ? sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(auditPageSize + 1);
  const entries = rows
    .slice(0, auditPageSize)
    .map((row) => ({ ...row, summary: auditSummary(row.action, row.leadReference) }));
  const last = entries[entries.length - 1];
  const next =
    rows.length > auditPageSize && last
      ? encodeCursor({ sort: "received", key: last.cursorAt, id: last.id })
      : null;
  return { entries, next };
}

/** What the audit log can be narrowed by: every action recorded so far, and every user. */
export async function auditFilterOptions(db: Database) {
  const [actions, people] = await Promise.all([
    db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.action)
      .then((list) => list.map((row) => row.action)),
    db.select({ id: users.id, name: users.name }).from(users).orderBy(users.name),
  ]);
  return { actions, people };
}

/** What each action did, in words; the record is named by its reference where it has one. */
const actionWords: Record<string, string> = {
  "lead.create": "Lead added",
  "lead.call": "Call logged",
  "lead.status": "Status changed",
  "lead.assign": "Lead assigned",
  "lead.details": "Details changed",
  "lead.deal": "Deal facts changed",
  "lead.email": "Email sent",
  "lead.introducer": "Introducer changed",
  "note.remove": "Note removed",
  "task.create": "Task set",
  "task.done": "Task done",
  "task.change": "Task changed",
  "task.remove": "Task removed",
  "submission.create": "Submission added",
  "submission.update": "Submission changed",
  "submission.remove": "Submission removed",
  "commission.receive": "Commission recorded",
  "commission.remove": "Commission payment removed",
  "introducer.create": "Introducer added",
  "introducer.update": "Introducer changed",
  "introducer.contact_erase": "Introducer's contact erased",
  "introducer.payout": "Introducer's statement paid",
  "lender.create": "Lender added",
  "lender.update": "Lender changed",
  "lender.merge": "Lenders merged",
  "lender.contact_erase": "Lender's contact erased",
  "person.erase": "Person erased",
  "person.export": "Person's data exported",
  "retention.purge": "Retention purge",
};

/**
 * One line for an entry: "Call logged on lead DBF-…". The row itself holds no words about the
 * person; the record it points at does, while it is there.
 */
export function auditSummary(action: string, leadReference: string | null): string {
  const words = actionWords[action] ?? action;
  return leadReference ? `${words} on lead ${leadReference}` : words;
}
