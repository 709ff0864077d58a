import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatDay } from "#app/lib/dates.ts";
import type { Route } from "./+types/admin-introducer";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, AdminTable, Panel } from "#app/components/admin/admin-shell.tsx";
import { IntroducerPayoutPanel } from "#app/components/admin/introducer-payout.tsx";
import { ReferralLink } from "#app/components/admin/referral-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { formatBasisPoints } from "#app/lib/commission.ts";
import { formatPence } from "#app/lib/pence.ts";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  introducerPageAction,
  loadIntroducerPage,
} from "#app/server/admin/introducer-page.server.ts";
import { resultFor } from "#app/schemas/admin-form-result.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.introducer.name}: statement` : "Introducer");

const cell = "px-4 py-3 align-top text-sm";
const amount = `${cell} text-right whitespace-nowrap`;

/**
 * One introducer's monthly statement, for admins: every commission payment received that
 * month on a lead they introduced, with their share of it, and the month's totals; the same as
 * CSV.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  return loadIntroducerPage({ request, context, introducerId: params.introducerId });
}

/** Records the month's statement as paid to the introducer (admins). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context, "admin");
  return introducerPageAction({ request, context, user, introducerId: params.introducerId });
}

export default function AdminIntroducer() {
  const statement = useLoaderData<typeof loader>();
  const { introducer, month, monthName, lines, totals, previous, next, link, csvHref } = statement;
  const answer = useActionData<typeof action>();
  const here = adminPaths.introducer(introducer.id);
  return (
    <>
      <p className="mb-2">
        <Link to={adminPaths.introducers} className="font-semibold text-brand-700">
          All introducers
        </Link>
      </p>
      <AdminPageTitle
        actions={
          <a href={csvHref} className="font-semibold text-brand-700 underline" download>
            Download statement (CSV)
          </a>
        }
      >
        {introducer.name}: {monthName}
      </AdminPageTitle>
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Terms">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 [&_dd]:[overflow-wrap:anywhere]">
            <dt className="font-semibold">Share of commission received</dt>
            <dd>{formatBasisPoints(introducer.shareBasisPoints)} (for leads linked from now on)</dd>
            <dt className="font-semibold">Code</dt>
            <dd className="font-mono">{introducer.code}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{introducer.active ? "Active" : "Inactive"}</dd>
            <dt className="font-semibold">Contact</dt>
            <dd>
              {[introducer.contactName, introducer.email, introducer.phone]
                .filter(Boolean)
                .join(", ") || "None recorded"}
            </dd>
          </dl>
          {introducer.referralLeadId ? (
            <p className="mt-3">
              <Link
                to={adminPaths.lead(introducer.referralLeadId)}
                className="font-semibold text-brand-700"
              >
                Their referral partner application
              </Link>
            </p>
          ) : null}
        </Panel>
        <Panel title="Referral link">
          <ReferralLink link={link} label={`Referral link for ${introducer.name}`} />
        </Panel>
      </div>
      <Form method="get" action={here} className="mb-6 flex flex-wrap items-end gap-3">
        <Field>
          <FieldLabel htmlFor="statement-month">Month</FieldLabel>
          <Input id="statement-month" name="month" type="month" defaultValue={month} />
        </Field>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <Link
          to={`${here}?month=${previous}`}
          className="min-h-11 py-3 font-semibold text-brand-700"
        >
          Previous month
        </Link>
        <Link to={`${here}?month=${next}`} className="min-h-11 py-3 font-semibold text-brand-700">
          Next month
        </Link>
      </Form>
      <AdminTable
        label={`Statement for ${monthName}`}
        caption={`Commission received in ${monthName} on leads ${introducer.name} introduced, with their share`}
        minWidth="min-w-[64rem]"
        columns={[
          "Received",
          "Lead",
          "Lender",
          "Funded amount",
          "Commission received",
          "Share",
          "Share amount",
        ]}
        emptyText={lines.length ? null : `No commission received on their leads in ${monthName}.`}
      >
        {lines.map((line) => (
          <tr key={line.paymentId} className="border-b border-line">
            <td className={`${cell} whitespace-nowrap`}>{formatDay(line.receivedOn)}</td>
            <th scope="row" className={`${cell} font-normal`}>
              <Link to={adminPaths.lead(line.leadId)} className="font-semibold text-brand-700">
                {line.reference}
              </Link>{" "}
              {line.company}
            </th>
            <td className={cell}>{line.lender}</td>
            <td className={amount}>{formatPence(line.fundedAmountPence)}</td>
            <td className={amount}>{formatPence(line.commissionPence)}</td>
            <td className={amount}>{formatBasisPoints(line.shareBasisPoints)}</td>
            <td className={amount}>{formatPence(line.sharePence)}</td>
          </tr>
        ))}
        {lines.length ? (
          <tr className="bg-brand-50 font-semibold">
            <th scope="row" colSpan={4} className={cell}>
              Total for {monthName} ({totals.payments}{" "}
              {totals.payments === 1 ? "payment" : "payments"})
            </th>
            <td className={amount}>{formatPence(totals.commissionPence)}</td>
            <td className={cell} />
            <td className={amount} data-testid="statement-share-total">
              {formatPence(totals.sharePence)}
            </td>
          </tr>
        ) : null}
      </AdminTable>
      <IntroducerPayoutPanel statement={statement} answer={resultFor(answer, "payout")} />
    </>
  );
}
