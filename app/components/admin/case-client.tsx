import { Link } from "react-router";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { statusLabels } from "#app/components/admin/labels.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { formatPounds } from "#app/lib/money.ts";
import { adminPaths } from "#app/paths.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";

type ClientCase = {
  id: string;
  reference: string;
  status: LeadStatus;
  loanAmount: number | null;
  createdAt: Date | string;
};

/** The business the case is for, and its other cases with the firm, open and closed. */
export function CaseClient({
  client,
}: {
  client: { name: string | null; companyNumber: string | null; cases: ClientCase[] } | null;
}) {
  return (
    <Panel title="Client">
      {client ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-ink">Name</dt>
            <dd>{client.name ?? "Not given yet"}</dd>
            <dt className="font-semibold text-ink">Company number</dt>
            <dd>{client.companyNumber ?? "Not known"}</dd>
          </dl>
          <h3 className="mt-4 mb-2 font-semibold text-ink">Other cases of this client</h3>
          {client.cases.length === 0 ? (
            <p className="text-muted">This is the client's only case.</p>
          ) : (
            <ul className="space-y-2">
              {client.cases.map((other) => (
                <li key={other.id}>
                  <Link to={adminPaths.lead(other.id)} className="font-semibold text-brand-700">
                    {other.reference}
                  </Link>{" "}
                  <span className="text-muted">
                    {statusLabels[other.status]}
                    {other.loanAmount != null ? `, ${formatPounds(other.loanAmount)}` : ""},{" "}
                    {formatLongDate(other.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="text-muted">This is not a client's case.</p>
      )}
    </Panel>
  );
}
