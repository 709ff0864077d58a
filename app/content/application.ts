import type {
  EmployeeBand,
  HomeOwnership,
  LoanReason,
  ProfitLevel,
  YesNo,
} from "#app/schemas/application-answers.ts";
import type { WizardStepNumber } from "#app/lib/application-storage.ts";
import { vocabulary } from "#app/content/vocabulary.ts";
import { plural } from "#app/content/format.ts";
import { formatPounds } from "#app/lib/money.ts";

/** Every word the application wizard shows, in one place. */

export const wizardSteps: Record<WizardStepNumber, { title: string; lead: string }> = {
  1: { title: "Company", lead: "Tell us about your business." },
  2: {
    title: "Loan Details",
    lead: "How much you need, what it is for and how the business is doing.",
  },
  3: {
    title: "Directors",
    lead: "At least 1 director is required, for those giving a personal guarantee.",
  },
  4: {
    title: "Review",
    lead: "Check your answers before you submit.",
  },
};

/** How the progress indicator describes each step it is not on. */
export const progressCopy = {
  done: "done",
  incomplete: "Incomplete",
  answersMissing: (count: number) => `${plural(count, "answer")} missing`,
  percentComplete: (percent: number) => `${percent}% complete`,
};

export const wizardButtons = {
  previous: "Previous",
  continue: "Continue",
  submit: "Submit Application",
  submitting: "Submitting…",
  edit: "Edit",
  addDirector: vocabulary.addDirector,
  removeDirector: "Remove",
  showDirector: "Show details",
  hideDirector: "Hide details",
  stepNotLoaded:
    "The next steps could not be loaded. Your answers are still here: check your connection, then press Continue.",
};

export const fieldCopy = {
  companyName: { label: "Company name", hint: "The registered name of your business" },
  companyType: { label: "Type of company" },
  companyNumber: {
    label: "Company number",
    hint: "Needed for a limited company or LLP: 8 characters, like 01234567 or SC123456",
  },
  tradingSince: {
    label: "When did the business start trading?",
    hint: "The month and year, for example 3 2015",
    month: "Month",
    year: "Year",
  },
  tradingAddress: {
    label: "Trading address",
    hint: "Where the business operates from, including the postcode",
  },
  companyWebsite: { label: "Company website", hint: "For example, www.example.co.uk" },
  numberOfEmployees: { label: "Number of employees" },
  product: {
    label: "Applying for",
    hint: "The product you chose sets the amounts you can ask for. Not sure? A broker will find the right one.",
  },
  loanAmount: { label: "How much would you like to borrow?" },
  propertyValue: {
    label: "What is the property worth?",
    hint: "Its value today, in pounds. The loan is secured on it.",
  },
  exitRoute: { label: "How will the loan be repaid?" },
  exitDetail: {
    label: "Tell us about the exit in a few words",
    hint: "For example, the sale agreed on the property, or the mortgage being arranged",
  },
  loanReasons: { label: "What is the funding for?", hint: "Select all that apply" },
  turnover: {
    label: "Annual turnover",
    hint: "The business's total sales over the last 12 months, in pounds",
  },
  profitLevel: { label: "Profit over the last 12 months" },
  recentBorrowing: { label: "Has the business borrowed money in the last 12 months?" },
  recentBorrowingAmount: { label: "How much did the business borrow?" },
  hasOverdraft: { label: "Does the business have an overdraft?" },
  overdraftAmount: { label: "What is the overdraft limit?" },
  firstName: { label: "First name" },
  lastName: { label: "Last name" },
  email: { label: "Email address" },
  mobile: { label: "Mobile number", hint: "For example, 07700 900123" },
  homeAddress: { label: "Home address", hint: "Including the postcode" },
  addressUnder3Years: {
    label: "Has lived at this address for less than 3 years",
    hint: "Lenders ask for 3 years of address history",
  },
  previousAddress: {
    label: "Previous address",
    hint: "Including the postcode. Needed when the director has lived at their home address for less than 3 years.",
  },
  homeOwnership: { label: "Home ownership" },
  shareholderOver25: { label: "Owns more than 25% of the company's shares" },
} as const;

/** The loan amount's hint: the range the product applied for allows, or the general form's. */
export function loanAmountHint(range: { min: number; max: number }): string {
  return `Between ${formatPounds(range.min)} and ${formatPounds(range.max)}. Funding is subject to status.`;
}

