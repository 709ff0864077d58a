import { summaryLabels } from "#app/content/applicant-pages.ts";
import { fundingPurpose, type ApplicantSummary } from "#app/lib/applicant-summary.ts";
import { formatPounds } from "#app/lib/money.ts";
import { productName, loanToValuePercent } from "#app/schemas/application-product.ts";

/** The product applied for and, for a loan on property, its value, loan-to-value and exit. */
function productRows(summary: ApplicantSummary): [string, string][] {
  const rows: [string, string][] = [];
  const name = productName(summary.product ?? undefined);
  if (name) rows.push([summaryLabels.product, name]);
  if (summary.propertyValuePounds) {
    rows.push([summaryLabels.propertyValue, formatPounds(summary.propertyValuePounds)]);
    const ltv = loanToValuePercent(summary.loanAmount, summary.propertyValuePounds);
    if (ltv !== null) rows.push([summaryLabels.loanToValue, `${ltv}%`]);
  }
  if (summary.exit) rows.push([summaryLabels.exit, summary.exit]);
  return rows;
}

/** What the applicant gave, read back: reference, company, amount and what the funding is for. */
export function ApplicantSummaryList({ summary }: { summary: ApplicantSummary }) {
  const rows: [string, string][] = [
    ...(summary.reference
      ? [[summaryLabels.reference, summary.reference] as [string, string]]
      : []),
    [summaryLabels.company, summary.companyName || summaryLabels.notGiven],
    [
      summaryLabels.amount,
      summary.loanAmount ? formatPounds(summary.loanAmount) : summaryLabels.notGiven,
    ],
    ...productRows(summary),
    [summaryLabels.purpose, fundingPurpose(summary) ?? summaryLabels.notGiven],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
