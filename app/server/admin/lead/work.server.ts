import { createHash } from "node:crypto";
import { and, asc, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  commissionPayments,
  leadEvents,
  leads,
  leadTasks,
  lenders,
  lenderSubmissions,
  users,
} from "#app/server/db/schema.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { onceForFormKey } from "#app/server/admin/form-keys.server.ts";
import type { CallOutcome } from "#app/schemas/value-lists.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { ukInstant } from "#app/lib/uk-time.ts";
import {
  enqueueTaskReminder,
  requeueTaskReminder,
} from "#app/server/reminders/reminders.server.ts";

/**
 * Working a lead without changing the lead itself: tasks (call-backs, chasers) with an owner
 * and a due time, calls with their outcome (a call is the first contact, which ends
 * "overdue"), and taking a note or lender submission off the lead. None of these moves the
 * lead's version, so they never make a colleague's open status or assignment form stale. Each
 * writes a timeline event and an audit row; a removal keeps what was removed in the timeline
 * (which goes with the lead), and the audit row only which record it was.
 */

export type WorkResult =
  /** Done; a call says which of its broker's call-backs it answered (closed). */
  | { kind: "ok"; answeredTasks?: string[] }
  /** The same form was sent before (its one-time key is used): nothing was added. */
  | { kind: "repeat" }
  /** The form's key was used by another form, lead or user: nothing was added. */
  | { kind: "foreign-key" }
  | { kind: "no-lead" }
  /** The task's owner is not an active user. */
  | { kind: "no-user" }
  /** The task, note or submission is not (or no longer) on this lead. */
  | { kind: "gone" }
  /** A funded submission, or one with commission recorded: a record the broker must keep. */
  | { kind: "kept" }
  /** The task is a colleague's: only its owner (or an admin) may change it from "My day". */
  | { kind: "not-yours" }
  /** The task was done or changed after the page showed it: nothing was saved; `message` says what happened. */
  | { kind: "stale"; message: string };

const ok = { kind: "ok" } as const;

/** A task as the form gives it: a UK date and time, and who is to do it. */
export type NewTask = { body: string; dueDate: string; dueTime: string; ownerUserId: string };

/** Marks the lead as worked now (the inbox sorts by last activity); false when it is not there. */
async function touchLead(
  tx: DatabaseTransaction,
  leadId: string,
  contact = false,
): Promise<boolean> {
  const changed = await tx
    .update(leads)
    .set({
      updatedAt: sql`now()`,
      ...(contact ? { firstContactedAt: sql`coalesce(${leads.firstContactedAt}, now())` } : {}),
    })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return changed.length > 0;
}

/** Puts what a person did on the lead's timeline, in their name. */
async function addLeadEvent(
  tx: DatabaseTransaction,
  leadId: string,
  actor: Actor,
  event: Omit<typeof leadEvents.$inferInsert, "leadId" | "actorUserId">,
): Promise<void> {
  await tx.insert(leadEvents).values({ leadId, actorUserId: actor.userId, ...event });
}

async function activeUserName(tx: DatabaseTransaction, userId: string): Promise<string | null> {
  const [user] = await tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.disabled, false)));
  return user?.name ?? null;
}

/** Inserts the task (for an owner checked to be active) and audits it. */
async function insertTask(
  tx: DatabaseTransaction,
  leadId: string,
  task: NewTask & { ownerName: string },
  actor: Actor,
) {
  const { ownerName } = task;
  const dueAt = ukInstant(task.dueDate, task.dueTime);
  const [created] = await tx
    .insert(leadTasks)
    .values({
      leadId,
      ownerUserId: task.ownerUserId,
      dueAt,
      body: task.body,
      createdByUserId: actor.userId,
    })
    .returning({ id: leadTasks.id });
  await enqueueTaskReminder(tx, { id: created!.id, leadId, ownerUserId: task.ownerUserId, dueAt });
  const detail = {
    action: "set",
    taskId: created!.id,
    text: task.body,
    dueAt: dueAt.toISOString(),
    ownerUserId: task.ownerUserId,
    ownerName,
  };
  // The task's words live with the task (and go with it), never in the audit log.
  await auditLead(tx, actor, "task.create", leadId, {
    taskId: detail.taskId,
    dueAt: detail.dueAt,
    ownerUserId: detail.ownerUserId,
  });
  return detail;
}

