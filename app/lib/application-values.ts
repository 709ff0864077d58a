import {
  FIRST_DIRECTOR_ID,
  formatCurrencyInput,
  type EmployeeBand,
  type HomeOwnership,
  type LoanReason,
  type ProfitLevel,
  type YesNo,
} from "#app/schemas/application-answers.ts";
import type { CompanyType } from "#app/schemas/application-lists.ts";
import type { ApplicationDirector } from "#app/schemas/application.ts";
import type { ExitRoute } from "#app/schemas/application-product.ts";
import type { ProductSlug } from "#app/paths.ts";

/**
 * The application wizard's answers exactly as the visitor sees them: every text as typed, every
 * choice as its option value or "" when unanswered. This is what the wizard holds while it is
 * being filled in, what it keeps in local storage, and what the server sends back when it needs
 * to show the form again. `applicationSchema` reads it as it is.
 */
export type DirectorValues = Omit<ApplicationDirector, "previousAddress" | "homeOwnership"> & {
  previousAddress: string;
  homeOwnership: HomeOwnership | "";
};

export type ApplicationValues = {
  companyName: string;
  companyType: CompanyType | "";
  /** As typed; the rules write it as Companies House does ("SC012345"). */
  companyNumber: string;
  /** When the business started trading: the month ("3" or "03") and the year, as typed. */
  tradingSinceMonth: string;
  tradingSinceYear: string;
  tradingAddress: string;
  companyWebsite: string;
  numberOfEmployees: EmployeeBand | "";
  /** Not asked by the wizard; kept when a post or a stored draft gives it. */
  businessType: string;
  /**
   * The product applied for ("" for not sure yet / any product): Apply Now on a product page
   * carries it; its catalogue range is the amount allowed (docs/decisions/0038).
   */
  product: ProductSlug | "";
  /** Whole pounds with thousands separators, as the currency field shows them. */
  loanAmount: string;
  /** For a product secured on property: the property's value, and how the loan is repaid. */
  propertyValue: string;
  exitRoute: ExitRoute | "";
  exitDetail: string;
  /** Not asked by the wizard (its reasons are the checkboxes); kept when given, like businessType. */
  loanPurpose: string;
  loanReasons: LoanReason[];
  turnover: string;
  profitLevel: ProfitLevel | "";
  recentBorrowing: YesNo | "";
  recentBorrowingAmount: string;
  hasOverdraft: YesNo | "";
  overdraftAmount: string;
  directors: DirectorValues[];
  /**
   * The code of the introducer whose link opened the application ("" when none): not a
   * question, carried in a hidden field, the draft and a saved application, and checked by the
   * server when the application is stored.
   */
  introducer: string;
};

export { FIRST_DIRECTOR_ID };

export function blankDirector(id: string): DirectorValues {
  return {
    id,
    firstName: "",
    lastName: "",
    email: "",
    mobile: "",
    homeAddress: "",
    addressUnder3Years: false,
    previousAddress: "",
    homeOwnership: "",
    shareholderOver25: false,
  };
}

export function emptyApplicationValues(): ApplicationValues {
  return {
    companyName: "",
    companyType: "",
    companyNumber: "",
    tradingSinceMonth: "",
    tradingSinceYear: "",
    tradingAddress: "",
    companyWebsite: "",
    numberOfEmployees: "",
    businessType: "",
    product: "",
    loanAmount: "",
    propertyValue: "",
    exitRoute: "",
    exitDetail: "",
    loanPurpose: "",
    loanReasons: [],
    turnover: "",
    profitLevel: "",
    recentBorrowing: "",
    recentBorrowingAmount: "",
    hasOverdraft: "",
    overdraftAmount: "",
    directors: [blankDirector(FIRST_DIRECTOR_ID)],
    introducer: "",
  };
}

/**
 * The id of a director card added now: the current time, as the specification says, moved on
 * by one when two cards are added within the same millisecond so that ids stay unique.
 */
export function newDirectorId(
  existing: readonly DirectorValues[],
  now: number = Date.now(),
): string {
  const latest = Math.max(0, ...existing.map((director) => Number(director.id) || 0));
  return String(Math.max(now, latest + 1));
}

/** The Complete marker: every answer a broker needs to run a check on this director. */
export function isDirectorComplete(director: DirectorValues): boolean {
  return [
    director.firstName,
    director.lastName,
    director.email,
    director.mobile,
    director.homeAddress,
    director.homeOwnership,
  ].every((answer) => answer.trim() !== "");
}

export function directorName(director: DirectorValues): string {
  return [director.firstName, director.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/** The id of the form control that answers `field` ("directors[1].email"). */
export function applicationFieldId(field: string): string {
  return `application-${field
    .replace(/\[(\d+)\]\.?/g, "-$1-")
    .replace(/[.[\]]/g, "-")
    .replace(/-+$/, "")}`;
}

/**
 * Fills in what the visitor already gave the quote form: the amount, and the first director's
 * email and mobile. Never replaces an answer.
 */
export function withQuoteAnswers(
  values: ApplicationValues,
  quote: { loanAmount?: number; email?: string; phone?: string } | null,
): ApplicationValues {
  if (!quote) return values;
  const [first, ...others] = values.directors;
  return {
    ...values,
    loanAmount:
      values.loanAmount || quote.loanAmount === undefined
        ? values.loanAmount
        : formatCurrencyInput(String(quote.loanAmount)),
    directors: first
      ? [
          {
            ...first,
            email: first.email || quote.email || "",
            mobile: first.mobile || quote.phone || "",
          },
          ...others,
        ]
      : values.directors,
  };
}
