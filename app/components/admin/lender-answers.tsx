import { AdminTable, Panel } from "#app/components/admin/admin-shell.tsx";
import { DayRangeFields } from "#app/components/admin/day-range-fields.tsx";
import { formatConversion, formatDay } from "#app/components/admin/dashboard-format.ts";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { formatCount } from "#app/lib/numbers.ts";
import { declineReasonLabels } from "#app/schemas/admin.ts";
import type { LenderAnswers } from "#app/schemas/admin-lenders.ts";

const cell = "px-4 py-3 align-top text-sm";
const count = `${cell} text-right tabular-nums`;
const sentLabels = { from: "Sent from", to: "Sent to" };

/**
 * How each lender answered what was sent to it in a period: submissions, offers, acceptances,
 * funded deals and declines by reason, with the share of offers the applicants accepted.
 */
export function LenderAnswersPanel({
  from,
  to,
  lenders,
}: {
  from: string;
  to: string;
  lenders: LenderAnswers[];
}) {
  return (
    <Panel title="How each lender answered">
      <p className="mb-4 max-w-3xl text-muted">
        Submissions sent from {formatDay(from)} to {formatDay(to)} and what has come of them since.
        The acceptance rate is the offers the applicant accepted (funded ones included) of the
        offers the lender made.
      </p>
      <FilterForm className="mb-4">
        <DayRangeFields idPrefix="answers" labels={sentLabels} from={from} to={to} required />
      </FilterForm>
      <AdminTable
        label="Answers by lender"
        caption="Answers by lender to the submissions sent in the period, most submissions first"
        minWidth="min-w-[64rem]"
        columns={[
          "Lender",
          "Submissions",
          "Offers made",
          "Offers accepted",
          "Acceptance rate",
          "Funded",
          "Declined",
          "Declines by reason",
        ]}
        emptyText={lenders.length ? null : "Nothing was sent to a lender in this period."}
      >
        {lenders.map((lender) => (
          <tr key={lender.lenderId} className="border-b border-line">
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              {lender.name}
            </th>
            <td className={count}>{formatCount(lender.submissions)}</td>
            <td className={count}>{formatCount(lender.offers)}</td>
            <td className={count}>{formatCount(lender.accepted)}</td>
            <td className={count}>{formatConversion(lender.acceptanceBasisPoints)}</td>
            <td className={count}>{formatCount(lender.funded)}</td>
            <td className={count}>{formatCount(lender.declined)}</td>
            <td className={cell}>
              {lender.declinesByReason.length ? (
                <ul>
                  {lender.declinesByReason.map(({ reason, count: declines }) => (
                    <li key={reason}>
                      {declineReasonLabels[reason]}: {formatCount(declines)}
                    </li>
                  ))}
                </ul>
              ) : (
                "None"
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </Panel>
  );
}