/** Sets a task on the lead. */
export async function addTask(
  db: Database,
  leadId: string,
  task: NewTask & { formKey?: string },
  actor: Actor,
): Promise<WorkResult> {
  const scope = { leadId, userId: actor.userId, type: "task" } as const;
  return onceForFormKey(db, task.formKey, scope, async (tx): Promise<WorkResult> => {
    const ownerName = await activeUserName(tx, task.ownerUserId);
    if (ownerName === null) return { kind: "no-user" };
    if (!(await touchLead(tx, leadId))) return { kind: "no-lead" };
    const detail = await insertTask(tx, leadId, { ...task, ownerName }, actor);
    await addLeadEvent(tx, leadId, actor, {
      type: "task",
      body: task.body,
      detail,
      formKey: task.formKey || null,
    });
    return ok;
  });
}

/**
 * Records a call to the applicant and what came of it. The first call is the first contact
 * (it ends "overdue"), whatever its outcome: the broker tried. `nextTask` sets the follow-up in
 * the same transaction, for the caller.
 */
export async function logCall(
  db: Database,
  leadId: string,
  call: {
    outcome: CallOutcome;
    note?: string;
    nextTask?: Omit<NewTask, "ownerUserId">;
    formKey?: string;
  },
  actor: Actor,
  /** The moment the call is logged: which call-backs have fallen due by then (tests move it). */
  now = new Date(),
): Promise<WorkResult> {
  const scope = { leadId, userId: actor.userId, type: "call" } as const;
  return onceForFormKey(db, call.formKey, scope, async (tx): Promise<WorkResult> => {
    const callerName = call.nextTask ? await activeUserName(tx, actor.userId) : null;
    if (call.nextTask && callerName === null) return { kind: "no-user" };
    if (!(await touchLead(tx, leadId, true))) return { kind: "no-lead" };
    // Before the next task is set, which may itself fall due today.
    const answered = await closeAnsweredTasks(tx, leadId, actor, now);
    const nextTask =
      call.nextTask && callerName !== null
        ? await insertTask(
            tx,
            leadId,
            { ...call.nextTask, ownerUserId: actor.userId, ownerName: callerName },
            actor,
          )
        : null;
    const detail = { outcome: call.outcome, nextTask, answeredTaskIds: answered };
    await addLeadEvent(tx, leadId, actor, {
      type: "call",
      body: call.note || null,
      detail,
      formKey: call.formKey || null,
    });
    await auditLead(tx, actor, "lead.call", leadId, {
      outcome: call.outcome,
      withNote: Boolean(call.note),
      nextTaskId: nextTask?.taskId ?? null,
      answeredTaskIds: answered,
    });
    return { kind: "ok", answeredTasks: answered };
  });
}

/**
 * The call-backs a call answers: the caller's own open tasks on this case that have fallen due
 * (due at or before the call, overdue ones included); one due later, even later today, is
 * still to come. Each is marked done by the caller, on the timeline ("Task done", answered by
 * the call) and in the audit log, as "Done" on the task would.
 */
async function closeAnsweredTasks(
  tx: DatabaseTransaction,
  leadId: string,
  actor: Actor,
  now: Date,
): Promise<string[]> {
  const closed = await tx
    .update(leadTasks)
    .set({ doneAt: sql`now()`, doneByUserId: actor.userId })
    .where(
      and(
        eq(leadTasks.leadId, leadId),
        eq(leadTasks.ownerUserId, actor.userId),
        isNull(leadTasks.doneAt),
        lte(leadTasks.dueAt, now),
      ),
    )
    .returning({ id: leadTasks.id, body: leadTasks.body, dueAt: leadTasks.dueAt });
  for (const task of closed) {
    const detail = {
      action: "done",
      taskId: task.id,
      text: task.body,
      dueAt: task.dueAt.toISOString(),
      byCall: true,
    };
    await addLeadEvent(tx, leadId, actor, { type: "task", body: task.body, detail });
    await auditLead(tx, actor, "task.done", leadId, { taskId: task.id, byCall: true });
  }
  return closed.map((task) => task.id);
}

