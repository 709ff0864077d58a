import { amountRange, formatPence } from "#app/lib/pence.ts";
import { monthsTrading, type DealFacts } from "#app/lib/deal-facts.ts";
import { dealProductLabels, dealSectorLabels } from "#app/schemas/admin.ts";
import type { PanelLender } from "#app/schemas/admin-lenders.ts";

/**
 * "Lenders that fit": each lender of the panel against the case's deal facts, with the reasons
 * in plain words when it does not fit. A fact not known yet never excludes a lender: it is
 * named as one to check. Pure: the page, the tests and the benchmark call it alike (ADR 0028).
 */

/** A lender's criteria, as the panel keeps them. */
export type FitLender = Pick<
  PanelLender,
  | "id"
  | "name"
  | "products"
  | "minAmountPence"
  | "maxAmountPence"
  | "minTradingMonths"
  | "minTurnoverPence"
  | "excludedSectors"
>;

export type LenderFit = {
  id: string;
  name: string;
  fits: boolean;
  /** Why it does not fit, one sentence a criterion ("Needs turnover of £250,000"). */
  reasons: string[];
  /** Criteria it has that a fact not yet known leaves open ("trading time not known"). */
  toCheck: string[];
};

export type FitFacts = Pick<
  DealFacts,
  "product" | "loanAmount" | "tradingSince" | "sector" | "turnoverPence"
>;

/** A name in a sentence: "Bridging Loans" => "bridging loans", "VAT Funding" => "VAT funding". */
export function inSentence(name: string): string {
  return name
    .split(" ")
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
}

function label(labels: Record<string, string>, value: string): string {
  return inSentence(labels[value] ?? value);
}

/** Where one lender stands against the facts. */
export function lenderFit(facts: FitFacts, lender: FitLender, now: Date): LenderFit {
  const reasons: string[] = [];
  const toCheck: string[] = [];

  if (lender.products.length) {
    if (!facts.product) toCheck.push("product not known");
    else if (!lender.products.includes(facts.product)) {
      reasons.push(`Does not fund ${label(dealProductLabels, facts.product)}`);
    }
  }

  const { minAmountPence: min, maxAmountPence: max } = lender;
  if (min !== null || max !== null) {
    if (facts.loanAmount === null) toCheck.push("amount not known");
    else {
      const pence = facts.loanAmount * 100;
      if ((min !== null && pence < min) || (max !== null && pence > max)) {
        reasons.push(
          `Lends ${amountRange(min, max).replace(/^(From|Up to)/, (w) => w.toLowerCase())}`,
        );
      }
    }
  }

  if (lender.minTradingMonths !== null && lender.minTradingMonths > 0) {
    if (!facts.tradingSince) toCheck.push("trading time not known");
    else {
      const months = monthsTrading(facts.tradingSince, now);
      if (months < lender.minTradingMonths) {
        reasons.push(`Needs ${lender.minTradingMonths} months' trading (this business: ${months})`);
      }
    }
  }

  if (lender.minTurnoverPence !== null && lender.minTurnoverPence > 0) {
    if (facts.turnoverPence === null) toCheck.push("turnover not known");
    else if (facts.turnoverPence < lender.minTurnoverPence) {
      reasons.push(`Needs turnover of ${formatPence(lender.minTurnoverPence)}`);
    }
  }

  if (lender.excludedSectors.length) {
    if (!facts.sector) toCheck.push("sector not known");
    else if (lender.excludedSectors.includes(facts.sector)) {
      reasons.push(`Does not lend to ${label(dealSectorLabels, facts.sector)}`);
    }
  }

  return { id: lender.id, name: lender.name, fits: reasons.length === 0, reasons, toCheck };
}

/** Every lender against the facts: those that fit first, each group in the panel's order. */
export function lendersThatFit(
  facts: FitFacts,
  panel: readonly FitLender[],
  now: Date,
): LenderFit[] {
  const fits: LenderFit[] = [];
  const others: LenderFit[] = [];
  for (const lender of panel) {
    const fit = lenderFit(facts, lender, now);
    (fit.fits ? fits : others).push(fit);
  }
  return [...fits, ...others];
}
