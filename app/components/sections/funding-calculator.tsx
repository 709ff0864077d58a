import { useEffect, useId } from "react";
import {
  calculator,
  calculatorBasis,
  calculatorResult,
  exampleText,
  termText,
} from "#app/content/calculator.ts";
import { formatPounds } from "#app/lib/money.ts";
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
          <CalculatorSlider part="amount" label="How much do you need?" />
          <CalculatorSlider part="term" label="Over how long?" />
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
            {calculatorBasis.illustrative} {calculatorBasis.rates}
          </p>
          <p className="mt-3 rounded-xl bg-white/10 p-3 text-sm text-white md:mt-4 md:p-4">
            <strong>{calculatorBasis.exampleLabel}</strong> {exampleText()}
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

/** How each slider writes its figures: the one it is at, and those at either end. */
const sliderFigures = {
  amount: { format: formatPounds, formatEnd: formatPounds },
  term: { format: termText, formatEnd: (months: number) => `${months} months` },
};

/**
 * One of the calculator's sliders, at its starting figure, with its label and, beside it on
 * larger screens, the figures at either end. The script finds the slider and its figure by `part`.
 */
function CalculatorSlider({ part, label }: { part: keyof typeof sliderFigures; label: string }) {
  const range = calculator[part];
  const value = range.initial;
  const { format, formatEnd } = sliderFigures[part];
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-ink md:text-lg">
          {label}
        </label>
        <output
          htmlFor={id}
          data-calculator-shows={part}
          className="text-xl font-extrabold text-brand-900 md:text-2xl"
        >
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        defaultValue={value}
        aria-valuetext={format(value)}
        data-calculator-input={part}
        className="mt-2 h-6 w-full cursor-pointer accent-brand-800 md:mt-4"
      />
      <div
        className="mt-1 flex justify-between text-sm text-muted max-md:hidden"
        aria-hidden="true"
      >
        <span>{formatEnd(range.min)}</span>
        <span>{formatEnd(range.max)}</span>
      </div>
    </div>
  );
}
