import { useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin-lead";
import { adminMeta } from "#app/lib/meta.ts";
import { AssignmentForm } from "#app/components/admin/assignment-form.tsx";
import { LeadContactWork } from "#app/components/admin/lead-contact-work.tsx";
import { LeadHeader } from "#app/components/admin/lead-header.tsx";
import { LeadSummary } from "#app/components/admin/lead-summary.tsx";
import { CompanyPanel } from "#app/components/admin/company-panel.tsx";
import { EditDetailsForm } from "#app/components/admin/edit-details-form.tsx";
import { LeadDocuments } from "#app/components/admin/lead-documents.tsx";
import { IntroducerApproval, LeadIntroducerForm } from "#app/components/admin/lead-introducer.tsx";
import { LeadTimeline } from "#app/components/admin/lead-timeline.tsx";
import { LenderSubmissions } from "#app/components/admin/lender-submissions.tsx";
import { PipelineForm } from "#app/components/admin/pipeline-form.tsx";
import { RelatedLeads } from "#app/components/admin/related-leads.tsx";
import { FormNotice } from "#app/components/admin/admin-shell.tsx";
import { CaseClient } from "#app/components/admin/case-client.tsx";
import { CaseDuplicates } from "#app/components/admin/case-duplicates.tsx";
import { CaseMerge } from "#app/components/admin/case-merge.tsx";
import { CaseSubmissions } from "#app/components/admin/case-submissions.tsx";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { leadPageAction } from "#app/server/admin/lead/intents.server.ts";
import { loadLeadPage } from "#app/server/admin/lead/page.server.ts";

/** The tab names the case as the applicant does, by its reference. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.title}, ${loaderData.lead.reference}` : "Lead");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadLeadPage({ request, context, user, leadId: params.leadId });
}

/** Reads whichever of the page's forms was sent and hands it to the handler for its intent. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return leadPageAction({ request, context, user, leadId: params.leadId });
}

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
      <LeadHeader
        lead={lead}
        title={detail.title}
        backTo={detail.backTo}
        addedBy={detail.reach.addedBy}
        overdue={detail.overdue}
        userId={detail.userId}
      />
      {detail.mergedNotice ? (
        <div className="mb-6">
          <FormNotice kind="ok">{detail.mergedNotice}</FormNotice>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <LeadSummary
            lead={lead}
            answers={detail}
            addedBy={detail.reach.addedBy}
            keptUntil={detail.keptUntil}
          />
          <CaseSubmissions
            key={`submissions-${lead.version}`}
            submissions={detail.caseSubmissions}
            version={lead.version}
            canSplit={detail.merge.canMerge}
            answer={resultFor(answer, "split")}
          />
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
          <CaseClient client={detail.client} />
          <RelatedLeads related={detail.related} />
          {detail.merge.canMerge ? (
            <>
              <CaseDuplicates
                duplicates={detail.duplicates}
                answer={resultFor(answer, "not-duplicate")}
              />
              <CaseMerge lookup={detail.merge.lookup} answer={resultFor(answer, "merge")} />
            </>
          ) : null}
          {detail.application ? <LeadDocuments documents={detail.documents} /> : null}
          <LenderSubmissions
            status={lead.status}
            submissions={detail.submissions}
            version={lead.version}
            panel={detail.panel}
            answer={answer}
            formKeys={detail.formKeys}
            money={{ isAdmin: detail.isAdmin, proposals: detail.proposals }}
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
            proposeOnly={detail.introducers.proposeOnly}
            proposals={detail.proposals}
            answer={answer}
          />
          <LeadContactWork
            lead={lead}
            tasks={detail.tasks}
            brokers={detail.brokers}
            userId={detail.userId}
            now={detail.now}
            draft={detail.reach.emailDraft}
            emailFormKey={detail.reach.emailFormKey}
            formKeys={detail.formKeys}
            answer={answer}
          />
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
