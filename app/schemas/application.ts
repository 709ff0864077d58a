import { productSlugFrom } from "#app/paths.ts";
import { z } from "#app/schemas/zod.ts";
import { formBoolean, honeypotShape, optionalLine, optionalText } from "#app/schemas/fields.ts";
import { LOAN_AMOUNT_MIN, validateQuotePhone } from "#app/schemas/quote-rules.ts";
import { isValidEmail } from "#app/schemas/rules.ts";
import { introducerCodeFrom } from "#app/schemas/introducer-code.ts";
import { COMPANY_TYPES } from "#app/schemas/application-lists.ts";
import { ukWallClock } from "#app/lib/uk-clock.ts";
import {
  isCompanyNumber,
  isRegisteredCompanyType,
  normaliseCompanyNumber,
} from "#app/schemas/company-number.ts";
import {
  applicationMessages,
  loanAmountRangeMessage,
  loanToValueMessage,
} from "#app/schemas/application-messages.ts";
import {
  EXIT_ROUTES,
  asksProperty,
  loanToValuePercent,
  productName,
} from "#app/schemas/application-product.ts";
import { applicationAmountRange, productMaxLtvPercent } from "#app/schemas/product-ranges.ts";
import {
  CURRENCY_MAX_DIGITS,
  EMPLOYEE_BANDS,
  LOAN_REASONS,
  PROFIT_LEVELS,
  HOME_OWNERSHIP,
  YES_NO,
  MAX_DIRECTORS,
  formatCurrencyInput,
  parseCurrency,
  normaliseWebsite,
} from "#app/schemas/application-answers.ts";

/**
 * The four-step application (/application). The wizard never blocks Continue, so one schema
 * describes the shape of a draft (every answer optional, each checked for format and length)
 * and the submission schema adds what must be answered before the application is accepted.
 * `missingApplicationAnswers` turns those rules into the list the Review step shows.
 */

const optionalCurrency = z
  .string({ error: applicationMessages.amountInvalid })
  .max(40, { error: applicationMessages.amountInvalid, abort: true })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === "") return undefined;
    const pounds = parseCurrency(value);
    if (pounds === null || String(pounds).length > CURRENCY_MAX_DIGITS) {
      ctx.issues.push({ code: "custom", message: applicationMessages.amountInvalid, input: value });
      return z.NEVER;
    }
    return formatCurrencyInput(String(pounds));
  });

/** "", null and undefined all mean "not answered" (stored drafts hold empty strings). */
function blankToUndefined(value: unknown) {
  return value === "" || value === null ? undefined : value;
}

function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
}

/**
 * The amount in whole pounds. Whether it is in range depends on the product applied for, so
 * `amountAndPropertyIssues` judges that, on the draft as a whole.
 */
const optionalLoanAmount = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === "string" ? (parseCurrency(blank) ?? blank) : blank;
  },
  z
    .number({ error: applicationMessages.loanAmountInvalid })
    .int({ error: applicationMessages.loanAmountInvalid })
    .optional(),
);

/** A product slug of the catalogue; an unknown one (an old link, a tampered post) is ignored. */
const optionalProduct = z
  .unknown()
  .optional()
  .transform((value) => productSlugFrom(value) || undefined);

const optionalWebsite = optionalLine(255, applicationMessages.websiteInvalid).transform(
  (value, ctx) => {
    if (value === undefined) return undefined;
    const website = normaliseWebsite(value);
    if (website === null) {
      ctx.issues.push({
        code: "custom",
        message: applicationMessages.websiteInvalid,
        input: value,
      });
      return z.NEVER;
    }
    return website;
  },
);

const optionalCompanyNumber = optionalLine(20, applicationMessages.companyNumberInvalid)
  .refine((value) => value === undefined || isCompanyNumber(value), {
    error: applicationMessages.companyNumberInvalid,
  })
  .transform((value) => (value === undefined ? undefined : normaliseCompanyNumber(value)));

/** A month as typed ("3", "03"), written with two digits. */
const optionalMonth = optionalLine(2, applicationMessages.tradingSinceMonthInvalid)
  .refine(
    (value) => value === undefined || (/^\d{1,2}$/.test(value) && +value >= 1 && +value <= 12),
    {
      error: applicationMessages.tradingSinceMonthInvalid,
    },
  )
  .transform((value) => (value === undefined ? undefined : value.padStart(2, "0")));

/** The first year a business still trading could have started in, as far as lenders care. */
const EARLIEST_TRADING_YEAR = 1800;

