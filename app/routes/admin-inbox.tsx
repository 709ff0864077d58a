import { Download, Plus } from "lucide-react";
import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-inbox";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, FormNotice } from "#app/components/admin/admin-shell.tsx";
import { InboxFilterForm } from "#app/components/admin/inbox-filter-form.tsx";
import { InboxTable } from "#app/components/admin/inbox-table.tsx";
import { InboxViews } from "#app/components/admin/inbox-views.tsx";
import { PhoneDisclosure } from "#app/components/admin/phone-disclosure.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { inboxPageAction, loadInboxPage } from "#app/server/admin/inbox-page.server.ts";
import { sortLabels } from "#app/schemas/admin-inbox.ts";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadInboxPage({ request, context, user });
}

/** The inbox's forms: "Assign to me", the bulk bar, and saving or removing a view. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return inboxPageAction({ request, context, user });
}

function withQuery(path: string, query: string) {
  return query ? `${path}?${query}` : path;
}

export default function AdminInbox() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { filters, problems, rows, next, paged, query } = loaded;
  const sort = filters.sort ?? "received";
  const leadAnswer =
    answer && ["assign-me", "bulk-assign", "bulk-status"].includes(answer.intent)
      ? answer
      : undefined;

  return (
    <>
      <AdminPageTitle
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <Link to={adminPaths.newLead} className={buttonVariants({ size: "sm" })}>
              <Plus aria-hidden="true" />
              New lead
            </Link>
            <div className="flex flex-col items-end gap-1">
              <a
                href={withQuery(adminPaths.exportCsv, query)}
                aria-describedby="export-scope"
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Download aria-hidden="true" />
                {loaded.role === "admin" ? "Export these leads (CSV)" : "Export my leads (CSV)"}
              </a>
              <p id="export-scope" className="text-sm text-muted">
                {loaded.role === "admin"
                  ? "Every lead these filters find."
                  : "Only leads assigned to you, within these filters."}
              </p>
            </div>
          </div>
        }
      >
        Inbox
      </AdminPageTitle>

      <PhoneDisclosure
        summary={query ? "Search, filters and views (filtered)" : "Search, filters and views"}
        open={problems.length > 0 || answer?.status === "error"}
      >
        <InboxViews views={loaded.views} query={query} answer={answer} />

        {problems.length > 0 ? (
          <div className="mb-6">
            <FormNotice kind="error">
              Some filters could not be used and were left out: {problems.join(" ")}
            </FormNotice>
          </div>
        ) : null}

        <InboxFilterForm
          filters={filters}
          brokers={loaded.brokers}
          counts={loaded.counts}
          countCap={loaded.countCap}
        />
      </PhoneDisclosure>

      {leadAnswer?.message ? (
        <div className="mb-4">
          <FormNotice kind={leadAnswer.status === "success" ? "ok" : "error"}>
            {leadAnswer.message}
          </FormNotice>
        </div>
      ) : null}

      <InboxTable
        // A fresh table (nothing ticked) whenever the leads shown, or their versions, change.
        key={rows.map((row) => `${row.id}:${row.version}`).join(",")}
        rows={rows}
        me={loaded.me}
        brokers={loaded.brokers}
        backQuery={loaded.pageQuery}
        caption={`Leads, sorted by ${sortLabels[sort].toLowerCase()}${paged ? " (a later page)" : ""}`}
      />
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {paged ? (
          <Link
            to={withQuery(adminPaths.inbox, query)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            First page
          </Link>
        ) : null}
        {next ? (
          <Link
            to={withQuery(adminPaths.inbox, `${query ? `${query}&` : ""}after=${next}`)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
