import { AdminTable } from "#app/components/admin/admin-shell.tsx";
import {
  amountRange,
  commissionTerms,
  formatPence,
  productLabels,
  sectorLabels,
} from "#app/components/admin/lender-panel-labels.ts";
import type { PanelLender } from "#app/schemas/admin-lenders.ts";

const cell = "px-4 py-3 align-top text-sm";

/** Whether a lender is offered on new submissions, or waits for an admin to check it. */
function standing(lender: PanelLender): { label: string; className: string } {
  if (!lender.confirmed) {
    return { label: "Awaiting an admin's check", className: "bg-accent-300 text-accent-ink" };
  }
  return lender.active
    ? { label: "Active", className: "bg-success-50 text-success-700" }
    : { label: "Inactive", className: "bg-surface text-muted" };
}

/** The lender panel, one row per lender: those awaiting an admin's check first. */
export function LenderPanelTable({ lenders }: { lenders: PanelLender[] }) {
  return (
    <AdminTable
      label="Lender panel"
      caption="The lender panel: lenders awaiting an admin's check first, then A to Z"
      minWidth="min-w-[96rem]"
      columns={[
        "Lender",
        "Status",
        "Products funded",
        "Amounts",
        "Minimum trading",
        "Minimum turnover",
        "Will not lend to",
        "Typical decision",
        "Commission",
        "Commission due within",
        "Contact",
      ]}
      emptyText={lenders.length ? null : "No lenders on the panel yet."}
    >
      {lenders.map((lender) => {
        const state = standing(lender);
        const products = productLabels(lender.products);
        return (
          <tr key={lender.id} className="border-b border-line">
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              {lender.name}
            </th>
            <td className={cell}>
              <span
                className={`inline-block rounded-md px-2 py-0.5 font-semibold ${state.className}`}
              >
                {state.label}
              </span>
            </td>
            <td className={cell}>
              {products.length ? (
                <ul className="space-y-0.5">
                  {products.map((product) => (
                    <li key={product}>{product}</li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted">None recorded</span>
              )}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              {amountRange(lender.minAmountPence, lender.maxAmountPence)}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              {lender.minTradingMonths === null
                ? ""
                : `${lender.minTradingMonths} ${lender.minTradingMonths === 1 ? "month" : "months"}`}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              {lender.minTurnoverPence === null ? "" : formatPence(lender.minTurnoverPence)}
            </td>
            <td className={cell}>
              {lender.excludedSectors.length ? (
                <ul className="space-y-0.5">
                  {sectorLabels(lender.excludedSectors).map((sector) => (
                    <li key={sector}>{sector}</li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted">No sector excluded</span>
              )}
            </td>
            <td className={cell}>{lender.decisionTime ?? ""}</td>
            <td className={cell}>{commissionTerms(lender)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {lender.commissionDueDays} {lender.commissionDueDays === 1 ? "day" : "days"}
            </td>
            <td className={cell}>
              {lender.contactName ? <span className="block">{lender.contactName}</span> : null}
              {lender.contactEmail ? (
                <a
                  href={`mailto:${lender.contactEmail}`}
                  className="block break-all text-brand-700 underline"
                >
                  {lender.contactEmail}
                </a>
              ) : null}
              {lender.contactPhone ? (
                <span className="block whitespace-nowrap">{lender.contactPhone}</span>
              ) : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