const optionalYear = optionalLine(4, applicationMessages.tradingSinceYearInvalid).refine(
  (value) => value === undefined || (/^\d{4}$/.test(value) && +value >= EARLIEST_TRADING_YEAR),
  { error: applicationMessages.tradingSinceYearInvalid },
);

/** "YYYY-MM" of the month and year given, or undefined when either is not. */
export function tradingSinceOf(draft: {
  tradingSinceMonth?: string;
  tradingSinceYear?: string;
}): string | undefined {
  const { tradingSinceMonth: month, tradingSinceYear: year } = draft;
  return month && year ? `${year}-${month}` : undefined;
}

/** This month in the UK, "YYYY-MM", which the trading start may not be after. */
function currentMonth(now: Date): string {
  return ukWallClock(now).date.slice(0, 7);
}

const optionalDirectorEmail = optionalLine(254, applicationMessages.directorEmailInvalid).refine(
  (value) => value === undefined || isValidEmail(value),
  { error: applicationMessages.directorEmailInvalid },
);

const optionalDirectorMobile = optionalLine(30, applicationMessages.directorMobileInvalid).refine(
  (value) => value === undefined || validateQuotePhone(value) === null,
  { error: applicationMessages.directorMobileInvalid },
);

export const directorDraftSchema = z.object(
  {
    /** "1" for the first card; later cards use the time they were added. */
    id: optionalLine(40, "Director reference is too long"),
    firstName: optionalLine(100, applicationMessages.directorNameTooLong),
    lastName: optionalLine(100, applicationMessages.directorNameTooLong),
    email: optionalDirectorEmail,
    mobile: optionalDirectorMobile,
    homeAddress: optionalText(500, applicationMessages.addressTooLong),
    addressUnder3Years: formBoolean,
    previousAddress: optionalText(500, applicationMessages.addressTooLong),
    homeOwnership: optionalChoice(
      HOME_OWNERSHIP,
      applicationMessages.directorHomeOwnershipRequired,
    ),
    shareholderOver25: formBoolean,
  },
  { error: applicationMessages.directorInvalid },
);

