import { describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import {
  auditLog,
  leadEvents,
  leads,
  leadTasks,
  lenderSubmissions,
} from "#app/server/db/schema.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { sampleApplicationFrom } from "#tests/harness/fixtures.ts";
import { isOverdue } from "#app/server/admin/inbox.server.ts";
import { adminContext, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { onLeadPage, postToLead } from "#tests/harness/lead-page.ts";
import { foreignFormMessage } from "#app/server/admin/form-keys.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import { logCall } from "#app/server/admin/lead/work.server.ts";

async function cookieOf(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return sessionCookieFor(db, user!.email);
}

/**
 * Working a lead through its page's forms: one-time form keys, removals, calls and tasks,
 * each answered at its form, on the timeline and in the audit log.
 */
describe.each(testDatabaseKinds)("working a lead safely on %s", (kind) => {
  const database = useTestDatabase(kind);

  const setUp = () => onLeadPage(database().db);

  it("adds a note once when the same form is sent twice, and empties the form after saving", async () => {
    const { act, eventsOf } = await setUp();
    const formKey = crypto.randomUUID();
    const first = await act({ intent: "note", note: "Spoke to Dan.", formKey });
    expect(first).toMatchObject({ httpStatus: 200, status: "success", message: "Note added." });
    // Conform's reply for a reset: no values to show again, so the form is empty.
    expect(first.result).toEqual({ initialValue: null });
    const again = await act({ intent: "note", note: "Spoke to Dan.", formKey });
    expect(again).toMatchObject({ httpStatus: 200, status: "success", message: "Note added." });
    expect(await eventsOf("note")).toHaveLength(1);
    // A new form (a new key) adds the same words again: the broker meant it.
    await act({ intent: "note", note: "Spoke to Dan.", formKey: crypto.randomUUID() });
    expect(await eventsOf("note")).toHaveLength(2);
    // A key that is not one the page made is refused as an old page.
    expect(await act({ intent: "note", note: "x", formKey: "not-a-key" })).toMatchObject({
      httpStatus: 400,
    });
  });

  it("refuses a form key used on another lead, form or by another user, saying nothing was saved", async () => {
    const { db, leadId, act, eventsOf } = await setUp();
    const formKey = crypto.randomUUID();
    expect(await act({ intent: "note", note: "On lead A.", formKey })).toMatchObject({
      status: "success",
    });

    // The same key with a note on lead B: refused, and lead B has no note.
    const { leadId: otherLead } = await createApplication(
      db,
      sampleApplicationFrom("other@example.co.uk"),
    );
    const [broker] = await db.select().from(leadEvents).where(eq(leadEvents.formKey, formKey));
    expect(broker!.leadId).toBe(leadId);
    const onB = await postToLead(
      adminContext(db),
      await cookieOf(db, broker!.actorUserId!),
      otherLead,
      {
        intent: "note",
        note: "On lead B.",
        formKey,
      },
    );
    expect(onB).toMatchObject({ httpStatus: 409, status: "error", message: foreignFormMessage });
    expect(
      await db.select().from(leadEvents).where(eq(leadEvents.leadId, otherLead)),
    ).not.toContainEqual(expect.objectContaining({ type: "note" }));

    // The same key with another form on the same lead: refused, no task set.
    const task = await act({
      intent: "task",
      task: "Call back",
      dueDate: "2030-01-02",
      dueTime: "09:00",
      owner: broker!.actorUserId!,
      formKey,
    });
    expect(task).toMatchObject({ httpStatus: 409, status: "error", message: foreignFormMessage });
    expect(await eventsOf("task")).toHaveLength(0);

    // Another user sending the key on this same lead's note form: refused too.
    const colleague = await makeUser(db, "broker");
    const byColleague = await postToLead(
      adminContext(db),
      await sessionCookieFor(db, colleague.email),
      leadId,
      { intent: "note", note: "Mine.", formKey },
    );
    expect(byColleague).toMatchObject({
      httpStatus: 409,
      status: "error",
      message: foreignFormMessage,
    });
    expect(await eventsOf("note")).toHaveLength(1);
  });

  it("records a lender submission once when the same form is sent twice, at the same moment too", async () => {
    const { db, leadId, act } = await setUp();
    const formKey = crypto.randomUUID();
    const fields = {
      intent: "submission",
      lender: "Iwoca",
      sentOn: "2026-11-20",
      outcome: "offered",
      amountOffered: "40,000",
      offerExpiresOn: "2026-12-01",
      formKey,
    };
    const answers = await Promise.all([act(fields), act(fields)]);
    expect(answers.map((answer) => answer.status)).toEqual(["success", "success"]);
    const rows = await leadSubmissions(db, leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lender: "Iwoca", offerExpiresOn: "2026-12-01" });
    expect(await act({ ...fields, offerExpiresOn: "2026-02-30" })).toMatchObject({
      httpStatus: 400,
    });
  });

  it("removes a note, keeping what it said on the timeline and in the audit log", async () => {
    const { db, broker, act, eventsOf } = await setUp();
    await act({ intent: "note", note: "Wrong lead: ignore.", formKey: crypto.randomUUID() });
    const [note] = await eventsOf("note");
    const removed = await act({ intent: "note-remove", eventId: note!.id });
    expect(removed).toMatchObject({ status: "success", message: "Note removed." });
    expect(await eventsOf("note")).toHaveLength(0);
    const [removal] = await eventsOf("removal");
    expect(removal).toMatchObject({ actorUserId: broker.id, body: "Wrong lead: ignore." });
    expect(removal!.detail).toMatchObject({ what: "note", writtenBy: "Ben Broker" });
    const [trail] = await db.select().from(auditLog).where(eq(auditLog.action, "note.remove"));
    // The audit row says which note, never what it said (issue 35).
    expect(trail!.detail).toEqual({ eventId: note!.id, writtenByUserId: broker.id });
    // Removing it again (a second click) is answered, and removes nothing more.
    expect(await act({ intent: "note-remove", eventId: note!.id })).toMatchObject({
      status: "success",
      message: "That note has been removed already.",
    });
    expect(await eventsOf("removal")).toHaveLength(1);
    // Only notes: a status change on the timeline is not removable this way.
    await db.insert(leadEvents).values({ leadId: note!.leadId, type: "status", toStatus: "new" });
    const [status] = await eventsOf("status");
    await act({ intent: "note-remove", eventId: status!.id });
    expect(await eventsOf("status")).toHaveLength(1);
  });

  it("removes a lender submission of this lead only, kept whole in the audit log", async () => {
    const { db, leadId, act, eventsOf } = await setUp();
    await act({
      intent: "submission",
      lender: "Funding Circle",
      sentOn: "2026-11-20",
      outcome: "sent",
      formKey: crypto.randomUUID(),
    });
    const [row] = await db
      .select()
      .from(lenderSubmissions)
      .where(eq(lenderSubmissions.leadId, leadId));
    const other = await createApplication(db, sampleApplicationFrom("other@example.co.uk"));
    const [foreign] = await db
      .insert(lenderSubmissions)
      .values({
        leadId: other.leadId,
        lenderId: await addLender(db, "Other"),
        sentOn: "2026-11-20",
      })
      .returning();
    await act({ intent: "submission-remove", submissionId: foreign!.id });
    expect(
      await db.select().from(lenderSubmissions).where(eq(lenderSubmissions.id, foreign!.id)),
    ).toHaveLength(1);

    expect(await act({ intent: "submission-remove", submissionId: row!.id })).toMatchObject({
      status: "success",
      message: "Submission removed.",
    });
    expect(
      await db.select().from(lenderSubmissions).where(eq(lenderSubmissions.leadId, leadId)),
    ).toHaveLength(0);
    const [removal] = await eventsOf("removal");
    expect(removal!.detail).toMatchObject({
      what: "submission",
      submission: { lender: "Funding Circle" },
    });
    const [trail] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "submission.remove"));
    expect(trail!.detail).toMatchObject({ submissionId: row!.id, lender: "Funding Circle" });
  });

  it("keeps a lead overdue after a note, and ends it with a logged call", async () => {
    const { db, leadId, act, lead } = await setUp();
    await db
      .update(leads)
      .set({ createdAt: sql`now() - interval '5 days'` })
      .where(eq(leads.id, leadId));
    await act({ intent: "note", note: "No answer.", formKey: crypto.randomUUID() });
    expect(isOverdue(await lead(), new Date())).toBe(true);
    expect(
      await act({ intent: "call", outcome: "no_answer", formKey: crypto.randomUUID() }),
    ).toMatchObject({ status: "success", message: "Call logged." });
    const after = await lead();
    expect(after.firstContactedAt).not.toBeNull();
    expect(isOverdue(after, new Date())).toBe(false);
    // A call is not a change of the lead itself: a colleague's open forms stay current.
    expect(after.version).toBe(1);
  });

  it("logs a call with its outcome and the next task in one step, once per form", async () => {
    const { db, broker, leadId, act, eventsOf } = await setUp();
    const formKey = crypto.randomUUID();
    const fields = {
      intent: "call",
      outcome: "voicemail",
      callNote: "Left a message about the statements.",
      nextTask: "Call back about statements",
      nextDueDate: "2026-07-02",
      nextDueTime: "14:00",
      formKey,
    };
    expect(await act(fields)).toMatchObject({
      status: "success",
      message: "Call logged, and the next task set.",
    });
    expect(await act(fields)).toMatchObject({ status: "success" });
    const calls = await eventsOf("call");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ body: "Left a message about the statements." });
    expect(calls[0]!.detail).toMatchObject({ outcome: "voicemail" });
    const tasks = await db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId));
    expect(tasks).toHaveLength(1);
    // 14:00 in London in July is 13:00 UTC (summer time).
    expect(tasks[0]).toMatchObject({
      ownerUserId: broker.id,
      body: "Call back about statements",
      dueAt: new Date("2026-07-02T13:00:00Z"),
    });
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, "lead.call"));
    expect(trail).toHaveLength(1);
    // A next task needs its day and time; an outcome must be one of the list.
    const missing = await act({ intent: "call", outcome: "answered", nextTask: "Chase" });
    expect(missing).toMatchObject({ httpStatus: 400 });
    expect(missing.errors.nextDueDate).toMatch(/day the next task is due/);
    expect(await act({ intent: "call", outcome: "busy" })).toMatchObject({ httpStatus: 400 });
  });

  it("closes the caller's call-backs on the case that have fallen due when a call is logged, and no others", async () => {
    const { db, broker, leadId, eventsOf } = await setUp();
    const ann = await makeUser(db, "broker", "ann-follow@example.co.uk", "Ann Archer");
    // 10:00 UK time on a winter day (UTC), moved rather than waited for.
    const now = new Date("2026-12-02T10:00:00Z");
    const hour = 60 * 60 * 1000;
    const task = async (body: string, dueAt: Date, ownerUserId = broker.id) => {
      const [made] = await db
        .insert(leadTasks)
        .values({ leadId, ownerUserId, body, dueAt, createdByUserId: broker.id })
        .returning({ id: leadTasks.id });
      return made!.id;
    };
    const overdue = await task("Call back about statements", new Date(now.getTime() - 26 * hour));
    const earlierToday = await task("Call back at nine", new Date(now.getTime() - hour));
    const laterToday = await task("Call back after lunch", new Date(now.getTime() + 4 * hour));
    const tomorrow = await task("Call back tomorrow", new Date(now.getTime() + 24 * hour));
    const annsToday = await task("Ann's call-back", new Date(now.getTime() - hour), ann.id);

    const result = await logCall(
      db,
      leadId,
      {
        outcome: "answered",
        // The next task has fallen due too: set by this call, it is not one it answers.
        nextTask: { body: "Send the offer summary", dueDate: "2026-12-02", dueTime: "08:00" },
      },
      { userId: broker.id },
      now,
    );
    expect(result).toMatchObject({ kind: "ok" });
    expect(result.kind === "ok" && [...(result.answeredTasks ?? [])].sort()).toEqual(
      [overdue, earlierToday].sort(),
    );
    const open = await db
      .select({ id: leadTasks.id, body: leadTasks.body })
      .from(leadTasks)
      .where(and(eq(leadTasks.leadId, leadId), isNull(leadTasks.doneAt)));
    expect(open.map((row) => row.body).sort()).toEqual(
      [
        "Ann's call-back",
        "Call back after lunch",
        "Call back tomorrow",
        "Send the offer summary",
      ].sort(),
    );
    expect(open.map((row) => row.id)).toEqual(
      expect.arrayContaining([laterToday, tomorrow, annsToday]),
    );
    // Each closed call-back is on the timeline as done by the call, and audited as done.
    const done = (await eventsOf("task")).filter(
      (event) => (event.detail as { action?: string }).action === "done",
    );
    expect(done.map((event) => event.body).sort()).toEqual(
      ["Call back about statements", "Call back at nine"].sort(),
    );
    expect(done.every((event) => (event.detail as { byCall?: boolean }).byCall)).toBe(true);
    const trail = await db.select().from(auditLog).where(eq(auditLog.action, "task.done"));
    expect(trail).toHaveLength(2);
  });

  it("says on the call's answer that the call-back it answers is done", async () => {
    const { db, broker, leadId, act } = await setUp();
    await db.insert(leadTasks).values({
      leadId,
      ownerUserId: broker.id,
      body: "Call back",
      dueAt: new Date(Date.now() - 60_000),
      createdByUserId: broker.id,
    });
    expect(
      await act({ intent: "call", outcome: "no_answer", formKey: crypto.randomUUID() }),
    ).toMatchObject({
      status: "success",
      message: "Call logged. The call-back it answers is done.",
    });
  });

  it("sets a task for a colleague, marks it done and removes another, all on the timeline and audited", async () => {
    const { db, broker, leadId, act, eventsOf } = await setUp();
    const ann = await makeUser(db, "broker", "ann-tasks@example.co.uk", "Ann Archer");
    const task = {
      intent: "task",
      task: "Chase bank statements",
      dueDate: "2026-11-27",
      dueTime: "09:30",
      owner: ann.id,
      formKey: crypto.randomUUID(),
    };
    expect(await act(task)).toMatchObject({ status: "success", message: "Task set." });
    expect(await act(task)).toMatchObject({ status: "success" });
    await act({ ...task, task: "Send the offer", formKey: crypto.randomUUID() });
    const tasks = await db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId));
    expect(tasks.map((row) => row.body).sort()).toEqual([
      "Chase bank statements",
      "Send the offer",
    ]);
    const chase = tasks.find((row) => row.body === "Chase bank statements")!;
    expect(chase).toMatchObject({
      ownerUserId: ann.id,
      createdByUserId: broker.id,
      // November: London is on GMT.
      dueAt: new Date("2026-11-27T09:30:00Z"),
    });

    expect(await act({ intent: "task-done", taskId: chase.id })).toMatchObject({
      status: "success",
      id: chase.id,
    });
    const [done] = await db.select().from(leadTasks).where(eq(leadTasks.id, chase.id));
    expect(done!.doneAt).not.toBeNull();
    expect(done!.doneByUserId).toBe(broker.id);

    const offer = tasks.find((row) => row.body === "Send the offer")!;
    expect(await act({ intent: "task-remove", taskId: offer.id })).toMatchObject({
      status: "success",
    });
    expect(await db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId))).toHaveLength(1);
    expect(
      (await eventsOf("task")).map((event) => (event.detail as { action: string }).action),
    ).toEqual(expect.arrayContaining(["set", "set", "done"]));
    expect((await eventsOf("removal"))[0]!.body).toBe("Send the offer");
    const actions = (await db.select().from(auditLog)).map((row) => row.action);
    expect(actions.filter((action) => action === "task.create")).toHaveLength(2);
    expect(actions).toEqual(expect.arrayContaining(["task.done", "task.remove"]));

    // Nobody who cannot work: an unknown owner is refused at the field; text is limited.
    const unknown = await act({
      ...task,
      owner: crypto.randomUUID(),
      formKey: crypto.randomUUID(),
    });
    expect(unknown).toMatchObject({ httpStatus: 400 });
    expect(unknown.errors.owner).toBe("Select an active broker.");
    expect(
      await act({ ...task, task: "x".repeat(201), formKey: crypto.randomUUID() }),
    ).toMatchObject({ httpStatus: 400 });
  });
});
