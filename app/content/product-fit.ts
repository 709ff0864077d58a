import type { ProductSlug } from "#app/paths.ts";
import { paths } from "#app/paths.ts";
import { products as catalogue, type Product } from "#app/content/products.ts";
import { eligibilityRules, turnoverRule } from "#app/content/eligibility.ts";
import { formatAmountRange, formatTerm, type Term } from "#app/content/format.ts";
import { calculator, repaymentRange } from "#app/content/calculator.ts";
import type { LoanReason } from "#app/schemas/application-answers.ts";

/**
 * Which products fit an application's answers, and what the amount applied for could cost a
 * month over those products' terms. Every figure is read from the catalogue (`products.ts`),
 * the eligibility rules and the calculator's maths; nothing here states a figure of its own.
 * A fact the application did not give never rules a product out.
 */

/** What the application tells us that the catalogue's criteria use. */
export type FitAnswers = {
  loanAmount: number | null;
  loanReasons: readonly string[];
  loanPurpose: string | null;
  /** Annual turnover in whole pounds. */
  turnoverPounds: number | null;
  /** Whole months of trading, where the application records when trading began. */
  tradingMonths?: number | null;
};

/** A need the applicant named, in the words "For …" completes, and the products serving it. */
type Need = { words: string; products: ProductSlug[] };

/** The reasons the application offers as boxes to tick. */
export const reasonNeeds: Record<LoanReason, Need> = {
  "Working capital": {
    words: "working capital",
    products: ["short-term-business-loans", "card-terminal-loans"],
  },
  "Urgent cash flow": {
    words: "urgent cash flow",
    products: ["same-day-business-funding", "short-term-business-loans"],
  },
  "Business growth": { words: "growing the business", products: ["business-growth-loans"] },
  "Pay a bill": {
    words: "paying a bill",
    products: ["short-term-business-loans", "same-day-business-funding"],
  },
  "Purchase stock": { words: "buying stock", products: ["stock-funding"] },
  "Purchase equipment": { words: "buying equipment", products: ["asset-funding"] },
  "Other business reason": {
    words: "a business purpose",
    products: ["short-term-business-loans"],
  },
};

/** Needs read from what the applicant wrote about the funding. */
export const purposeNeeds: { pattern: RegExp; need: Need }[] = [
  { pattern: /\bvat\b/i, need: { words: "a VAT bill", products: ["vat-funding"] } },
  {
    pattern: /corporation tax|\btax bill/i,
    need: { words: "a corporation tax bill", products: ["tax-funding"] },
  },
  {
    pattern: /propert|premises|auction|refurb/i,
    need: { words: "property", products: ["bridging-loans", "secured-business-loans"] },
  },
  {
    pattern: /bad credit|\bccjs?\b|\bdeclined\b|\bdefaults?\b/i,
    need: {
      words: "a business with past credit problems",
      products: ["bad-credit-business-loans"],
    },
  },
];

function needsOf(answers: FitAnswers): Need[] {
  const fromReasons = answers.loanReasons
    .filter((reason): reason is LoanReason => reason in reasonNeeds)
    .map((reason) => reasonNeeds[reason]);
  const purpose = answers.loanPurpose ?? "";
  const fromPurpose = purposeNeeds
    .filter(({ pattern }) => pattern.test(purpose))
    .map(({ need }) => need);
  return [...fromReasons, ...fromPurpose];
}

/** Whether the product's own figures allow the answers; an answer not given allows it. */
export function figuresAllow(product: Product, answers: FitAnswers): boolean {
  const f = product.figures;
  const amount = answers.loanAmount;
  if (amount !== null && (amount < f.amount.min || amount > f.amount.max)) return false;
  const turnover = answers.turnoverPounds;
  if (turnover !== null) {
    if (f.minAnnualTurnover !== undefined && turnover < f.minAnnualTurnover) return false;
    const monthlyRule = product.eligibility.includes(turnoverRule);
    if (monthlyRule && turnover < eligibilityRules.minMonthlyTurnover * 12) return false;
  }
  const trading = answers.tradingMonths ?? null;
  if (trading !== null && f.minTradingMonths !== undefined && trading < f.minTradingMonths) {
    return false;
  }
  return true;
}

