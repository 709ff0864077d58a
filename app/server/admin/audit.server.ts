import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { auditLog } from "#app/server/db/schema.ts";

/**
 * The audit trail: one row per thing a person did that matters later (sign-ins, exports,
 * document views, status changes, resends, user changes). Never updated; the data-protection
 * tools read it back.
 */
export type AuditEntry = {
  actorUserId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

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