/** The open task of this lead, locked; undefined when there is none by that id. */
async function taskOfLead(tx: DatabaseTransaction, leadId: string, taskId: string) {
  const [task] = await tx
    .select()
    .from(leadTasks)
    .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId)))
    .for("update");
  return task;
}

type LockedTask = NonNullable<Awaited<ReturnType<typeof taskOfLead>>>;

/** Does `work` on one of this lead's tasks, locked; "gone" when the lead has no task by that id. */
function withTaskOfLead(
  db: Database,
  leadId: string,
  taskId: string,
  work: (tx: DatabaseTransaction, task: LockedTask) => Promise<WorkResult>,
): Promise<WorkResult> {
  return db.transaction(async (tx) => {
    const task = await taskOfLead(tx, leadId, taskId);
    if (!task) return { kind: "gone" };
    return work(tx, task);
  });
}

/**
 * What a task form may do, beyond naming the task. The case page sends neither (anyone working
 * the case may finish its tasks); "My day" sends both.
 */
export type TaskGuard = {
  /** The task as the page showed it (`taskVersion`): a change made since refuses the save. */
  seen?: string;
  /** Only the task's owner may change it (a broker; an admin may change anyone's). */
  ownOnly?: boolean;
};

/**
 * A task as a page showed it, as a short fingerprint of what a broker sees of it: its words,
 * due time, owner and whether it is done. Tasks carry no version number; a save that names the
 * fingerprint of a task since changed is refused, as a lead's versioned saves are.
 */
export function taskVersion(task: {
  body: string;
  dueAt: Date;
  ownerUserId: string | null;
  doneAt: Date | null;
}): string {
  const shown = [task.body, task.dueAt.toISOString(), task.ownerUserId, task.doneAt?.toISOString()];
  return createHash("sha256").update(JSON.stringify(shown)).digest("base64url").slice(0, 22);
}

/**
 * Why a save from a page that showed the task otherwise was refused: who did it or changed it,
 * and how it stands now, so the broker can decide again.
 */
async function taskChangedMessage(tx: DatabaseTransaction, task: LockedTask): Promise<string> {
  if (task.doneAt) {
    const doneBy = task.doneByUserId ? await userName(tx, task.doneByUserId) : null;
    return `Not saved: ${doneBy ?? "someone"} marked this task done (${formatDateTime(task.doneAt)}).`;
  }
  const [last] = await tx
    .select({ at: leadEvents.createdAt, by: users.name })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(
      and(
        eq(leadEvents.leadId, task.leadId),
        eq(leadEvents.type, "task"),
        sql`${leadEvents.detail}->>'taskId' = ${task.id}`,
      ),
    )
    .orderBy(desc(leadEvents.createdAt))
    .limit(1);
  const owner = task.ownerUserId ? await userName(tx, task.ownerUserId) : null;
  const who = last ? ` (${last.by ?? "someone"}, ${formatDateTime(last.at)})` : "";
  return (
    `Not saved: this task changed after the page was loaded${who}. ` +
    `It now says “${task.body}”, due ${formatDateTime(task.dueAt)}, for ${owner ?? "nobody"}. ` +
    "Check it, and save again if your change still stands."
  );
}

async function userName(tx: DatabaseTransaction, userId: string): Promise<string | null> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

/** The refusal for a task form that may not change this task as it is now; null when it may. */
async function refuseTaskChange(
  tx: DatabaseTransaction,
  task: LockedTask,
  actor: Actor,
  guard: TaskGuard,
): Promise<WorkResult | null> {
  if (guard.seen !== undefined && guard.seen !== taskVersion(task)) {
    // The same person's second click on "Done" finds it done by them: nothing is lost.
    if (task.doneAt && task.doneByUserId === actor.userId) return null;
    return { kind: "stale", message: await taskChangedMessage(tx, task) };
  }
  if (guard.ownOnly && task.ownerUserId !== actor.userId) return { kind: "not-yours" };
  return null;
}

/**
 * Marks an open task done, in the timeline and the audit log; a task done already is left as
 * it was (a repeated click). The case page's "Done" and My day's.
 */
