import { blankDirector, type DirectorValues } from "#app/lib/application-values.ts";
import { applicationSchema, type Application } from "#app/schemas/application.ts";
import { contactSchema, type ContactMessage } from "#app/schemas/contact.ts";
import { enquirySchema, type Enquiry } from "#app/schemas/enquiry.ts";
import { referralSchema, type Referral } from "#app/schemas/referral.ts";

/** Valid answers for each form, parsed by the form's own schema, for tests. */
export function sampleEnquiry(overrides: Record<string, unknown> = {}): Enquiry {
  return enquirySchema.parse({
    email: "jane@example.co.uk",
    phone: "07700 900123",
    loanAmount: 75_000,
    timestamp: "22/11/2026, 10:15:00",
    ...overrides,
  });
}

export function sampleApplication(overrides: Record<string, unknown> = {}): Application {
  return applicationSchema.parse({
    companyName: "Acme Widgets Ltd",
    companyType: "limited_company",
    companyNumber: "01234567",
    tradingSinceMonth: "4",
    tradingSinceYear: "2019",
    tradingAddress: "1 High Street, Chester CH1 1AB",
    companyWebsite: "acme.example.co.uk",
    numberOfEmployees: "6-10",
    loanAmount: 50_000,
    loanReasons: ["Working capital", "Purchase stock"],
    turnover: "250,000",
    profitLevel: "50k-100k",
    recentBorrowing: "yes",
    recentBorrowingAmount: "20,000",
    hasOverdraft: "no",
    directors: [
      {
        id: "1",
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.co.uk",
        mobile: "07700 900123",
        homeAddress: "2 Low Street, Chester CH1 1AA",
        addressUnder3Years: true,
        previousAddress: "3 Old Road, Leeds LS1 1AA",
        homeOwnership: "homeowner",
        shareholderOver25: true,
      },
      {
        id: "1732270000000",
        firstName: "Bob",
        lastName: "Lee",
        email: "bob@example.co.uk",
        mobile: "07700 900124",
        homeAddress: "2 Low Street, Chester CH1 1AA",
        addressUnder3Years: false,
        homeOwnership: "homeowner",
        shareholderOver25: false,
      },
    ],
    timestamp: "22/11/2026, 10:20:00",
    ...overrides,
  });
}

/**
 * `sampleApplication` from another applicant (their email, first director's): a case of its
 * own rather than one that joins Ann's.
 */
export function sampleApplicationFrom(
  email: string,
  overrides: Record<string, unknown> = {},
): Application {
  const base = sampleApplication();
  const [first, ...others] = base.directors;
  return sampleApplication({
    directors: [{ ...first!, email }, ...others.map((director) => ({ ...director }))],
    ...overrides,
  });
}

/**
 * `sampleApplication` with Ann Lee as its one director: a case that is hers alone, which erasing
 * her takes whole (with a second director the case stays for them).
 */
export function sampleSoleApplication(overrides: Record<string, unknown> = {}): Application {
  const [ann] = sampleApplication().directors;
  return sampleApplication({ directors: [{ ...ann! }], ...overrides });
}

export function sampleReferral(overrides: Record<string, unknown> = {}): Referral {
  return referralSchema.parse({
    businessName: "Chester Accountancy Ltd",
    contactName: "Sam Patel",
    contactNumber: "01244 960000",
    contactEmail: "sam@example.co.uk",
    notes: "A few clients a month need working capital.",
    ...overrides,
  });
}

export function sampleContact(overrides: Record<string, unknown> = {}): ContactMessage {
  return contactSchema.parse({
    firstName: "Priya",
    lastName: "Shah",
    email: "priya@example.co.uk",
    phone: "0161 496 0000",
    company: "Shah Dental",
    message: "Could you call me about a VAT loan?\nMornings are best.",
    ...overrides,
  });
}

/** Two directors as the application form posts them (the second lived elsewhere lately). */
export const postedDirectors: [string, string][] = [
  ["directors[0].id", "1"],
  ["directors[0].firstName", "Ann"],
  ["directors[0].lastName", "Lee"],
  ["directors[0].email", "ann@example.co.uk"],
  ["directors[0].mobile", "07700 900123"],
  ["directors[0].homeAddress", "2 Low Street, Chester"],
  ["directors[0].homeOwnership", "homeowner"],
  ["directors[1].id", "1732270000000"],
  ["directors[1].firstName", "Bob"],
  ["directors[1].lastName", "Jones"],
  ["directors[1].email", "bob@example.co.uk"],
  ["directors[1].mobile", "07700 900456"],
  ["directors[1].homeAddress", "3 New Road, Chester"],
  ["directors[1].addressUnder3Years", "on"],
  ["directors[1].previousAddress", "9 Old Lane, Leeds"],
  ["directors[1].homeOwnership", "tenant"],
];

/** The fewest answers the application form takes, as a script (no JavaScript) posts them. */
export const postedApplication: [string, string][] = [
  ["companyName", "Acme Widgets Ltd"],
  ["companyType", "limited_company"],
  ["companyNumber", "01234567"],
  ["tradingSinceMonth", "4"],
  ["tradingSinceYear", "2019"],
  ["tradingAddress", "1 High Street, Chester CH1 1AB"],
  ["loanAmount", "50,000"],
  ["turnover", "250,000"],
  ...postedDirectors,
  ["directors[0].shareholderOver25", "on"],
  ["client", "script"],
];

/** One director's application, as its form's fields, with every answer it requires. */
export const oneDirectorApplicationFields: Record<string, string> = {
  companyName: "Acme Widgets Ltd",
  companyType: "limited_company",
  companyNumber: "01234567",
  tradingSinceMonth: "4",
  tradingSinceYear: "2019",
  tradingAddress: "1 High Street",
  loanAmount: "50000",
  turnover: "250,000",
  "directors[0].firstName": "Ann",
  "directors[0].lastName": "Lee",
  "directors[0].email": "ann@example.co.uk",
  "directors[0].mobile": "07700900123",
  "directors[0].homeAddress": "2 Low Street",
  "directors[0].homeOwnership": "tenant",
};

/** A director as the application wizard holds one, with every answer it requires. */
export function sampleDirectorValues(id = "1"): DirectorValues {
  return {
    ...blankDirector(id),
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.co.uk",
    mobile: "07700 900123",
    homeAddress: "2 Low Street, Chester CH1 1AA",
    homeOwnership: "homeowner",
  };
}
