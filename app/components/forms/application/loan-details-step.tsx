import { TextAreaField } from "#app/components/forms/fields.tsx";
import { CheckboxGroup, RadioGroup, SelectField } from "#app/components/forms/choice-fields.tsx";
import { CurrencyField } from "#app/components/forms/currency-field.tsx";
import { applicationFieldId as fieldId } from "#app/lib/application-values.ts";
import {
  LOAN_REASONS,
  PROFIT_LEVELS,
  YES_NO,
  type LoanReason,
  type ProfitLevel,
  type YesNo,
} from "#app/schemas/application-answers.ts";
import {
  anyProductLabel,
  exitRouteLabels,
  fieldCopy,
  loanAmountHint,
  loanToValueText,
  loanReasonLabels,
  profitLabels,
  yesNoLabels,
} from "#app/content/application.ts";
import type { StepProps } from "#app/components/forms/application/step-props.ts";
import { typedField } from "#app/components/forms/application/typed-field.ts";
import { productNames } from "#app/content/names.ts";
import { productSlugs, productSlugFrom } from "#app/paths.ts";
import {
  EXIT_ROUTES,
  asksProperty,
  typedLoanToValue,
  type ExitRoute,
} from "#app/schemas/application-product.ts";
import { applicationAmountRange, productMaxLtvPercent } from "#app/schemas/product-ranges.ts";

const yesNoOptions = YES_NO.map((value) => ({ value, label: yesNoLabels[value] }));

/** "Not sure yet" (the general form), then every product of the catalogue. */
const productOptions = [
  { value: "", label: anyProductLabel },
  ...productSlugs.map((slug) => ({ value: slug, label: productNames[slug] })),
];

export function LoanDetailsStep(props: StepProps) {
  const { values, setAnswer, errorFor } = props;
  return (
    <div className="space-y-6">
      <SelectField
        id={fieldId("product")}
        name="product"
        label={fieldCopy.product.label}
        hint={fieldCopy.product.hint}
        value={values.product}
        onValueChange={(value) => setAnswer("product", productSlugFrom(value))}
        error={errorFor("product")}
      >
        {productOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <CurrencyField
        {...typedField(props, "loanAmount")}
        hint={loanAmountHint(applicationAmountRange(values.product || undefined))}
        required
      />
      {asksProperty(values.product) ? <PropertyQuestions {...props} /> : null}
      <CheckboxGroup
        id={fieldId("loanReasons")}
        name="loanReasons"
        legend={fieldCopy.loanReasons.label}
        hint={fieldCopy.loanReasons.hint}
        optional
        options={LOAN_REASONS.map((reason) => ({ value: reason, label: loanReasonLabels[reason] }))}
        values={values.loanReasons}
        onValuesChange={(reasons) => setAnswer("loanReasons", reasons as LoanReason[])}
        error={errorFor("loanReasons")}
      />
      <CurrencyField {...typedField(props, "turnover")} required />
      <RadioGroup
        id={fieldId("profitLevel")}
        name="profitLevel"
        legend={fieldCopy.profitLevel.label}
        optional
        options={PROFIT_LEVELS.map((level) => ({ value: level, label: profitLabels[level] }))}
        value={values.profitLevel}
        onValueChange={(value) => setAnswer("profitLevel", value as ProfitLevel)}
        error={errorFor("profitLevel")}
      />
      <RadioGroup
        id={fieldId("recentBorrowing")}
        name="recentBorrowing"
        legend={fieldCopy.recentBorrowing.label}
        optional
        inline
        options={yesNoOptions}
        value={values.recentBorrowing}
        onValueChange={(value) => setAnswer("recentBorrowing", value as YesNo)}
        error={errorFor("recentBorrowing")}
        conditional={{
          value: "yes",
          content: <CurrencyField {...typedField(props, "recentBorrowingAmount")} />,
        }}
      />
      <RadioGroup
        id={fieldId("hasOverdraft")}
        name="hasOverdraft"
        legend={fieldCopy.hasOverdraft.label}
        optional
        inline
        options={yesNoOptions}
        value={values.hasOverdraft}
        onValueChange={(value) => setAnswer("hasOverdraft", value as YesNo)}
        error={errorFor("hasOverdraft")}
        conditional={{
          value: "yes",
          content: <CurrencyField {...typedField(props, "overdraftAmount")} />,
        }}
      />
    </div>
  );
}

/**
 * Asked for a product secured on property (bridging, secured business loans): the property's
 * value, the loan-to-value it gives with the amount, and how the loan is repaid.
 */
function PropertyQuestions(props: StepProps) {
  const { values, setAnswer, errorFor } = props;
  const ltv = typedLoanToValue(values.loanAmount, values.propertyValue);
  return (
    <>
      <CurrencyField {...typedField(props, "propertyValue")} required />
      <p className="text-ink" data-testid="loan-to-value">
        <span className="font-semibold">Loan to value: </span>
        <output htmlFor={`${fieldId("loanAmount")} ${fieldId("propertyValue")}`} aria-live="polite">
          {loanToValueText(ltv, productMaxLtvPercent(values.product || undefined))}
        </output>
      </p>
      <RadioGroup
        id={fieldId("exitRoute")}
        name="exitRoute"
        legend={fieldCopy.exitRoute.label}
        required
        options={EXIT_ROUTES.map((route) => ({ value: route, label: exitRouteLabels[route] }))}
        value={values.exitRoute}
        onValueChange={(value) => setAnswer("exitRoute", value as ExitRoute)}
        error={errorFor("exitRoute")}
      />
      <TextAreaField
        {...typedField(props, "exitDetail")}
        required={values.exitRoute === "other"}
        optional={values.exitRoute !== "other"}
      />
    </>
  );
}