// The exit's words are shown by the results page too, which does not load the wizard's.
export { exitRouteLabels, exitText } from "#app/content/exit-routes.ts";

/** The product choice's empty option: the general form, for no product in particular. */
export const anyProductLabel = "Not sure yet / any product";

/** The loan-to-value as the wizard shows it while the amount and the value are typed. */
export function loanToValueText(percent: number | null, maxPercent: number | undefined): string {
  if (percent === null) return "Shown once the amount and the property's value are entered.";
  return maxPercent === undefined
    ? `${percent}% of the property's value`
    : `${percent}% of the property's value (this product lends up to ${maxPercent}%)`;
}

export const employeeLabels: Record<EmployeeBand, string> = {
  "1-5": "1 to 5",
  "6-10": "6 to 10",
  "11-25": "11 to 25",
  "26-50": "26 to 50",
  "51-100": "51 to 100",
  "100+": "More than 100",
};

export const profitLabels: Record<ProfitLevel, string> = {
  loss: "Loss-making",
  "0-50k": "£0 to £50,000",
  "50k-100k": "£50,000 to £100,000",
  "100k-250k": "£100,000 to £250,000",
  "250k+": "More than £250,000",
};

export const homeOwnershipLabels: Record<HomeOwnership, string> = {
  homeowner: "Homeowner",
  tenant: "Tenant",
  "living-with-family": "Living with family",
};

export const yesNoLabels: Record<YesNo, string> = { yes: "Yes", no: "No" };

export const loanReasonLabels: Record<LoanReason, string> = {
  "Working capital": "Working capital",
  "Urgent cash flow": "Urgent cash flow",
  "Business growth": "Business growth",
  "Pay a bill": "Pay a bill",
  "Purchase stock": "Purchase stock",
  "Purchase equipment": "Purchase equipment",
  "Other business reason": "Other business reason",
};

export const reviewCopy = {
  notAnswered: "Not answered",
  missingTitle: "Before you submit",
  missingDescription: "These answers are still needed:",
  /** Beside an answer given in a form that cannot be accepted. */
  toCorrect: "To correct:",
  refusedTitle: "There is a problem",
  refusedDescription: "Your application has not been sent. Please answer these questions:",
  noDirectors: "No directors added",
  declaration:
    "We are a credit broker, not a lender. When you submit, we use these details to search our panel of lenders for funding options and share them with the lenders who can help. Funding is subject to status. Read how we handle your information in our",
  privacyLinkText: "Privacy Policy",
  completeMarker: "Complete",
  incompleteMarker: "Not complete",
};

/**
 * What the Review's list holds before Submit, telling answers not given from answers given
 * that cannot be accepted (a wrong mobile is not "missing").
 */
export function stillToDo(missing: number, invalid: number): string {
  const answers = (count: number) => `${count} ${count === 1 ? "answer" : "answers"}`;
  const parts = [
    missing > 0 ? `${answers(missing)} still needed` : null,
    invalid > 0 ? `${missing > 0 ? invalid : answers(invalid)} to correct` : null,
  ].filter(Boolean);
  return `${parts.join(" and ")}:`;
}

export const submitFailure = {
  title: "Submission Failed",
  description: "Please try again or contact support if the problem persists.",
};

export const noScriptNotice =
  "All four parts of the application are shown below. Answer them and choose Submit Application at the end.";

/** Shown above the form when the application was opened from an introducer's link. */
export const introducedBy = (name: string) => `Introduced by ${name}`;

export const asideCopy = {
  helpTitle: "Need a hand?",
  helpText: "Our brokers can take your application over the phone.",
  nextTitle: "What happens next",
  nextSteps: [
    "A broker reviews your application and calls you to talk it through.",
    "We search our panel of lenders for the options that fit your business.",
    "You upload 6 months of bank statements, or connect through Open Banking.",
    "Your broker talks you through every offer and its costs before you decide.",
  ],
  promisesTitle: "Our promise",
  promises: [
    "No obligation: you decide whether to go ahead",
    "No upfront fees, and all costs disclosed upfront",
    "Authorised and regulated by the Financial Conduct Authority",
  ],
  brokerNotice: "We are a credit broker, not a lender. Finance is subject to status.",
};
