import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Takes one thing (a note, a submission, a task) off a lead, asked twice: "Remove …" opens the
 * question, and only its "Yes, remove …" button sends the form. Works without JavaScript. What
 * was removed stays on the timeline and in the audit log, as the question says.
 */
export function RemoveForm({
  intent,
  idName,
  id,
  thing,
}: {
  /** The action's intent ("note-remove"). */
  intent: string;
  /** The field naming the row ("eventId") and its value. */
  idName: string;
  id: string;
  /** What is removed, as the buttons say it: "note", "Northern Capital". */
  thing: string;
}) {
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-9 cursor-pointer items-center gap-1 text-sm font-semibold text-danger-700">
        <Trash2 className="size-4" aria-hidden="true" />
        Remove {thing}
      </summary>
      <Form method="post" className="mt-2 space-y-2 rounded-lg bg-danger-50 p-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={idName} value={id} />
        <p className="text-sm text-ink">
          Remove this {thing}? The timeline and the audit log will keep what it said, and who
          removed it.
        </p>
        <Button type="submit" variant="danger" size="sm">
          Yes, remove {thing}
        </Button>
      </Form>
    </details>
  );
}
