import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/** The audit row for something a person did to one lead. */
export async function auditLead(
  db: Database | DatabaseTransaction,
  actor: Actor,
  action: string,
  leadId: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await audit(db, {
    actorUserId: actor.userId,
    action,
    targetType: "lead",
    targetId: leadId,
    detail,
    ip: actor.ip,
  });
}