export type FittingProduct = {
  slug: ProductSlug;
  name: string;
  path: string;
  /** One line on why it fits: the need it serves and the figures that allow the answers. */
  why: string;
};

export type ProductFit = {
  products: FittingProduct[];
  /** False when no product serving the needs named allows the figures given (or none named). */
  matchesNeeds: boolean;
};

function fittingProduct(product: Product, needs: Need[]): FittingProduct {
  const served = needs.filter((need) => need.products.includes(product.slug));
  const figures = `${formatAmountRange(product.figures.amount)} over ${formatTerm(product.figures.term)}`;
  const why =
    served.length > 0
      ? `For ${joinWords(served.map((need) => need.words))}: ${figures}.`
      : `Lends ${figures}.`;
  return { slug: product.slug, name: product.name, path: paths.product(product.slug), why };
}

function joinWords(words: string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique.join("");
  return `${unique.slice(0, -1).join(", ")} and ${unique.at(-1)}`;
}

/**
 * The products that fit the answers, in the catalogue's order: those serving a need the
 * applicant named whose figures allow the amount, turnover and trading given. When none does
 * (or no need was named), every product whose figures allow the answers.
 */
export function productsThatFit(
  answers: FitAnswers,
  products: Record<ProductSlug, Product> = catalogue,
): ProductFit {
  const needs = needsOf(answers);
  const allowed = Object.values(products).filter((product) => figuresAllow(product, answers));
  const served = allowed.filter((product) =>
    needs.some((need) => need.products.includes(product.slug)),
  );
  const chosen = served.length > 0 ? served : allowed;
  return {
    products: chosen.map((product) => fittingProduct(product, needs)),
    matchesNeeds: served.length > 0,
  };
}

/** The monthly repayment at the calculator's lower and upper rate, over one term. */
export type CostAtTerm = { months: number; low: number; high: number };

export type IndicativeCost = {
  amount: number;
  /** The shortest term: the highest monthly cost. */
  shortest: CostAtTerm;
  /** The longest term: the lowest monthly cost. */
  longest: CostAtTerm;
};

function termBounds(term: Term): { min: number; max: number } {
  const months = term.kind === "range" ? [term.minMonths, term.maxMonths] : [...term.months];
  return { min: Math.min(...months), max: Math.max(...months) };
}

/**
 * Products repaid in fixed monthly instalments, as the calculator's maths assumes: not those
 * repaid from card takings, nor those whose interest is rolled up (they carry a rate of their
 * own and their own representative example).
 */
export function repaidMonthly(product: Product): boolean {
  const f = product.figures;
  return f.dailyCollectionPercent === undefined && f.monthlyRateFromPercent === undefined;
}

function costAt(amount: number, months: number): CostAtTerm {
  const range = repaymentRange(amount, months);
  return { months, low: Math.round(range.low), high: Math.round(range.high) };
}

/**
 * What the amount could cost a month, from the calculator's maths at its lower and upper rate,
 * over the terms of the fitting products repaid monthly, kept within the calculator's own
 * terms. Null without an amount or without such a product.
 */
export function indicativeCost(
  amount: number | null,
  slugs: readonly ProductSlug[],
  products: Record<ProductSlug, Product> = catalogue,
): IndicativeCost | null {
  if (amount === null || amount <= 0) return null;
  const terms = slugs
    .map((slug) => products[slug])
    .filter(repaidMonthly)
    .map((product) => termBounds(product.figures.term));
  if (terms.length === 0) return null;
  const clamp = (months: number) =>
    Math.min(calculator.term.max, Math.max(calculator.term.min, months));
  const shortest = clamp(Math.min(...terms.map((term) => term.min)));
  const longest = clamp(Math.max(...terms.map((term) => term.max)));
  return { amount, shortest: costAt(amount, shortest), longest: costAt(amount, longest) };
}
