import { FilterForm, FilterSelect, NamedOptions } from "#app/components/admin/filter-form.tsx";
import { AlertTriangle } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-commission";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, AdminTable } from "#app/components/admin/admin-shell.tsx";
import { ProposalList } from "#app/components/admin/commission-panel.tsx";
import { DayRangeFields } from "#app/components/admin/day-range-fields.tsx";
import { formatDay } from "#app/lib/dates.ts";
import { formatPence } from "#app/lib/pence.ts";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { loadCommissionPage } from "#app/server/admin/commission-page.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Commission");

/**
 * The commission report, for admins: funded deals in a period (by funding day), what each is
 * expected to earn, what has been received and what is still owed, overdue ones marked; the
 * same as CSV.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  return loadCommissionPage({ request, context });
}

export default function AdminCommission() {
  const { query, deals, totals, lenders, proposals, today, csvHref } =
    useLoaderData<typeof loader>();
  return (
    <>
      <AdminPageTitle
        actions={
          <a href={csvHref} className="font-semibold text-brand-700 underline" download>
            Export this report (CSV)
          </a>
        }
      >
        Commission
      </AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        Funded deals by the day they were funded: the commission each lender&apos;s terms make it,
        what has been received, and what is still owed. Commission not all received by its due day
        is overdue. What is received (gross) is the introducers&apos; share, paid to them or still
        owed, plus the net to the firm.
      </p>
      <section aria-labelledby="proposals-heading" className="mb-6">
        <h2 id="proposals-heading" className="text-lg font-semibold text-ink">
          Proposals awaiting an admin
        </h2>
        {proposals.length ? (
          <ProposalList proposals={proposals} isAdmin answer={undefined} showLead />
        ) : (
          <p className="text-muted">No proposals are waiting.</p>
        )}
      </section>
      <FilterForm className="mb-6">
        <DayRangeFields
          idPrefix="commission"
          labels={{ from: "Funded from", to: "Funded to" }}
          from={query.from}
          to={query.to}
        />
        <FilterSelect
          id="commission-lender"
          name="lender"
          label="Lender"
          defaultValue={query.lenderId ?? ""}
          anyLabel="Every lender"
        >
          <NamedOptions items={lenders} />
        </FilterSelect>
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="overdue"
            value="1"
            defaultChecked={query.overdue}
            className="size-5"
          />
          Overdue only
        </label>
      </FilterForm>
      <dl aria-label="Totals" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Deals", String(totals.deals)],
          ["Funded", formatPence(totals.fundedPence)],
          ["Commission expected", formatPence(totals.expectedPence)],
          ["Received (gross)", formatPence(totals.receivedPence)],
          ["Introducer share owed", formatPence(totals.introducerShareOwedPence)],
          ["Introducer share paid", formatPence(totals.introducerSharePaidPence)],
          ["Net to firm", formatPence(totals.netPence)],
          ["Outstanding", formatPence(totals.outstandingPence)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-xl font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <AdminTable
        label="Funded deals"
        caption="Funded deals and their commission, newest funded first"
        minWidth="min-w-[72rem]"
        columns={[
          "Lead",
          "Lender",
          "Funded",
          "Expected",
          "Received",
          "Introducer share",
          "Net to firm",
          "Outstanding",
          "Due",
        ]}
        emptyText={deals.length === 0 ? "No funded deals match." : null}
      >
        {deals.map((deal) => {
          const overdue =
            deal.outstandingPence !== null && deal.outstandingPence > 0 && deal.dueOn < today;
          return (
            <tr key={deal.submissionId} className="border-b border-line align-top text-sm">
              <td className="px-4 py-3">
                <Link
                  to={adminPaths.lead(deal.leadId)}
                  className="font-semibold text-brand-700 underline"
                >
                  {deal.name}
                </Link>
                <span className="block text-muted">{deal.brokerName ?? "Unassigned"}</span>
              </td>
              <td className="px-4 py-3">{deal.lender}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatPence(deal.fundedAmountPence)}
                <span className="block text-muted">on {formatDay(deal.fundedOn)}</span>
              </td>
              <td className="px-4 py-3">
                {deal.expectedPence === null ? "No terms yet" : formatPence(deal.expectedPence)}
              </td>
              <td className="px-4 py-3">
                {formatPence(deal.receivedPence)}
                {deal.overReceivedPence ? (
                  <span className="block font-semibold text-danger-700">
                    {formatPence(deal.overReceivedPence)} over expected
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                {deal.introducerName ? (
                  <>
                    {formatPence(deal.introducerSharePence)}
                    <span className="block text-muted">to {deal.introducerName}</span>
                    <span className="block text-muted">
                      {formatPence(deal.introducerSharePaidPence)} paid,{" "}
                      {formatPence(deal.introducerShareOwedPence)} owed
                    </span>
                  </>
                ) : (
                  "No introducer"
                )}
              </td>
              <td className="px-4 py-3">{formatPence(deal.netPence)}</td>
              <td className="px-4 py-3">
                {deal.outstandingPence === null ? "" : formatPence(deal.outstandingPence)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {overdue ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-danger-700">
                    <AlertTriangle className="size-4" aria-hidden="true" />
                    Overdue since {formatDay(deal.dueOn)}
                  </span>
                ) : (
                  formatDay(deal.dueOn)
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}
