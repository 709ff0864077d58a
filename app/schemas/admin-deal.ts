import { z } from "#app/schemas/zod.ts";
import { productSlugs } from "#app/paths.ts";
import { leadVersion, optionalLine, poundsToPence, typedAnswer } from "#app/schemas/fields.ts";
import { COMPANY_TYPES, DEAL_SECTORS } from "#app/schemas/value-lists.ts";

/**
 * "Deal facts" on the case page: what the deal is (product, amount, term) and what lenders ask
 * of the business (trading since, sector, company type, turnover), and for a loan secured on
 * property its value and exit. Saved against the version the broker saw, like the details.
 * Every fact may be left empty: a fact not known yet is no fact at all.
 */

export const dealMessages = {
  amount: "Enter an amount from £1,000 to £50,000,000 in whole pounds, like 150,000.",
  term: "Enter the term in whole months, from 1 to 360.",
  tradingSince: "Enter the month trading started, like 04/2019.",
  tradingFuture: "Trading since cannot be in the future: enter this month or an earlier one.",
  turnover: "Enter the annual turnover in pounds, like 250,000.",
  propertyValue: "Enter the property's value in pounds, like 400,000.",
  exit: "Keep the exit under 500 characters.",
  product: "Select a product from the list.",
  sector: "Select a sector from the list.",
  companyType: "Select a company type from the list.",
} as const;

/** Whole pounds from £1,000 to £50,000,000 as typed ("150,000", "£1500"); empty is null. */
export function dealAmount(value: string | undefined): number | null | "invalid" {
  const cleaned = (value ?? "").replace(/[£,\s]/g, "");
  if (cleaned === "") return null;
  if (!/^\d{1,8}(\.0{1,2})?$/.test(cleaned)) return "invalid";
  const pounds = Number(cleaned);
  return pounds >= 1_000 && pounds <= 50_000_000 ? pounds : "invalid";
}

/** Whole months from 1 to 360 ("36"); empty is null. */
function termMonths(value: string | undefined): number | null | "invalid" {
  const cleaned = (value ?? "").trim();
  if (cleaned === "") return null;
  const months = /^\d{1,3}$/.test(cleaned) ? Number(cleaned) : 0;
  return months >= 1 && months <= 360 ? months : "invalid";
}

/** A month typed "04/2019", "4/2019" or "2019-04", as "2019-04"; empty is null. */
export function monthTyped(value: string | undefined): string | null | "invalid" {
  const cleaned = (value ?? "").trim();
  if (cleaned === "") return null;
  const slashed = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(cleaned);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(cleaned);
  const [year, month] = slashed
    ? [Number(slashed[2]), Number(slashed[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2])]
      : [0, 0];
  if (year < 1800 || month < 1 || month > 12) return "invalid";
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The month of `now` on a UK calendar, "YYYY-MM". */
function thisMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export const dealFactsFormSchema = z
  .object({
    intent: z.literal("deal"),
    version: leadVersion,
    product: z.enum(productSlugs, dealMessages.product).optional(),
    amount: typedAnswer(dealAmount, dealMessages.amount),
    termMonths: typedAnswer(termMonths, dealMessages.term),
    tradingSince: typedAnswer(monthTyped, dealMessages.tradingSince),
    sector: z.enum(DEAL_SECTORS, dealMessages.sector).optional(),
    companyType: z.enum(COMPANY_TYPES, dealMessages.companyType).optional(),
    turnover: typedAnswer(poundsToPence, dealMessages.turnover),
    propertyValue: typedAnswer(poundsToPence, dealMessages.propertyValue).refine(
      (pence) => pence === null || pence > 0,
      dealMessages.propertyValue,
    ),
    exitRoute: optionalLine(500, dealMessages.exit),
  })
  .superRefine((value, ctx) => {
    if (value.tradingSince && value.tradingSince > thisMonth(new Date())) {
      ctx.addIssue({ code: "custom", path: ["tradingSince"], message: dealMessages.tradingFuture });
    }
  });
export type DealFactsChange = z.output<typeof dealFactsFormSchema>;
