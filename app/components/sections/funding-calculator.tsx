import { useEffect, useId } from "react";
import { calculator, calculatorResult, exampleFigures, termText } from "#app/content/calculator.ts";
import { formatPounds, formatPoundsAndPence } from "#app/lib/money.ts";
import { Section } from "#app/components/sections/section.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { loadFundingCalculator } from "#app/shell/page-behaviours.ts";

/**
 * The funding calculator: two sliders and the monthly repayment range they give. This renders
 * it at its starting figures; its script (`funding-calculator-script.ts`) keeps the figures in
 * step with the sliders and reports the calculator's use, with or without the framework
 * (docs/decisions/0020).
 */
export function FundingCalculator() {
  const amount = calculator.amount.initial;
  const months = calculator.term.initial;
  const amountId = useId();
  const termId = useId();
  const example = exampleFigures();
  useEffect(() => void loadFundingCalculator(), []);

  return (
    <Section
      tone="surface"
      eyebrow="Funding calculator"
      title="See What Your Repayments Could Look Like"
      lead="Move the sliders to estimate a monthly repayment. Your broker will confirm real figures from lenders."
      leadOnPhones={false}
    >
      <div
        data-calculator
        className="mx-auto grid max-w-5xl gap-4 md:gap-6 lg:grid-cols-[1.2fr_1fr]"
      >
        <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line md:space-y-8 md:p-8">
          <div>
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor={amountId} className="font-semibold text-ink md:text-lg">
                How much do you need?
              </label>
              <output
                htmlFor={amountId}
                data-calculator-shows="amount"
                className="text-xl font-extrabold text-brand-900 md:text-2xl"
              >
                {formatPounds(amount)}
              </output>
            </div>
            <input
              id={amountId}
              type="range"
              min={calculator.amount.min}
              max={calculator.amount.max}
              step={calculator.amount.step}
              defaultValue={amount}
              aria-valuetext={formatPounds(amount)}
              data-calculator-input="amount"
              className="mt-2 h-6 w-full cursor-pointer accent-brand-800 md:mt-4"
            />
            <div
              className="mt-1 flex justify-between text-sm text-muted max-md:hidden"
              aria-hidden="true"
            >
              <span>{formatPounds(calculator.amount.min)}</span>
              <span>{formatPounds(calculator.amount.max)}</span>
            </div>
          </div>
          <div>
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor={termId} className="font-semibold text-ink md:text-lg">
                Over how long?
              </label>
              <output
                htmlFor={termId}
                data-calculator-shows="term"
                className="text-xl font-extrabold text-brand-900 md:text-2xl"
              >
                {termText(months)}
              </output>
            </div>
            <input
              id={termId}
              type="range"
              min={calculator.term.min}
              max={calculator.term.max}
              step={calculator.term.step}
              defaultValue={months}
              aria-valuetext={termText(months)}
              data-calculator-input="term"
              className="mt-2 h-6 w-full cursor-pointer accent-brand-800 md:mt-4"
            />
            <div
              className="mt-1 flex justify-between text-sm text-muted max-md:hidden"
              aria-hidden="true"
            >
              <span>{calculator.term.min} months</span>
              <span>{calculator.term.max} months</span>
            </div>
          </div>
        </div>
        <div className="flex flex-col rounded-2xl bg-brand-900 p-5 text-white md:p-8">
          <h3 className="font-semibold text-brand-100 md:text-lg">Estimated monthly repayment</h3>
          <p
            aria-live="polite"
            aria-atomic="true"
            data-testid="calculator-result"
            data-calculator-shows="result"
            className="mt-1 text-2xl font-extrabold tracking-tight md:mt-2 md:text-4xl"
          >
            {calculatorResult(amount, months)}
          </p>
          <p className="mt-2 text-sm text-brand-100 md:mt-3">
            Illustrative only and subject to status. Based on fixed annual interest rates of{" "}
            {calculator.annualRatePercent.low}% to {calculator.annualRatePercent.high}%; the rate a
            lender offers depends on your business and circumstances.
          </p>
          <p className="mt-3 rounded-xl bg-white/10 p-3 text-sm text-white md:mt-4 md:p-4">
            <strong>Representative example:</strong> borrowing {formatPounds(example.amount)} over{" "}
            {example.months} months at a fixed {example.annualRatePercent}% a year gives{" "}
            {example.months} monthly repayments of {formatPoundsAndPence(example.monthly)}. Total
            interest {formatPoundsAndPence(example.interest)}; total amount repayable{" "}
            {formatPoundsAndPence(example.total)}. No broker fee.
          </p>
          {/* Phones have the Apply Now bar in view. */}
          <ApplyButton
            label="Get Your Real Quote"
            size="default"
            className="mt-6 self-start max-md:hidden"
          />
        </div>
      </div>
    </Section>
  );
}
