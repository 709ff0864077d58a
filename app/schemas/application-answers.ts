/**
 * The application's answers as the wizard offers and writes them: the choices of each list, the
 * messages, and how amounts and web addresses are read. Nothing here needs the validation
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

export type EmployeeBand = (typeof EMPLOYEE_BANDS)[number];
export type LoanReason = (typeof LOAN_REASONS)[number];
export type ProfitLevel = (typeof PROFIT_LEVELS)[number];
export type HomeOwnership = (typeof HOME_OWNERSHIP)[number];
export type YesNo = (typeof YES_NO)[number];

export const applicationMessages = {
  companyNameRequired: "Enter your company name",
  companyNameTooLong: "Company name must be less than 200 characters",
  tradingAddressRequired: "Enter your trading address",
  tradingAddressTooLong: "Trading address must be less than 500 characters",
  websiteInvalid: "Enter a website address like www.example.co.uk",
  employeesInvalid: "Select the number of employees from the list",
  businessTypeTooLong: "Business type must be less than 100 characters",
  loanAmountRequired: "Enter how much you would like to borrow",
  loanAmountInvalid: "Enter an amount between £5,000 and £500,000",
  loanPurposeTooLong: "Loan purpose must be less than 1000 characters",
  loanReasonInvalid: "Select loan reasons from the list",
  turnoverRequired: "Enter your turnover",
  amountInvalid: "Enter an amount in pounds, for example 250,000",
  profitLevelInvalid: "Select a profit level from the list",
  yesNoInvalid: "Select yes or no",
  directorsRequired: "Add at least one director",
  directorsTooMany: "You can add up to 10 directors",
  directorInvalid: "Enter the director's details",
  directorFirstNameRequired: "Enter the director's first name",
  directorLastNameRequired: "Enter the director's last name",
  directorNameTooLong: "Name must be less than 100 characters",
  directorEmailRequired: "Enter the director's email address",
  directorEmailInvalid: "Enter a valid email address for this director",
  directorMobileRequired: "Enter the director's mobile number",
  directorMobileInvalid: "Enter a valid UK mobile number",
  directorHomeAddressRequired: "Enter the director's home address",
  directorPreviousAddressRequired: "Enter the director's previous address",
  addressTooLong: "Address must be less than 500 characters",
  directorHomeOwnershipRequired:
    "Select whether the director owns their home, rents or lives with family",
} as const;

// ---------------------------------------------------------------------------------------------
// Currency strings: the wizard keeps turnover and borrowing amounts as "12,500" (the £ is shown
// beside the field).

/** Longest amount accepted: hundreds of billions of pounds, far beyond any real answer. */
export const CURRENCY_MAX_DIGITS = 12;

/** Keeps digits only and adds thousands separators; empty stays empty. "£12500" => "12,500". */
export function formatCurrencyInput(raw: string): string {
  const digits = raw
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, CURRENCY_MAX_DIGITS);
  // A minus sign stays, so a negative amount is refused with a message rather than quietly
  // becoming a positive one.
  const sign = /^\s*[-\u2212]/.test(raw) ? "-" : "";
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Whole pounds from a currency string, or null when it is not one. "£12,500" => 12500. */
export function parseCurrency(value: string): number | null {
  const compact = value.replace(/[£,\s]/g, "");
  if (!new RegExp(`^\\d{1,${CURRENCY_MAX_DIGITS + 3}}$`).test(compact)) return null;
  return Number(compact);
}

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
