import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { auditLog } from "#app/server/db/schema.ts";

/**
 * The audit trail: one row per thing a person did that matters later (sign-ins, exports,
 * document views, status changes, resends, user changes), and per retention purge. Never
 * updated but by erasure and the retention purge, which take out what the rows said about the
 * records going. The data-protection tools read it back, and `audit-log.server.ts` lists it.
 * The services that do the work write it, never a route. A row points at its record and holds
 * ids, the action, who, when and non-personal facts (a status, a count, a field's name): never
 * free text a broker typed nor a person's contact details, which live with the record and go
 * with it.
 */
export type AuditEntry = {
  actorUserId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

/** Who asked for something: a signed-in user and their address, or nobody (a scheduled job). */
export type AuditActor = { userId: string | null; ip?: string | null };

export const nobody: AuditActor = { userId: null };

export async function audit(db: Database | DatabaseTransaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}

/** The fields that hold a person's contact details on an introducer or a panel lender. */
const contactFields = ["contactName", "email", "phone", "contactEmail", "contactPhone"];

/**
 * A record's values as an audit row may hold them: the business facts, never a person's
 * contact details (`contactChanges` names which of those changed).
 */
export function withoutContact(
  values: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !contactFields.includes(key)));
}

/** The names of the contact fields set or changed between two versions of a record. */
export function contactChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): string[] {
  return contactFields.filter(
    (key) => key in after && (after[key] ?? null) !== (before?.[key] ?? null),
  );
}

/** Records whose audit rows are scrubbed: every row whose target is one of them. */
export type AuditTargets = { type: string; ids: readonly string[] };

/**
 * Leaves the audit rows about records that are going (an erased or purged lead) with nothing
 * but who did what and when: whatever an action wrote in `detail`, old rows included, is
 * replaced by the names of the fields it changed. Works by target, not by action, so an action
 * added later is covered too.
 */
export async function scrubAuditOf(
  db: Database | DatabaseTransaction,
  targets: AuditTargets,
): Promise<void> {
  if (targets.ids.length === 0) return;
  await db
    .update(auditLog)
    .set({ detail: sql`${scrubbedDetail}` })
    .where(
      and(
        eq(auditLog.targetType, targets.type),
        inArray(auditLog.targetId, [...targets.ids]),
        sql`${auditLog.detail} <> ${scrubbedDetail}`,
      ),
    );
}

/** The changed fields' names (from `fields`, or from the keys of an old row's `changes`). */
const scrubbedDetail = sql`jsonb_build_object('fields', coalesce(
  case when jsonb_typeof(${auditLog.detail} -> 'fields') = 'array' then ${auditLog.detail} -> 'fields' end,
  case when jsonb_typeof(${auditLog.detail} -> 'changes') = 'object'
    then (select jsonb_agg(key order by key) from jsonb_object_keys(${auditLog.detail} -> 'changes') as key) end,
  '[]'::jsonb), 'valuesErased', true)`;

/**
 * Takes a person's contact details out of the audit rows about records that stay (an
 * introducer or lender whose contact was blanked): at the top level and in `before`/`after`,
 * for every action.
 */
export async function scrubContactsFromAudit(
  db: Database | DatabaseTransaction,
  targets: AuditTargets,
): Promise<void> {
  if (targets.ids.length === 0) return;
  const paths = ["", "before,", "after,"].flatMap((prefix) =>
    contactFields.map((field) => `{${prefix}${field}}`),
  );
  await db
    .update(auditLog)
    .set({
      detail: sql.raw(
        `detail${paths.map((path) => ` #- '${path}'`).join("")} || '{"contactErased": true}'::jsonb`,
      ),
    })
    .where(
      and(eq(auditLog.targetType, targets.type), inArray(auditLog.targetId, [...targets.ids])),
    );
}
