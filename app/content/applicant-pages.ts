import { claims } from "#app/content/claims.ts";

/** The words of the pages an applicant sees after applying: the results page and their own page. */

export const summaryLabels = {
  reference: "Reference",
  company: "Company",
  amount: "Amount",
  purpose: "Funding for",
  product: "Applying for",
  propertyValue: "Property value",
  loanToValue: "Loan to value",
  exit: "Exit",
  notGiven: "Not given",
} as const;

export const resultsPageCopy = {
  received:
    "Thank you. We have your application and a broker will be in touch. Adding your documents now helps lenders decide sooner.",
  /** The application joined the one the visitor already has with us. */
  joined:
    "Thank you. We've added this to the application you already have with us and emailed you its reference. A broker will be in touch; adding your documents now helps lenders decide sooner.",
  summaryTitle: "Your application summary",
  referenceHint: "Quote your reference when you call or email us.",
  receivedHeading: "Documents received",
  /** /results opened without an application from this browser. */
  notFound: {
    title: "No Application Found",
    h1: "We could not find an application",
    lead: "This page shows an application straight after it is sent from this browser, and we could not find one here. If you have already applied, open the link in your acknowledgement email or ask us to send it again.",
    apply: "Start your application",
    lostLink: "Lost your link?",
    call: "Or call us on",
  },
} as const;

export const trackingPageCopy = {
  title: "Your Application",
  applicationHeading: "Your application",
  enquiryHeading: "Your enquiry",
  lead: "Where your request stands, what you have sent us and what your broker still needs. This page is private to you: keep the link to yourself.",
  stageHeading: "Where it stands",
  stageDone: "done",
  stageCurrent: "current stage",
  closedReason: "Reason given by your broker:",
  summaryHeading: "What you told us",
  receivedHeading: "Documents received",
  noneReceived: "No documents received yet.",
  neededHeading: "What your broker needs",
  neededLead:
    "What lenders will ask for your application, as your broker's checklist stands. A tick means we have it.",
  askedAgain: "What your broker needs instead:",
  optional: "if you have them",
  openBankingChosen: "You chose Open Banking for these: your broker will set it up with you.",
  guideLink: "How to prepare your documents",
  uploadHeading: "Add documents",
  uploadLead:
    "Accounts, bank statements, management accounts and anything else that helps. Your files go only to your broker; they are never public.",
  enquiry: {
    heading: "Complete your application",
    text: `A broker can find you offers sooner with the full application: your company, what the funding is for and the directors. ${claims.applicationTime.words}.`,
    button: "Complete your application",
  },
  expired: {
    title: "Link Expired",
    h1: "This link has expired",
    text: (days: number) =>
      `For your security, the link to your application stops working ${days} days after the last activity on it. Ask for a new link with your email address, or call us and we will help.`,
  },
  invalid: {
    title: "Link Not Found",
    h1: "This link does not work",
    text: "It may have been copied only in part, or changed. Use the whole link from your email, or ask for a new one with your email address.",
  },
  lostLink: "Lost your link?",
} as const;
