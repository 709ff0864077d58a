import { getFormProps } from "@conform-to/react";
import { AlertTriangle } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { noticeClass } from "#app/components/admin/admin-shell.tsx";
import { DaySection, daySectionId, LeadLink } from "#app/components/admin/day-section.tsx";
import { DueFields, TaskFields } from "#app/components/admin/task-fields.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ukWallClock } from "#app/lib/dates.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { taskTextMax } from "#app/schemas/admin-lead-work.ts";
import {
  myDayTaskEditSchema,
  myDayTaskMoveSchema,
  rescheduleChoiceLabels,
} from "#app/schemas/admin-my-day.ts";

type When = Date | string;

/** A task on My day, as its loader lists it: `version` is the task as shown (see the action). */
export type DayTask = {
  taskId: string;
  leadId: string;
  name: string;
  body: string;
  dueAt: When;
  ownerUserId: string | null;
  version: string;
};

type TaskIntent = "task-done" | "task-move" | "task-edit";

/** What a row tells the list once its form is answered. */
type RowAnswer = {
  taskId: string;
  index: number;
  intent: TaskIntent;
  answer: AdminFormResult;
  /** Focus was in the row when its form was sent: it is kept there, or near, afterwards. */
  hadFocus: boolean;
  /** The list is being loaded again (a change, or a refusal showing the task as it is now). */
  reloading: boolean;
};

const summaryClass = cn(
  buttonVariants({ variant: "outline", size: "sm" }),
  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
);

/**
 * "Tasks and call-backs due" on My day, each task with "Done", "Reschedule" and "Edit". The
 * forms post to My day (without scripts the page comes back saying what was done); with
 * scripts each row saves in place. What was done is said in the status line above the list,
 * for screen readers too; a task that leaves the list hands focus to the next one (or to the
 * list's heading when it was the last).
 */
