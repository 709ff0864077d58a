import { useId, useState, type KeyboardEvent } from "react";
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  LOAN_AMOUNT_STEP,
  amountBand,
  amountToSlider,
  sliderToAmount,
  type AmountBandKey,
} from "#app/schemas/quote-rules.ts";
import { cn } from "#app/lib/cn.ts";
import { formatPounds } from "#app/lib/money.ts";

const bandColour: Record<AmountBandKey, string> = {
  "cash-flow": "text-band-cash",
  growth: "text-band-growth",
  investment: "text-band-major",
};

/**
 * The funding amount: a 0-100 slider mapped to £5,000-£500,000 (§4), usable by keyboard and
 * screen reader, with the amount also editable by typing so nobody has to drag.
 * Without JavaScript the slider's position is posted and the server maps it.
 */
export function FundingSlider({
  amount,
  onAmountChange,
  compact = false,
}: {
  amount: number;
  onAmountChange: (amount: number) => void;
  compact?: boolean;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  // The thumb keeps its own position (§4: the form's state is the position 0-100); the amount
  // follows it through the mapping. Several positions round to one amount at the low end, so
  // deriving the position back from the amount would snap the thumb back and leave a keyboard
  // user stuck. A typed amount moves the thumb to the nearest position.
  const [position, setPosition] = useState(() => amountToSlider(amount));
  const shownPosition = sliderToAmount(position) === amount ? position : amountToSlider(amount);
  const band = amountBand(amount);

  function commitTyped() {
    if (typed === null) return;
    const pounds = Number(typed.replace(/[^\d]/g, ""));
    if (typed.trim() !== "" && Number.isFinite(pounds)) {
      const clamped = Math.min(LOAN_AMOUNT_MAX, Math.max(LOAN_AMOUNT_MIN, pounds));
      onAmountChange(Math.round(clamped / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP);
    }
    setTyped(null);
  }
  function handleTypedKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commitTyped();
    }
  }

  return (
    <div data-slot="funding-slider" className="space-y-2">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={`${id}-range`} className="font-semibold text-ink">
          How much do you need?
        </label>
        <output
          htmlFor={`${id}-range`}
          aria-live="polite"
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
        name="loanPosition"
        min={0}
        max={100}
        step={1}
        value={shownPosition}
        aria-valuetext={formatPounds(amount)}
        aria-describedby={`${id}-band`}
        onChange={(event) => {
          const next = Number(event.target.value);
          setPosition(next);
          onAmountChange(sliderToAmount(next));
        }}
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
            inputMode="numeric"
            autoComplete="off"
            value={typed ?? amount.toLocaleString("en-GB")}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commitTyped}
            onKeyDown={handleTypedKey}
            aria-describedby={`${id}-typed-hint`}
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
