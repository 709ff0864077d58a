import { CheckCircle2 } from "lucide-react";
import { Form } from "react-router";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { RemoveForm } from "#app/components/admin/remove-form.tsx";
import { TaskFields } from "#app/components/admin/task-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { taskFormSchema, taskTextMax } from "#app/schemas/admin-lead-work.ts";

type When = Date | string;

export type TaskRow = {
  id: string;
  body: string;
  dueAt: When;
  doneAt: When | null;
  ownerName: string | null;
  doneByName: string | null;
};

/**
 * The lead's tasks (call-backs, chasers): open ones by due time, each with "Done" and "Remove",
 * then those done, greyed, saying who finished them; and a form to set another, for the
 * signed-in broker unless another is chosen. Times are UK times.
 */
export function LeadTasks({
  tasks,
  brokers,
  userId,
  now,
  answer,
  formKey,
}: {
  tasks: TaskRow[];
  brokers: { id: string; name: string }[];
  /** The signed-in user: who a new task is for unless another is chosen. */
  userId: string;
  /** When the page was loaded, to say which open tasks are overdue. */
  now: When;
  answer: AdminFormResult | undefined;
  formKey: string;
}) {
  const open = tasks.filter((task) => !task.doneAt);
  const done = tasks.filter((task) => task.doneAt);
  return (
    <Panel title="Tasks">
      {tasks.length ? (
        <ul className="mb-6 space-y-3" aria-label="Tasks on this lead">
          {[...open, ...done].map((task) => {
            const overdue = !task.doneAt && new Date(task.dueAt) < new Date(now);
            return (
              <li
                key={task.id}
                className={cn(
                  "rounded-xl border border-line p-3",
                  task.doneAt && "bg-surface text-muted",
                )}
              >
                <p className={cn("font-semibold", task.doneAt ? "text-muted" : "text-ink")}>
                  {task.doneAt ? (
                    <CheckCircle2 className="mr-1 inline size-4" aria-hidden="true" />
                  ) : null}
                  {task.body}
                </p>
                <p
                  className={cn(
                    "text-sm",
                    overdue ? "font-semibold text-danger-700" : "text-muted",
                  )}
                >
                  {task.doneAt
                    ? `Done ${formatDateTime(task.doneAt)}${task.doneByName ? ` by ${task.doneByName}` : ""}`
                    : `${overdue ? "Overdue: was due" : "Due"} ${formatDateTime(task.dueAt)}, ${
                        task.ownerName ?? "nobody"
                      }`}
                </p>
                <FormAnswer answer={resultFor(answer, "task-done", task.id)} />
                {task.doneAt ? null : (
                  <div className="mt-2 flex flex-wrap items-start gap-3">
                    <Form method="post">
                      <input type="hidden" name="intent" value="task-done" />
                      <input type="hidden" name="taskId" value={task.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        aria-label={`Done: ${task.body}`}
                      >
                        Done
                      </Button>
                    </Form>
                    <RemoveForm intent="task-remove" idName="taskId" id={task.id} thing="task" />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-4 text-muted">No tasks on this lead.</p>
      )}
      <FormAnswer answer={resultFor(answer, "task-remove")} />
      <h3 className="mb-3 text-lg font-semibold text-ink">Set a task</h3>
      <TaskForm
        brokers={brokers}
        userId={userId}
        answer={resultFor(answer, "task")}
        formKey={formKey}
      />
    </Panel>
  );
}

function TaskForm({
  brokers,
  userId,
  answer,
  formKey,
}: {
  brokers: { id: string; name: string }[];
  userId: string;
  answer: AdminFormResult | undefined;
  formKey: string;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(taskFormSchema),
    answer?.result,
    undefined,
    { id: "lead-task", defaultValue: { owner: userId } },
  );
  return (
    <IntentForm
      form={form}
      formHandlers={formHandlers}
      intent="task"
      answer={answer}
      submitLabel="Set task"
      formKey={formKey}
    >
      <TaskFields
        fields={fields}
        errorOf={errorOf}
        hint={`Like “Call back about the offer” or “Chase bank statements”; up to ${taskTextMax} characters.`}
        owners={brokers}
        userId={userId}
      />
    </IntentForm>
  );
}