export const applicationDraftSchema = z
  .object({
    // Step 1: Company
    companyName: optionalLine(200, applicationMessages.companyNameTooLong),
    companyType: optionalChoice(COMPANY_TYPES, applicationMessages.companyTypeInvalid),
    /** Asked of a limited company or LLP; kept for any type when given. */
    companyNumber: optionalCompanyNumber,
    /** When the business started trading: month ("01"-"12") and year, typed apart. */
    tradingSinceMonth: optionalMonth,
    tradingSinceYear: optionalYear,
    tradingAddress: optionalText(500, applicationMessages.tradingAddressTooLong),
    companyWebsite: optionalWebsite,
    numberOfEmployees: optionalChoice(EMPLOYEE_BANDS, applicationMessages.employeesInvalid),
    businessType: optionalLine(100, applicationMessages.businessTypeTooLong),
    // Step 2: Loan details
    product: optionalProduct,
    loanAmount: optionalLoanAmount,
    /** Asked for a product secured on property only (`asksProperty`), as are the exit's answers. */
    propertyValue: optionalCurrency,
    exitRoute: optionalChoice(EXIT_ROUTES, applicationMessages.exitRouteInvalid),
    exitDetail: optionalText(500, applicationMessages.exitDetailTooLong),
    loanPurpose: optionalText(1000, applicationMessages.loanPurposeTooLong),
    loanReasons: z
      .array(z.enum(LOAN_REASONS, { error: applicationMessages.loanReasonInvalid }), {
        error: applicationMessages.loanReasonInvalid,
      })
      .max(LOAN_REASONS.length, { error: applicationMessages.loanReasonInvalid })
      .default([])
      .transform((reasons) => LOAN_REASONS.filter((reason) => reasons.includes(reason))),
    turnover: optionalCurrency,
    profitLevel: optionalChoice(PROFIT_LEVELS, applicationMessages.profitLevelInvalid),
    recentBorrowing: optionalChoice(YES_NO, applicationMessages.yesNoInvalid),
    recentBorrowingAmount: optionalCurrency,
    hasOverdraft: optionalChoice(YES_NO, applicationMessages.yesNoInvalid),
    overdraftAmount: optionalCurrency,
    // Step 3: Directors
    directors: z
      .array(directorDraftSchema, { error: applicationMessages.directorInvalid })
      .max(MAX_DIRECTORS, { error: applicationMessages.directorsTooMany })
      .default([]),
    /** The UK date and time at submit, as the visitor's browser wrote it (`formatTimestamp`). */
    timestamp: optionalLine(64, "The time of the application is too long"),
    /**
     * The code of the introducer whose link opened the application. Never a question and never a
     * message: anything but a well-formed code is dropped, and the server ignores a code that is
     * not an active introducer's.
     */
    introducer: z
      .unknown()
      .optional()
      .transform((value) => introducerCodeFrom(value) || undefined),
    ...honeypotShape,
  })
  .superRefine(
    (draft, ctx) => {
      for (const issue of amountAndPropertyIssues(draft))
        ctx.addIssue({ code: "custom", ...issue });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/**
 * An amount outside the range of the product applied for (or of the general form), and a loan
 * above the product's loan-to-value: wrong answers, judged like a malformed one, beside the
 * field. They read the draft as a whole, so they also run when another answer is malformed;
 * those answers then hold what was sent, hence the type guards.
 */
function amountAndPropertyIssues(draft: ApplicationDraft): RequiredIssue[] {
  const product = productSlugFrom(draft.product) || undefined;
  const issues: RequiredIssue[] = [];
  const amount = draft.loanAmount;
  const range = applicationAmountRange(product);
  if (typeof amount === "number" && (amount < range.min || amount > range.max)) {
    issues.push({
      path: ["loanAmount"],
      message: loanAmountRangeMessage(range, productName(product)),
    });
    return issues;
  }
  const maxLtv = productMaxLtvPercent(product);
  const name = productName(product);
  if (!asksProperty(product) || maxLtv === undefined || name === undefined) return issues;
  const value = typeof draft.propertyValue === "string" ? parseCurrency(draft.propertyValue) : null;
  if (typeof amount !== "number") return issues;
  const ltv = loanToValuePercent(amount, value);
  if (ltv !== null && ltv > maxLtv) {
    issues.push({ path: ["propertyValue"], message: loanToValueMessage(ltv, maxLtv, name) });
  }
  return issues;
}

export type ApplicationDraft = z.output<typeof applicationDraftSchema>;
/** A director card as posted: every answer optional, each checked only for its format. */
export type DirectorDraft = z.output<typeof directorDraftSchema>;

/**
 * A director of a submitted application: every answer given, except the previous address,
 * which is asked only when they have lived at their home address under three years. The
 * wizard's card (`DirectorValues`) and the back office's view of a stored director are this
 * director as each holds it.
 */
export type ApplicationDirector = {
  [Answer in Exclude<keyof DirectorDraft, "previousAddress">]-?: Exclude<
    DirectorDraft[Answer],
    undefined
  >;
} & { previousAddress: DirectorDraft["previousAddress"] };

export type Application = Omit<
  ApplicationDraft,
  | "companyName"
  | "companyType"
  | "tradingSinceMonth"
  | "tradingSinceYear"
  | "tradingAddress"
  | "turnover"
  | "loanAmount"
  | "directors"
  | "website_url"
> & {
  companyName: string;
  companyType: Exclude<ApplicationDraft["companyType"], undefined>;
  /** When the business started trading, "YYYY-MM". */
  tradingSince: string;
  tradingAddress: string;
  turnover: string;
  loanAmount: number;
  directors: ApplicationDirector[];
};

/** A director card nobody has started (the wizard lets people add one and leave it). */
function isBlankDirector(director: Partial<DirectorDraft>): boolean {
  return (
    !director.firstName &&
    !director.lastName &&
    !director.email &&
    !director.mobile &&
    !director.homeAddress &&
    !director.previousAddress &&
    !director.homeOwnership
  );
}

type RequiredIssue = { path: (string | number)[]; message: string };

function directorIssues(director: Partial<DirectorDraft>, index: number): RequiredIssue[] {
  const m = applicationMessages;
  const issues: RequiredIssue[] = [];
  const at = (field: string, message: string) =>
    issues.push({ path: ["directors", index, field], message });
  if (!director.firstName) at("firstName", m.directorFirstNameRequired);
  if (!director.lastName) at("lastName", m.directorLastNameRequired);
  if (!director.email) at("email", m.directorEmailRequired);
  if (!director.mobile) at("mobile", m.directorMobileRequired);
  if (!director.homeAddress) at("homeAddress", m.directorHomeAddressRequired);
  if (director.addressUnder3Years === true && !director.previousAddress) {
    at("previousAddress", m.directorPreviousAddressRequired);
  }
  if (!director.homeOwnership) at("homeOwnership", m.directorHomeOwnershipRequired);
  return issues;
}

/**
 * The company's type and trading start are always asked; its number when it is registered at
 * Companies House (a limited company or LLP).
 */
function companyIssues(draft: ApplicationDraft): RequiredIssue[] {
  const m = applicationMessages;
  const issues: RequiredIssue[] = [];
  if (!draft.companyType) issues.push({ path: ["companyType"], message: m.companyTypeRequired });
  if (isRegisteredCompanyType(draft.companyType) && !draft.companyNumber) {
    issues.push({ path: ["companyNumber"], message: m.companyNumberRequired });
  }
  if (!draft.tradingSinceMonth) {
    issues.push({ path: ["tradingSinceMonth"], message: m.tradingSinceMonthRequired });
  }
  if (!draft.tradingSinceYear) {
    issues.push({ path: ["tradingSinceYear"], message: m.tradingSinceYearRequired });
  }
  return issues;
}

/**
 * A trading start after this month cannot be right. Judged with the draft (not only on
 * submission), so that the step shows it as soon as both parts are given.
 */
function futureTradingIssue(
  draft: Pick<ApplicationDraft, "tradingSinceMonth" | "tradingSinceYear">,
  now: Date,
): RequiredIssue | null {
  const since = tradingSinceOf(draft);
  if (!since || !/^\d{4}-\d{2}$/.test(since) || since <= currentMonth(now)) return null;
  return {
    path: [
      draft.tradingSinceYear! > currentMonth(now).slice(0, 4)
        ? "tradingSinceYear"
        : "tradingSinceMonth",
    ],
    message: applicationMessages.tradingSinceFuture,
  };
}

/**
 * What must be answered before an application is accepted. Blank director cards are ignored
 * (and dropped from the submission) unless every card is blank, in which case the first one
 * is the one to complete. It also runs when some answers are malformed, so that the visitor
 * sees everything left to do at once; those answers then hold what was sent, hence the guards.
 */
function requiredAnswerIssues(draft: ApplicationDraft): RequiredIssue[] {
  const m = applicationMessages;
  const issues: RequiredIssue[] = [];
  if (!draft.companyName) issues.push({ path: ["companyName"], message: m.companyNameRequired });
  issues.push(...companyIssues(draft));
  if (!draft.tradingAddress) {
    issues.push({ path: ["tradingAddress"], message: m.tradingAddressRequired });
  }
  if (draft.loanAmount === undefined) {
    issues.push({ path: ["loanAmount"], message: m.loanAmountRequired });
  }
  if (!draft.turnover) issues.push({ path: ["turnover"], message: m.turnoverRequired });
  if (asksProperty(draft.product)) {
    if (!draft.propertyValue) {
      issues.push({ path: ["propertyValue"], message: m.propertyValueRequired });
    }
    if (!draft.exitRoute) issues.push({ path: ["exitRoute"], message: m.exitRouteRequired });
    else if (draft.exitRoute === "other" && !draft.exitDetail) {
      issues.push({ path: ["exitDetail"], message: m.exitDetailRequired });
    }
  }

  if (!Array.isArray(draft.directors)) return issues;
  const cards = draft.directors.map((director, index) => ({
    director: (typeof director === "object" && director !== null
      ? director
      : {}) as Partial<DirectorDraft>,
    index,
  }));
  const started = cards.filter(({ director }) => !isBlankDirector(director));
  const first = cards[0];
  if (started.length > 0) {
    for (const { director, index } of started) issues.push(...directorIssues(director, index));
  } else if (first) {
    issues.push(...directorIssues(first.director, 0));
  } else {
    issues.push({ path: ["directors"], message: m.directorsRequired });
  }
  return issues;
}

function toApplication(draft: ApplicationDraft): Application {
  const {
    website_url: _honeypot,
    tradingSinceMonth: _month,
    tradingSinceYear: _year,
    ...rest
  } = draft;
  const directors = draft.directors
    .filter((director) => !isBlankDirector(director))
    .map((director, index): ApplicationDirector => ({
      id: director.id ?? String(index + 1),
      firstName: director.firstName ?? "",
      lastName: director.lastName ?? "",
      email: director.email ?? "",
      mobile: director.mobile ?? "",
      homeAddress: director.homeAddress ?? "",
      addressUnder3Years: director.addressUnder3Years,
      previousAddress: director.addressUnder3Years ? director.previousAddress : undefined,
      homeOwnership: director.homeOwnership ?? "homeowner",
      shareholderOver25: director.shareholderOver25,
    }));
  return {
    ...rest,
    companyName: draft.companyName ?? "",
    companyType: draft.companyType ?? "other",
    tradingSince: tradingSinceOf(draft) ?? "",
    tradingAddress: draft.tradingAddress ?? "",
    turnover: draft.turnover ?? "",
    loanAmount: draft.loanAmount ?? LOAN_AMOUNT_MIN,
    recentBorrowingAmount:
      draft.recentBorrowing === "yes" ? draft.recentBorrowingAmount : undefined,
    overdraftAmount: draft.hasOverdraft === "yes" ? draft.overdraftAmount : undefined,
    // A property's value and exit given for another product are not the application's.
    ...(asksProperty(draft.product)
      ? {}
      : { propertyValue: undefined, exitRoute: undefined, exitDetail: undefined }),
    directors,
  };
}

/**
 * The submission: the draft plus the answers that are required. The fallbacks in
 * `toApplication` are never used, because the refinement has already rejected any draft
 * missing them (a pipe does not run its transform after an issue).
 */
export const applicationSchema = applicationDraftSchema
  .superRefine(
    (draft, ctx) => {
      for (const issue of requiredAnswerIssues(draft)) {
        ctx.addIssue({
          code: "custom",
          path: issue.path,
          message: issue.message,
          params: { missing: true },
        });
      }
      const future = futureTradingIssue(draft, new Date());
      if (future) ctx.addIssue({ code: "custom", path: future.path, message: future.message });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform(toApplication);

// ---------------------------------------------------------------------------------------------
// The Review step

export type WizardStep = 1 | 2 | 3;

const stepOfField: Record<string, WizardStep> = {
  companyName: 1,
  companyType: 1,
  companyNumber: 1,
  tradingSinceMonth: 1,
  tradingSinceYear: 1,
  tradingAddress: 1,
  companyWebsite: 1,
  numberOfEmployees: 1,
  businessType: 1,
  product: 2,
  loanAmount: 2,
  propertyValue: 2,
  exitRoute: 2,
  exitDetail: 2,
  loanPurpose: 2,
  loanReasons: 2,
  turnover: 2,
  profitLevel: 2,
  recentBorrowing: 2,
  recentBorrowingAmount: 2,
  hasOverdraft: 2,
  overdraftAmount: 2,
  directors: 3,
};

/** The step (1 Company, 2 Loan Details, 3 Directors) on which a field is asked. */
export function applicationStepOf(field: string): WizardStep {
  return stepOfField[field] ?? 1;
}

/** A path as form field names write it: ["directors", 0, "email"] => "directors[0].email". */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    const part = String(key);
    return name === "" ? part : `${name}.${part}`;
  }, "");
}

/**
 * An answer the application still needs: `missing` when it was not given, `invalid` when what
 * was given cannot be accepted (a website that is not one, £1,000,000, a mobile of "12345").
 */
export type MissingAnswer = {
  step: WizardStep;
  field: string;
  message: string;
  kind: "missing" | "invalid";
};

const topLevelOrder = Object.keys(applicationDraftSchema.shape);
const directorFieldOrder = Object.keys(directorDraftSchema.shape);

/** Sort key following the wizard: field order, then director card, then field on the card. */
function wizardOrder(path: readonly PropertyKey[]): number[] {
  const [top, index, field] = path;
  return [
    topLevelOrder.indexOf(String(top)),
    typeof index === "number" ? index : -1,
    field === undefined ? -1 : directorFieldOrder.indexOf(String(field)),
  ];
}

function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Every answer the application still needs (missing or not in a form we can accept), in the
 * order of the wizard, one per field. Empty when the application can be submitted.
 */
export function missingApplicationAnswers(data: unknown): MissingAnswer[] {
  const result = applicationSchema.safeParse(data);
  if (result.success) return [];
  const seen = new Set<string>();
  const answers: (MissingAnswer & { order: number[] })[] = [];
  for (const issue of result.error.issues) {
    const field = formatFieldPath(issue.path);
    if (seen.has(field) || issue.path[0] === "website_url") continue;
    seen.add(field);
    answers.push({
      step: applicationStepOf(String(issue.path[0] ?? "")),
      field,
      message: issue.message,
      kind: issue.code === "custom" && issue.params?.missing === true ? "missing" : "invalid",
      order: wizardOrder(issue.path),
    });
  }
  return answers
    .sort((a, b) => a.step - b.step || compareOrder(a.order, b.order))
    .map(({ order: _order, ...answer }) => answer);
}
