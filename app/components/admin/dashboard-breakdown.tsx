import { Form, Link } from "react-router";
import { LabelledOptions, selectClass } from "#app/components/admin/admin-shell.tsx";
import { ScrollTable } from "#app/components/ui/scroll-table.tsx";
import {
  type FunnelFigures,
  formatConversion,
  formatMedian,
} from "#app/components/admin/dashboard-format.ts";
import { formatCount } from "#app/lib/numbers.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel } from "#app/components/ui/field.tsx";
import { DayRangeFields } from "#app/components/admin/day-range-fields.tsx";
import { formatPence } from "#app/lib/pence.ts";
import { adminPaths } from "#app/paths.ts";
import {
  type DashboardBreakdown,
  type DashboardPreset,
  breakdownLabels,
} from "#app/schemas/admin-dashboard.ts";

/** The period and breakdown: a GET form, and the presets as links keeping the breakdown. */
export function DashboardPeriodForm({
  from,
  to,
  breakdown,
  presets,
}: {
  from: string;
  to: string;
  breakdown: DashboardBreakdown;
  presets: DashboardPreset[];
}) {
  return (
    <div className="mb-6 space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <Form
        method="get"
        className="flex flex-wrap items-end gap-4"
        aria-label="Period and breakdown"
      >
        <DayRangeFields
          idPrefix="dashboard"
          labels={{ from: "From", to: "To" }}
          from={from}
          to={to}
          required
        />
        <Field>
          <FieldLabel htmlFor="dashboard-breakdown">Break down by</FieldLabel>
          <select
            id="dashboard-breakdown"
            name="breakdown"
            defaultValue={breakdown}
            className={selectClass}
          >
            <LabelledOptions labels={breakdownLabels} />
          </select>
        </Field>
        <Button type="submit">Show</Button>
      </Form>
      <nav aria-label="Periods">
        <ul className="flex flex-wrap gap-2">
          {presets.map((preset) => {
            const current = preset.from === from && preset.to === to;
            return (
              <li key={preset.id}>
                <Link
                  to={`${adminPaths.dashboard}?${new URLSearchParams({ from: preset.from, to: preset.to, breakdown })}`}
                  aria-current={current ? "true" : undefined}
                  className={
                    current
                      ? "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white"
                      : "inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50"
                  }
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

export type BreakdownRow = FunnelFigures & { key: string | null; label: string };

const cell = "px-3 py-3 text-right tabular-nums align-top";

/** A count and, under it, its conversion from the step before. */
function Step({ count, conversion }: { count: number; conversion?: number | null }) {
  return (
    <>
      {formatCount(count)}
      {conversion === undefined ? null : (
        <span className="block text-xs text-muted">{formatConversion(conversion)}</span>
      )}
    </>
  );
}

function Cells({ row }: { row: FunnelFigures }) {
  return (
    <>
      <td className={cell}>
        <Step count={row.leads} />
      </td>
      <td className={cell}>
        <Step count={row.contacted} conversion={row.conversions.contacted} />
      </td>
      <td className={cell}>
        <Step count={row.applications} conversion={row.conversions.applications} />
      </td>
      <td className={cell}>
        <Step count={row.submitted} conversion={row.conversions.submitted} />
      </td>
      <td className={cell}>
        <Step count={row.offers} conversion={row.conversions.offers} />
      </td>
      <td className={cell}>
        <Step count={row.funded} conversion={row.conversions.funded} />
      </td>
      <td className={cell}>{formatConversion(row.conversions.overall)}</td>
      <td className={cell}>{formatPence(row.fundedPence)}</td>
      <td className={cell}>{formatPence(row.commissionExpectedPence)}</td>
      <td className={cell}>{formatPence(row.commissionReceivedPence)}</td>
      <td className={cell}>{formatMedian(row.medianHoursToContact, "hours")}</td>
      <td className={cell}>{formatMedian(row.medianDaysToFunding, "days")}</td>
    </>
  );
}

const columns = [
  "Leads",
  "Contacted",
  "Applications",
  "Sent to a lender",
  "Offers",
  "Funded",
  "Leads to funded",
  "Funded amount",
  "Commission expected",
  "Commission received",
  "Median time to first contact",
  "Median time to funding",
];

/** The figures per source, broker or lender, with the total at the foot. */
export function DashboardBreakdownTable({
  breakdown,
  rows,
  total,
}: {
  breakdown: DashboardBreakdown;
  rows: BreakdownRow[];
  total: FunnelFigures;
}) {
  const by = breakdownLabels[breakdown];
  return (
    <section aria-labelledby="breakdown-title" className="space-y-3">
      <h2 id="breakdown-title" className="text-xl font-bold text-ink">
        By {by.toLowerCase()}
      </h2>
      <p className="max-w-4xl text-sm text-muted">
        The leads received in the period and how far each has got since. Under each count, its share
        of the step before. Money is that of these leads&apos; funded deals; commission received is
        all received on them so far.
        {breakdown === "lender"
          ? " A lead sent to several lenders is in each of their rows, and once in the total."
          : ""}
      </p>
      <ScrollTable label={`Figures by ${by.toLowerCase()}`}>
        <table className="w-full min-w-[80rem] border-collapse text-left text-sm">
          <caption className="sr-only">Funnel and money by {by.toLowerCase()}</caption>
          <thead className="border-b border-line bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-3 py-3">
                {by}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 text-right">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-8 text-center text-muted">
                  No leads came in during this period.
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.key ?? "none"} className="border-b border-line">
                <th scope="row" className="px-3 py-3 text-left align-top font-semibold">
                  {row.label}
                </th>
                <Cells row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-ink font-semibold">
            <tr>
              <th scope="row" className="px-3 py-3 text-left align-top">
                Total
              </th>
              <Cells row={total} />
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
    </section>
  );
}
