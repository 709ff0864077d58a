import { AlertTriangle, UserX } from "lucide-react";
import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-lead";
import { adminMeta } from "#app/lib/meta.ts";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { AssignmentForm } from "#app/components/admin/assignment-form.tsx";
import { CompanyPanel } from "#app/components/admin/company-panel.tsx";
import { LeadContactLine } from "#app/components/admin/contact-links.tsx";
import { EditDetailsForm } from "#app/components/admin/edit-details-form.tsx";
import { EmailApplicantForm } from "#app/components/admin/email-applicant-form.tsx";
import { formatDateTime, kindLabels, statusLabels } from "#app/components/admin/labels.ts";
import { LeadAnswers } from "#app/components/admin/lead-details.tsx";
import { LeadDocuments } from "#app/components/admin/lead-documents.tsx";
import { LeadTimeline } from "#app/components/admin/lead-timeline.tsx";
import { LenderSubmissions } from "#app/components/admin/lender-submissions.tsx";
import { NoteForm } from "#app/components/admin/note-form.tsx";
import { PipelineForm } from "#app/components/admin/pipeline-form.tsx";
import { RelatedLeads } from "#app/components/admin/related-leads.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { leadActionSchema } from "#app/schemas/admin-lead.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { clientIp, formInvalid, parseAdminForm, sentText } from "#app/server/admin/http.server.ts";
import { isOverdue } from "#app/server/admin/inbox.server.ts";
import {
  leadNotFound,
  saveAssignment,
  saveLenderSubmission,
  saveNote,
  saveStatus,
} from "#app/server/admin/lead-actions.server.ts";
import { getLead } from "#app/server/admin/lead.server.ts";
import { companiesHouseConfig } from "#app/server/admin/companies-house.server.ts";
import { saveDetails, sendApplicantEmail } from "#app/server/admin/lead-contact-actions.server.ts";
import { leadContactPage } from "#app/server/admin/lead-contact-page.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title ?? "Lead");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!isUuid(params.leadId)) throw leadNotFound();
  const { db, env } = context.get(servicesContext);
  const [detail, brokers] = await Promise.all([
    getLead(db, params.leadId),
    listAssignableUsers(db),
  ]);
  if (!detail) throw leadNotFound();
  const { lead } = detail;
  const overdue = isOverdue(lead, new Date());
  return {
    ...detail,
    reach: await leadContactPage(db, env, request, user, lead),
    brokers,
    overdue,
    title: lead.companyName || lead.fullName || lead.email || "Lead",
  };
}

/** Reads whichever of the page's forms was sent and hands it to the function for its intent. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!isUuid(params.leadId)) throw leadNotFound();
  const form = await parseAdminForm(request, leadActionSchema);
  if (form.status === "invalid") {
    const intent = sentText(form.submission, "intent") ?? "";
    const id =
      intent === "submission" ? sentText(form.submission, "submissionId") || "new" : undefined;
    return formInvalid(form.submission, { intent, id });
  }
  const services = context.get(servicesContext);
  const work = {
    db: services.db,
    leadId: params.leadId,
    actor: { userId: user.id, ip: clientIp(context) },
    submission: form.submission,
    notifyOutbox: () => services.notifyOutbox(),
  };
  const value = form.value;
  switch (value.intent) {
    case "status":
      return saveStatus(work, value);
    case "assign":
      return saveAssignment(work, value);
    case "note":
      return saveNote(work, value);
    case "submission":
      return saveLenderSubmission(work, value);
    case "details":
      return saveDetails(work, value, companiesHouseConfig(services.env));
    case "email":
      return sendApplicantEmail(work, value);
  }
}

export default function AdminLead() {
  const detail = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { lead } = detail;

  return (
    <>
      <p className="mb-2">
        <Link to={adminPaths.inbox} className="font-semibold text-brand-700">
          Back to the inbox
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{detail.title}</h1>
          <p className="mt-1 text-muted">
            {kindLabels[lead.kind]}, received {formatDateTime(lead.createdAt)}
            {detail.reach.addedBy ? <>. {detail.reach.addedBy}</> : null}
          </p>
          <LeadContactLine phone={lead.phone} email={lead.email} />
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
          {detail.overdue ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-3 py-1 font-semibold text-danger-700">
              <AlertTriangle className="size-4" aria-hidden="true" />
              Overdue
            </li>
          ) : null}
        </ul>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Panel title="What they told us">
            <LeadAnswers
              enquiry={detail.enquiry}
              application={detail.application}
              referral={detail.referral}
              contact={detail.contact}
              source={detail.reach.addedBy ?? lead.source}
              createdAt={lead.createdAt}
              lead={lead}
            />
          </Panel>
          <CompanyPanel companyNumber={lead.companyNumber} profile={detail.reach.companyProfile} />
          <EditDetailsForm
            lead={lead}
            version={lead.version}
            lookupAvailable={detail.reach.lookupAvailable}
            answer={resultFor(answer, "details")}
          />
          <RelatedLeads related={detail.related} />
          {detail.application ? <LeadDocuments documents={detail.documents} /> : null}
          <LenderSubmissions submissions={detail.submissions} answer={answer} />
        </div>

        <div className="space-y-6">
          <PipelineForm
            status={lead.status}
            version={lead.version}
            answer={resultFor(answer, "status")}
          />
          <AssignmentForm
            assignedUserId={lead.assignedUserId}
            version={lead.version}
            brokers={detail.brokers}
            answer={resultFor(answer, "assign")}
          />
          <EmailApplicantForm
            leadId={lead.id}
            email={lead.email}
            canUpload={lead.kind === "application"}
            draft={detail.reach.emailDraft}
            formKey={detail.reach.emailFormKey}
            answer={resultFor(answer, "email")}
          />
          <NoteForm answer={resultFor(answer, "note")} />
          <LeadTimeline lead={lead} events={detail.events} emails={detail.emails} />
        </div>
      </div>
    </>
  );
}
