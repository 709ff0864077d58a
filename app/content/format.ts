import { formatPounds, formatPoundsShort } from "#app/lib/money.ts";

/**
 * The formatting rules every page uses for money, terms and decision times, so a figure reads
 * the same on a card, the hub, the guides page and the product page.
 */
export type AmountRange = { min: number; max: number };

export type Term =
  | { kind: "range"; minMonths: number; maxMonths: number }
  | { kind: "options"; months: readonly number[] };

export type Duration = {
  /** Lower bound of a range, e.g. 24 in "24-48 hours". */
  min?: number;
  max: number;
  unit: "hours" | "days";
  /** "from" reads "as fast as 2 hours"; "within" reads "24-48 hours". */
  reading?: "from" | "within";
};

/** "£5,000 to £500,000" (long) or "£5K-£500K" (short). */
export function formatAmountRange(range: AmountRange, style: "long" | "short" = "long"): string {
  return style === "long"
    ? `${formatPounds(range.min)} to ${formatPounds(range.max)}`
    : `${formatPoundsShort(range.min)}-${formatPoundsShort(range.max)}`;
}

function monthsOrYears(months: number): string {
  if (months >= 24 && months % 12 === 0) return plural(months / 12, "year");
  return plural(months, "month");
}

/**
 * A count with its noun in words that agree: "1 file", "2 files", "0 files". Every count the
 * site shows is said through this, never with a bracketed plural.
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

function joinOptions(values: readonly number[]): string {
  if (values.length === 1) return String(values[0]);
  return `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
}

/** "3-24 months", "6 months to 6 years", "1-25 years", "6, 10 or 12 months", "3 months". */
export function formatTerm(term: Term): string {
  if (term.kind === "options") {
    const single = term.months.length === 1 && term.months[0] === 1;
    return `${joinOptions(term.months)} ${single ? "month" : "months"}`;
  }
  const { minMonths, maxMonths } = term;
  // Up to three years reads best in months; longer terms read in years.
  if (maxMonths <= 36 || maxMonths % 12 !== 0) return `${minMonths}-${plural(maxMonths, "month")}`;
  if (minMonths % 12 === 0) return `${minMonths / 12}-${plural(maxMonths / 12, "year")}`;
  return `${plural(minMonths, "month")} to ${plural(maxMonths / 12, "year")}`;
}

/** The longest term, in months. */
export function maxTermMonths(term: Term): number {
  return term.kind === "range" ? term.maxMonths : Math.max(...term.months);
}

/** "Up to 6 years", "Up to 24 months", "12 months" (largest option). */
export function formatMaxTerm(term: Term): string {
  if (term.kind === "options") return plural(maxTermMonths(term), "month");
  return `Up to ${monthsOrYears(term.maxMonths)}`;
}

/** "24-48 hours", "as fast as 2 hours", "5-10 days". */
export function formatDuration(duration: Duration): string {
  const value = duration.min ? `${duration.min}-${duration.max}` : String(duration.max);
  const text = `${value} ${duration.unit}`;
  return duration.reading === "from" ? `as fast as ${text}` : text;
}

/** The large stat form: "48hrs", "2hrs", "5-10 days". */
export function formatDurationStat(duration: Duration): string {
  if (duration.unit === "hours") return `${duration.max}hrs`;
  return duration.min ? `${duration.min}-${duration.max} days` : `${duration.max} days`;
}

/** "6 months", "12 months", "2 years" */
export function formatMonths(months: number): string {
  return monthsOrYears(months);
}
