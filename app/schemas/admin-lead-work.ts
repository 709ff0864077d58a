import { z } from "#app/schemas/zod.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { CALL_OUTCOMES, type CallOutcome } from "#app/schemas/value-lists.ts";

/**
 * The forms of a lead's page that work it without changing the lead itself: tasks (call-backs,
 * chasers), calls with their outcome, and removing a note or a lender submission. Each form
 * that adds something carries a one-time `formKey`, so the same form sent twice adds it once.
 */

export const callOutcomeLabels: Record<CallOutcome, string> = {
  answered: "Answered",
  no_answer: "No answer",
  voicemail: "Left voicemail",
};

/** The most a task's text may say: a line on "My day", not a note. */
export const taskTextMax = 200;

/**
 * A form's one-time key: a random UUID made when the form is shown, renewed after each save.
 * Optional, so a script or test posting without one is answered as before (never deduplicated).
 */
export const formKey = z
  .string()
  .optional()
  .refine((value) => !value || isUuid(value), "Reload the page and try again.");

const dueDate = z.iso.date("Enter the day it is due.");
const dueTime = z.iso.time({ precision: -1, error: "Enter the time it is due, like 14:00." });

/** What a task says and when it is due: set on a lead's page, changed on "My day". */
export const taskFields = {
  task: z
    .string("Say what is to be done.")
    .trim()
    .min(1, "Say what is to be done.")
    .max(taskTextMax, `Keep a task under ${taskTextMax} characters.`),
  dueDate,
  dueTime,
};

/** Who is to do a task. */
export const taskOwner = z
  .string("Select who is to do it.")
  .refine(isUuid, "Select who is to do it.");

export const taskFormSchema = z.object({
  intent: z.literal("task"),
  formKey,
  ...taskFields,
  owner: taskOwner,
});
export type TaskInput = z.output<typeof taskFormSchema>;

/** A task marked done, or removed (set by mistake, no longer needed). */
export const taskDoneSchema = z.object({
  intent: z.literal("task-done"),
  taskId: z.string().refine(isUuid, "Reload the page and try again."),
});
export const taskRemoveSchema = z.object({
  intent: z.literal("task-remove"),
  taskId: z.string().refine(isUuid, "Reload the page and try again."),
});

/**
 * A day and a time asked for together (a call's next task, a task moved to a time picked): each
 * one missing is said at its field. `given` names each field and what it holds.
 */
export function requireDayAndTime(
  ctx: z.RefinementCtx,
  given: { date: [string, string | undefined]; time: [string, string | undefined] },
  messages: { date: string; time: string },
): void {
  for (const part of ["date", "time"] as const) {
    const [path, value] = given[part];
    if (!value) ctx.addIssue({ code: "custom", path: [path], message: messages[part] });
  }
}

/** A call to the applicant: what came of it, a note, and perhaps the next task in one step. */
export const callFormSchema = z
  .object({
    intent: z.literal("call"),
    formKey,
    outcome: z.enum(CALL_OUTCOMES, "Select what came of the call."),
    callNote: z.string().trim().max(5000, "Keep a note under 5,000 characters.").optional(),
    nextTask: z
      .string()
      .trim()
      .max(taskTextMax, `Keep a task under ${taskTextMax} characters.`)
      .optional(),
    nextDueDate: dueDate.optional(),
    nextDueTime: dueTime.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.nextTask) return;
    requireDayAndTime(
      ctx,
      { date: ["nextDueDate", value.nextDueDate], time: ["nextDueTime", value.nextDueTime] },
      {
        date: "Enter the day the next task is due.",
        time: "Enter the time the next task is due, like 14:00.",
      },
    );
  });
export type CallInput = z.output<typeof callFormSchema>;

/** A note (a timeline event) or a lender submission taken off the lead. */
export const removeNoteSchema = z.object({
  intent: z.literal("note-remove"),
  eventId: z.string().refine(isUuid, "Reload the page and try again."),
});
export const removeSubmissionSchema = z.object({
  intent: z.literal("submission-remove"),
  submissionId: z.string().refine(isUuid, "Reload the page and try again."),
});
