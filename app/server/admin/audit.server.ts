import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { auditLog } from "#app/server/db/schema.ts";

/**
 * The audit trail: one row per thing a person did that matters later (sign-ins, exports,
 * document views, status changes, resends, user changes), and per retention purge. Never
 * updated; the data-protection tools read it back, and `audit-log.server.ts` lists it. The
 * services that do the work write it, never a route.
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
