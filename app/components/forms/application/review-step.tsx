import type { MouseEvent, ReactNode, Ref } from "react";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { ErrorSummary, type ErrorSummaryItem } from "#app/components/forms/error-summary.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  directorName,
  type ApplicationValues,
  type DirectorValues,
} from "#app/lib/application-values.ts";
import type { WizardStepNumber } from "#app/lib/application-storage.ts";
import {
  anyProductLabel,
  employeeLabels,
  exitText,
  fieldCopy,
  homeOwnershipLabels,
  loanReasonLabels,
  profitLabels,
  reviewCopy,
  stillToDo,
  wizardButtons,
  wizardSteps,
  yesNoLabels,
} from "#app/content/application.ts";
import { paths } from "#app/paths.ts";
import { formatTypedPounds } from "#app/lib/money.ts";
import { formatMonth } from "#app/lib/dates.ts";
import { companyTypeLabels } from "#app/schemas/company-type-labels.ts";
import type { MissingAnswer } from "#app/schemas/application.ts";
import { asksProperty, typedLoanToValue } from "#app/schemas/application-product.ts";
import { productNames } from "#app/content/names.ts";
import { ERROR_SUMMARY_ID } from "#app/components/forms/application/wizard-ids.ts";

/** A row of the review; `field` names the answer, so one that cannot be accepted says so. */
type Row = { label: string; value: ReactNode; field?: string };

function answer(value: string | undefined): ReactNode {
  return value && value.trim() ? (
    <span className="whitespace-pre-line">{value}</span>
  ) : (
    <span className="text-muted">{reviewCopy.notAnswered}</span>
  );
}

/** A tick box: ticked says yes; left unticked it was not answered, which is not a "No". */
function ticked(checked: boolean): ReactNode {
  return checked ? yesNoLabels.yes : answer("");
}

function pounds(value: string): ReactNode {
  return answer(formatTypedPounds(value));
}

function yesNoWithAmount(choice: ApplicationValues["recentBorrowing"], amount: string): ReactNode {
  if (choice === "") return answer("");
  if (choice === "no" || !amount) return yesNoLabels[choice];
  return `${yesNoLabels.yes}, ${formatTypedPounds(amount)}`;
}

/** "March 2015" for a month and year that read as one; else what was typed, to correct. */
function tradingSince(values: ApplicationValues): ReactNode {
  const month = values.tradingSinceMonth.trim();
  const year = values.tradingSinceYear.trim();
  if (!month && !year) return answer("");
  const number = Number(month);
  if (/^\d{4}$/.test(year) && /^\d{1,2}$/.test(month) && number >= 1 && number <= 12) {
    return formatMonth(`${year}-${month.padStart(2, "0")}`);
  }
  return answer([month, year].filter(Boolean).join(" "));
}

function companyRows(values: ApplicationValues): Row[] {
  return [
    { label: fieldCopy.companyName.label, value: answer(values.companyName), field: "companyName" },
    {
      label: fieldCopy.companyType.label,
      value: answer(values.companyType && companyTypeLabels[values.companyType]),
      field: "companyType",
    },
    {
      label: fieldCopy.companyNumber.label,
      value: answer(values.companyNumber),
      field: "companyNumber",
    },
    {
      label: "Trading since",
      value: tradingSince(values),
      field: "tradingSinceYear",
    },
    {
      label: fieldCopy.tradingAddress.label,
      value: answer(values.tradingAddress),
      field: "tradingAddress",
    },
    {
      label: fieldCopy.companyWebsite.label,
      value: answer(values.companyWebsite),
      field: "companyWebsite",
    },
    {
      label: fieldCopy.numberOfEmployees.label,
      value: answer(values.numberOfEmployees && employeeLabels[values.numberOfEmployees]),
    },
  ];
}

/** The property's value, its loan-to-value and the exit, for a product secured on property. */
function propertyRows(values: ApplicationValues): Row[] {
  if (!asksProperty(values.product)) return [];
  const ltv = typedLoanToValue(values.loanAmount, values.propertyValue);
  return [
    {
      label: fieldCopy.propertyValue.label,
      value: pounds(values.propertyValue),
      field: "propertyValue",
    },
    { label: "Loan to value", value: answer(ltv === null ? "" : `${ltv}%`) },
    {
      label: fieldCopy.exitRoute.label,
      value: answer(exitText(values.exitRoute, values.exitDetail)),
      field: "exitRoute",
    },
  ];
}

function loanRows(values: ApplicationValues): Row[] {
  return [
    {
      label: fieldCopy.product.label,
      value: values.product ? productNames[values.product] : anyProductLabel,
    },
    { label: "Amount", value: pounds(values.loanAmount), field: "loanAmount" },
    ...propertyRows(values),
    {
      label: "Funding for",
      value: answer(values.loanReasons.map((reason) => loanReasonLabels[reason]).join(", ")),
    },
    { label: fieldCopy.turnover.label, value: pounds(values.turnover), field: "turnover" },
    {
      label: "Profit",
      value: answer(values.profitLevel && profitLabels[values.profitLevel]),
    },
    {
      label: "Borrowing in the last 12 months",
      value: yesNoWithAmount(values.recentBorrowing, values.recentBorrowingAmount),
    },
    { label: "Overdraft", value: yesNoWithAmount(values.hasOverdraft, values.overdraftAmount) },
  ];
}

