import { and, desc, eq, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { OUTBOX_STATUSES, type OutboxStatus } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, outbox, users } from "#app/server/db/schema.ts";
import { requeueNotification } from "#app/server/outbox.server.ts";
import { audit, type AuditActor } from "#app/server/admin/audit.server.ts";

/** The back office's view of the notifications to the brokers: the list, and sending again. */

/** A delivery state from the URL, or undefined (every state) for anything else. */
export function parseOutboxStatus(value: string | null): OutboxStatus | undefined {
  return (OUTBOX_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as OutboxStatus)
    : undefined;
}

/**
 * The latest 200 mails, newest first, with the lead each is about and where it goes: the
 * applicant's address for mail to an applicant, the broker's for a reminder (the brokers'
 * team address is the caller's to add).
 */
export function listNotifications(db: Database, status?: OutboxStatus) {
  const broker = alias(users, "broker");
  return db
    .select({
      id: outbox.id,
      leadId: outbox.leadId,
      topic: outbox.topic,
      subject: outbox.subject,
      brokerName: broker.name,
      brokerEmail: broker.email,
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
    .leftJoin(
      broker,
      and(like(outbox.topic, "broker.%"), sql`${broker.id}::text = ${outbox.payload} ->> 'userId'`),
    )
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
