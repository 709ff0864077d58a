import { useId } from "react";
import { amountBand, amountFields, amountToSlider } from "#app/schemas/quote-rules.ts";
import { bandColour } from "#app/components/forms/quote-form-view.ts";
import { cn } from "#app/lib/cn.ts";
import { formatPounds, formatPoundsInField } from "#app/lib/money.ts";

/**
 * The funding amount: a 0-100 slider mapped to £5,000-£500,000 (§4), usable by keyboard and
 * screen reader, with the amount also editable by typing so nobody has to drag. This renders
 * the markup for `amount`; the quote form's script (`quote-form-script.ts`) keeps the amount,
 * caption and box in step as the visitor moves the slider or types. Without JavaScript the
 * slider's position, the typed text and the amount shown are posted, and the server takes the
 * typed amount when the visitor changed it (`postedAmount`).
 */
export function FundingSlider({ amount, compact = false }: { amount: number; compact?: boolean }) {
  const id = useId();
  const band = amountBand(amount);
  return (
    <div data-slot="funding-slider" data-amount={amount} className="space-y-2">
      <input type="hidden" name={amountFields.shown} value={amount} />
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={`${id}-range`} className="font-semibold text-ink">
          How much do you need?
        </label>
        <output
          htmlFor={`${id}-range`}
          aria-live="polite"
          data-funding-amount
          className={cn(
            "font-extrabold tracking-tight text-brand-900",
            compact ? "text-2xl" : "text-3xl",
          )}
        >
          {formatPounds(amount)}
        </output>
      </div>
      <input
        id={`${id}-range`}
        type="range"
        name={amountFields.position}
        min={0}
        max={100}
        step={1}
        defaultValue={amountToSlider(amount)}
        aria-valuetext={formatPounds(amount)}
        aria-describedby={`${id}-band`}
        data-funding-position
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden="true" className="relative h-5 text-sm text-muted">
        <span className="absolute left-0">£5k</span>
        <span className="absolute left-1/2 -translate-x-1/2">£75k</span>
        <span className="absolute right-0">£500k</span>
      </div>
      <p
        id={`${id}-band`}
        className={cn("text-sm font-semibold", bandColour[band.key])}
        data-band={band.key}
      >
        {band.caption}
      </p>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={`${id}-typed`} className="text-muted">
          Or type an amount
        </label>
        <div className="flex items-center rounded-md border border-line bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500">
          <span aria-hidden="true" className="pl-2 text-muted">
            £
          </span>
          <input
            id={`${id}-typed`}
            name={amountFields.typed}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={formatPoundsInField(amount)}
            aria-describedby={`${id}-typed-hint`}
            data-funding-typed
            className="h-9 w-28 rounded-md bg-transparent px-1.5 text-ink outline-none"
          />
        </div>
        <span id={`${id}-typed-hint`} className="sr-only">
          Between £5,000 and £500,000, rounded to the nearest £5,000
        </span>
      </div>
    </div>
  );
}