export async function completeTask(
  db: Database,
  leadId: string,
  taskId: string,
  actor: Actor,
  guard: TaskGuard = {},
): Promise<WorkResult> {
  return withTaskOfLead(db, leadId, taskId, async (tx, task) => {
    const refused = await refuseTaskChange(tx, task, actor, guard);
    if (refused) return refused;
    if (task.doneAt) return ok;
    await tx
      .update(leadTasks)
      .set({ doneAt: sql`now()`, doneByUserId: actor.userId })
      .where(eq(leadTasks.id, taskId));
    await touchLead(tx, leadId);
    const detail = { action: "done", taskId, text: task.body, dueAt: task.dueAt.toISOString() };
    await addLeadEvent(tx, leadId, actor, { type: "task", body: task.body, detail });
    await auditLead(tx, actor, "task.done", leadId, { taskId });
    return ok;
  });
}

/** A task's new words, due time and (when given) owner. */
export type TaskChange = { body?: string; dueAt: Date; ownerUserId?: string };

/**
 * Changes an open task: moved to another time, reworded, or given to another active user. Its
 * reminder moves with it (the one queued for the old time or owner goes). The timeline says
 * what changed, the audit log which task and which of its parts, never its words. A task done
 * meanwhile is not changed.
 */
export async function changeTask(
  db: Database,
  leadId: string,
  taskId: string,
  change: TaskChange,
  actor: Actor,
  guard: TaskGuard = {},
): Promise<WorkResult> {
  return withTaskOfLead(db, leadId, taskId, async (tx, task): Promise<WorkResult> => {
    const refused = await refuseTaskChange(tx, task, actor, guard);
    if (refused) return refused;
    if (task.doneAt) return { kind: "stale", message: await taskChangedMessage(tx, task) };
    const body = change.body ?? task.body;
    const ownerUserId = change.ownerUserId ?? task.ownerUserId;
    const ownerName =
      ownerUserId && ownerUserId !== task.ownerUserId
        ? await activeUserName(tx, ownerUserId)
        : undefined;
    if (ownerName === null) return { kind: "no-user" };
    const fields = [
      body !== task.body ? "text" : null,
      change.dueAt.getTime() !== task.dueAt.getTime() ? "due" : null,
      ownerUserId !== task.ownerUserId ? "owner" : null,
    ].filter((field) => field !== null);
    if (fields.length === 0) return ok;
    await tx
      .update(leadTasks)
      .set({ body, dueAt: change.dueAt, ownerUserId })
      .where(eq(leadTasks.id, taskId));
    await touchLead(tx, leadId);
    if (fields.includes("due") || fields.includes("owner")) {
      await requeueTaskReminder(tx, { id: taskId, leadId, ownerUserId, dueAt: change.dueAt });
    }
    const detail = {
      action: "change",
      taskId,
      fields,
      text: body,
      dueAt: change.dueAt.toISOString(),
      fromDueAt: task.dueAt.toISOString(),
      ownerUserId,
      ...(ownerName ? { ownerName } : {}),
    };
    await addLeadEvent(tx, leadId, actor, { type: "task", body, detail });
    await auditLead(tx, actor, "task.change", leadId, {
      taskId,
      fields,
      dueAt: detail.dueAt,
      fromDueAt: detail.fromDueAt,
      ownerUserId,
    });
    return ok;
  });
}

/** Takes a task off the lead; the timeline keeps what it said, the audit log which task. */
export async function removeTask(
  db: Database,
  leadId: string,
  taskId: string,
  actor: Actor,
): Promise<WorkResult> {
  return withTaskOfLead(db, leadId, taskId, async (tx, task) => {
    await tx.delete(leadTasks).where(eq(leadTasks.id, taskId));
    await touchLead(tx, leadId);
    const removed = { dueAt: task.dueAt.toISOString() };
    await addLeadEvent(tx, leadId, actor, {
      type: "removal",
      body: task.body,
      detail: { what: "task", text: task.body, dueAt: removed.dueAt },
    });
    await auditLead(tx, actor, "task.remove", leadId, { taskId });
    return ok;
  });
}

