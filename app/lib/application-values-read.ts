import { productSlugFrom } from "#app/paths.ts";
import type { ApplicationValues, DirectorValues } from "#app/lib/application-values.ts";
import {
  EMPLOYEE_BANDS,
  FIRST_DIRECTOR_ID,
  HOME_OWNERSHIP,
  LOAN_REASONS,
  MAX_DIRECTORS,
  PROFIT_LEVELS,
  YES_NO,
  formatCurrencyInput,
  type LoanReason,
} from "#app/schemas/application-answers.ts";
import { introducerCodeFrom } from "#app/schemas/introducer-code.ts";
import { COMPANY_TYPES } from "#app/schemas/application-lists.ts";
import { EXIT_ROUTES } from "#app/schemas/application-product.ts";

/*
 * Reading answers from outside the wizard (a form post, a stored draft), apart from
 * `application-values.ts` so that the page, which only starts from blank answers, does not
 * load it: the server and the draft storage do.
 */

/** Longer than any real answer; keeps a tampered post or stored value from growing the page. */
const TEXT_LIMIT = 2_000;

function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, TEXT_LIMIT) : "";
}

function choice<const T extends readonly string[]>(options: T, value: unknown): T[number] | "" {
  return typeof value === "string" && options.includes(value) ? value : "";
}

/** Checkboxes post "on"; stored values are booleans. */
function flag(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

function currency(value: unknown): string {
  return formatCurrencyInput(text(value));
}

function reasons(value: unknown): LoanReason[] {
  const given = Array.isArray(value) ? value : [value];
  return LOAN_REASONS.filter((reason) => given.includes(reason));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function director(value: Record<string, unknown>, id: string): DirectorValues {
  return {
    id,
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    email: text(value.email),
    mobile: text(value.mobile),
    homeAddress: text(value.homeAddress),
    addressUnder3Years: flag(value.addressUnder3Years),
    previousAddress: text(value.previousAddress),
    homeOwnership: choice(HOME_OWNERSHIP, value.homeOwnership),
    shareholderOver25: flag(value.shareholderOver25),
  };
}

function directors(value: unknown): DirectorValues[] {
  // A form post with one director arrives as an array; anything else is not a list of cards.
  // Slice before anything else: a sparse list can claim billions of places.
  const cards = (Array.isArray(value) ? value.slice(0, MAX_DIRECTORS) : []).filter(isRecord);
  const seen = new Set<string>();
  return cards.map((card, index) => {
    let id = index === 0 ? FIRST_DIRECTOR_ID : text(card.id).slice(0, 40);
    if (!/^\d+$/.test(id) || seen.has(id)) id = String(index + 1);
    while (seen.has(id)) id = `${id}0`;
    seen.add(id);
    return director(card, id);
  });
}

/**
 * Reads answers from anything: a stored draft, a form post parsed into an object, or nothing.
 * Unknown options are dropped, amounts are formatted as the field shows them, and there is
 * always at least the first director card.
 */
export function normaliseApplicationValues(input: unknown): ApplicationValues {
  const value = isRecord(input) ? input : {};
  const cards = directors(value.directors);
  return {
    companyName: text(value.companyName),
    companyType: choice(COMPANY_TYPES, value.companyType),
    companyNumber: text(value.companyNumber),
    tradingSinceMonth: text(value.tradingSinceMonth),
    tradingSinceYear: text(value.tradingSinceYear),
    tradingAddress: text(value.tradingAddress),
    companyWebsite: text(value.companyWebsite),
    numberOfEmployees: choice(EMPLOYEE_BANDS, value.numberOfEmployees),
    businessType: text(value.businessType),
    product: productSlugFrom(value.product),
    loanAmount: currency(value.loanAmount),
    propertyValue: currency(value.propertyValue),
    exitRoute: choice(EXIT_ROUTES, value.exitRoute),
    exitDetail: text(value.exitDetail),
    loanPurpose: text(value.loanPurpose),
    loanReasons: reasons(value.loanReasons),
    turnover: currency(value.turnover),
    profitLevel: choice(PROFIT_LEVELS, value.profitLevel),
    recentBorrowing: choice(YES_NO, value.recentBorrowing),
    recentBorrowingAmount: currency(value.recentBorrowingAmount),
    hasOverdraft: choice(YES_NO, value.hasOverdraft),
    overdraftAmount: currency(value.overdraftAmount),
    directors: cards.length > 0 ? cards : [director({}, FIRST_DIRECTOR_ID)],
    introducer: introducerCodeFrom(value.introducer),
  };
}
