import type { ReactNode } from "react";
import { EmailLink, PhoneLink } from "#app/components/admin/contact-links.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { formatPounds, formatTypedPounds } from "#app/lib/money.ts";
import { companyFactRows } from "#app/lib/deal-facts.ts";
import type { CompanyType } from "#app/schemas/value-lists.ts";
import { anyProductLabel, exitText } from "#app/content/application.ts";
import { answerLabel } from "#app/content/answer-labels.ts";
import {
  exitRouteFrom,
  productName,
  loanToValuePercent,
} from "#app/schemas/application-product.ts";
import type { ApplicationDirector } from "#app/schemas/application.ts";
import type { StoredContactMessage } from "#app/schemas/contact.ts";
import type { StoredReferral } from "#app/schemas/referral.ts";

type Row = [label: string, value: ReactNode];

export function DetailList({ rows }: { rows: Row[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? "Yes" : "No";

type Enquiry = { email: string; phone: string; loanAmount: number; submittedAt: string };
/** A stored director: no previous address is null, and the ownership is the stored text. */
type Director = Omit<ApplicationDirector, "previousAddress" | "homeOwnership"> & {
  previousAddress: string | null;
  homeOwnership: string;
};
type Application = {
  companyName: string;
  companyType: CompanyType | null;
  companyNumber: string | null;
  tradingSince: string | null;
  tradingAddress: string;
  companyWebsite: string | null;
  numberOfEmployees: string | null;
  businessType: string | null;
  loanAmount: number;
  loanPurpose: string | null;
  loanReasons: string[];
  turnover: string;
  profitLevel: string | null;
  recentBorrowing: string | null;
  recentBorrowingAmount: string | null;
  hasOverdraft: string | null;
  overdraftAmount: string | null;
  /** The product applied for and, for a loan on property, its value and exit (0038). */
  product?: string | null;
  propertyValuePounds?: number | null;
  exitRoute?: string | null;
  exitDetail?: string | null;
  submittedAt: string;
  openBanking: boolean;
  directors: Director[];
};

/** A loan on property: the property's value, the loan-to-value and the exit, when given. */
function applicationPropertyRows(application: Application): [string, string | null][] {
  const value = application.propertyValuePounds;
  const exit = exitText(exitRouteFrom(application.exitRoute), application.exitDetail ?? undefined);
  if (!value && !exit) return [];
  const ltv = loanToValuePercent(application.loanAmount, value);
  return [
    ["Property value", value ? formatPounds(value) : null],
    ["Loan to value", ltv === null ? null : `${ltv}%`],
    ["Exit", exit || null],
  ];
}

/**
 * The lead's own copy of who they are, for a lead with no form's answers (one added by hand),
 * and its reference, the one the applicant quotes.
 */
type LeadOwnDetails = {
  reference?: string;
  fullName: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  loanAmount: number | null;
};

/** Everything the visitor gave, in the words of the form they used. */
export function LeadAnswers({
  enquiry,
  application,
  referral,
  contact,
  source,
  createdAt,
  lead,
}: {
  enquiry: Enquiry | null;
  application: Application | null;
  referral: StoredReferral | null;
  contact: StoredContactMessage | null;
  source: string | null;
  createdAt: Date | string;
  lead?: LeadOwnDetails;
}) {
  const received: Row[] = [
    ["Reference", lead?.reference],
    ["Received", formatDateTime(createdAt)],
    ["Form", source],
  ];
  if (enquiry) {
    return (
      <DetailList
        rows={[
          ...received,
          ["Email", <EmailLink email={enquiry.email} />],
          ["Phone", <PhoneLink phone={enquiry.phone} />],
          ["Loan amount", formatPounds(enquiry.loanAmount)],
          ["Visitor's time", enquiry.submittedAt],
        ]}
      />
    );
  }
  if (application) {
    return (
      <div className="space-y-6">
        <DetailList
          rows={[
            ...received,
            ["Company", application.companyName],
            ...companyFactRows(application),
            ["Trading address", application.tradingAddress],
            ["Website", application.companyWebsite],
            ["Employees", answerLabel(application.numberOfEmployees)],
            ["Business type", application.businessType],
            ["Product", productName(application.product ?? undefined) ?? anyProductLabel],
            ["Loan amount", formatPounds(application.loanAmount)],
            ...applicationPropertyRows(application),
            ["Purpose", application.loanPurpose],
            ["Reasons", application.loanReasons.join(", ")],
            ["Turnover", formatTypedPounds(application.turnover)],
            ["Profit", answerLabel(application.profitLevel)],
            ["Recent borrowing", answerLabel(application.recentBorrowing)],
            ["Amount borrowed", formatTypedPounds(application.recentBorrowingAmount)],
            ["Overdraft", answerLabel(application.hasOverdraft)],
            ["Overdraft amount", formatTypedPounds(application.overdraftAmount)],
            ["Open Banking", yesNo(application.openBanking)],
            ["Visitor's time", application.submittedAt],
          ]}
        />
        {application.directors.map((director, index) => (
          <div key={director.id} className="border-t border-line pt-4">
            <h3 className="mb-3 text-lg font-semibold text-ink">
              Director {index + 1}: {director.firstName} {director.lastName}
            </h3>
            <DetailList
              rows={[
                ["Email", <EmailLink email={director.email} />],
                ["Mobile", <PhoneLink phone={director.mobile} />],
                ["Home address", director.homeAddress],
                ["At this address under 3 years", yesNo(director.addressUnder3Years)],
                ["Previous address", director.previousAddress],
                ["Home ownership", answerLabel(director.homeOwnership)],
                ["Shareholder over 25%", yesNo(director.shareholderOver25)],
              ]}
            />
          </div>
        ))}
      </div>
    );
  }
  if (referral) {
    return (
      <DetailList
        rows={[
          ...received,
          ["Business", referral.businessName],
          ["Contact", referral.contactName],
          ["Phone", <PhoneLink phone={referral.contactNumber} />],
          ["Email", <EmailLink email={referral.contactEmail} />],
          ["Notes", referral.notes],
        ]}
      />
    );
  }
  if (contact) {
    return (
      <DetailList
        rows={[
          ...received,
          ["Name", `${contact.firstName} ${contact.lastName}`],
          ["Email", <EmailLink email={contact.email} />],
          ["Phone", contact.phone ? <PhoneLink phone={contact.phone} /> : null],
          ["Company", contact.company],
          ["Message", contact.message],
        ]}
      />
    );
  }
  return (
    <DetailList
      rows={[
        ...received,
        ["Name", lead?.fullName],
        ["Company", lead?.companyName],
        ["Email", lead?.email ? <EmailLink email={lead.email} /> : null],
        ["Phone", lead?.phone ? <PhoneLink phone={lead.phone} /> : null],
        ["Loan amount", lead?.loanAmount ? formatPounds(lead.loanAmount) : null],
      ]}
    />
  );
}
