import {
  asksEligibility,
  eligibilityCheckCopy as copy,
  eligibilityRules,
  establishedTradingMonths,
  type CheckOption,
  type EligibilityCheckField,
  type EligibilityCheckView,
} from "#app/content/eligibility.ts";
import { formatMonths } from "#app/content/format.ts";
import { productsThatFit, type FitAnswers } from "#app/content/product-fit.ts";
import { products as catalogue, type Product } from "#app/content/products.ts";
import { formatPounds } from "#app/lib/money.ts";
import { paths, type ProductSlug } from "#app/paths.ts";
import { parseCurrency } from "#app/schemas/application-answers.ts";

/**
 * The quick eligibility check's answer, worked out by the loader of the page that carries it
 * (the home and landing pages), so the page ships words and no catalogue. Which products fit
 * is `productsThatFit`'s to say; this turns the three answers into its terms and words the
 * result. The bands start where the catalogue's minimums are, so the start of the band chosen
 * decides as the exact figure would.
 */

type Catalogue = Record<ProductSlug, Product>;

/** Each distinct figure, smallest first. */
function ascending(values: (number | undefined)[]): number[] {
  return [...new Set(values.filter((value) => value !== undefined))].sort((a, b) => a - b);
}

/** Where the trading bands start after "under …": the rule's minimum, each product's, two years. */
export function tradingBandStarts(products: Catalogue = catalogue): number[] {
  const minimums = ascending([
    eligibilityRules.minTradingMonths,
    ...Object.values(products).map((product) => product.figures.minTradingMonths),
  ]);
  return ascending([...minimums, Math.max(establishedTradingMonths, ...minimums)]);
}

/** Where the annual turnover bands start after "under …": twelve months of the rule, each product's. */
export function turnoverBandStarts(products: Catalogue = catalogue): number[] {
  return ascending([
    eligibilityRules.minMonthlyTurnover * 12,
    ...Object.values(products).map((product) => product.figures.minAnnualTurnover),
  ]);
}

/** "6 to 12 months", "12 months to 2 years": the unit said once where both share it. */
function monthsBetween(from: number, to: number): string {
  const [start, end] = [formatMonths(from), formatMonths(to)];
  const unit = end.replace(/^\d+ /, "");
  return start.endsWith(` ${unit}`) ? `${from} to ${end}` : `${start} to ${end}`;
}

/** One choice for each band: below the first start, between starts, from the last. */
function bands(
  starts: number[],
  words: {
    under: (to: number) => string;
    between: (from: number, to: number) => string;
    from: (from: number) => string;
  },
): CheckOption[] {
  const first = starts[0] ?? 0;
  return [
    { value: "0", label: words.under(first) },
    ...starts.map((start, index) => {
      const next = starts[index + 1];
      return {
        value: String(start),
        label: next === undefined ? words.from(start) : words.between(start, next),
      };
    }),
  ];
}

export function tradingOptions(products: Catalogue = catalogue): CheckOption[] {
  return bands(tradingBandStarts(products), {
    under: (to) => `Under ${formatMonths(to)}`,
    between: monthsBetween,
    from: (from) => `${formatMonths(from)} or more`,
  });
}

export function turnoverOptions(products: Catalogue = catalogue): CheckOption[] {
  return bands(turnoverBandStarts(products), {
    under: (to) => `Under ${formatPounds(to)}`,
    between: (from, to) => `${formatPounds(from)} to ${formatPounds(to - 1)}`,
    from: (from) => `${formatPounds(from)} or more`,
  });
}

/** The band chosen, as where it starts; null when none (or one the form does not offer). */
function bandStart(given: string, options: CheckOption[]): number | null {
  return options.some((option) => option.value === given) ? Number(given) : null;
}

/** The amount typed, in whole pounds; null when it is not one above nothing. */
function amountOf(given: string): number | null {
  const amount = parseCurrency(given);
  return amount !== null && amount > 0 ? amount : null;
}

type Judged = {
  answers: FitAnswers;
  errors: Partial<Record<EligibilityCheckField, string>>;
};

function judge(
  values: Record<EligibilityCheckField, string>,
  options: { trading: CheckOption[]; turnover: CheckOption[] },
): Judged {
  const errors: Judged["errors"] = {};
  const amount = amountOf(values.amount);
  if (values.amount.trim() === "") errors.amount = copy.messages.amountMissing;
  else if (amount === null) errors.amount = copy.messages.amountInvalid;
  const trading = bandStart(values.trading, options.trading);
  if (trading === null) errors.trading = copy.messages.tradingMissing;
  const turnover = bandStart(values.turnover, options.turnover);
  if (turnover === null) errors.turnover = copy.messages.turnoverMissing;
  return {
    answers: {
      loanAmount: amount,
      loanReasons: [],
      loanPurpose: null,
      turnoverPounds: turnover,
      tradingMonths: trading,
    },
    errors,
  };
}

const applyWith = (slug: ProductSlug) =>
  `${paths.application}?${new URLSearchParams({ product: slug }).toString()}`;

/**
 * The check for a request's query: waiting for answers when it asks nothing, the answers to
 * correct when one is missing or not an amount, else the products whose figures allow all three
 * (or, honestly, none).
 */
export function eligibilityCheck(
  query: URLSearchParams,
  products: Catalogue = catalogue,
): EligibilityCheckView {
  const values = {
    amount: query.get("amount") ?? "",
    trading: query.get("trading") ?? "",
    turnover: query.get("turnover") ?? "",
  };
  const options = { trading: tradingOptions(products), turnover: turnoverOptions(products) };
  const shown = {
    values,
    tradingOptions: options.trading,
    turnoverOptions: options.turnover,
    turnoverHint: copy.turnover.hint(eligibilityRules.minMonthlyTurnover),
  };
  if (!asksEligibility(query)) {
    return {
      ...shown,
      errors: {},
      outcome: "waiting",
      status: copy.waiting,
      products: [],
      applyPath: paths.application,
    };
  }
  const { answers, errors } = judge(values, options);
  if (Object.keys(errors).length > 0) {
    return {
      ...shown,
      errors,
      outcome: "fix",
      status: copy.fix,
      products: [],
      applyPath: paths.application,
    };
  }
  const fitting = productsThatFit(answers, products).products;
  const only = fitting.length === 1 ? fitting[0] : undefined;
  return {
    ...shown,
    errors: {},
    outcome: fitting.length > 0 ? "fit" : "none",
    status: fitting.length > 0 ? copy.fit(fitting.length) : copy.none,
    products: fitting,
    applyPath: only ? applyWith(only.slug) : paths.application,
  };
}
