import { Form } from "react-router";
import { Panel } from "#app/components/admin/admin-shell.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { statusLabels } from "#app/components/admin/labels.ts";
import { TextField } from "#app/components/forms/fields.tsx";
import { RadioGroup } from "#app/components/forms/choice-fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatPounds } from "#app/lib/money.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { mergeFormSchema } from "#app/schemas/admin-lead.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";

type MergeSide = {
  id: string;
  reference: string;
  name: string | null;
  companyName: string | null;
  status: LeadStatus;
  loanAmount: number | null;
  version: number;
  submissions: number;
};

type MergeLookup = { typed: string; error: string } | { typed: string; cases: MergeSide[] };

/**
 * "Merge with another case": the other case's reference (typed in any case, with or without
 * the hyphen) shows both cases side by side, and the broker chooses the one that stays. The
 * reference goes in the page's address, so the question works without scripts, and a wrong
 * one is said at the field with what was typed kept.
 */
export function CaseMerge({
  lookup,
  answer,
}: {
  lookup: MergeLookup | null;
  answer: AdminFormResult | undefined;
}) {
  const error = lookup && "error" in lookup ? lookup.error : undefined;
  const cases = lookup && "cases" in lookup ? lookup.cases : null;
  return (
    <Panel title="Merge with another case" id="case-merge">
      <Form method="get" preventScrollReset className="space-y-4">
        <TextField
          key={lookup?.typed ?? ""}
          id="merge-reference"
          name="merge"
          label="Reference of the other case"
          hint="Like DBF-GE2KXH. You choose which case stays before anything is merged."
          autoComplete="off"
          defaultValue={lookup?.typed ?? ""}
          error={error}
        />
        <Button type="submit" variant="outline">
          Find the case
        </Button>
      </Form>
      {cases && cases.length === 2 ? (
        <MergeConfirmation
          key={cases.map((side) => `${side.id}-${side.version}`).join()}
          cases={cases as [MergeSide, MergeSide]}
          answer={answer}
        />
      ) : null}
    </Panel>
  );
}

const facts: { label: string; of: (side: MergeSide) => string }[] = [
  { label: "Name", of: (side) => side.name ?? "Not given" },
  { label: "Company", of: (side) => side.companyName ?? "Not given" },
  { label: "Status", of: (side) => statusLabels[side.status] },
  {
    label: "Amount",
    of: (side) => (side.loanAmount != null ? formatPounds(side.loanAmount) : "Not given"),
  },
  { label: "Enquiries and applications", of: (side) => String(side.submissions) },
];

function MergeConfirmation({
  cases: [current, other],
  answer,
}: {
  cases: [MergeSide, MergeSide];
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(mergeFormSchema),
    answer?.result,
    undefined,
    { id: "case-merge-confirm" },
  );
  return (
    <div className="mt-6 space-y-4">
      <table className="w-full text-left">
        <caption className="mb-2 text-left font-semibold text-ink">The two cases</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="pr-4">
              {current.reference} (this case)
            </th>
            <th scope="col">{other.reference}</th>
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.label} className="border-t border-line">
              <th scope="row" className="py-1 pr-4 font-semibold">
                {fact.label}
              </th>
              <td className="py-1 pr-4">{fact.of(current)}</td>
              <td className="py-1">{fact.of(other)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <IntentForm
        form={form}
        formHandlers={formHandlers}
        intent="merge"
        answer={answer}
        submitLabel="Merge cases"
        version={current.version}
      >
        <input type="hidden" name="otherId" value={other.id} />
        <input type="hidden" name="otherVersion" value={other.version} />
        <RadioGroup
          key={fields.keep.key}
          id={fields.keep.id}
          name={fields.keep.name}
          legend="Which case stays?"
          hint="The other case's submissions, notes, tasks, lender submissions and documents move to it, and its reference leads there. The applicant is not emailed."
          options={[
            { value: current.id, label: `Keep ${current.reference}` },
            { value: other.id, label: `Keep ${other.reference}` },
          ]}
          defaultValue={fields.keep.initialValue}
          error={errorOf("keep", fields.keep.errors)}
        />
      </IntentForm>
    </div>
  );
}
