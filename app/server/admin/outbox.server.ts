import { desc, eq } from "drizzle-orm";
import { OUTBOX_STATUSES, type OutboxStatus } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, outbox } from "#app/server/db/schema.ts";
import { requeueNotification } from "#app/server/outbox.server.ts";
import { audit, type AuditActor } from "#app/server/admin/audit.server.ts";

/** The back office's view of the notifications to the brokers: the list, and sending again. */

/** A delivery state from the URL, or undefined (every state) for anything else. */
export function parseOutboxStatus(value: string | null): OutboxStatus | undefined {
  return (OUTBOX_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as OutboxStatus)
    : undefined;
}

/** The latest 200 notifications, newest first, with the lead each is about. */
export function listNotifications(db: Database, status?: OutboxStatus) {
  return db
    .select({
      id: outbox.id,
      leadId: outbox.leadId,
      topic: outbox.topic,
      status: outbox.status,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      leadName: leads.companyName,
      leadPerson: leads.fullName,
      leadEmail: leads.email,
    })
    .from(outbox)
    .leftJoin(leads, eq(leads.id, outbox.leadId))
    .where(status ? eq(outbox.status, status) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(200);
}

/**
 * Queues a failed notification to be sent again, and records who asked. False when it is not
 * a failed one (only those can be resent). The caller wakes the worker.
 */
export async function resendNotification(
  db: Database,
  outboxId: string,
  by: AuditActor,
): Promise<boolean> {
  if (!(await requeueNotification(db, outboxId))) return false;
  await audit(db, {
    actorUserId: by.userId,
    action: "outbox.resend",
    targetType: "outbox",
    targetId: outboxId,
    ip: by.ip,
  });
  return true;
}
