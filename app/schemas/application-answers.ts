/**
 * The application's answers as the wizard offers and writes them: the choices of each list and
 * how amounts and web addresses are read. Nothing here needs the validation
 * library, so the pages that only show or store answers (results, tracking) do not load it;
 * the rules themselves are in `application.ts`.
 */

export const EMPLOYEE_BANDS = ["1-5", "6-10", "11-25", "26-50", "51-100", "100+"] as const;
export const LOAN_REASONS = [
  "Working capital",
  "Urgent cash flow",
  "Business growth",
  "Pay a bill",
  "Purchase stock",
  "Purchase equipment",
  "Other business reason",
] as const;
export const PROFIT_LEVELS = ["loss", "0-50k", "50k-100k", "100k-250k", "250k+"] as const;
export const HOME_OWNERSHIP = ["homeowner", "tenant", "living-with-family"] as const;
export const YES_NO = ["yes", "no"] as const;
export const MAX_DIRECTORS = 10;
/** The id of the first director card; later cards use the time they were added. */
export const FIRST_DIRECTOR_ID = "1";

export type EmployeeBand = (typeof EMPLOYEE_BANDS)[number];
export type LoanReason = (typeof LOAN_REASONS)[number];
export type ProfitLevel = (typeof PROFIT_LEVELS)[number];
export type HomeOwnership = (typeof HOME_OWNERSHIP)[number];
export type YesNo = (typeof YES_NO)[number];

// Currency strings: a module of their own, as every form's amount fields use them.
export { CURRENCY_MAX_DIGITS, formatCurrencyInput, parseCurrency } from "#app/schemas/currency.ts";

/** Accepts "example.co.uk" as typed and keeps it with a scheme so it can be visited. */
export function normaliseWebsite(value: string): string | null {
  if (/\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
    return withScheme;
  } catch {
    return null;
  }
}
