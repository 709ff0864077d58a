import { useRef } from "react";
import { Link } from "react-router";
import {
  eligibilityCheckCopy as copy,
  eligibilityCriteria,
  type EligibilityCheckView,
} from "#app/content/eligibility.ts";
import { SelectField } from "#app/components/forms/choice-fields.tsx";
import { CurrencyField } from "#app/components/forms/currency-field.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { Icon } from "#app/components/sections/icon.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { cn } from "#app/lib/cn.ts";
import { paths } from "#app/paths.ts";
import { usePageBehaviour } from "#app/lib/use-page-behaviour.ts";
import { loadEligibilityCheck } from "#app/shell/page-behaviours.ts";

export const eligibilitySectionId = "eligibility";

/**
 * Quick Eligibility Check: three questions that name the products that fit, beside the four
 * criteria and the way to apply (docs/decisions/0040). The form asks the page itself (GET) and
 * the loader answers (`eligibility-check.server.ts`), so it works without scripts; its script
 * (`eligibility-check-script.ts`) fetches the same answer and puts it in place. The parts it
 * replaces are marked `data-eligibility-part`; the status line stays, so it is announced.
 */
export function EligibilitySection({
  check,
  action,
  location,
}: {
  check: EligibilityCheckView;
  /** The page's own path: the form asks the page that carries it. */
  action: string;
  location: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  usePageBehaviour(formRef, "on-first-use", loadEligibilityCheck);
  return (
    <Section
      id={eligibilitySectionId}
      tone="tint"
      eyebrow="Could you qualify?"
      title="Quick Eligibility Check"
      lead={copy.lead}
      leadOnPhones={false}
    >
      <div className="grid gap-4 md:gap-6 lg:grid-cols-2 lg:items-start">
        <form
          ref={formRef}
          method="get"
          action={`${action}#${eligibilitySectionId}`}
          aria-label={copy.formLabel}
          noValidate
          data-eligibility-check
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line md:p-8"
        >
          <CheckQuestions check={check} />
          <Button type="submit" className="mt-6 w-full sm:w-auto">
            {copy.submit}
          </Button>
        </form>
        <CheckAnswer check={check} location={location} />
      </div>
      <CriteriaList />
      {/* Phones have the Apply Now bar in view, and the process's button just above. */}
      <div data-eligibility-part="apply" className="mt-10 text-center max-md:hidden">
        <ApplyButton label="Start Application" to={check.applyPath} />
      </div>
    </Section>
  );
}

/**
 * The three questions, with the answers given and a message beside any to correct. The bands
 * are choices of a list, which keeps the check short on a phone (ADR 0017).
 */
function CheckQuestions({ check }: { check: EligibilityCheckView }) {
  const { values, errors } = check;
  return (
    <div data-eligibility-part="questions" className="space-y-4 md:space-y-6">
      <CurrencyField
        id="eligibility-amount"
        name="amount"
        label={copy.amount.label}
        hint={copy.amount.hint}
        error={errors.amount}
        defaultValue={values.amount}
      />
      <BandField
        id="eligibility-trading"
        name="trading"
        label={copy.trading.label}
        error={errors.trading}
        options={check.tradingOptions}
        value={values.trading}
      />
      <BandField
        id="eligibility-turnover"
        name="turnover"
        label={copy.turnover.label}
        hint={check.turnoverHint}
        error={errors.turnover}
        options={check.turnoverOptions}
        value={values.turnover}
      />
    </div>
  );
}

/** One of the check's bands, chosen from a list that starts with no choice made. */
function BandField({
  options,
  value,
  ...field
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  options: EligibilityCheckView["tradingOptions"];
  value: string;
}) {
  const chosen = options.some((option) => option.value === value) ? value : "";
  return (
    <SelectField {...field} defaultValue={chosen}>
      <option value="">{copy.choose}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The answer: a polite status line that says how many products fit (or what to correct), then
 * each product with why and a link to its page, or, when none fits, the ways to reach a broker.
 */
function CheckAnswer({ check, location }: { check: EligibilityCheckView; location: string }) {
  return (
    <div
      id="eligibility-answer"
      className={cn(
        "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line md:p-8",
        // Until there is an answer, phones keep the line for screen readers only (ADR 0017).
        check.outcome === "waiting" && "max-md:sr-only",
      )}
    >
      <p role="status" data-eligibility-status className="text-lg font-bold text-brand-900">
        {check.status}
      </p>
      <div data-eligibility-part="answer">
        {check.outcome === "fit" ? (
          <>
            <p className="mt-2 text-muted">{copy.fitNote}</p>
            <ul aria-label={copy.productsLabel} className="mt-4 space-y-3">
              {check.products.map((product) => (
                <li key={product.slug} className="rounded-xl bg-surface p-4">
                  <Link to={product.path} className="font-bold text-brand-800 underline">
                    {product.name}
                  </Link>
                  <p className="mt-1 text-sm text-muted">{product.why}</p>
                </li>
              ))}
            </ul>
          </>
        ) : check.outcome === "none" ? (
          <>
            <p className="mt-2 text-muted">{copy.noneNote}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <CallButton location={location} variant="primary" />
              <Button asChild variant="outline">
                <Link to={paths.contact}>{copy.contact}</Link>
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The four criteria most businesses we help meet: the rules behind the answer. Phones open them
 * when they want them; wider screens show them (rendered twice, as ADR 0017 does).
 */
function CriteriaList() {
  return (
    <>
      <Disclosure
        heading={<h3 className="text-lg font-bold text-brand-900">{copy.criteriaTitle}</h3>}
        className="mt-4 rounded-2xl border border-line bg-white md:hidden"
        summaryClassName="min-h-12 p-4"
        chevronClassName="text-brand-700"
      >
        <div className="px-4 pb-4">
          <p className="text-sm text-muted">{copy.criteriaLead}</p>
          <CheckList
            items={eligibilityCriteria.map((criterion) => criterion.title)}
            className="mt-3"
          />
        </div>
      </Disclosure>
      <div className="mt-12 max-md:hidden">
        <h3 className="text-2xl font-bold text-brand-900">{copy.criteriaTitle}</h3>
        <p className="mt-2 text-muted">{copy.criteriaLead}</p>
        <ul className="mt-6 grid grid-cols-2 gap-5 lg:grid-cols-4">
          {eligibilityCriteria.map((criterion) => (
            <li
              key={criterion.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-success-50 text-success-700">
                <Icon name={criterion.icon} />
              </span>
              <h4 className="mt-4 text-lg font-bold text-ink">{criterion.title}</h4>
              <p className="mt-2 text-muted">{criterion.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
