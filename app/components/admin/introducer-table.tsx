import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/admin-shell.tsx";
import { formatBasisPoints } from "#app/lib/commission.ts";
import { formatPence } from "#app/lib/pence.ts";
import { adminPaths } from "#app/paths.ts";
import type { IntroducerRow } from "#app/schemas/admin-introducers.ts";

const cell = "px-4 py-3 align-top text-sm";

/** An introducer as the list shows it: with what they brought and earned in the month. */
export type IntroducerListView = IntroducerRow & {
  leads: number;
  fundedDeals: number;
  shareEarnedPence: number;
};

/** Every introducer, active ones first: their terms, what they brought and earned this month. */
export function IntroducerTable({
  introducers,
  monthName,
}: {
  introducers: IntroducerListView[];
  monthName: string;
}) {
  return (
    <AdminTable
      label="Introducers"
      caption="Introducers: active ones first, then A to Z"
      minWidth="min-w-[64rem]"
      columns={[
        "Introducer",
        "Contact",
        "Share",
        "Code",
        "Status",
        "Leads introduced",
        "Funded deals",
        `Share earned in ${monthName}`,
      ]}
      emptyText={introducers.length ? null : "No introducers yet."}
    >
      {introducers.map((introducer) => (
        <tr key={introducer.id} className="border-b border-line">
          <th scope="row" className={`${cell} font-semibold text-ink`}>
            <Link to={adminPaths.introducer(introducer.id)} className="text-brand-700">
              {introducer.name}
            </Link>
          </th>
          <td className={cell}>
            {[introducer.contactName, introducer.email, introducer.phone]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {formatBasisPoints(introducer.shareBasisPoints)}
          </td>
          <td className={`${cell} font-mono`}>{introducer.code}</td>
          <td className={cell}>
            <span
              className={`inline-block rounded-md px-2 py-0.5 font-semibold ${
                introducer.active ? "bg-success-50 text-success-700" : "bg-surface text-muted"
              }`}
            >
              {introducer.active ? "Active" : "Inactive"}
            </span>
          </td>
          <td className={`${cell} text-right`}>{introducer.leads}</td>
          <td className={`${cell} text-right`}>{introducer.fundedDeals}</td>
          <td className={`${cell} text-right whitespace-nowrap`}>
            {formatPence(introducer.shareEarnedPence)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