function directorRows(director: DirectorValues, index: number): Row[] {
  const field = (key: keyof DirectorValues) => `directors[${index}].${key}`;
  const rows: Row[] = [
    { label: "Name", value: answer(directorName(director)) },
    { label: fieldCopy.email.label, value: answer(director.email), field: field("email") },
    { label: fieldCopy.mobile.label, value: answer(director.mobile), field: field("mobile") },
    {
      label: fieldCopy.homeAddress.label,
      value: answer(director.homeAddress),
      field: field("homeAddress"),
    },
    {
      label: "At this address for less than 3 years",
      value: ticked(director.addressUnder3Years),
    },
  ];
  if (director.addressUnder3Years) {
    rows.push({ label: fieldCopy.previousAddress.label, value: answer(director.previousAddress) });
  }
  rows.push(
    {
      label: fieldCopy.homeOwnership.label,
      value: answer(director.homeOwnership && homeOwnershipLabels[director.homeOwnership]),
    },
    {
      label: "Owns more than 25% of the shares",
      value: ticked(director.shareholderOver25),
    },
  );
  return rows;
}

/** Answers that cannot be accepted as given, by field: the message saying what to correct. */
type ToCorrect = ReadonlyMap<string, string>;

function SummaryList({ rows, toCorrect }: { rows: Row[]; toCorrect: ToCorrect }) {
  return (
    <dl className="divide-y divide-line">
      {rows.map((row) => {
        const problem = row.field ? toCorrect.get(row.field) : undefined;
        return (
          <div key={row.label} className="grid gap-1 py-3 md:grid-cols-[16rem_1fr] md:gap-4">
            <dt className="font-semibold text-ink">{row.label}</dt>
            <dd className="break-words text-ink">
              {row.value}
              {problem ? (
                <span className="block font-semibold text-danger-700">
                  {reviewCopy.toCorrect} {problem}
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ReviewSection({
  id,
  title,
  step,
  onEdit,
  children,
}: {
  id: string;
  title: string;
  step: WizardStepNumber;
  onEdit: (step: WizardStepNumber) => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border-2 border-line bg-white p-4 md:p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 id={id} className="text-lg font-bold text-ink">
          {title}
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => onEdit(step)}>
          <Pencil aria-hidden="true" />
          {wizardButtons.edit}
          <span className="sr-only"> {title.toLowerCase()}</span>
        </Button>
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Every answer, section by section, each with an Edit action that returns to its step. */
export function ReviewAnswers({
  values,
  toCorrect,
  onEdit,
}: {
  values: ApplicationValues;
  toCorrect: ToCorrect;
  onEdit: (step: WizardStepNumber) => void;
}) {
  return (
    <div data-js-only className="space-y-5">
      <ReviewSection id="review-company" title={wizardSteps[1].title} step={1} onEdit={onEdit}>
        <SummaryList rows={companyRows(values)} toCorrect={toCorrect} />
      </ReviewSection>
      <ReviewSection id="review-loan" title={wizardSteps[2].title} step={2} onEdit={onEdit}>
        <SummaryList rows={loanRows(values)} toCorrect={toCorrect} />
      </ReviewSection>
      <ReviewSection id="review-directors" title={wizardSteps[3].title} step={3} onEdit={onEdit}>
        {values.directors.map((director, index) => (
          <div key={director.id} className="mt-3 first:mt-0">
            <h4 className="font-bold text-brand-800">Director {index + 1}</h4>
            <SummaryList rows={directorRows(director, index)} toCorrect={toCorrect} />
          </div>
        ))}
      </ReviewSection>
    </div>
  );
}

/**
 * Step 4: what is still missing (or, once Submit was tried, what stops the application being
 * sent), every answer with its Edit action, and the declaration the visitor agrees to.
 */
export function ReviewStep({
  values,
  attempted,
  answers,
  problems,
  summaryRef,
  onSelectProblem,
  onEdit,
}: {
  values: ApplicationValues;
  attempted: boolean;
  /** What the list holds, to tell answers not given from answers to correct. */
  answers: readonly MissingAnswer[];
  problems: readonly ErrorSummaryItem[];
  summaryRef: Ref<HTMLDivElement>;
  onSelectProblem: (item: ErrorSummaryItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onEdit: (step: WizardStepNumber) => void;
}) {
  return (
    <>
      <div data-js-only>
        <ErrorSummary
          ref={summaryRef}
          id={ERROR_SUMMARY_ID}
          title={attempted ? reviewCopy.refusedTitle : reviewCopy.missingTitle}
          description={
            attempted
              ? reviewCopy.refusedDescription
              : stillToDo(
                  answers.filter((answer) => answer.kind === "missing").length,
                  answers.filter((answer) => answer.kind === "invalid").length,
                )
          }
          items={problems}
          onSelect={onSelectProblem}
        />
      </div>
      <ReviewAnswers
        values={values}
        toCorrect={
          new Map(
            answers
              .filter((answer) => answer.kind === "invalid")
              .map((answer) => [answer.field, answer.message]),
          )
        }
        onEdit={onEdit}
      />
      <p className="text-sm text-muted">
        {reviewCopy.declaration}{" "}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
          {reviewCopy.privacyLinkText}
        </Link>
        .
      </p>
    </>
  );
}
