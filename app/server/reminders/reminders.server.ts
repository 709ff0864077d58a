import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leads, outbox, reminderSettings, users } from "#app/server/db/schema.ts";
import { defaultReminderSettings, type ReminderSettings } from "#app/schemas/reminders.ts";
import type { LeadKind, ReminderKind } from "#app/schemas/value-lists.ts";

/**
 * Mail to one broker about their own work (docs/decisions/0029-broker-reminders.md), queued in
 * the outbox in the transaction that stores its cause: a case given to them or taken from
 * them, their applicant's documents or message, a task of theirs falling due, and the morning
 * digest (./digest.server.ts). Each is queued only for an active user with that kind on, and
 * checked again when it is sent (./reminder-mail.server.ts): the payload names the broker, the
 * case and the task, never the applicant's details.
 */

type Db = Database | DatabaseTransaction;

export const REMINDER_TOPICS = {
  assigned: "broker.assigned",
  lost: "broker.lost",
  activity: "broker.activity",
  callback: "broker.callback",
  digest: "broker.digest",
} as const;
export type ReminderTopic = (typeof REMINDER_TOPICS)[keyof typeof REMINDER_TOPICS];

/** The setting that turns each topic off. */
export const reminderKindOfTopic: Record<ReminderTopic, ReminderKind> = {
  [REMINDER_TOPICS.assigned]: "assignment",
  [REMINDER_TOPICS.lost]: "assignment",
  [REMINDER_TOPICS.activity]: "activity",
  [REMINDER_TOPICS.callback]: "callback",
  [REMINDER_TOPICS.digest]: "digest",
};

/** A broker's settings: every kind on unless they turned it off. */
export async function reminderSettingsOf(db: Db, userId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      assignment: reminderSettings.assignment,
      activity: reminderSettings.activity,
      callback: reminderSettings.callback,
      digest: reminderSettings.digest,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ?? { ...defaultReminderSettings };
}

export async function saveReminderSettings(
  db: Db,
  userId: string,
  settings: ReminderSettings,
): Promise<void> {
  const values = {
    assignment: settings.assignment,
    activity: settings.activity,
    callback: settings.callback,
    digest: settings.digest,
  };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The broker to mail about `kind`: an active user with it on; null when they are not. */
export async function reminderRecipient(
  db: Db,
  userId: string,
  kind: ReminderKind,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name, on: reminderSettings[kind] })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.disabled, false)));
  if (!row || row.on === false) return null;
  return { email: row.email, name: row.name };
}

/**
 * Queues a reminder for `userId` when they want that kind; `sendAt` puts it off until then
 * (a call-back's due time). The payload carries the ids (and names of colleagues) it needs.
 */
async function enqueueReminder(
  tx: Db,
  topic: ReminderTopic,
  userId: string,
  leadId: string | null,
  detail: Record<string, string | number | null> = {},
  sendAt?: Date,
): Promise<void> {
  if (!(await reminderRecipient(tx, userId, reminderKindOfTopic[topic]))) return;
  await tx.insert(outbox).values({
    leadId,
    topic,
    payload: { ...detail, userId, leadId },
    ...(sendAt ? { nextAttemptAt: sendAt } : {}),
  });
}

/**
 * A case changed hands: the broker who has it now is told, and so is the one who had it,
 * unless either made the change themselves.
 */
export async function enqueueAssignmentMails(
  tx: Db,
  change: {
    leadId: string;
    fromUserId: string | null;
    toUserId: string | null;
    toName: string | null;
    actorUserId: string;
  },
): Promise<void> {
  const { leadId, fromUserId, toUserId, actorUserId } = change;
  if (fromUserId === toUserId) return;
  const toNew = toUserId && toUserId !== actorUserId ? toUserId : null;
  const toFormer = fromUserId && fromUserId !== actorUserId ? fromUserId : null;
  if (!toNew && !toFormer) return;
  const [actor] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, actorUserId));
  const byName = actor?.name ?? null;
  if (toNew) await enqueueReminder(tx, REMINDER_TOPICS.assigned, toNew, leadId, { byName });
  if (toFormer) {
    await enqueueReminder(tx, REMINDER_TOPICS.lost, toFormer, leadId, {
      toName: change.toName,
      byName,
    });
  }
}

/** What the applicant did: uploaded documents, or sent something (of a kind) that joined their case. */
export type ApplicantActivity = "documents" | LeadKind;

/**
 * The applicant of a case did something: its broker is told. A case nobody has is left to the
 * team's own notification.
 */
export async function enqueueApplicantActivity(
  tx: Db,
  leadId: string,
  activity: ApplicantActivity,
  count = 1,
): Promise<void> {
  const [lead] = await tx
    .select({ assignedUserId: leads.assignedUserId, erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead?.assignedUserId || lead.erasedAt) return;
  await enqueueReminder(tx, REMINDER_TOPICS.activity, lead.assignedUserId, leadId, {
    activity,
    count,
  });
}

/**
 * A task's reminder, sent to its owner at its due time. When it is sent the task is read
 * again: done, deleted, moved or given to someone else, nothing goes (a moved task has queued
 * its own reminder for its new time).
 */
export async function enqueueTaskReminder(
  tx: Db,
  task: { id: string; leadId: string; ownerUserId: string | null; dueAt: Date },
): Promise<void> {
  if (!task.ownerUserId) return;
  await enqueueReminder(
    tx,
    REMINDER_TOPICS.callback,
    task.ownerUserId,
    task.leadId,
    { taskId: task.id, dueAt: task.dueAt.toISOString() },
    task.dueAt,
  );
}

/**
 * A task moved or given to someone else: the reminder still waiting for its old time or owner
 * is dropped, and one is queued for its new time and owner. (A reminder already being sent
 * reads the task again and finds it moved; dropping the waiting one also means a task moved
 * back to its first time is reminded of once, not twice.)
 */
export async function requeueTaskReminder(
  tx: Db,
  task: { id: string; leadId: string; ownerUserId: string | null; dueAt: Date },
): Promise<void> {
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.leadId, task.leadId),
        eq(outbox.topic, REMINDER_TOPICS.callback),
        eq(outbox.status, "pending"),
        sql`${outbox.payload}->>'taskId' = ${task.id}`,
      ),
    );
  await enqueueTaskReminder(tx, task);
}

/** The morning digest for one broker and UK day, to go now. */
export async function enqueueDigest(tx: Db, userId: string, day: string): Promise<void> {
  await enqueueReminder(tx, REMINDER_TOPICS.digest, userId, null, { day });
}
