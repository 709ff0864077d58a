import { AlertTriangle, Download, Plus, UserX } from "lucide-react";
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { adminMeta } from "#app/lib/meta.ts";
import {
  AdminPageTitle,
  AdminTable,
  FormNotice,
  LabelledOptions,
  selectClass,
} from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, kindLabels, statusLabels } from "#app/components/admin/labels.ts";
import { formatPounds } from "#app/lib/money.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { decodeCursor, listInbox, readInboxFilters } from "#app/server/admin/inbox.server.ts";
import { inboxFilterMessages, type InboxFilters } from "#app/schemas/admin-inbox.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  // A bad filter (a day that does not exist, a hand-edited link) is left out and said so.
  const { filters, problems } = readInboxFilters(params);
  const after = decodeCursor(params.get("after"));
  if (params.get("after") && !after) problems.push(inboxFilterMessages.after);
  const [page, brokers] = await Promise.all([
    listInbox(db, filters, { after }),
    listAssignableUsers(db),
  ]);
  return { filters, problems, rows: page.rows, next: page.next, paged: Boolean(after), brokers };
}

/** The filters in use, as URL parameters (never one that was left out as bad). */
function filterParamsOf(filters: InboxFilters): URLSearchParams {
  return new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  const text = next.toString();
  return text ? `?${text}` : "";
}

export default function AdminInbox() {
  const { filters, problems, rows, next, paged, brokers } = useLoaderData<typeof loader>();
  const filterParams = filterParamsOf(filters);
  const exportHref = `${adminPaths.exportCsv}${withParam(filterParams, "after", null)}`;

  return (
    <>
      <AdminPageTitle
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to={adminPaths.newLead} className={buttonVariants({ size: "sm" })}>
              <Plus aria-hidden="true" />
              New lead
            </Link>
            <a href={exportHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Download aria-hidden="true" />
              Export these leads (CSV)
            </a>
          </div>
        }
      >
        Inbox
      </AdminPageTitle>

      {problems.length > 0 ? (
        <div className="mb-6">
          <FormNotice kind="error">
            Some filters could not be used and were left out: {problems.join(" ")}
          </FormNotice>
        </div>
      ) : null}

      <Form
        method="get"
        role="search"
        aria-label="Filter leads"
        className="mb-6 grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-7"
      >
        <Field className="sm:col-span-2 lg:col-span-2">
          <FieldLabel htmlFor="q">Search</FieldLabel>
          <Input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder="Name, company, email or phone"
          />
        </Field>
        <Field>
          <FieldLabel htmlFor="kind">Type</FieldLabel>
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={selectClass}>
            <option value="">All types</option>
            <LabelledOptions labels={kindLabels} />
          </select>
        </Field>
        <Field>
          <FieldLabel htmlFor="status">Status</FieldLabel>
          <select
            id="status"
            name="status"
            defaultValue={filters.status ?? ""}
            className={selectClass}
          >
            <option value="">All statuses</option>
            <LabelledOptions labels={statusLabels} />
          </select>
        </Field>
        <Field>
          <FieldLabel htmlFor="assigned">Assigned to</FieldLabel>
          <select
            id="assigned"
            name="assigned"
            defaultValue={filters.assigned ?? ""}
            className={selectClass}
          >
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {brokers.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <FieldLabel htmlFor="from">Received from</FieldLabel>
          <Input id="from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </Field>
        <Field>
          <FieldLabel htmlFor="to">Received to</FieldLabel>
          <Input id="to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </Field>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-7">
          <Button type="submit">Apply filters</Button>
          <Link to={adminPaths.inbox} className={buttonVariants({ variant: "ghost" })}>
            Clear
          </Link>
        </div>
      </Form>

      <AdminTable
        label="Leads"
        caption={`Leads, newest first${paged ? " (a later page)" : ""}`}
        minWidth="min-w-[56rem]"
        columns={["Received", "Lead", "Type", "Contact", "Amount", "Status", "Assigned to"]}
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
            <td className="px-4 py-3 align-top text-sm whitespace-nowrap">
              {formatDateTime(row.createdAt)}
              {row.overdue ? (
                <span className="mt-1 flex items-center gap-1 font-semibold text-danger-700">
                  <AlertTriangle className="size-4" aria-hidden="true" />
                  Overdue
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3 align-top">
              <Link
                to={adminPaths.lead(row.id)}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {row.companyName || row.fullName || row.email || "Unnamed lead"}
              </Link>
              {row.companyName && row.fullName ? (
                <span className="block text-sm text-muted">{row.fullName}</span>
              ) : null}
            </td>
            <td className="px-4 py-3 align-top text-sm">{kindLabels[row.kind]}</td>
            <td className="px-4 py-3 align-top text-sm break-all">
              {row.email}
              {row.phone ? <span className="block">{row.phone}</span> : null}
            </td>
            <td className="px-4 py-3 align-top text-sm whitespace-nowrap">
              {formatPounds(row.loanAmount)}
            </td>
            <td className="px-4 py-3 align-top text-sm">{statusLabels[row.status]}</td>
            <td className="px-4 py-3 align-top text-sm">
              {row.assignedName ?? (
                <span className="inline-flex items-center gap-1 rounded-full bg-accent-300 px-2 py-0.5 font-semibold text-accent-ink">
                  <UserX className="size-4" aria-hidden="true" />
                  Unassigned
                </span>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {paged ? (
          <Link
            to={`${adminPaths.inbox}${withParam(filterParams, "after", null)}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            First page
          </Link>
        ) : null}
        {next ? (
          <Link
            to={`${adminPaths.inbox}${withParam(filterParams, "after", next)}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
