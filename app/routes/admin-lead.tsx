import { AlertTriangle, UserX } from "lucide-react";
import {
  Link,
  useActionData,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/admin-lead";
import { adminMeta } from "#app/lib/meta.ts";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { AssignmentForm } from "#app/components/admin/assignment-form.tsx";
import { CallForm } from "#app/components/admin/call-form.tsx";
import { LeadTasks } from "#app/components/admin/lead-tasks.tsx";
import { AssignToMeForm } from "#app/components/admin/assign-to-me-form.tsx";
import { CompanyPanel } from "#app/components/admin/company-panel.tsx";
import { LeadContactLine } from "#app/components/admin/contact-links.tsx";
import { EditDetailsForm } from "#app/components/admin/edit-details-form.tsx";
import { EmailApplicantForm } from "#app/components/admin/email-applicant-form.tsx";
import { formatDateTime, kindLabels, statusLabels } from "#app/components/admin/labels.ts";
import { LeadAnswers } from "#app/components/admin/lead-details.tsx";
import { LeadDocuments } from "#app/components/admin/lead-documents.tsx";
import { IntroducerApproval, LeadIntroducerForm } from "#app/components/admin/lead-introducer.tsx";
import { LeadTimeline } from "#app/components/admin/lead-timeline.tsx";
import { LenderSubmissions } from "#app/components/admin/lender-submissions.tsx";
import { NoteForm } from "#app/components/admin/note-form.tsx";
import { PipelineForm } from "#app/components/admin/pipeline-form.tsx";
import { RelatedLeads } from "#app/components/admin/related-leads.tsx";
import { servicesContext } from "#app/context.server.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { leadActionSchema } from "#app/schemas/admin-lead.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  clientIp,
  formInvalid,
  formRefused,
  parseAdminForm,
  sentText,
} from "#app/server/admin/http.server.ts";
import { isOverdue } from "#app/server/admin/inbox.server.ts";
import { inboxReturnPath } from "#app/server/admin/inbox-return.server.ts";
import {
  approveIntroducer,
  dropCommissionPayment,
  leadNotFound,
  saveAssignment,
  saveCommissionPayment,
  saveLenderSubmission,
  saveLeadIntroducer,
  saveNote,
  saveStatus,
} from "#app/server/admin/lead-actions.server.ts";
import {
  activeIntroducers,
  approvalSuggestion,
  introducerApprovedFrom,
  introducerById,
} from "#app/server/admin/introducers.server.ts";
import { getLead, isLeadErased } from "#app/server/admin/lead.server.ts";
import { dealKeptUntil } from "#app/server/deal-retention.server.ts";
import { ErasedLeadNotice } from "#app/components/admin/erased-lead-notice.tsx";
import { erasedLeadLabel } from "#app/schemas/admin.ts";
import {
  dropNote,
  dropSubmission,
  dropTask,
  finishTask,
  saveCall,
  saveTask,
} from "#app/server/admin/lead-work-actions.server.ts";
import { listLeadTasks } from "#app/server/admin/lead-work.server.ts";
import { companiesHouseConfig } from "#app/server/admin/companies-house.server.ts";
import { saveDetails, sendApplicantEmail } from "#app/server/admin/lead-contact-actions.server.ts";
import { leadContactPage } from "#app/server/admin/lead-contact-page.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";
import { panelLenderNames } from "#app/server/admin/submissions.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title ?? "Lead");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!isUuid(params.leadId)) throw leadNotFound();
  const { db, env } = context.get(servicesContext);
  const [detail, brokers, tasks, panel, introducerChoices] = await Promise.all([
    getLead(db, params.leadId),
    listAssignableUsers(db),
    listLeadTasks(db, params.leadId),
    panelLenderNames(db),
    activeIntroducers(db),
  ]);
  if (!detail) throw leadNotFound();
  const { lead } = detail;
  const isAdmin = user.role === "admin";
  const introducer = lead.introducerId ? await introducerById(db, lead.introducerId) : null;
  const approved = lead.kind === "referral" ? await introducerApprovedFrom(db, lead.id) : null;
  const now = new Date();
  const overdue = isOverdue(lead, now);
  return {
    ...detail,
    reach: await leadContactPage(db, env, request, user, lead),
    brokers,
    overdue,
    tasks,
    panel,
    introducers: {
      current: introducer,
      choices: introducerChoices,
      // A referral partner's application: the introducer approved from it, or what an admin's
      // approval starts from.
      approval:
        lead.kind === "referral"
          ? {
              approved,
              suggestion: isAdmin && !approved ? await approvalSuggestion(db, lead.id) : null,
            }
          : null,
    },
    isAdmin,
    now,
    userId: user.id,
    // One-time keys for the forms that add something, made afresh each time the page's data is
    // loaded (so after every save): the same form sent twice adds once.
    formKeys: {
      note: crypto.randomUUID(),
      submission: crypto.randomUUID(),
      call: crypto.randomUUID(),
      task: crypto.randomUUID(),
      payment: crypto.randomUUID(),
    },
    backTo: inboxReturnPath(new URL(request.url).searchParams.get("back")),
    title:
      lead.companyName || lead.fullName || lead.email || (lead.erasedAt ? erasedLeadLabel : "Lead"),
    /** Until when an erased lead's deal record is kept. */
    keptUntil: lead.retainedFrom ? dealKeptUntil(lead.retainedFrom) : null,
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
      intent === "submission"
        ? sentText(form.submission, "submissionId") || "new"
        : intent === "commission-payment"
          ? sentText(form.submission, "submissionId")
          : undefined;
    // The row forms (done, remove) send nothing to correct: a broken one is an old page.
    return formInvalid(form.submission, { intent, id });
  }
  const services = context.get(servicesContext);
  if (personalIntents.has(form.value.intent) && (await isLeadErased(services.db, params.leadId))) {
    return formRefused(
      form.submission,
      { intent: form.value.intent },
      "This lead's personal details were erased; only its deal record is kept. Nothing was saved.",
      { status: 409 },
    );
  }
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
    case "call":
      return saveCall(work, value);
    case "task":
      return saveTask(work, value);
    case "task-done":
      return finishTask(work, value);
    case "task-remove":
      return dropTask(work, value);
    case "note-remove":
      return dropNote(work, value);
    case "submission-remove":
      return dropSubmission(work, value);
    case "commission-payment":
      return saveCommissionPayment(work, value);
    case "commission-payment-remove":
      return dropCommissionPayment(work, value);
    case "details":
      return saveDetails(work, value, companiesHouseConfig(services.env));
    case "email":
      return sendApplicantEmail(work, value);
    case "introducer":
      return saveLeadIntroducer(work, value);
    case "introducer-approve":
      return approveIntroducer(work, value, user.role);
  }
}

