import { Form, Link } from "react-router";
import { FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { statusLabels } from "#app/components/admin/labels.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { adminPaths } from "#app/paths.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";

type PossibleDuplicate = {
  id: string;
  reference: string;
  status: LeadStatus;
  name: string | null;
  createdAt: Date | string;
  reason: "email" | "phone" | "company_number" | "same_person";
};

const reasonLabels: Record<PossibleDuplicate["reason"], string> = {
  email: "same email address",
  phone: "same phone number",
  company_number: "same company number",
  same_person: "same person",
};

/**
 * Cases that may be this one: "Merge…" shows both for the broker to choose the one that stays;
 * "Not the same" stops offering it. Nothing is merged without a broker.
 */
export function CaseDuplicates({
  duplicates,
  answer,
}: {
  duplicates: PossibleDuplicate[];
  answer: AdminFormResult | undefined;
}) {
  return (
    <Panel title="Possible duplicates">
      <FormAnswer answer={answer} />
      {duplicates.length === 0 ? (
        <p className="text-muted">No other case looks like this one.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {duplicates.map((other) => (
            <li key={other.id} className="border-l-4 border-brand-200 pl-3">
              <p>
                <Link to={adminPaths.lead(other.id)} className="font-semibold text-brand-700">
                  {other.reference}
                </Link>{" "}
                <span className="text-muted">
                  {other.name ? `${other.name}, ` : ""}
                  {statusLabels[other.status]}, {formatLongDate(other.createdAt)}:{" "}
                  {reasonLabels[other.reason]}
                </span>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link
                  to={`?${new URLSearchParams({ merge: other.reference })}`}
                  preventScrollReset
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Merge…<span className="sr-only"> with {other.reference}</span>
                </Link>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="not-duplicate" />
                  <input type="hidden" name="otherId" value={other.id} />
                  <Button type="submit" variant="ghost" size="sm">
                    Not the same<span className="sr-only"> as {other.reference}</span>
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
