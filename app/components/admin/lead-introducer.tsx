import { Link } from "react-router";
import { AdminSelectField, FormAnswer } from "#app/components/admin/admin-fields.tsx";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import {
  NewIntroducerForm,
  type IntroducerSuggestion,
} from "#app/components/admin/introducer-form.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { formatBasisPoints } from "#app/lib/commission.ts";
import { adminPaths } from "#app/paths.ts";
import { resultFor, type AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { ProposalList, type ProposalItem } from "#app/components/admin/commission-panel.tsx";
import { leadIntroducerFormSchema } from "#app/schemas/admin-lead.ts";

type Choice = { id: string; name: string; code: string };

/**
 * Who introduced the lead: the introducer it is linked to, at the split it was linked under,
 * and the choice of another active introducer or none, against the version the broker saw.
 */
export function LeadIntroducerForm({
  current,
  shareBasisPoints,
  choices,
  version,
  isAdmin,
  proposeOnly,
  proposals,
  answer: pageAnswer,
}: {
  current: { id: string; name: string; active: boolean } | null;
  shareBasisPoints: number | null;
  choices: Choice[];
  version: number;
  isAdmin: boolean;
  /** The lead has commission received: a broker proposes a change for an admin to confirm. */
  proposeOnly: boolean;
  proposals: ProposalItem[];
  /** The page's answer (this form's, or to a proposal's confirm or reject). */
  answer: AdminFormResult | undefined;
}) {
  const answer = resultFor(pageAnswer, "introducer");
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(leadIntroducerFormSchema),
    answer?.result,
    undefined,
    { id: "lead-introducer", defaultValue: { introducerId: current?.id ?? "" } },
  );
  // An introducer made inactive since stays on the leads they brought, and in the choice.
  const kept = current && !choices.some((choice) => choice.id === current.id) ? current : null;
  return (
    <Panel title="Introducer">
      {current ? (
        <p className="mb-4">
          Introduced by{" "}
          {isAdmin ? (
            <Link to={adminPaths.introducer(current.id)} className="font-semibold text-brand-700">
              {current.name}
            </Link>
          ) : (
            <span className="font-semibold">{current.name}</span>
          )}
          {shareBasisPoints === null
            ? null
            : `, who earns ${formatBasisPoints(shareBasisPoints)} of the commission received on it`}
          .
        </p>
      ) : (
        <p className="mb-4 text-muted">No introducer.</p>
      )}
      <IntentForm
        form={form}
        formHandlers={formHandlers}
        intent="introducer"
        answer={answer}
        submitLabel={proposeOnly ? "Propose this introducer" : "Save introducer"}
        version={version}
      >
        {proposeOnly ? (
          <>
            <input type="hidden" name="propose" value="on" />
            <p className="text-sm text-muted">
              This lead has commission received: an admin confirms a change of introducer.
            </p>
          </>
        ) : null}
        <AdminSelectField
          field={fields.introducerId}
          label="Introduced by"
          hint="Active introducers; a new choice takes that introducer's split as it stands now."
          error={errorOf("introducerId", fields.introducerId.errors)}
        >
          <option value="">No introducer</option>
          {kept ? <option value={kept.id}>{kept.name} (inactive)</option> : null}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name} ({choice.code})
            </option>
          ))}
        </AdminSelectField>
      </IntentForm>
      <ProposalList
        proposals={proposals.filter((proposal) => proposal.kind === "introducer")}
        isAdmin={isAdmin}
        answer={pageAnswer}
        answerId="introducer"
      />
    </Panel>
  );
}

/**
 * A referral partner's application: once approved, the introducer it became; before that an
 * admin approves it here, from the partner's own answers.
 */
export function IntroducerApproval({
  approved,
  suggestion,
  isAdmin,
  answer,
}: {
  approved: { id: string; name: string; code: string } | null;
  suggestion: IntroducerSuggestion | null;
  isAdmin: boolean;
  answer: AdminFormResult | undefined;
}) {
  if (approved) {
    return (
      <Panel title="Introducer approval">
        {answer?.status === "success" ? (
          <div className="mb-4">
            <FormAnswer answer={answer} />
          </div>
        ) : null}
        <p>
          Approved as an introducer:{" "}
          {isAdmin ? (
            <Link to={adminPaths.introducer(approved.id)} className="font-semibold text-brand-700">
              {approved.name}
            </Link>
          ) : (
            <span className="font-semibold">{approved.name}</span>
          )}{" "}
          (code {approved.code}).
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Approve as introducer">
      {isAdmin && suggestion ? (
        <>
          <p className="mb-4 text-muted">
            Approving adds this partner to the introducers, with a link to the application that
            carries their code.
          </p>
          <NewIntroducerForm intent="introducer-approve" suggestion={suggestion} answer={answer} />
        </>
      ) : (
        <p className="text-muted">An admin approves referral partners as introducers.</p>
      )}
    </Panel>
  );
}
