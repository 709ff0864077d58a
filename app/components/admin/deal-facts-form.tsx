import { useEffect, useState, type FormEvent } from "react";
import {
  AdminSelectField,
  AdminTextAreaField,
  TextQuestions,
  type TextQuestion,
} from "#app/components/admin/admin-fields.tsx";
import { IntentForm } from "#app/components/admin/intent-form.tsx";
import { LabelledOptions, Panel } from "#app/components/admin/admin-shell.tsx";
import {
  companyTypeLabels,
  dealProductLabels,
  dealSectorLabels,
  penceToInput,
} from "#app/components/admin/labels.ts";
import { LendersThatFit, type LenderFitRow } from "#app/components/admin/lenders-that-fit.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { dealFactLabels, loanToValue, type DealFacts } from "#app/lib/deal-facts.ts";
import { formatPoundsInField } from "#app/lib/money.ts";
import { dealAmount, dealFactsFormSchema } from "#app/schemas/admin-deal.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { poundsToPence } from "#app/schemas/fields.ts";
import { isPropertyProduct } from "#app/schemas/value-lists.ts";

/** The questions chosen from a list, each with its stored values' labels. */
const choiceQuestions: {
  name: "product" | "sector" | "companyType";
  labels: Readonly<Record<string, string>>;
}[] = [
  { name: "product", labels: dealProductLabels },
  { name: "sector", labels: dealSectorLabels },
  { name: "companyType", labels: companyTypeLabels },
];

const factQuestions = [
  {
    name: "amount",
    label: `${dealFactLabels.loanAmount} (£)`,
    hint: "Whole pounds, from £1,000 to £50,000,000.",
    inputMode: "numeric",
  },
  {
    name: "termMonths",
    label: `${dealFactLabels.termMonths} (months)`,
    hint: "From 1 to 360.",
    inputMode: "numeric",
  },
  {
    name: "tradingSince",
    label: dealFactLabels.tradingSince,
    hint: "Month and year, like 04/2019.",
  },
  {
    name: "turnover",
    label: `${dealFactLabels.turnoverPence} (£)`,
    hint: "In pounds, like 250,000.",
    inputMode: "decimal",
  },
] as const satisfies readonly TextQuestion<string>[];

const propertyQuestions = [
  {
    name: "propertyValue",
    label: `${dealFactLabels.propertyValuePence} (£)`,
    hint: "In pounds, like 400,000.",
    inputMode: "decimal",
  },
] as const satisfies readonly TextQuestion<string>[];

/** "2019-04" as the form shows it: "04/2019". */
function monthToInput(month: string | null): string {
  if (!month) return "";
  const [year, number] = month.split("-");
  return `${number}/${year}`;
}

/**
 * The case's deal facts, then the lenders that fit them. The form saves against the version
 * the page shows, like "Edit details"; a stale save is refused and keeps what was typed.
 */
export function DealFactsForm({
  facts,
  version,
  fit,
  answer,
}: {
  facts: DealFacts;
  version: number;
  fit: LenderFitRow[];
  answer: AdminFormResult | undefined;
}) {
  return (
    <>
      <DealFactsPanel facts={facts} version={version} answer={answer} />
      <LendersThatFit fit={fit} />
    </>
  );
}

function DealFactsPanel({
  facts,
  version,
  answer,
}: {
  facts: DealFacts;
  version: number;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(dealFactsFormSchema),
    answer?.result,
    undefined,
    {
      id: "lead-deal",
      defaultValue: {
        product: facts.product ?? "",
        amount: facts.loanAmount === null ? "" : formatPoundsInField(facts.loanAmount),
        termMonths: facts.termMonths?.toString() ?? "",
        tradingSince: monthToInput(facts.tradingSince),
        sector: facts.sector ?? "",
        companyType: facts.companyType ?? "",
        turnover: penceToInput(facts.turnoverPence).replace(/\.00$/, ""),
        propertyValue: penceToInput(facts.propertyValuePence).replace(/\.00$/, ""),
        exitRoute: facts.exitRoute ?? "",
      },
    },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  const shown = (name: "product" | "amount" | "propertyValue") => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  // What the broker has chosen and typed so far, for the property questions and the LTV.
  const [typed, setTyped] = useState(() => ({
    product: shown("product"),
    amount: shown("amount"),
    propertyValue: shown("propertyValue"),
  }));
  // Without scripts every question shows; with them, the property ones follow the product.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const property = isPropertyProduct(typed.product);
  function follow(event: FormEvent<HTMLFormElement>) {
    const { name, value } = event.target as HTMLInputElement;
    if (name === "product" || name === "amount" || name === "propertyValue") {
      setTyped((current) => ({ ...current, [name]: value }));
    }
  }
  const amount = dealAmount(typed.amount);
  const value = poundsToPence(typed.propertyValue);
  const ltv = loanToValue({
    product: typed.product,
    loanAmount: typeof amount === "number" ? amount : null,
    propertyValuePence: typeof value === "number" ? value : null,
  });
  const choices = choiceQuestions.map(({ name, labels }) => (
    <AdminSelectField
      key={name}
      field={fields[name]}
      label={dealFactLabels[name]}
      error={error(name)}
    >
      <option value="">Not known yet</option>
      <LabelledOptions labels={labels} />
    </AdminSelectField>
  ));
  return (
    <Panel title="Deal facts">
      <IntentForm
        form={form}
        formHandlers={{
          ...formHandlers,
          onInput(event) {
            formHandlers.onInput(event);
            follow(event);
          },
        }}
        intent="deal"
        answer={answer}
        submitLabel="Save deal facts"
        version={version}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {choices}
          <TextQuestions questions={factQuestions} fields={fields} error={error} />
        </div>
        <fieldset
          hidden={scripted && !property}
          disabled={scripted && !property}
          className="space-y-4"
        >
          <legend className="mb-2 font-semibold text-ink">Property</legend>
          {scripted ? null : (
            <p className="text-sm text-muted">
              For bridging loans and secured business loans only; left out for other products.
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextQuestions questions={propertyQuestions} fields={fields} error={error} />
            <p className="self-end pb-3 text-ink" aria-live="polite">
              Loan-to-value: {ltv ?? "shown once the amount and property value are known"}
            </p>
          </div>
          <AdminTextAreaField
            field={fields.exitRoute}
            label={dealFactLabels.exitRoute}
            hint="How the loan is repaid, like sale of the property or refinance."
            rows={2}
            error={error("exitRoute")}
          />
        </fieldset>
      </IntentForm>
    </Panel>
  );
}
