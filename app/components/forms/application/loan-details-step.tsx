import { CheckboxGroup, CurrencyField, RadioGroup } from "#app/components/forms/fields.tsx";
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
  fieldCopy,
  loanReasonLabels,
  profitLabels,
  yesNoLabels,
} from "#app/content/application.ts";
import type { StepProps } from "#app/components/forms/application/step-props.ts";

const yesNoOptions = YES_NO.map((value) => ({ value, label: yesNoLabels[value] }));

export function LoanDetailsStep({ values, setAnswer, errorFor, markTouched }: StepProps) {
  return (
    <div className="space-y-6">
      <CurrencyField
        id={fieldId("loanAmount")}
        name="loanAmount"
        label={fieldCopy.loanAmount.label}
        hint={fieldCopy.loanAmount.hint}
        required
        value={values.loanAmount}
        onValueChange={(value) => setAnswer("loanAmount", value)}
        onBlur={() => markTouched("loanAmount")}
        error={errorFor("loanAmount")}
      />
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
      <CurrencyField
        id={fieldId("turnover")}
        name="turnover"
        label={fieldCopy.turnover.label}
        hint={fieldCopy.turnover.hint}
        required
        value={values.turnover}
        onValueChange={(value) => setAnswer("turnover", value)}
        onBlur={() => markTouched("turnover")}
        error={errorFor("turnover")}
      />
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
          content: (
            <CurrencyField
              id={fieldId("recentBorrowingAmount")}
              name="recentBorrowingAmount"
              label={fieldCopy.recentBorrowingAmount.label}
              value={values.recentBorrowingAmount}
              onValueChange={(value) => setAnswer("recentBorrowingAmount", value)}
              onBlur={() => markTouched("recentBorrowingAmount")}
              error={errorFor("recentBorrowingAmount")}
            />
          ),
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
          content: (
            <CurrencyField
              id={fieldId("overdraftAmount")}
              name="overdraftAmount"
              label={fieldCopy.overdraftAmount.label}
              value={values.overdraftAmount}
              onValueChange={(value) => setAnswer("overdraftAmount", value)}
              onBlur={() => markTouched("overdraftAmount")}
              error={errorFor("overdraftAmount")}
            />
          ),
        }}
      />
    </div>
  );
}
