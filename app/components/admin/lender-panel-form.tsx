import { getCollectionProps, getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import {
  AdminCheckbox,
  AdminTextField,
  choiceClass,
  FormAnswer,
  TextQuestions,
  type TextQuestion,
} from "#app/components/admin/admin-fields.tsx";
import { ContactFields } from "#app/components/admin/contact-fields.tsx";
import { describedBy, errorId } from "#app/components/forms/fields.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { zodValidation } from "#app/components/forms/zod-validation.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatPenceInField } from "#app/lib/pence.ts";
import { FieldError } from "#app/components/ui/field.tsx";
import { productNames, sectorNames } from "#app/content/names.ts";
import { basisPointsToInput } from "#app/lib/commission.ts";
import { productSlugs, sectorSlugs } from "#app/paths.ts";
import { commissionKindLabels } from "#app/schemas/admin.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { lenderFormSchema, type PanelLender } from "#app/schemas/admin-lenders.ts";
import { COMMISSION_KINDS } from "#app/schemas/value-lists.ts";

const group = "grid gap-4 sm:grid-cols-2";

/** What the lender funds, and the sectors it will not lend to. */
const panelChoices = [
  {
    name: "products",
    legendText: "Products funded",
    options: productSlugs,
    labels: productNames as Record<string, string>,
  },
  {
    name: "excludedSectors",
    legendText: "Sectors the lender will not lend to",
    options: sectorSlugs,
    labels: sectorNames as Record<string, string>,
  },
] as const;

/** What the lender lends: amounts, minimum trading and turnover, how fast it decides. */
const lendingQuestions = [
  {
    name: "minAmount",
    label: "Smallest amount (£)",
    hint: "In pounds, like 5,000.",
    inputMode: "decimal",
  },
  {
    name: "maxAmount",
    label: "Largest amount (£)",
    hint: "In pounds, like 250,000.",
    inputMode: "decimal",
  },
  {
    name: "minTradingMonths",
    label: "Minimum trading time (months)",
    hint: "Whole months, like 6.",
    inputMode: "numeric",
  },
  {
    name: "minTurnover",
    label: "Minimum annual turnover (£)",
    hint: "In pounds, like 250,000.",
    inputMode: "decimal",
  },
  {
    name: "decisionTime",
    label: "Typical decision time",
    hint: "As the lender says it, like 24 hours.",
  },
] as const satisfies readonly TextQuestion<string>[];
const legend = "mb-2 text-base font-semibold text-ink";

/** A fieldset of checkboxes or radios, with its message said once for the whole group. */
function ChoiceGroup({
  field,
  legendText,
  type,
  options,
  labels,
  error,
}: {
  field: FieldMetadata<string | string[] | undefined>;
  legendText: string;
  type: "checkbox" | "radio";
  options: readonly string[];
  labels: Record<string, string>;
  error: string | undefined;
}) {
  const boxes = getCollectionProps(field, { type, options: [...options], ariaAttributes: false });
  return (
    <fieldset
      aria-describedby={describedBy(error ? errorId(field.id) : null)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legend}>{legendText}</legend>
      {error ? <FieldError id={errorId(field.id)}>{error}</FieldError> : null}
      <ul className="mt-1 flex flex-wrap gap-2">
        {boxes.map(({ key, ...box }) => (
          <li key={key ?? box.value}>
            <label className={choiceClass}>
              <input {...box} className="size-5 accent-brand-700" />
              <span>{labels[box.value]}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Adds a lender to the panel, or (given one) edits it. Saving a lender a broker typed on a
 * submission confirms it, which the button says. Amounts are typed in pounds, the share as a
 * percentage; the server keeps pence and basis points.
 */
export function LenderPanelForm({
  lender,
  answer,
}: {
  lender?: PanelLender;
  answer: AdminFormResult | undefined;
}) {
  const { form, fields, errorOf, formHandlers } = useLeadForm(
    zodValidation(lenderFormSchema),
    answer?.result,
    undefined,
    {
      id: `lender-${lender?.id ?? "new"}`,
      defaultValue: lender
        ? {
            name: lender.name,
            products: lender.products as (typeof productSlugs)[number][],
            minAmount: formatPenceInField(lender.minAmountPence),
            maxAmount: formatPenceInField(lender.maxAmountPence),
            minTradingMonths: lender.minTradingMonths?.toString() ?? "",
            minTurnover: formatPenceInField(lender.minTurnoverPence),
            excludedSectors: lender.excludedSectors as (typeof sectorSlugs)[number][],
            decisionTime: lender.decisionTime ?? "",
            commissionKind: lender.commissionKind,
            commissionPercent: basisPointsToInput(lender.commissionBasisPoints),
            commissionFee: formatPenceInField(lender.commissionFixedPence),
            commissionDueDays: String(lender.commissionDueDays),
            contactName: lender.contactName ?? "",
            contactEmail: lender.contactEmail ?? "",
            contactPhone: lender.contactPhone ?? "",
            active: lender.active ? "on" : undefined,
          }
        : { commissionKind: "percent", commissionDueDays: "30", active: "on" },
    },
  );
  const error = (name: keyof typeof fields) => errorOf(name, fields[name].errors);
  const submitLabel = !lender ? "Add lender" : lender.confirmed ? "Save" : "Confirm and save";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...formHandlers}
      className={lender ? "mt-4 space-y-5" : "space-y-5"}
    >
      <input type="hidden" name="intent" value={lender ? "update" : "create"} />
      {lender ? <input type="hidden" name="lenderId" value={lender.id} /> : null}
      <FormAnswer answer={undefined} formErrors={form.errors} />
      <AdminTextField
        field={fields.name}
        label="Lender's name"
        autoComplete="off"
        error={error("name")}
      />
      {panelChoices.map(({ name, ...choice }) => (
        <ChoiceGroup
          key={name}
          field={fields[name]}
          type="checkbox"
          {...choice}
          error={error(name)}
        />
      ))}
      <fieldset>
        <legend className={legend}>What the lender lends</legend>
        <div className={group}>
          <TextQuestions questions={lendingQuestions} fields={fields} error={error} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={legend}>Commission</legend>
        <ChoiceGroup
          field={fields.commissionKind}
          legendText="How the lender pays"
          type="radio"
          options={COMMISSION_KINDS}
          labels={commissionKindLabels}
          error={error("commissionKind")}
        />
        <div className={group}>
          <AdminTextField
            field={fields.commissionPercent}
            label="Share of the funded amount (%)"
            hint="For a share: a percentage, like 1.5."
            inputMode="decimal"
            autoComplete="off"
            error={error("commissionPercent")}
          />
          <AdminTextField
            field={fields.commissionFee}
            label="Fixed fee per deal (£)"
            hint="For a fixed fee: pounds, like 750."
            inputMode="decimal"
            autoComplete="off"
            error={error("commissionFee")}
          />
          <AdminTextField
            field={fields.commissionDueDays}
            label="Commission due within (days)"
            hint="Days after funding, from 1 to 365."
            inputMode="numeric"
            autoComplete="off"
            error={error("commissionDueDays")}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>Contact at the lender</legend>
        <div className={group}>
          <ContactFields
            name={{ field: fields.contactName, error: error("contactName") }}
            nameLabel="Name"
            email={{ field: fields.contactEmail, error: error("contactEmail") }}
            phone={{ field: fields.contactPhone, error: error("contactPhone") }}
          />
        </div>
      </fieldset>
      <AdminCheckbox field={fields.active}>Active: offered on new submissions</AdminCheckbox>
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
