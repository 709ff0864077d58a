import { useState, type ChangeEvent } from "react";
import { AlertTriangle, UserX } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminTable, LabelledOptions, selectClass } from "#app/components/admin/admin-shell.tsx";
import {
  caseName,
  formatDateTime,
  leadKindLabel,
  statusLabels,
} from "#app/components/admin/labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatPounds } from "#app/lib/money.ts";
import { adminPaths } from "#app/paths.ts";
import { erasedLeadLabel, statusesNeedingReason } from "#app/schemas/admin.ts";
import type { LeadKind, LeadStatus } from "#app/schemas/value-lists.ts";

/** A lead as the inbox lists it. */
export type InboxListRow = {
  id: string;
  reference: string;
  kind: LeadKind;
  source: string | null;
  status: LeadStatus;
  version: number;
  fullName: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  erasedAt: Date | string | null;
  loanAmount: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  assignedUserId: string | null;
  assignedName: string | null;
  overdue: boolean;
};

const BULK_FORM = "inbox-bulk";

/**
 * The bulk bar: what to do to the ticked leads. The tick boxes are in the table's rows and
 * belong to this form by their `form` attribute, each sending its lead as "id:version".
 */
function BulkBar({ brokers, ticked }: { brokers: { id: string; name: string }[]; ticked: number }) {
  const reasonWords = statusesNeedingReason.map((s) => statusLabels[s].toLowerCase()).join(" or ");
  return (
    <Form
      method="post"
      id={BULK_FORM}
      aria-label="Change the ticked leads"
      className="mb-4 grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm md:grid-cols-2"
    >
      <p className="font-semibold text-ink md:col-span-2" aria-live="polite">
        {ticked === 0
          ? "Tick leads in the list to change several at once."
          : `${ticked} ${ticked === 1 ? "lead" : "leads"} ticked.`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor="bulk-assignee" className="block font-semibold text-ink">
            Assign selected to
          </label>
          <select id="bulk-assignee" name="assignee" defaultValue="" className={selectClass}>
            <option value="">Select a broker</option>
            {brokers.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" name="intent" value="bulk-assign" variant="outline">
          Assign selected
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor="bulk-status" className="block font-semibold text-ink">
            Set status of selected to
          </label>
          <select id="bulk-status" name="status" defaultValue="" className={selectClass}>
            <option value="">Select a status</option>
            <LabelledOptions labels={statusLabels} />
          </select>
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor="bulk-reason" className="block font-semibold text-ink">
            Reason <span className="font-normal text-muted">(required for {reasonWords})</span>
          </label>
          <Input id="bulk-reason" name="reason" />
        </div>
        <Button type="submit" name="intent" value="bulk-status" variant="outline">
          Set status of selected
        </Button>
      </div>
    </Form>
  );
}

/** "Assign to me" on a row: the lead at the version the list showed. */
function AssignToMe({ row }: { row: InboxListRow }) {
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="assign-me" />
      <input type="hidden" name="lead" value={`${row.id}:${row.version}`} />
      <button
        type="submit"
        className="relative min-h-9 rounded-lg px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        Assign to me<span className="sr-only"> ({caseName(row)})</span>
      </button>
    </Form>
  );
}

/** A lead not contacted in time, said in words beside its warning sign. */
function OverdueMark({ className }: { className: string }) {
  return (
    <span className={cn("items-center gap-1 font-semibold text-danger-700", className)}>
      <AlertTriangle className="size-4" aria-hidden="true" />
      Overdue
    </span>
  );
}

/**
 * The inbox on a phone: each lead as a card (reference, who, amount, status, broker, when it
 * came in), in a list read as the table's rows are; the bulk bar's tick boxes are the table's.
 */
function InboxCards({
  rows,
  me,
  caption,
  leadHref,
}: {
  rows: InboxListRow[];
  me: string;
  caption: string;
  leadHref: (id: string) => string;
}) {
  if (rows.length === 0) {
    return <p className="py-8 text-center text-muted md:hidden">No leads match these filters.</p>;
  }
  return (
    <ul className="space-y-3 md:hidden" aria-label={caption}>
      {rows.map((row) => (
        <li
          key={row.id}
          className={cn(
            "rounded-2xl border border-line bg-white p-4 shadow-sm",
            row.overdue && "border-l-4 border-l-danger-700 bg-danger-50/40",
          )}
        >
          <article aria-labelledby={`card-${row.id}`}>
            <h2 id={`card-${row.id}`} className="text-base">
              <Link
                to={leadHref(row.id)}
                data-case-link
                className="font-semibold wrap-anywhere text-brand-700 underline-offset-2 hover:underline"
              >
                <span className="block text-sm font-normal text-muted">{row.reference}</span>
                {caseName(row)}
              </Link>
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted">Amount</dt>
              <dd>{formatPounds(row.loanAmount) || "No amount"}</dd>
              <dt className="text-muted">Status</dt>
              <dd>{statusLabels[row.status]}</dd>
              <dt className="text-muted">Broker</dt>
              <dd>{row.assignedName ?? "Unassigned"}</dd>
              <dt className="text-muted">Received</dt>
              <dd>
                {formatDateTime(row.createdAt)}
                {row.overdue ? <OverdueMark className="ml-2 inline-flex" /> : null}
              </dd>
            </dl>
            {row.assignedUserId === me ? null : <AssignToMe row={row} />}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * The inbox's leads: a tick box per row for the bulk bar (and one to tick the whole page),
 * "Assign to me" where the lead is not the broker's yet, and each lead's link carrying the
 * inbox's query so its "Back to the inbox" returns here.
 */
export function InboxTable({
  rows,
  me,
  brokers,
  caption,
  backQuery,
}: {
  rows: InboxListRow[];
  me: string;
  brokers: { id: string; name: string }[];
  caption: string;
  /** The inbox's query (filters, sort, page) for the leads' "Back to the inbox". */
  backQuery: string;
}) {
  const [ticked, setTicked] = useState(0);

  function boxes(): HTMLInputElement[] {
    return [...document.querySelectorAll<HTMLInputElement>(`input[form="${BULK_FORM}"]`)];
  }
  function tickAll(event: ChangeEvent<HTMLInputElement>) {
    for (const box of boxes()) box.checked = event.target.checked;
    setTicked(event.target.checked ? rows.length : 0);
  }
  function recount() {
    setTicked(boxes().filter((box) => box.checked).length);
  }
  const leadHref = (id: string) =>
    backQuery
      ? `${adminPaths.lead(id)}?${new URLSearchParams({ back: backQuery })}`
      : adminPaths.lead(id);

  return (
    <>
      <div className="hidden md:block">
        <BulkBar brokers={brokers} ticked={ticked} />
      </div>
      <InboxCards rows={rows} me={me} caption={caption} leadHref={leadHref} />
      <AdminTable
        className="hidden md:block"
        label="Leads"
        caption={caption}
        minWidth="min-w-[60rem]"
        columns={[
          <label key="all" className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              onChange={tickAll}
              className="size-5 accent-brand-700"
              disabled={rows.length === 0}
            />
            <span className="sr-only">Select all leads on this page</span>
          </label>,
          "Received",
          "Lead",
          "Type",
          "Contact",
          "Amount",
          "Status",
          "Assigned to",
        ]}
        emptyText={rows.length === 0 ? "No leads match these filters." : null}
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={
              row.overdue
                ? "border-b border-line border-l-4 border-l-danger-700 bg-danger-50/40"
                : "border-b border-line"
            }
          >
            <td className="px-4 py-3 align-top">
              <input
                id={`tick-${row.id}`}
                type="checkbox"
                name="leads"
                value={`${row.id}:${row.version}`}
                form={BULK_FORM}
                onChange={recount}
                className="size-5 accent-brand-700"
              />
              <label htmlFor={`tick-${row.id}`} className="sr-only">
                Select {caseName(row)}
              </label>
            </td>
            <td className="px-4 py-3 align-top text-sm whitespace-nowrap">
              {formatDateTime(row.createdAt)}
              {row.overdue ? <OverdueMark className="mt-1 flex" /> : null}
            </td>
            <td className="px-4 py-3 align-top">
              <Link
                to={leadHref(row.id)}
                data-case-link
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {caseName(row)}
              </Link>
              {row.companyName && row.fullName ? (
                <span className="block text-sm text-muted">{row.fullName}</span>
              ) : null}
              {row.companyName && row.erasedAt ? (
                <span className="block text-sm text-muted">{erasedLeadLabel}</span>
              ) : null}
            </td>
            <td className="px-4 py-3 align-top text-sm">{leadKindLabel(row)}</td>
            <td className="px-4 py-3 align-top text-sm break-all">
              {row.email}
              {row.phone ? <span className="block">{row.phone}</span> : null}
            </td>
            <td className="px-4 py-3 align-top text-sm whitespace-nowrap">
              {formatPounds(row.loanAmount)}
            </td>
            <td className="px-4 py-3 align-top text-sm">
              {statusLabels[row.status]}
              <span className="block text-muted">
                Last activity {formatDateTime(row.updatedAt)}
              </span>
            </td>
            <td className="px-4 py-3 align-top text-sm">
              {row.assignedName ?? (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent-300 px-2 py-0.5 font-semibold text-accent-ink">
                  <UserX className="size-4" aria-hidden="true" />
                  Unassigned
                </span>
              )}
              {row.assignedUserId === me ? null : <AssignToMe row={row} />}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
