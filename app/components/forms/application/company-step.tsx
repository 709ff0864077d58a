import { lazy, type ComponentType } from "react";
import { cn } from "#app/lib/cn.ts";
import {
  TextAreaField,
  TextField,
  describedBy,
  errorId,
  hintId,
} from "#app/components/forms/fields.tsx";
import { RadioGroup } from "#app/components/forms/choice-fields.tsx";
import {
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  RequirementTag,
} from "#app/components/ui/field.tsx";
import { applicationFieldId as fieldId } from "#app/lib/application-values.ts";
import { EMPLOYEE_BANDS } from "#app/schemas/application-answers.ts";
import { COMPANY_TYPES, type CompanyType } from "#app/schemas/application-lists.ts";
import { companyTypeLabels } from "#app/schemas/company-type-labels.ts";
import { employeeLabels, fieldCopy } from "#app/content/application.ts";
import type { FillCompany, StepProps } from "#app/components/forms/application/step-props.ts";
import { typedField } from "#app/components/forms/application/typed-field.ts";

type CompanyStepProps = StepProps & {
  /** Fills the step from Companies House; absent when the server cannot ask it (no finder). */
  onCompanyFound?: FillCompany;
};

/**
 * "Find my company", with the mapping and words only it needs, is a chunk of its own, fetched
 * when step 1 renders and only where it is shown: most installations have no Companies House
 * key. It has no Suspense boundary of its own. The server renders such a boundary (of more than
 * 500 bytes, in a page this long) after the rest of the page, with a script that puts it in
 * its place, so the finder would appear late and move step 1 down. Without one, the server
 * renders it in place, and in the browser the page hydrates once its code is there, one
 * request later; a client-side navigation to the page waits for it as it does for the route's.
 * Should the code fail to load, the page goes on without the finder (the questions below never
 * need it).
 */
const CompanyFinder = lazy<ComponentType<{ onFound: FillCompany }>>(() =>
  import("#app/components/forms/application/company-finder.tsx").catch(() => ({
    default: () => null,
  })),
);

/**
 * When the business started trading: month and year typed apart, as the GOV.UK date pattern
 * asks them (no day: nobody needs it, and few remember it). Each has its own message.
 */
function TradingSince({ values, setAnswer, errorFor, markTouched }: StepProps) {
  const copy = fieldCopy.tradingSince;
  const groupId = fieldId("tradingSince");
  const parts = [
    { field: "tradingSinceMonth", label: copy.month, width: "w-20", length: 2 },
    { field: "tradingSinceYear", label: copy.year, width: "w-28", length: 4 },
  ] as const;
  const errors = parts.map((part) => errorFor(part.field)).filter(Boolean);
  return (
    <fieldset
      id={`${groupId}-group`}
      data-invalid={errors.length > 0 ? "true" : undefined}
      aria-describedby={hintId(groupId)}
      className="space-y-2"
    >
      <legend className="mb-1.5 text-base font-semibold text-ink">
        {copy.label}
        <RequirementTag required />
      </legend>
      <FieldHint id={hintId(groupId)}>{copy.hint}</FieldHint>
      {parts.map((part) => {
        const error = errorFor(part.field);
        return error ? (
          <FieldError key={part.field} id={errorId(fieldId(part.field))}>
            {error}
          </FieldError>
        ) : null;
      })}
      <div className="flex gap-4">
        {parts.map((part) => {
          const id = fieldId(part.field);
          const error = errorFor(part.field);
          return (
            <div key={part.field} className={cn("space-y-1.5", part.width)}>
              <FieldLabel htmlFor={id}>{part.label}</FieldLabel>
              <Input
                id={id}
                name={part.field}
                inputMode="numeric"
                autoComplete="off"
                maxLength={part.length + 2}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error ? errorId(id) : null)}
                value={values[part.field]}
                onChange={(event) => setAnswer(part.field, event.currentTarget.value)}
                onBlur={() => markTouched(part.field)}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CompanyStep(props: CompanyStepProps) {
  const { values, setAnswer, errorFor, onCompanyFound } = props;
  return (
    <div className="space-y-6">
      {onCompanyFound ? <CompanyFinder onFound={onCompanyFound} /> : null}
      <TextField {...typedField(props, "companyName")} required autoComplete="organization" />
      <RadioGroup
        id={fieldId("companyType")}
        name="companyType"
        legend={fieldCopy.companyType.label}
        required
        options={COMPANY_TYPES.map((type) => ({ value: type, label: companyTypeLabels[type] }))}
        value={values.companyType}
        onValueChange={(value) => setAnswer("companyType", value as CompanyType)}
        error={errorFor("companyType")}
      />
      <TextField
        {...typedField(props, "companyNumber")}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        className="max-w-xs"
      />
      <TradingSince {...props} />
      <TextAreaField {...typedField(props, "tradingAddress")} required />
      <TextField
        {...typedField(props, "companyWebsite")}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        optional
      />
      <RadioGroup
        id={fieldId("numberOfEmployees")}
        name="numberOfEmployees"
        legend={fieldCopy.numberOfEmployees.label}
        optional
        inline
        options={EMPLOYEE_BANDS.map((band) => ({ value: band, label: employeeLabels[band] }))}
        value={values.numberOfEmployees}
        onValueChange={(value) =>
          setAnswer("numberOfEmployees", value as (typeof EMPLOYEE_BANDS)[number])
        }
        error={errorFor("numberOfEmployees")}
      />
    </div>
  );
}