/**
 * The forms that concern the person rather than the deal: refused on a lead whose personal
 * details were erased (an old page may still show them).
 */
const personalIntents = new Set(["note", "call", "task", "details", "email"]);

/**
 * A save refused because a colleague changed the lead meanwhile (409) shows the lead as it is
 * now, beside the broker's entry; other refusals leave the page as it was.
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminLead() {
  const detail = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { lead } = detail;

  return (
    <>
      <p className="mb-2">
        <Link to={detail.backTo} className="font-semibold text-brand-700">
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
          {detail.overdue ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-3 py-1 font-semibold text-danger-700">
              <AlertTriangle className="size-4" aria-hidden="true" />
              Overdue
            </li>
          ) : null}
        </ul>
        {lead.assignedUserId === detail.userId ? null : (
          <AssignToMeForm me={detail.userId} version={lead.version} />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {lead.erasedAt ? (
            <ErasedLeadNotice
              erasedAt={lead.erasedAt}
              erasedBy={lead.erasedByName}
              reason={lead.erasureReason ?? ""}
              keptUntil={detail.keptUntil ?? lead.erasedAt}
              companyName={lead.companyName}
              reference={lead.reference}
              loanAmount={lead.loanAmount}
              source={lead.source}
            />
          ) : (
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
          )}
          {detail.introducers.approval ? (
            <IntroducerApproval
              approved={detail.introducers.approval.approved}
              suggestion={detail.introducers.approval.suggestion}
              isAdmin={detail.isAdmin}
              answer={resultFor(answer, "introducer-approve")}
            />
          ) : null}
          <CompanyPanel companyNumber={lead.companyNumber} profile={detail.reach.companyProfile} />
          {lead.erasedAt ? null : (
            <EditDetailsForm
              lead={lead}
              version={lead.version}
              lookupAvailable={detail.reach.lookupAvailable}
              answer={resultFor(answer, "details")}
            />
          )}
          <RelatedLeads related={detail.related} />
          {detail.application ? <LeadDocuments documents={detail.documents} /> : null}
          <LenderSubmissions
            status={lead.status}
            submissions={detail.submissions}
            version={lead.version}
            panel={detail.panel}
            answer={answer}
            formKeys={detail.formKeys}
          />
        </div>

        <div className="space-y-6">
          {/* Shown afresh for each version of the lead, so neither form offers to put back a
              colleague's change; a refused form keeps the broker's entry (its answer). */}
          <PipelineForm
            key={`status-${lead.version}`}
            status={lead.status}
            version={lead.version}
            answer={resultFor(answer, "status")}
            applicantSees={!lead.erasedAt}
          />
          <AssignmentForm
            key={`assign-${lead.version}`}
            assignedUserId={lead.assignedUserId}
            version={lead.version}
            brokers={detail.brokers}
            answer={resultFor(answer, "assign")}
          />
          <LeadIntroducerForm
            key={`introducer-${lead.version}`}
            current={detail.introducers.current}
            shareBasisPoints={lead.introducerShareBasisPoints}
            choices={detail.introducers.choices}
            version={lead.version}
            isAdmin={detail.isAdmin}
            answer={resultFor(answer, "introducer")}
          />
          {lead.erasedAt ? null : (
            <>
              <LeadTasks
                tasks={detail.tasks}
                brokers={detail.brokers}
                userId={detail.userId}
                now={detail.now}
                answer={answer}
                formKey={detail.formKeys.task}
              />
              <EmailApplicantForm
                leadId={lead.id}
                email={lead.email}
                canUpload={lead.kind === "application"}
                draft={detail.reach.emailDraft}
                formKey={detail.reach.emailFormKey}
                answer={resultFor(answer, "email")}
              />
              <CallForm answer={resultFor(answer, "call")} formKey={detail.formKeys.call} />
              <NoteForm answer={resultFor(answer, "note")} formKey={detail.formKeys.note} />
            </>
          )}
          <LeadTimeline
            lead={lead}
            events={detail.events}
            emails={detail.emails}
            answer={resultFor(answer, "note-remove")}
          />
        </div>
      </div>
    </>
  );
}
