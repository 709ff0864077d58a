import { formDone, formInvalid, formRefused } from "#app/server/admin/http.server.ts";
import { foreignFormMessage } from "#app/server/admin/form-keys.server.ts";
import { leadNotFound, type LeadWork } from "#app/server/admin/lead/actions.server.ts";
import {
  addTask,
  completeTask,
  logCall,
  removeNote,
  removeSubmission,
  removeTask,
  type WorkResult,
} from "#app/server/admin/lead/work.server.ts";
import type { CallInput, TaskInput } from "#app/schemas/admin-lead-work.ts";

/**
 * What the lead page's work forms do once valid: tasks, calls and removals, each answering its
 * own form. A form sent twice is answered as done the second time, having added nothing.
 */

function answer(
  work: LeadWork,
  place: { intent: string; id?: string },
  result: WorkResult,
  done: string,
  options: { reset?: boolean; gone?: string } = {},
) {
  if (result.kind === "no-lead") throw leadNotFound();
  if (result.kind === "foreign-key") {
    return formRefused(work.submission, place, foreignFormMessage, { status: 409 });
  }
  if (result.kind === "stale") {
    return formRefused(work.submission, place, result.message, { status: 409 });
  }
  if (result.kind === "gone") {
    // Removed by a colleague or an earlier click meanwhile: nothing is left to do, and saying
    // so is the whole answer.
    return formDone(work.submission, place, options.gone ?? "That is no longer on this lead.");
  }
  return formDone(work.submission, place, done, { reset: options.reset });
}

export async function saveTask(work: LeadWork, value: TaskInput) {
  const result = await addTask(
    work.db,
    work.leadId,
    {
      body: value.task,
      dueDate: value.dueDate,
      dueTime: value.dueTime,
      ownerUserId: value.owner,
      formKey: value.formKey,
    },
    work.actor,
  );
  if (result.kind === "no-user") {
    return formInvalid(
      work.submission,
      { intent: "task" },
      { fieldErrors: { owner: ["Select an active broker."] } },
    );
  }
  return answer(work, { intent: "task" }, result, "Task set.", { reset: true });
}

/** "Call logged", with the next task set and the call-backs it answered. */
function callLoggedMessage(nextTask: boolean, answered: string[] = []): string {
  const closed =
    answered.length === 0
      ? ""
      : answered.length === 1
        ? " The call-back it answers is done."
        : ` The ${answered.length} call-backs it answers are done.`;
  return `${nextTask ? "Call logged, and the next task set." : "Call logged."}${closed}`;
}

export async function saveCall(work: LeadWork, value: CallInput) {
  const nextTask =
    value.nextTask && value.nextDueDate && value.nextDueTime
      ? { body: value.nextTask, dueDate: value.nextDueDate, dueTime: value.nextDueTime }
      : undefined;
  const result = await logCall(
    work.db,
    work.leadId,
    { outcome: value.outcome, note: value.callNote, nextTask, formKey: value.formKey },
    work.actor,
  );
  return answer(
    work,
    { intent: "call" },
    result,
    callLoggedMessage(Boolean(nextTask), result.kind === "ok" ? result.answeredTasks : undefined),
    { reset: true },
  );
}

export async function finishTask(work: LeadWork, value: { taskId: string }) {
  const result = await completeTask(work.db, work.leadId, value.taskId, work.actor);
  return answer(work, { intent: "task-done", id: value.taskId }, result, "Task done.", {
    gone: "That task has been removed.",
  });
}

export async function dropTask(work: LeadWork, value: { taskId: string }) {
  const result = await removeTask(work.db, work.leadId, value.taskId, work.actor);
  return answer(work, { intent: "task-remove", id: value.taskId }, result, "Task removed.", {
    gone: "That task has been removed already.",
  });
}

export async function dropNote(work: LeadWork, value: { eventId: string }) {
  const result = await removeNote(work.db, work.leadId, value.eventId, work.actor);
  return answer(work, { intent: "note-remove", id: value.eventId }, result, "Note removed.", {
    gone: "That note has been removed already.",
  });
}

export async function dropSubmission(work: LeadWork, value: { submissionId: string }) {
  const result = await removeSubmission(work.db, work.leadId, value.submissionId, work.actor);
  const place = { intent: "submission-remove", id: value.submissionId };
  if (result.kind === "kept") {
    return formRefused(
      work.submission,
      place,
      "A funded deal, or one with commission recorded, is kept with the lead's records: change its outcome instead.",
      { status: 409 },
    );
  }
  return answer(
    work,
    { intent: "submission-remove", id: value.submissionId },
    result,
    "Submission removed.",
    { gone: "That submission has been removed already." },
  );
}