export function DayTasks({
  now,
  isAdmin,
  brokers,
  notice,
  pageAnswer,
  ...section
}: {
  title: string;
  list: { count: number; cap: number; items: DayTask[] };
  limit: number;
  empty: string;
  now: Date;
  isAdmin: boolean;
  brokers: { id: string; name: string }[];
  /** What a form sent without scripts did, from the address. */
  notice: string | null;
  /** The answer to a form sent without scripts that was refused or is to be corrected. */
  pageAnswer: AdminFormResult | undefined;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [said, setSaid] = useState<AdminFormResult | null>(null);
  const pending = useRef<RowAnswer | null>(null);

  function answered(row: RowAnswer) {
    if (row.answer.message) setSaid(row.answer);
    if (row.hadFocus && row.reloading) pending.current = row;
  }

  // Once the list is loaded again after a row's form: focus where the broker can go on.
  useEffect(() => {
    const row = pending.current;
    if (!row) return;
    pending.current = null;
    focusAfter(row, listRef.current, daySectionId(section.title));
  }, [section.list, section.title]);

  const rows: RowsShare = { now, owners: isAdmin ? brokers : null, onAnswer: answered };
  const shown =
    said ??
    (notice ? { status: "success" as const, message: notice } : null) ??
    (pageAnswer?.message ? pageAnswer : null);
  const status = (
    <div role="status">
      {shown?.message ? (
        <p className={cn(noticeClass(shown.status === "success" ? "ok" : "error"), "mb-4")}>
          {shown.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <DaySection
      {...section}
      before={status}
      listRef={listRef}
      itemKey={(task) => task.taskId}
      render={(task, index) => (
        <TaskRow
          task={task}
          index={index}
          list={rows}
          pageAnswer={pageAnswer?.id === task.taskId ? pageAnswer : undefined}
        />
      )}
    />
  );
}

/**
 * Where focus goes once a row's form is answered and the list shows the tasks as they are:
 * back to the button that opened that form when the task is still listed, else the next
 * task's first control, else the list's heading.
 */
function focusAfter(row: RowAnswer, list: HTMLUListElement | null, headingId: string) {
  const still = list?.querySelector<HTMLElement>(`[data-task="${row.taskId}"]`);
  const target = still
    ? (still.querySelector<HTMLElement>(`[data-opens="${row.intent}"]`) ??
      still.querySelector<HTMLElement>("a, button"))
    : list?.children[row.index]?.querySelector<HTMLElement>("a, button, summary");
  (target ?? document.getElementById(headingId))?.focus();
}

/** What every row of the list has alike. */
type RowsShare = {
  now: Date;
  /** Who an admin can give a task to; null for a broker (their tasks stay theirs). */
  owners: { id: string; name: string }[] | null;
  onAnswer: (row: RowAnswer) => void;
};

function TaskRow({
  task,
  index,
  list,
  pageAnswer,
}: {
  task: DayTask;
  index: number;
  list: RowsShare;
  pageAnswer: AdminFormResult | undefined;
}) {
  const { now, owners, onAnswer } = list;
  const fetcher = useFetcher<AdminFormResult>({ key: `day-task-${task.taskId}` });
  const answer = fetcher.data ?? pageAnswer;
  const rowRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const told = useRef<AdminFormResult | undefined>(undefined);

  useEffect(() => {
    if (!fetcher.data || told.current === fetcher.data) return;
    told.current = fetcher.data;
    onAnswer({
      taskId: task.taskId,
      index,
      intent: fetcher.data.intent as TaskIntent,
      answer: fetcher.data,
      hadFocus: hadFocus.current,
      reloading: fetcher.state === "loading",
    });
  });

  const overdue = new Date(task.dueAt) < now;
  const refused = answer?.status === "error" ? answer.message : undefined;
  const openOn = (intent: TaskIntent) => resultFor(answer, intent)?.status === "error";
  const edited = resultFor(answer, "task-edit");
  return (
    <div
      ref={rowRef}
      data-task={task.taskId}
      onSubmitCapture={() => {
        hadFocus.current = Boolean(rowRef.current?.contains(document.activeElement));
      }}
    >
      <p className="text-ink">
        <LeadLink item={task} />: {task.body}
      </p>
      <p
        className={
          overdue
            ? "inline-flex items-center gap-1 text-sm font-semibold text-danger-700"
            : "text-sm text-muted"
        }
      >
        {overdue ? <AlertTriangle className="size-4" aria-hidden="true" /> : null}
        {overdue ? "Overdue: was due" : "Due"} {formatDateTime(task.dueAt)}
      </p>
      {/* Said in the list's status line too; here so it shows beside the task. */}
      {refused ? <p className={cn(noticeClass("error"), "mt-2 text-sm")}>{refused}</p> : null}
      <div className="mt-2 flex flex-wrap items-start gap-2" key={task.version}>
        <fetcher.Form method="post">
          <TaskReference task={task} intent="task-done" />
          <Button type="submit" size="sm" variant="outline" aria-label={`Done: ${task.body}`}>
            Done
          </Button>
        </fetcher.Form>
        <RowDisclosure label="Reschedule" task={task} intent="task-move" open={openOn("task-move")}>
          <MoveForm task={task} fetcher={fetcher} answer={resultFor(answer, "task-move")} />
        </RowDisclosure>
        <RowDisclosure label="Edit" task={task} intent="task-edit" open={openOn("task-edit")}>
          <EditForm task={task} fetcher={fetcher} answer={edited} owners={owners} />
        </RowDisclosure>
      </div>
    </div>
  );
}

/** "Reschedule" or "Edit": a button that opens its form below the row's buttons. */
function RowDisclosure({
  label,
  task,
  intent,
  open,
  children,
}: {
  label: string;
  task: DayTask;
  intent: TaskIntent;
  /** Open from the start: its form was sent and has something to correct. */
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open || undefined} className="open:basis-full">
      <summary className={summaryClass} data-opens={intent}>
        {label}
        <span className="sr-only">: {task.body}</span>
      </summary>
      <div className="mt-3 rounded-xl border border-line bg-surface p-3">{children}</div>
    </details>
  );
}

/** Which task a form is about, and the task as the page showed it. */
function TaskReference({ task, intent }: { task: DayTask; intent: TaskIntent }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="taskId" value={task.taskId} />
      <input type="hidden" name="leadId" value={task.leadId} />
      <input type="hidden" name="seen" value={task.version} />
    </>
  );
}

type RowForm = {
  task: DayTask;
  fetcher: FetcherWithComponents<AdminFormResult>;
  answer: AdminFormResult | undefined;
};

function MoveForm({ task, fetcher, answer }: RowForm) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(myDayTaskMoveSchema),
    answer?.result,
    undefined,
    { id: `task-move-${task.taskId}` },
  );
  return (
    <fetcher.Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-3">
      <TaskReference task={task} intent="task-move" />
      <div className="flex flex-wrap gap-2">
        {Object.entries(rescheduleChoiceLabels).map(([when, label]) => (
          <Button key={when} type="submit" name="when" value={when} size="sm" variant="outline">
            {label}
          </Button>
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">Or pick a day and time</legend>
        <DueFields
          fields={fields}
          errorOf={errorOf}
          labels={{ date: "Move to", time: "At (UK time)" }}
        />
        <Button type="submit" name="when" value="picked" size="sm">
          Move task
        </Button>
      </fieldset>
    </fetcher.Form>
  );
}

function EditForm({
  task,
  fetcher,
  answer,
  owners,
}: RowForm & {
  /** Who an admin can give the task to; null for a broker (their tasks stay theirs). */
  owners: { id: string; name: string }[] | null;
}) {
  const due = ukWallClock(new Date(task.dueAt));
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(myDayTaskEditSchema),
    answer?.result,
    undefined,
    {
      id: `task-edit-${task.taskId}`,
      defaultValue: {
        task: task.body,
        dueDate: due.date,
        dueTime: due.time,
        owner: task.ownerUserId ?? undefined,
      },
    },
  );
  return (
    <fetcher.Form method="post" {...getFormProps(form)} {...formHandlers} className="space-y-3">
      <TaskReference task={task} intent="task-edit" />
      <TaskFields
        fields={fields}
        errorOf={errorOf}
        hint={`Up to ${taskTextMax} characters.`}
        owners={owners}
      />
      <Button type="submit" size="sm">
        Save task
      </Button>
    </fetcher.Form>
  );
}
