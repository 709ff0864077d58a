import { paths, type ProductSlug } from "#app/paths.ts";
import { fundingRange, typicalTerm, type Stat } from "#app/content/claims.ts";
import {
  formatAmountRange,
  formatDuration,
  formatDurationStat,
  formatMonths,
  formatTerm,
  maxTermMonths,
} from "#app/content/format.ts";
import { formatPounds, formatPoundsShort } from "#app/lib/money.ts";
import type { IconName } from "#app/content/icons.ts";
import { products, type HighlightKey, type Product } from "#app/content/products.ts";

/**
 * Everything a page shows about a product is built here from the catalogue entry, so the
 * hub, the cards, the guides page and the product page cannot disagree.
 */
export type ProductCard = {
  title: string;
  description: string;
  amountRange: string;
  termRange: string;
  features: string[];
  path: string;
  badge?: string;
  icon: IconName;
};

export function productCard(product: Product): ProductCard {
  return {
    title: product.name,
    description: product.card.description,
    amountRange: formatAmountRange(product.figures.amount, "short"),
    termRange: formatTerm(product.figures.term),
    features: product.card.features,
    path: paths.product(product.slug),
    badge: product.card.badge,
    icon: product.card.icon,
  };
}

export function cardsFor(slugs: readonly ProductSlug[], catalogue = products): ProductCard[] {
  return slugs.map((slug) => productCard(catalogue[slug]));
}

/** The card for a conversation with a broker rather than one product. */
export const expertAdviceCard: ProductCard = {
  title: "Expert Broker Advice",
  description:
    "Not sure which product fits? A broker reviews your needs and explains every option.",
  amountRange: formatAmountRange(fundingRange, "short"),
  termRange: formatTerm(typicalTerm),
  features: ["Whole-of-panel comparison", "Plain-English advice", "No obligation"],
  path: paths.contact,
  icon: "handshake",
};

function highlightValue(product: Product, key: HighlightKey): string {
  const f = product.figures;
  switch (key) {
    case "maxAmount":
      return formatPoundsShort(f.amount.max);
    case "term":
      return formatTerm(f.term);
    case "maxTerm":
      return formatMonths(maxTermMonths(f.term));
    case "decision":
      return formatDurationStat(f.decision);
    case "minTrading":
      return formatMonths(f.minTradingMonths ?? 0);
    case "ltv":
      return `${f.maxLtvPercent ?? 0}%`;
    case "financePercent":
      return `${f.financePercent ?? 0}%`;
    case "dailyCollection":
      return `${f.dailyCollectionPercent?.min ?? 0}-${f.dailyCollectionPercent?.max ?? 0}%`;
    case "completion":
      return `${f.completion?.min ?? f.completion?.max ?? 0} days`;
    case "rateFrom":
      return `${f.monthlyRateFromPercent ?? 0}%`;
  }
}

/** The large figures at the top of a product page. */
export function productHighlights(product: Product): Stat[] {
  return product.highlights.map((item) => ({
    value: highlightValue(product, item.key),
    label: item.label,
  }));
}

export type KeyFact = { label: string; value: string };

/** Every figure of the product, in words, for its "at a glance" panel. */
export function keyFacts(product: Product): KeyFact[] {
  const f = product.figures;
  const facts: KeyFact[] = [
    { label: "Amount", value: formatAmountRange(f.amount) },
    { label: "Term", value: formatTerm(f.term) },
    { label: product.decisionLabel ?? "Decision", value: capitalise(formatDuration(f.decision)) },
  ];
  if (f.completion) facts.push({ label: "Completion", value: formatDuration(f.completion) });
  if (f.monthlyRateFromPercent !== undefined)
    facts.push({ label: "Interest", value: `From ${f.monthlyRateFromPercent}% a month` });
  if (f.maxLtvPercent !== undefined)
    facts.push({ label: "Loan to value", value: `Up to ${f.maxLtvPercent}%` });
  if (f.financePercent !== undefined)
    facts.push({ label: "Financing", value: `Up to ${f.financePercent}% of value` });
  if (f.dailyCollectionPercent)
    facts.push({
      label: "Repayment",
      value: `${f.dailyCollectionPercent.min}-${f.dailyCollectionPercent.max}% of daily card takings`,
    });
  if (f.minTradingMonths !== undefined)
    facts.push({ label: "Trading history", value: `${formatMonths(f.minTradingMonths)} or more` });
  if (f.minAnnualTurnover !== undefined)
    facts.push({ label: "Turnover", value: `${formatPounds(f.minAnnualTurnover)} a year or more` });
  facts.push({ label: "Security", value: product.security });
  return facts;
}

/** One product's line in the hub's comparison of every product. */
export type ComparisonRow = {
  slug: ProductSlug;
  name: string;
  path: string;
  suits: string;
  amount: string;
  term: string;
  decision: string;
};

export function comparisonRow(slug: ProductSlug): ComparisonRow {
  const product = products[slug];
  const f = product.figures;
  const decision = capitalise(formatDuration(f.decision));
  return {
    slug,
    name: product.name,
    path: paths.product(slug),
    suits: product.card.description,
    amount: formatAmountRange(f.amount, "short"),
    term: formatTerm(f.term),
    decision: product.decisionLabel
      ? `${product.decisionLabel}: ${decision.toLowerCase()}`
      : decision,
  };
}

/** Eligibility as shown on the product page: figures first, then the product's own rules. */
export function productEligibility(product: Product): string[] {
  const f = product.figures;
  const derived: string[] = [];
  if (f.minTradingMonths !== undefined)
    derived.push(`Trading for at least ${formatMonths(f.minTradingMonths)}`);
  if (f.minAnnualTurnover !== undefined)
    derived.push(`Annual turnover of ${formatPounds(f.minAnnualTurnover)} or more`);
  return [...derived, ...product.eligibility];
}

export type WorkedExample = {
  amount: number;
  months: number;
  monthlyRatePercent: number;
  interest: number;
  fee: number;
  totalRepayable: number;
  text: string;
};

/** The representative example shown next to a product's "from" rate. */
export function representativeExample(product: Product): WorkedExample | null {
  const rate = product.figures.monthlyRateFromPercent;
  const example = product.representativeExample;
  if (rate === undefined || !example) return null;
  const interest = Math.round((example.amount * rate * example.months) / 100);
  const fee = Math.round((example.amount * example.arrangementFeePercent) / 100);
  const totalRepayable = example.amount + interest + fee;
  const text =
    `Representative example: a loan of ${formatPounds(example.amount)} over ${formatMonths(example.months)} ` +
    `at ${rate}% a month simple interest, rolled up and paid at the end, with an arrangement fee of ` +
    `${example.arrangementFeePercent}% (${formatPounds(fee)}). Total interest ${formatPounds(interest)}; ` +
    `total amount repayable ${formatPounds(totalRepayable)}. Rates depend on the property, the loan to value and your circumstances.`;
  return {
    amount: example.amount,
    months: example.months,
    monthlyRatePercent: rate,
    interest,
    fee,
    totalRepayable,
    text,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
