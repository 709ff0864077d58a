import {
  type DashboardMonth,
  type FunnelFigures,
  formatConversion,
  funnelSteps,
} from "#app/components/admin/dashboard-format.ts";
import { formatMonth, formatShortMonth } from "#app/lib/dates.ts";
import { formatPence } from "#app/lib/pence.ts";
import { formatCount } from "#app/lib/numbers.ts";

/**
 * The dashboard's two charts, drawn here as plain SVG (no chart library, nothing fetched in the
 * browser). Each is a picture of the table beside it: the table is what screen readers, copy
 * and paste and the tests read, so the SVG itself is hidden from assistive technology.
 */

const ink = "#172033";
const bar = "#15496d"; // brand-700: 9.6:1 on white
const second = "#b45309"; // band-cash: 5:1 on white

const tableClass = "w-full border-collapse text-left text-sm";
const cellClass = "border-b border-line px-3 py-2";

function ChartFigure({
  id,
  title,
  size,
  chart,
  table,
}: {
  id: string;
  title: string;
  /** The drawing's own units; it scales to the width it is given. */
  size: { width: number; height: number };
  /** What the chart draws, in those units. */
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="grid gap-6 xl:grid-cols-2">
        <figure
          className="m-0"
          aria-label={`${title} chart; its figures are in the table beside it`}
        >
          <svg
            viewBox={`0 0 ${size.width} ${size.height}`}
            className="h-auto w-full"
            aria-hidden="true"
            focusable="false"
            data-chart={id}
          >
            {chart}
          </svg>
        </figure>
        <div className="overflow-x-auto">{table}</div>
      </div>
    </section>
  );
}

/** Leads → contacted → applications → sent to a lender → offers → funded, as bars and a table. */
export function FunnelChart({ total }: { total: FunnelFigures }) {
  const width = 560;
  const labelWidth = 150;
  const rowHeight = 40;
  const height = funnelSteps.length * rowHeight;
  const most = Math.max(1, total.leads, ...funnelSteps.map((step) => total[step.key]));
  const conversion = (key: (typeof funnelSteps)[number]["key"]) =>
    key === "leads" ? null : total.conversions[key];
  return (
    <ChartFigure
      id="funnel"
      title="Funnel"
      size={{ width, height }}
      chart={
        <>
          {funnelSteps.map((step, index) => {
            const value = total[step.key];
            const length = Math.round(((width - labelWidth - 70) * value) / most);
            const y = index * rowHeight;
            return (
              <g key={step.key}>
                <text x={0} y={y + 25} fill={ink} fontSize="14">
                  {step.label}
                </text>
                <rect
                  x={labelWidth}
                  y={y + 8}
                  width={Math.max(length, value > 0 ? 2 : 0)}
                  height={rowHeight - 16}
                  fill={bar}
                  rx="3"
                />
                <text x={labelWidth + length + 6} y={y + 25} fill={ink} fontSize="14">
                  {formatCount(value)}
                </text>
              </g>
            );
          })}
        </>
      }
      table={
        <table className={tableClass}>
          <caption className="sr-only">Funnel of the period&apos;s leads</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className={cellClass}>
                Step
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Leads
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Of the step before
              </th>
            </tr>
          </thead>
          <tbody>
            {funnelSteps.map((step) => (
              <tr key={step.key}>
                <th scope="row" className={`${cellClass} font-semibold`}>
                  {step.label}
                </th>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {formatCount(total[step.key])}
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {step.key === "leads" ? "" : formatConversion(conversion(step.key))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${cellClass} font-semibold`}>
                Leads to funded
              </th>
              <td className={cellClass} />
              <td className={`${cellClass} text-right font-semibold tabular-nums`}>
                {formatConversion(total.conversions.overall)}
              </td>
            </tr>
          </tfoot>
        </table>
      }
    />
  );
}

/** Two bar panels on one time line: money funded, and commission received (each its own scale). */
export function MonthlyChart({ months }: { months: DashboardMonth[] }) {
  const width = 560;
  const panelHeight = 120;
  const top = 22;
  const gap = 48;
  const axis = 22;
  const height = top + panelHeight + gap + top + panelHeight + axis;
  const slot = width / Math.max(1, months.length);
  const barWidth = Math.max(2, Math.min(40, slot * 0.6));
  const mostFunded = Math.max(1, ...months.map((month) => month.fundedPence));
  const mostReceived = Math.max(1, ...months.map((month) => month.commissionReceivedPence));
  // Label every month when they fit, else every third, and always the last.
  const step = months.length > 12 ? 3 : 1;
  const panel = (
    offset: number,
    title: string,
    colour: string,
    most: number,
    value: (month: DashboardMonth) => number,
  ) => (
    <g>
      <text x={0} y={offset - 6} fill={ink} fontSize="13" fontWeight="600">
        {title} (largest {formatPence(most === 1 ? 0 : most)})
      </text>
      <line x1={0} x2={width} y1={offset + panelHeight} y2={offset + panelHeight} stroke={ink} />
      {months.map((month, index) => {
        const length = Math.round((panelHeight * value(month)) / most);
        return (
          <rect
            key={month.month}
            x={index * slot + (slot - barWidth) / 2}
            y={offset + panelHeight - length}
            width={barWidth}
            height={length}
            fill={colour}
          />
        );
      })}
    </g>
  );
  const secondTop = top + panelHeight + gap;
  return (
    <ChartFigure
      id="monthly"
      title="Funded and commission received, by month"
      size={{ width, height }}
      chart={
        <>
          {panel(top, "Funded", bar, mostFunded, (month) => month.fundedPence)}
          {panel(
            secondTop,
            "Commission received",
            second,
            mostReceived,
            (month) => month.commissionReceivedPence,
          )}
          {months.map((month, index) =>
            index % step === 0 || index === months.length - 1 ? (
              <text
                key={month.month}
                x={index * slot + slot / 2}
                y={height - 4}
                fill={ink}
                fontSize="12"
                textAnchor="middle"
              >
                {formatShortMonth(month.month)}
              </text>
            ) : null,
          )}
        </>
      }
      table={
        <table className={tableClass}>
          <caption className="sr-only">
            Money funded and commission received in each month of the period
          </caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className={cellClass}>
                Month
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Deals funded
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Funded
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Commission received
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={`${cellClass} font-semibold`}>
                  {formatMonth(month.month)}
                </th>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {formatCount(month.fundedDeals)}
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {formatPence(month.fundedPence)}
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {formatPence(month.commissionReceivedPence)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
