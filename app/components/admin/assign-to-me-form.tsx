import { UserCheck } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * "Assign to me" on a lead's page: the assignment form's intent with the signed-in broker and
 * the lead's version the page shows, so a colleague's change since is not undone (the refusal
 * is said at the assignment panel).
 */
export function AssignToMeForm({ me, version }: { me: string; version: number }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="assignee" value={me} />
      <Button type="submit" variant="outline" size="sm">
        <UserCheck aria-hidden="true" />
        Assign to me
      </Button>
    </Form>
  );
}
