import { AlertTriangle, UserX } from "lucide-react";
import { Link } from "react-router";
import { AssignToMeForm } from "#app/components/admin/assign-to-me-form.tsx";
import { LeadContactLine } from "#app/components/admin/contact-links.tsx";
import { formatDateTime, leadKindLabel, statusLabels } from "#app/components/admin/labels.ts";
import type { LeadKind, LeadStatus } from "#app/schemas/value-lists.ts";

/**
 * The top of a lead's page: the way back to the inbox, who the lead is (with the reference the
 * applicant quotes, never the lead's internal id) and how it came, how to
 * reach them (not once their details were erased), its state, and "Assign to me" for anyone it
 * is not assigned to.
 */
export function LeadHeader({
  lead,
  title,
  backTo,
  addedBy,
  overdue,
  userId,
}: {
  lead: {
    /** The case's reference, as the applicant quotes it ("DBF-8YX4C7"). */
    reference: string;
    kind: LeadKind;
    source: string | null;
    status: LeadStatus;
    createdAt: Date | string;
    erasedAt: Date | string | null;
    phone: string | null;
    email: string | null;
    assignedName: string | null;
    assignedUserId: string | null;
    version: number;
  };
  title: string;
  backTo: string;
  /** Who added a lead typed in by hand, and from what. */
  addedBy: string | null;
  overdue: boolean;
  userId: string;
}) {
  return (
    <>
      <p className="mb-2">
        <Link to={backTo} className="font-semibold text-brand-700">
          Back to the inbox
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">
            {title} <span className="font-mono text-2xl text-muted">{lead.reference}</span>
          </h1>
          <p className="mt-1 text-muted">
            {leadKindLabel(lead)}, received {formatDateTime(lead.createdAt)}
            {addedBy ? <>. {addedBy}</> : null}
          </p>
          {lead.erasedAt ? null : <LeadContactLine phone={lead.phone} email={lead.email} />}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Lead state">
          <li className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
            Status: {statusLabels[lead.status]}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
            {lead.assignedName ? (
              <>Assigned to {lead.assignedName}</>
            ) : (
              <>
                <UserX className="size-4" aria-hidden="true" />
                Unassigned
              </>
            )}
          </li>
          {overdue ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-3 py-1 font-semibold text-danger-700">
              <AlertTriangle className="size-4" aria-hidden="true" />
              Overdue
            </li>
          ) : null}
        </ul>
        {lead.assignedUserId === userId ? null : (
          <AssignToMeForm me={userId} version={lead.version} />
        )}
      </div>
    </>
  );
}
