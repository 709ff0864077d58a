import { RadioGroup, TextAreaField, TextField } from "#app/components/forms/fields.tsx";
import { applicationFieldId as fieldId } from "#app/lib/application-values.ts";
import { EMPLOYEE_BANDS } from "#app/schemas/application-answers.ts";
import { employeeLabels, fieldCopy } from "#app/content/application.ts";
import type { StepProps } from "#app/components/forms/application/step-props.ts";

export function CompanyStep({ values, setAnswer, errorFor, markTouched }: StepProps) {
  return (
    <div className="space-y-6">
      <TextField
        id={fieldId("companyName")}
        name="companyName"
        label={fieldCopy.companyName.label}
        hint={fieldCopy.companyName.hint}
        required
        autoComplete="organization"
        value={values.companyName}
        onValueChange={(value) => setAnswer("companyName", value)}
        onBlur={() => markTouched("companyName")}
        error={errorFor("companyName")}
      />
      <TextAreaField
        id={fieldId("tradingAddress")}
        name="tradingAddress"
        label={fieldCopy.tradingAddress.label}
        hint={fieldCopy.tradingAddress.hint}
        required
        value={values.tradingAddress}
        onValueChange={(value) => setAnswer("tradingAddress", value)}
        onBlur={() => markTouched("tradingAddress")}
        error={errorFor("tradingAddress")}
      />
      <TextField
        id={fieldId("companyWebsite")}
        name="companyWebsite"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        label={fieldCopy.companyWebsite.label}
        hint={fieldCopy.companyWebsite.hint}
        optional
        value={values.companyWebsite}
        onValueChange={(value) => setAnswer("companyWebsite", value)}
        onBlur={() => markTouched("companyWebsite")}
        error={errorFor("companyWebsite")}
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
