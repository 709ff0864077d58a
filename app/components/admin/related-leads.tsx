import { Link } from "react-router";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { EmailLink } from "#app/components/admin/contact-links.tsx";
import { formatDateTime, leadKindLabel, statusLabels } from "#app/components/admin/labels.ts";
import { adminPaths } from "#app/paths.ts";
import type { LeadKind, LeadStatus } from "#app/schemas/value-lists.ts";

type RelatedLead = {
  id: string;
  kind: LeadKind;
  source: string | null;
  status: LeadStatus;
  createdAt: Date | string;
  companyName: string | null;
  email?: string | null;
};

/** Other leads with the same email address or phone number. */
export function RelatedLeads({ related }: { related: RelatedLead[] }) {
  return (
    <Panel title="Related leads">
      {related.length === 0 ? (
        <p className="text-muted">No other lead has this email address or phone number.</p>
      ) : (
        <ul className="space-y-2">
          {related.map((other) => (
            <li key={other.id}>
              <Link to={adminPaths.lead(other.id)} className="font-semibold text-brand-700">
                {leadKindLabel(other)} of {formatDateTime(other.createdAt)}
              </Link>{" "}
              <span className="text-muted">
                ({statusLabels[other.status]}
                {other.companyName ? `, ${other.companyName}` : ""})
              </span>
              {other.email ? (
                <>
                  {" "}
                  <EmailLink email={other.email} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
