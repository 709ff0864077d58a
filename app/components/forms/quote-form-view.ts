import type { AmountBandKey } from "#app/schemas/quote-rules.ts";

/**
 * What the quote form shows that its markup (`quote-form.tsx`, `funding-slider.tsx`) and the
 * script that keeps it in step (`quote-form-script.ts`) must agree on.
 */

/** The slider caption's colour for each band of amounts. */
export const bandColour: Record<AmountBandKey, string> = {
  "cash-flow": "text-band-cash",
  growth: "text-band-growth",
  investment: "text-band-major",
};

/** A field's border, by whether its answer has a message. */
export const fieldBorder = { invalid: "border-danger-700", valid: "border-line" } as const;
