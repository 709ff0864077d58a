import { z } from "#app/schemas/zod.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { requireDayAndTime, taskFields, taskOwner } from "#app/schemas/admin-lead-work.ts";

/**
 * The forms on each task of "My day": done, moved to another time, or edited (its words, due
 * time and, for an admin, who is to do it). Each names the task and its case, and the task as
 * the page showed it (`seen`), so a change made meanwhile by someone else is refused rather
 * than overwritten.
 */

const oldPage = "Reload the page and try again.";

const taskRef = {
  taskId: z.string(oldPage).refine(isUuid, oldPage),
  leadId: z.string(oldPage).refine(isUuid, oldPage),
  seen: z.string(oldPage).min(1, oldPage).max(64, oldPage),
};

/** The quick choices of "Reschedule", as their buttons say them; "picked" is a date and time. */
export const rescheduleChoiceLabels = {
  tomorrow: "Tomorrow, 9:00",
  "next-working-day": "Next working day, 9:00",
} as const;
export type RescheduleChoice = keyof typeof rescheduleChoiceLabels | "picked";

/** The UK time of day the quick choices move a task to. */
export const rescheduleTime = "09:00";

export const myDayTaskDoneSchema = z.object({ intent: z.literal("task-done"), ...taskRef });

export const myDayTaskMoveSchema = z
  .object({
    intent: z.literal("task-move"),
    ...taskRef,
    when: z.enum(["tomorrow", "next-working-day", "picked"], oldPage),
    dueDate: taskFields.dueDate.optional(),
    dueTime: taskFields.dueTime.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.when !== "picked") return;
    requireDayAndTime(
      ctx,
      { date: ["dueDate", value.dueDate], time: ["dueTime", value.dueTime] },
      { date: "Enter the day to move it to.", time: "Enter the time to move it to, like 14:00." },
    );
  });
export type MyDayTaskMove = z.output<typeof myDayTaskMoveSchema>;

/** An edit; `owner` is offered to admins only (a broker's tasks stay theirs). */
export const myDayTaskEditSchema = z.object({
  intent: z.literal("task-edit"),
  ...taskRef,
  ...taskFields,
  owner: taskOwner.optional(),
});
export type MyDayTaskEdit = z.output<typeof myDayTaskEditSchema>;

export const myDayTaskActionSchema = z.discriminatedUnion("intent", [
  myDayTaskDoneSchema,
  myDayTaskMoveSchema,
  myDayTaskEditSchema,
]);
export type MyDayTaskAction = z.output<typeof myDayTaskActionSchema>;

/** What the page says once a task was changed, in the address after a form without scripts. */
export const TASK_NOTICES = ["done", "moved", "saved"] as const;
export type TaskNotice = (typeof TASK_NOTICES)[number];
