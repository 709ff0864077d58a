import { FilterForm, FilterSelect, NamedOptions } from "#app/components/admin/filter-form.tsx";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-audit";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, AdminTable } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime } from "#app/components/admin/labels.ts";
import { servicesContext } from "#app/context.server.ts";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  auditFilterOptions,
  auditQueryFrom,
  listAuditLog,
} from "#app/server/admin/audit-log.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, "admin");
  const { db } = context.get(servicesContext);
  const query = auditQueryFrom(new URL(request.url).searchParams);
  const [page, options] = await Promise.all([listAuditLog(db, query), auditFilterOptions(db)]);
  return { ...page, action: query.action, actor: query.actor, ...options };
}

function describe(detail: unknown): string {
  if (!detail || typeof detail !== "object" || Object.keys(detail).length === 0) return "";
  return Object.entries(detail as Record<string, unknown>)
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join("; ");
}

export default function AdminAudit() {
  const { entries, next, action, actor, actions, people } = useLoaderData<typeof loader>();
  const nextHref = next
    ? `?${new URLSearchParams({ ...(action ? { action } : {}), ...(actor ? { actor } : {}), before: next })}`
    : null;
  return (
    <>
      <AdminPageTitle>Audit log</AdminPageTitle>
      <p className="mb-4 max-w-3xl text-muted">
        Sign-ins, document downloads, exports, status changes, resends, user changes and erasures,
        newest first. Entries hold who did what and when, never what was typed about a person; an
        erasure or the retention purge leaves only that.
      </p>
      <FilterForm className="mb-6">
        <FilterSelect
          id="audit-action"
          name="action"
          label="Action"
          defaultValue={action}
          anyLabel="All actions"
        >
          {actions.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="audit-actor"
          name="actor"
          label="Person"
          defaultValue={actor}
          anyLabel="Everyone"
        >
          <NamedOptions items={people} />
        </FilterSelect>
      </FilterForm>
      <AdminTable
        label="Audit entries"
        caption="Audit entries, newest first"
        minWidth="min-w-[56rem]"
        columns={["When", "Who", "Action", "On", "Detail", "IP address"]}
        emptyText={entries.length === 0 ? "No entries." : null}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-line align-top text-sm">
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.at)}</td>
            <td className="px-4 py-3">{entry.actorName ?? entry.actorEmail ?? "—"}</td>
            <td className="px-4 py-3">
              {entry.summary}
              <span className="block font-mono text-xs text-muted">{entry.action}</span>
            </td>
            <td className="px-4 py-3">
              {entry.targetType === "lead" && entry.targetId ? (
                <Link
                  to={adminPaths.lead(entry.targetId)}
                  className="font-semibold text-brand-700 underline"
                >
                  {entry.leadReference ?? "Lead"}
                </Link>
              ) : entry.targetType === "introducer" && entry.targetId ? (
                <Link
                  to={adminPaths.introducer(entry.targetId)}
                  className="font-semibold text-brand-700 underline"
                >
                  Introducer
                </Link>
              ) : entry.targetType === "lender" ? (
                <Link to={adminPaths.lenders} className="font-semibold text-brand-700 underline">
                  Lender
                </Link>
              ) : (
                (entry.targetType ?? "")
              )}
            </td>
            <td className="max-w-md px-4 py-3 break-words">{describe(entry.detail)}</td>
            <td className="px-4 py-3">{entry.ip ?? ""}</td>
          </tr>
        ))}
      </AdminTable>
      {nextHref ? (
        <p className="mt-4">
          <Link to={nextHref} className="font-semibold text-brand-700 underline">
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}
