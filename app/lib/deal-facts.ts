import { formatMonth } from "#app/lib/dates.ts";
import { formatPounds } from "#app/lib/money.ts";
import { formatPence } from "#app/lib/pence.ts";
import { companyTypeLabels, dealProductLabels, dealSectorLabels } from "#app/schemas/admin.ts";
import { loanToValuePercent } from "#app/schemas/application-product.ts";
import { isPropertyProduct, type CompanyType, type DealSector } from "#app/schemas/value-lists.ts";

/**
 * A case's deal facts as stored on `leads` (the amount is `loanAmount`, whole pounds), and the
 * one way each is written: on the case page's panel, on the timeline ("Amount: £50,000 →
 * £60,000") and in the lenders-that-fit reasons. See docs/decisions/0028.
 */
export type DealFacts = {
  product: string | null;
  loanAmount: number | null;
  termMonths: number | null;
  tradingSince: string | null;
  sector: DealSector | null;
  companyType: CompanyType | null;
  turnoverPence: number | null;
  propertyValuePence: number | null;
  exitRoute: string | null;
};

export type DealFactField = keyof DealFacts;

/** Each fact's name, as the form's labels and the timeline say it. */
export const dealFactLabels: Record<DealFactField, string> = {
  product: "Product",
  loanAmount: "Amount",
  termMonths: "Term wanted",
  tradingSince: "Trading since",
  sector: "Sector",
  companyType: "Company type",
  turnoverPence: "Annual turnover",
  propertyValuePence: "Property value",
  exitRoute: "Exit",
};

export const dealFactFields = Object.keys(dealFactLabels) as DealFactField[];

function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}

/** "12 months", "1 month". */
export function monthsText(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/** One fact as a broker reads it; "Not known" when it is not. */
export function dealFactText(field: DealFactField, facts: Partial<DealFacts>): string {
  const value = facts[field];
  if (value === null || value === undefined || value === "") return "Not known";
  switch (field) {
    case "product":
      return labelOf(dealProductLabels, String(value));
    case "sector":
      return labelOf(dealSectorLabels, String(value));
    case "companyType":
      return labelOf(companyTypeLabels, String(value));
    case "loanAmount":
      return formatPounds(Number(value));
    case "turnoverPence":
    case "propertyValuePence":
      return formatPence(Number(value));
    case "termMonths":
      return monthsText(Number(value));
    case "tradingSince":
      return formatMonth(String(value));
    case "exitRoute":
      return String(value);
  }
}

/**
 * An application's company type, number and trading start as labelled rows, each written as
 * the case's deal facts are; left empty (null) for an application sent before they were asked.
 */
export function companyFactRows(answers: {
  companyType?: CompanyType | null;
  companyNumber?: string | null;
  tradingSince?: string | null;
}): [label: string, value: string | null][] {
  return [
    [dealFactLabels.companyType, answers.companyType ? dealFactText("companyType", answers) : null],
    ["Company number", answers.companyNumber ?? null],
    [
      dealFactLabels.tradingSince,
      answers.tradingSince ? dealFactText("tradingSince", answers) : null,
    ],
  ];
}

/**
 * The loan-to-value, in whole percent to one decimal ("62.5%"), for a property-backed product
 * with both the amount and the property's value known; null otherwise.
 */
export function loanToValue(
  facts: Pick<DealFacts, "product" | "loanAmount" | "propertyValuePence">,
): string | null {
  if (!isPropertyProduct(facts.product)) return null;
  if (facts.loanAmount === null || !facts.propertyValuePence) return null;
  // A loan of nothing is 0%, not unknown; the rest is the application's own rule, in pence.
  const percent = loanToValuePercent(facts.loanAmount * 100, facts.propertyValuePence) ?? 0;
  return `${percent}%`;
}

/** Whole months from a "YYYY-MM" month to the month of `now` (UK calendar months). */
export function monthsTrading(tradingSince: string, now: Date): number {
  const [year, month] = tradingSince.split("-").map(Number);
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return Math.max(0, (nowYear - year!) * 12 + (nowMonth - month!));
}
