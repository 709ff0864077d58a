import type { FieldMetadata } from "@conform-to/react";
import { AdminSelectField, AdminTextField } from "#app/components/admin/admin-fields.tsx";

type Field = FieldMetadata<string | undefined>;

/** The message a field shows now (`useLeadForm`'s `errorOf`). */
type ErrorOf = (name: string, errors: string[] | undefined) => string | undefined;

/** A day and a UK time side by side: when a task is due, or when it is moved to. */
export function DueFields({
  fields,
  errorOf,
  labels = { date: "Due on", time: "Due at (UK time)" },
}: {
  fields: { dueDate: Field; dueTime: Field };
  errorOf: ErrorOf;
  labels?: { date: string; time: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AdminTextField
        field={fields.dueDate}
        type="date"
        label={labels.date}
        error={errorOf("dueDate", fields.dueDate.errors)}
      />
      <AdminTextField
        field={fields.dueTime}
        type="time"
        label={labels.time}
        error={errorOf("dueTime", fields.dueTime.errors)}
      />
    </div>
  );
}

/**
 * A task's questions, on the case page's "Set a task" and My day's "Edit": what is to be done,
 * when it is due, and who is to do it (when the form offers that choice).
 */
export function TaskFields({
  fields,
  errorOf,
  hint,
  owners,
  userId,
}: {
  fields: { task: Field; dueDate: Field; dueTime: Field; owner: Field };
  errorOf: ErrorOf;
  hint: string;
  /** Who the task can be for; null when it stays with its owner. */
  owners: { id: string; name: string }[] | null;
  /** The signed-in user, named "(you)" among the owners. */
  userId?: string;
}) {
  return (
    <>
      <AdminTextField
        field={fields.task}
        label="Task"
        hint={hint}
        error={errorOf("task", fields.task.errors)}
      />
      <DueFields fields={fields} errorOf={errorOf} />
      {owners ? (
        <AdminSelectField
          field={fields.owner}
          label="For"
          error={errorOf("owner", fields.owner.errors)}
        >
          {owners.map((broker) => (
            <option key={broker.id} value={broker.id}>
              {broker.name}
              {broker.id === userId ? " (you)" : ""}
            </option>
          ))}
        </AdminSelectField>
      ) : null}
    </>
  );
}