/**
 * Takes a note off the lead. The note's event goes; a "removal" event says who removed it and
 * keeps its text, who wrote it and when; the audit log keeps which note, never its words.
 */
export async function removeNote(
  db: Database,
  leadId: string,
  eventId: string,
  actor: Actor,
): Promise<WorkResult> {
  return db.transaction(async (tx) => {
    const [note] = await tx
      .select({
        id: leadEvents.id,
        body: leadEvents.body,
        actorUserId: leadEvents.actorUserId,
        actorName: users.name,
        createdAt: leadEvents.createdAt,
      })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.actorUserId))
      .where(
        and(eq(leadEvents.id, eventId), eq(leadEvents.leadId, leadId), eq(leadEvents.type, "note")),
      )
      .for("update", { of: leadEvents });
    if (!note) return { kind: "gone" };
    await tx.delete(leadEvents).where(eq(leadEvents.id, eventId));
    await touchLead(tx, leadId);
    const removed = {
      eventId: note.id,
      text: note.body,
      writtenBy: note.actorName,
      writtenByUserId: note.actorUserId,
      writtenAt: note.createdAt.toISOString(),
    };
    await addLeadEvent(tx, leadId, actor, {
      type: "removal",
      body: note.body,
      detail: { what: "note", ...removed },
    });
    await auditLead(tx, actor, "note.remove", leadId, {
      eventId: note.id,
      writtenByUserId: note.actorUserId,
    });
    return ok;
  });
}

/** Takes a lender submission off the lead, kept whole in the removal event (by id in the audit log). */
export async function removeSubmission(
  db: Database,
  leadId: string,
  submissionId: string,
  actor: Actor,
): Promise<WorkResult> {
  return db.transaction(async (tx): Promise<WorkResult> => {
    const onThisLead = and(
      eq(lenderSubmissions.id, submissionId),
      eq(lenderSubmissions.leadId, leadId),
    );
    const [found] = await tx
      .select({
        outcome: lenderSubmissions.outcome,
        lender: lenders.name,
        payments: sql<number>`(select count(*) from ${commissionPayments}
          where ${commissionPayments.submissionId} = ${lenderSubmissions.id})::int`,
      })
      .from(lenderSubmissions)
      .innerJoin(lenders, eq(lenders.id, lenderSubmissions.lenderId))
      .where(onThisLead)
      .for("update", { of: lenderSubmissions });
    if (!found) return { kind: "gone" };
    if (found.outcome === "funded" || found.payments > 0) return { kind: "kept" };
    const [submission] = await tx.delete(lenderSubmissions).where(onThisLead).returning();
    if (!submission) return { kind: "gone" };
    await touchLead(tx, leadId);
    const removed = {
      ...submission,
      lender: found.lender,
      createdAt: submission.createdAt.toISOString(),
      updatedAt: submission.updatedAt.toISOString(),
    };
    await addLeadEvent(tx, leadId, actor, {
      type: "removal",
      body: `${found.lender}: ${submission.outcome}`,
      detail: { what: "submission", submission: removed },
    });
    await auditLead(tx, actor, "submission.remove", leadId, {
      submissionId: submission.id,
      lender: found.lender,
      outcome: submission.outcome,
    });
    return ok;
  });
}

/** The lead's tasks: open ones by due time, then those done, each with its people's names. */
export async function listLeadTasks(db: Database, leadId: string) {
  const owner = alias(users, "owner");
  const doneBy = alias(users, "done_by");
  return db
    .select({
      id: leadTasks.id,
      body: leadTasks.body,
      dueAt: leadTasks.dueAt,
      doneAt: leadTasks.doneAt,
      ownerUserId: leadTasks.ownerUserId,
      ownerName: owner.name,
      doneByName: doneBy.name,
    })
    .from(leadTasks)
    .leftJoin(owner, eq(owner.id, leadTasks.ownerUserId))
    .leftJoin(doneBy, eq(doneBy.id, leadTasks.doneByUserId))
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(sql`${leadTasks.doneAt} is not null`, asc(leadTasks.dueAt))
    .limit(200);
}

export type LeadTask = Awaited<ReturnType<typeof listLeadTasks>>[number];
