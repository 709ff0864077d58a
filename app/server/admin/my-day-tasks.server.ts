import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { ukDatePlusDays, ukInstant } from "#app/lib/uk-time.ts";
import { nextWorkingDay } from "#app/lib/working-days.ts";
import { adminPaths } from "#app/paths.ts";
import { isUuid } from "#app/schemas/fields.ts";
import {
  myDayTaskActionSchema,
  rescheduleTime,
  TASK_NOTICES,
  type MyDayTaskAction,
  type MyDayTaskMove,
  type TaskNotice,
} from "#app/schemas/admin-my-day.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leadTasks } from "#app/server/db/schema.ts";
import {
  clientIp,
  formDone,
  formInvalid,
  formRefused,
  isDataRequest,
  parseAdminForm,
  sentText,
} from "#app/server/admin/http.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import {
  changeTask,
  completeTask,
  type TaskGuard,
  type WorkResult,
} from "#app/server/admin/lead/work.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * The forms on each task of "My day": "Done", "Reschedule" and "Edit", done by the same code
 * as the case page's tasks (./lead/work.server.ts), so the timeline, the audit log and the
 * task's reminder follow alike. A broker changes only their own tasks; an admin anyone's.
 * Each form names the task as the page showed it: one done or changed by someone else since
 * is refused, saying what happened, and never overwritten.
 *
 * With scripts, a form's answer comes back to it as data and the list reloads in place.
 * Without, a change made sends the browser back to My day with what was done in the address
 * (`?said=done&task=…`), so reloading the page cannot send the form again; a form to correct
 * or a refusal is answered on the page as it is.
 */

/** When "Reschedule" moves a task to: a quick choice, or the date and time the broker picked. */
export function rescheduledDueAt(value: MyDayTaskMove, now: Date): Date {
  switch (value.when) {
    case "tomorrow":
      return ukInstant(ukDatePlusDays(now, 1), rescheduleTime);
    case "next-working-day":
      return ukInstant(nextWorkingDay(now), rescheduleTime);
    case "picked":
      // The schema asks for both when "picked".
      return ukInstant(value.dueDate!, value.dueTime!);
  }
}

const noticeOfIntent: Record<MyDayTaskAction["intent"], TaskNotice> = {
  "task-done": "done",
  "task-move": "moved",
  "task-edit": "saved",
};

/** What the page says once a task was done, moved or saved, from the task as it is now. */
export async function taskNotice(
  db: Database,
  notice: TaskNotice,
  taskId: string,
): Promise<string | null> {
  const [task] = await db
    .select({ body: leadTasks.body, dueAt: leadTasks.dueAt, doneAt: leadTasks.doneAt })
    .from(leadTasks)
    .where(eq(leadTasks.id, taskId));
  if (!task || (notice === "done") !== Boolean(task.doneAt)) return null;
  switch (notice) {
    case "done":
      return `Task done: ${task.body}`;
    case "moved":
      return `Task moved to ${formatDateTime(task.dueAt)}: ${task.body}`;
    case "saved":
      return `Task saved: ${task.body}, due ${formatDateTime(task.dueAt)}`;
  }
}

/** The notice My day's address names (after a form sent without scripts), if it is one. */
export function noticeInAddress(url: URL): { notice: TaskNotice; taskId: string } | null {
  const said = url.searchParams.get("said");
  const taskId = url.searchParams.get("task");
  const notice = TASK_NOTICES.find((one) => one === said);
  return notice && isUuid(taskId) ? { notice, taskId } : null;
}

/** My day again (the same broker's day, for an admin looking at one), saying what was done. */
function myDayAfter(request: Request, notice: TaskNotice, taskId: string): string {
  const whose = new URL(request.url).searchParams.get("user");
  const query = new URLSearchParams(isUuid(whose) ? { user: whose } : {});
  query.set("said", notice);
  query.set("task", taskId);
  return `${adminPaths.myDay}?${query}`;
}

function runTaskForm(
  db: Database,
  value: MyDayTaskAction,
  actor: Actor,
  isAdmin: boolean,
  now: Date,
): Promise<WorkResult> {
  const guard: TaskGuard = { seen: value.seen, ownOnly: !isAdmin };
  switch (value.intent) {
    case "task-done":
      return completeTask(db, value.leadId, value.taskId, actor, guard);
    case "task-move":
      return changeTask(
        db,
        value.leadId,
        value.taskId,
        { dueAt: rescheduledDueAt(value, now) },
        actor,
        guard,
      );
    case "task-edit":
      return changeTask(
        db,
        value.leadId,
        value.taskId,
        {
          body: value.task,
          dueAt: ukInstant(value.dueDate, value.dueTime),
          // Who is to do it is an admin's to change.
          ownerUserId: isAdmin ? value.owner : undefined,
        },
        actor,
        guard,
      );
  }
}

export const myDayTaskMessages = {
  notYours:
    "Not saved: this task is a colleague's. Only they, or an admin, can change it from their day.",
  gone: "Not saved: that task has been removed from its case.",
  noUser: "Select an active broker.",
};

export async function myDayTaskAction({ request, context, user }: AdminPageRequest) {
  const form = await parseAdminForm(request, myDayTaskActionSchema);
  if (form.status === "invalid") {
    const { submission } = form;
    const place = {
      intent: sentText(submission, "intent") ?? "",
      id: sentText(submission, "taskId"),
    };
    return formInvalid(submission, place);
  }
  const { submission, value } = form;
  const { db } = context.get(servicesContext);
  const actor = { userId: user.id, ip: clientIp(context) };
  const place = { intent: value.intent, id: value.taskId };
  const result = await runTaskForm(db, value, actor, user.role === "admin", new Date());
  switch (result.kind) {
    case "ok":
      break;
    case "stale":
      return formRefused(submission, place, result.message, { status: 409 });
    case "not-yours":
      return formRefused(submission, place, myDayTaskMessages.notYours, { status: 403 });
    case "no-user":
      return formInvalid(submission, place, { fieldErrors: { owner: [myDayTaskMessages.noUser] } });
    default:
      // Removed (or its case erased) meanwhile: nothing is left to change.
      return formRefused(submission, place, myDayTaskMessages.gone, { status: 409 });
  }
  const notice = noticeOfIntent[value.intent];
  if (!isDataRequest(request)) throw redirect(myDayAfter(request, notice, value.taskId));
  const message = (await taskNotice(db, notice, value.taskId)) ?? "Saved.";
  return formDone(submission, place, message, { reset: true });
}
