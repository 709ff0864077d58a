import { useActionData, useLoaderData } from "react-router";
import { AssignmentForm } from "#app/components/admin/assignment-form.tsx";
import { CaseClient } from "#app/components/admin/case-client.tsx";
import { CaseDuplicates } from "#app/components/admin/case-duplicates.tsx";
import { CaseMerge } from "#app/components/admin/case-merge.tsx";
import { CaseSubmissions } from "#app/components/admin/case-submissions.tsx";
import { CompanyPanel } from "#app/components/admin/company-panel.tsx";
import { DealFactsForm } from "#app/components/admin/deal-facts-form.tsx";
import { EditDetailsForm } from "#app/components/admin/edit-details-form.tsx";
import { LeadContactWork, LeadDailyActions } from "#app/components/admin/lead-contact-work.tsx";
import { LeadDocuments } from "#app/components/admin/lead-documents.tsx";
import { IntroducerApproval, LeadIntroducerForm } from "#app/components/admin/lead-introducer.tsx";
import { LeadSummary } from "#app/components/admin/lead-summary.tsx";
import { LatestActivity, LeadTimeline } from "#app/components/admin/lead-timeline.tsx";
import { LenderSubmissions } from "#app/components/admin/lender-submissions.tsx";
import { PipelineForm } from "#app/components/admin/pipeline-form.tsx";
import { RelatedLeads } from "#app/components/admin/related-leads.tsx";
import { dealFactText } from "#app/lib/deal-facts.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";
import type { leadPageAction } from "#app/server/admin/lead/intents.server.ts";
import type { loadLeadPage } from "#app/server/admin/lead/page.server.ts";

/**
 * The case page (app/routes/admin-lead.tsx): the daily loop at the top (log a call, the stage,
 * the latest activity, email the applicant), then two columns: the case itself, its records and
 * its money on the left; the rest of the broker's work on it (assignment, introducer, tasks,
 * notes, the whole timeline) on the right.
 */

/** The page's data and the answer to the form last sent, as its route loads and answers them. */
function usePage() {
  const detail = useLoaderData<typeof loadLeadPage>();
  const answer = useActionData<typeof leadPageAction>();
  return { detail, answer, lead: detail.lead };
}

/** What the case is: its answers, submissions, company, client, related cases and lenders. */
export function CaseColumn() {
  const { detail, answer, lead } = usePage();
  return (
    <div className="space-y-6">
      <LeadSummary
        lead={lead}
        answers={detail}
        addedBy={detail.reach.addedBy}
        keptUntil={detail.keptUntil}
      />
      <DealFactsForm
        key={`deal-${lead.version}`}
        facts={lead}
        version={lead.version}
        fit={detail.lenderFit}
        answer={resultFor(answer, "deal")}
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
      {lead.erasedAt ? null : (
        <LeadDocuments
          leadId={lead.id}
          productName={lead.product ? dealFactText("product", lead) : null}
          checklist={detail.checklist}
          documents={detail.documents}
          answer={answer}
        />
      )}
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
  );
}

/**
 * What a broker does on a case every day, above its details at every width: log a call (with
 * the next task), the stage, the latest three entries of the timeline, and email the applicant.
 */
export function DailyLoop() {
  const { detail, answer, lead } = usePage();
  return (
    <section aria-label="Work on this case" className="mb-6 grid gap-6 lg:grid-cols-3">
      <LeadDailyActions
        lead={lead}
        templates={detail.reach.emailTemplates}
        draft={detail.reach.emailDraft}
        emailFormKey={detail.reach.emailFormKey}
        callFormKey={detail.formKeys.call}
        answer={answer}
      >
        {/* Shown afresh for each version of the lead, so it never offers to put back a
            colleague's change; a refused form keeps the broker's entry (its answer). */}
        <PipelineForm
          key={`status-${lead.version}`}
          status={lead.status}
          version={lead.version}
          answer={resultFor(answer, "status")}
          applicantSees={!lead.erasedAt}
        />
        <LatestActivity lead={lead} events={detail.events} emails={detail.emails} />
      </LeadDailyActions>
    </section>
  );
}

/** The rest of the broker's work on the case. */
export function WorkColumn() {
  const { detail, answer, lead } = usePage();
  return (
    <div className="space-y-6">
      {/* Each afresh for each version of the lead, as the stage is (above). */}
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
  );
}
