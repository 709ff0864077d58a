import { afterEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { namedCase } from "#tests/harness/leads.ts";
import * as myDayRoute from "#app/routes/admin-my-day.tsx";
import { auditLog, leadEvents, leads, leadTasks } from "#app/server/db/schema.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { addTask, taskVersion } from "#app/server/admin/lead/work.server.ts";
import { myDayTaskMessages } from "#app/server/admin/my-day-tasks.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { ukDatePlusDays, ukInstant, ukWallClock } from "#app/lib/uk-time.ts";
import { nextWorkingDay } from "#app/lib/working-days.ts";
import type { OutboxWorker } from "#app/server/outbox.server.ts";
import { brokerMailbox, outboxClockPasses } from "#tests/harness/broker-mailbox.ts";

const hour = 60 * 60 * 1000;

type Answer = AdminFormResult & {
  httpStatus: number;
  /** Where a form sent without scripts is sent back to. */
  location?: string | null;
  errors: Record<string, string | undefined>;
};

/**
 * "Done", "Reschedule" and "Edit" on My day, sent as a broker's browser sends them: through
 * the page's scripts (a data request, answered in place) or as a plain form (answered by
 * sending the browser back to My day). Each change reaches the task, its case's timeline, the
 * audit log and its reminder as the case page's would.
 */
describe.each(testDatabaseKinds)("changing tasks from My day on %s", (kind) => {
  const database = useTestDatabase(kind);
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  async function office(db: Database) {
    const ben = await makeUser(db, "broker", "ben@broker.example", "Ben Broker");
    const cat = await makeUser(db, "broker", "cat@broker.example", "Cat Carter");
    const ada = await makeUser(db, "admin", "ada@broker.example", "Ada Admin");
    const leadId = await namedCase(db, "Oak Joinery", { assignedUserId: ben.id });
    const context = adminContext(db);
    const cookieOf = new Map<string, string>();
    for (const user of [ben, cat, ada])
      cookieOf.set(user.id, await sessionCookieFor(db, user.email));

    /** A task set on the case, as its page sets one (its reminder queued). */
    async function task(body: string, dueAt: Date, owner = ben) {
      const { date, time } = ukWallClock(dueAt);
      await addTask(
        db,
        leadId,
        { body, dueDate: date, dueTime: time, ownerUserId: owner.id },
        {
          userId: owner.id,
        },
      );
      const [row] = await db
        .select()
        .from(leadTasks)
        .where(and(eq(leadTasks.leadId, leadId), eq(leadTasks.body, body)));
      return row!;
    }

    /** My day as `who` sees it (an admin may look at another's with `?user=`). */
    async function dayOf(who: { id: string }, query = "") {
      return callRoute(myDayRoute.loader, {
        request: get(`/admin/my-day${query}`, cookieOf.get(who.id)),
        context,
      });
    }

    /** A task's row on `who`'s My day: the fields every form of the row sends. */
    async function row(who: { id: string }, taskId: string, query = "") {
      const day = await dayOf(who, query);
      const shown = day.tasks.items.find((item) => item.taskId === taskId);
      if (!shown) throw new Error("the task is not on that day");
      return { taskId, leadId: shown.leadId, seen: shown.version };
    }

    /** One of a row's forms, sent by `who`'s browser, with or without the page's scripts. */
    async function send(
      who: { id: string },
      fields: Record<string, string>,
      options: { scripts?: boolean; query?: string } = {},
    ): Promise<Answer> {
      const path = `/admin/my-day${options.scripts === false ? "" : ".data"}${options.query ?? ""}`;
      try {
        const result = (await callRoute(myDayRoute.action, {
          request: post(path, fields, { cookie: cookieOf.get(who.id) }),
          context,
        })) as { data: AdminFormResult; init: ResponseInit | null };
        const errors = Object.fromEntries(
          Object.entries(result.data.result?.error ?? {}).map(([name, list]) => [name, list?.[0]]),
        );
        return { httpStatus: result.init?.status ?? 200, ...result.data, errors };
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        return {
          httpStatus: thrown.status,
          location: thrown.headers.get("Location"),
          intent: "",
          status: "success",
          errors: {},
        };
      }
    }

    const current = async (taskId: string) =>
      (await db.select().from(leadTasks).where(eq(leadTasks.id, taskId)))[0]!;
    const timelineOf = async () =>
      db
        .select({ body: leadEvents.body, detail: leadEvents.detail, actor: leadEvents.actorUserId })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "task")))
        .orderBy(leadEvents.createdAt);
    const auditOf = async (action: string) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, leadId)));

    return { ben, cat, ada, leadId, task, dayOf, row, send, current, timelineOf, auditOf };
  }

  const mailbox = (db: Database) => brokerMailbox(db, workers);

  const setUp = async () => {
    const database_: TestDatabase = database();
    return { db: database_.db, ...(await office(database_.db)) };
  };

  it("marks a task done from My day: it leaves the list, and the case's timeline and the audit log say who did it", async () => {
    const { ben, task, dayOf, row, send, current, timelineOf, auditOf } = await setUp();
    const van = await task("Call back about the van", new Date(Date.now() - hour));
    const lease = await task("Ask about the lease", new Date(Date.now() - 2 * hour));

    // With scripts: answered in place, saying what was done.
    const done = await send(ben, { intent: "task-done", ...(await row(ben, van.id)) });
    expect(done).toMatchObject({
      httpStatus: 200,
      status: "success",
      id: van.id,
      message: "Task done: Call back about the van",
    });
    const after = await current(van.id);
    expect(after.doneAt).not.toBeNull();
    expect(after.doneByUserId).toBe(ben.id);
    expect((await dayOf(ben)).tasks.items.map((item) => item.body)).toEqual([
      "Ask about the lease",
    ]);
    const events = await timelineOf();
    expect(events.at(-1)).toMatchObject({
      body: "Call back about the van",
      detail: { action: "done", taskId: van.id },
      actor: ben.id,
    });
    expect((await auditOf("task.done")).map((entry) => entry.detail)).toEqual([{ taskId: van.id }]);

    // Without scripts: the browser goes back to My day, which says what was done.
    const plain = await send(
      ben,
      { intent: "task-done", ...(await row(ben, lease.id)) },
      { scripts: false },
    );
    expect(plain.httpStatus).toBe(302);
    expect(plain.location).toBe(`/admin/my-day?said=done&task=${lease.id}`);
    const back = await dayOf(ben, `?said=done&task=${lease.id}`);
    expect(back.notice).toBe("Task done: Ask about the lease");
    expect(back.tasks.count).toBe(0);
    expect((await current(lease.id)).doneByUserId).toBe(ben.id);
  });

  it("reschedules a task: its reminder comes at the new time and not the old one", async () => {
    const { db, ben, leadId, task, row, send, current, timelineOf, auditOf } = await setUp();
    const box = mailbox(db);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    // Due an hour ago: its reminder is waiting to go.
    const van = await task("Call back about the van", new Date(Date.now() - hour));

    const moved = await send(ben, {
      intent: "task-move",
      when: "tomorrow",
      ...(await row(ben, van.id)),
    });
    const tomorrowNine = ukInstant(ukDatePlusDays(new Date(), 1), "09:00");
    expect(moved).toMatchObject({
      httpStatus: 200,
      message: `Task moved to ${formatDateTime(tomorrowNine)}: Call back about the van`,
    });
    expect((await current(van.id)).dueAt.getTime()).toBe(tomorrowNine.getTime());

    // The reminder for the old time no longer goes; the one for the new time goes then.
    expect(await box.deliver()).toEqual([]);
    await outboxClockPasses(db, tomorrowNine.getTime() - Date.now() + 1000);
    const reminded = await box.deliver();
    expect(reminded.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ben@broker.example", `Call-back due: ${lead!.reference}`],
    ]);
    expect(reminded[0]!.text).toContain("Call back about the van");

    // The timeline says it moved, and from when; the audit log which task, not its words.
    const events = await timelineOf();
    expect(events.at(-1)).toMatchObject({
      body: "Call back about the van",
      detail: { action: "change", fields: ["due"], dueAt: tomorrowNine.toISOString() },
    });
    const [audited] = await auditOf("task.change");
    expect(audited!.detail).toMatchObject({ taskId: van.id, fields: ["due"] });
    expect(JSON.stringify(audited!.detail)).not.toContain("van");
  });

  it("reminds once of a task moved away and back to its first time", async () => {
    const { db, ben, task, row, send } = await setUp();
    const box = mailbox(db);
    const first = new Date(Date.now() - hour);
    const van = await task("Call back about the van", first);
    await send(ben, { intent: "task-move", when: "tomorrow", ...(await row(ben, van.id)) });
    const { date, time } = ukWallClock(first);
    const back = await send(ben, {
      intent: "task-move",
      when: "picked",
      dueDate: date,
      dueTime: time,
      taskId: van.id,
      leadId: van.leadId,
      seen: await fingerprintAfterMove(),
    });
    expect(back.httpStatus).toBe(200);
    expect((await box.deliver()).map((mail) => mail.to)).toEqual(["ben@broker.example"]);

    /** The task as a page showing it would name it now (tomorrow, it is off today's list). */
    async function fingerprintAfterMove() {
      const [moved] = await db.select().from(leadTasks).where(eq(leadTasks.id, van.id));
      return taskVersion(moved!);
    }
  });

  it("reschedules to the next working day or a day and time picked, and asks for both when picking", async () => {
    const { ben, task, row, send, current } = await setUp();
    const chase = await task("Chase bank statements", new Date(Date.now() - hour));

    await send(ben, {
      intent: "task-move",
      when: "next-working-day",
      ...(await row(ben, chase.id)),
    });
    const nextWorking = ukInstant(nextWorkingDay(new Date()), "09:00");
    expect((await current(chase.id)).dueAt.getTime()).toBe(nextWorking.getTime());

    // A form that does not name the task as the page showed it is an old page: nothing moves.
    const oldPage = await send(ben, {
      intent: "task-move",
      when: "tomorrow",
      taskId: chase.id,
      leadId: chase.leadId,
      seen: "",
    });
    expect(oldPage.httpStatus).toBe(400);
    expect((await current(chase.id)).dueAt.getTime()).toBe(nextWorking.getTime());

    const listed = await task("Ring the accountant", new Date(Date.now() - 2 * hour));
    const fields = await row(ben, listed.id);
    const pick = { intent: "task-move", when: "picked" };
    const missing = await send(ben, { ...pick, dueDate: "2026-12-15", ...fields });
    expect(missing).toMatchObject({ httpStatus: 400, id: listed.id });
    expect(missing.errors.dueTime).toBe("Enter the time to move it to, like 14:00.");
    expect((await current(listed.id)).dueAt.getTime()).toBe(listed.dueAt.getTime());

    const picked = await send(ben, { ...pick, dueDate: "2027-01-05", dueTime: "14:30", ...fields });
    expect(picked.httpStatus).toBe(200);
    expect((await current(listed.id)).dueAt.toISOString()).toBe("2027-01-05T14:30:00.000Z");
  });

  it("edits a task's words and due time, keeps what was typed when it needs correcting, and lets only an admin give it to someone else", async () => {
    const { db, ben, cat, ada, task, row, send, current, timelineOf } = await setUp();
    const box = mailbox(db);
    const van = await task("Call back about the van", new Date(Date.now() - hour));
    const fields = await row(ben, van.id);

    const empty = await send(ben, {
      intent: "task-edit",
      task: "  ",
      dueDate: "2027-01-05",
      dueTime: "10:15",
      ...fields,
    });
    expect(empty).toMatchObject({ httpStatus: 400, id: van.id });
    expect(empty.errors.task).toBe("Say what is to be done.");
    // The answers typed come back to the form.
    expect(empty.result?.initialValue).toMatchObject({ dueDate: "2027-01-05", dueTime: "10:15" });
    expect((await current(van.id)).body).toBe("Call back about the van");

    // A broker's edit; an owner sent by a broker is not theirs to change, and is ignored.
    const saved = await send(ben, {
      intent: "task-edit",
      task: "Call back about the van finance",
      dueDate: "2027-01-05",
      dueTime: "10:15",
      owner: cat.id,
      ...fields,
    });
    const due = ukInstant("2027-01-05", "10:15");
    expect(saved).toMatchObject({
      httpStatus: 200,
      message: `Task saved: Call back about the van finance, due ${formatDateTime(due)}`,
    });
    expect(await current(van.id)).toMatchObject({
      body: "Call back about the van finance",
      dueAt: due,
      ownerUserId: ben.id,
    });
    expect((await timelineOf()).at(-1)).toMatchObject({
      body: "Call back about the van finance",
      detail: { action: "change", fields: ["text", "due"] },
    });

    // An admin gives a task on Ben's day to Cat: her reminder goes at its time, his does not.
    const lease = await task("Ask about the lease", new Date(Date.now() - 2 * hour));
    const given = await send(
      ada,
      {
        intent: "task-edit",
        task: "Ask about the lease",
        ...ukWallClockFields(lease.dueAt),
        owner: cat.id,
        ...(await row(ada, lease.id, `?user=${ben.id}`)),
      },
      { query: `?user=${ben.id}` },
    );
    expect(given.httpStatus).toBe(200);
    expect((await current(lease.id)).ownerUserId).toBe(cat.id);
    const mails = await box.deliver();
    expect(mails.map((mail) => mail.to)).toEqual(["cat@broker.example"]);
    expect(mails[0]!.text).toContain("Ask about the lease");
  });

  it("refuses a change to another broker's task, which only its owner or an admin may change", async () => {
    const { ben, cat, ada, task, row, send, current } = await setUp();
    const van = await task("Call back about the van", new Date(Date.now() - hour));
    // Cat has the task as an admin's view of Ben's day shows it (she could not see it herself).
    const fields = await row(ada, van.id, `?user=${ben.id}`);

    const forms: Record<string, string>[] = [
      { intent: "task-done" },
      { intent: "task-move", when: "tomorrow" },
      { intent: "task-edit", task: "Mine now", dueDate: "2027-01-05", dueTime: "09:00" },
    ];
    for (const form of forms) {
      const refused = await send(cat, { ...form, ...fields });
      expect(refused).toMatchObject({
        httpStatus: 403,
        status: "error",
        message: myDayTaskMessages.notYours,
      });
    }
    expect(await current(van.id)).toMatchObject({
      body: "Call back about the van",
      doneAt: null,
      dueAt: van.dueAt,
    });

    // The admin may.
    expect((await send(ada, { intent: "task-done", ...fields })).httpStatus).toBe(200);
    expect((await current(van.id)).doneByUserId).toBe(ada.id);
  });

  it("refuses a change from a page that showed the task before someone else changed or finished it, saying what happened", async () => {
    const { ben, ada, task, row, send, current } = await setUp();
    const van = await task("Call back about the van", new Date(Date.now() - hour));
    const bens = await row(ben, van.id);

    // The admin moves it on Ben's day while his page still shows it as it was.
    await send(
      ada,
      {
        intent: "task-move",
        when: "picked",
        dueDate: ukWallClock(new Date()).date,
        dueTime: "23:59",
        ...(await row(ada, van.id, `?user=${ben.id}`)),
      },
      { query: `?user=${ben.id}` },
    );
    const moved = await current(van.id);

    const stale = await send(ben, {
      intent: "task-edit",
      task: "Call back about the van, after lunch",
      dueDate: "2027-01-05",
      dueTime: "13:30",
      ...bens,
    });
    expect(stale).toMatchObject({ httpStatus: 409, status: "error", id: van.id });
    expect(stale.message).toContain(
      "Not saved: this task changed after the page was loaded (Ada Admin",
    );
    expect(stale.message).toContain(`due ${formatDateTime(moved.dueAt)}, for Ben Broker`);
    // What Ben typed is kept for him to send again; the admin's change stands.
    expect(stale.result?.initialValue).toMatchObject({
      task: "Call back about the van, after lunch",
    });
    expect((await current(van.id)).dueAt.getTime()).toBe(moved.dueAt.getTime());

    // From the page as it is now, his change goes through.
    const fresh = await row(ben, van.id);
    expect(
      (
        await send(ben, {
          intent: "task-edit",
          task: "Call back about the van, after lunch",
          dueDate: ukWallClock(new Date()).date,
          dueTime: "23:59",
          ...fresh,
        })
      ).httpStatus,
    ).toBe(200);

    // Done by the admin meanwhile: Ben's "Done" or "Reschedule" from his old page is refused.
    await send(ada, { intent: "task-done", ...(await row(ada, van.id, `?user=${ben.id}`)) });
    const forms: Record<string, string>[] = [
      { intent: "task-done" },
      { intent: "task-move", when: "tomorrow" },
    ];
    for (const form of forms) {
      const refused = await send(ben, { ...form, ...fresh });
      expect(refused.httpStatus).toBe(409);
      expect(refused.message).toMatch(/^Not saved: Ada Admin marked this task done \(/);
    }
    expect((await current(van.id)).doneByUserId).toBe(ada.id);
  });

  it("takes a second click on Done by the same broker as done, not as a refusal", async () => {
    const { ben, task, row, send } = await setUp();
    const van = await task("Call back about the van", new Date(Date.now() - hour));
    const fields = await row(ben, van.id);
    expect((await send(ben, { intent: "task-done", ...fields })).httpStatus).toBe(200);
    expect((await send(ben, { intent: "task-done", ...fields })).httpStatus).toBe(200);
  });
});

/** A due time as the edit form sends it. */
function ukWallClockFields(at: Date) {
  const { date, time } = ukWallClock(at);
  return { dueDate: date, dueTime: time };
}
