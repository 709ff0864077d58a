import { FilterForm, FilterSelect, NamedOptions } from "#app/components/admin/filter-form.tsx";
import { AlertTriangle } from "lucide-react";
import { countText } from "#app/components/admin/inbox-filter-form.tsx";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-my-day";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle, Panel } from "#app/components/admin/admin-shell.tsx";
import { formatDateTime, kindLabels } from "#app/components/admin/labels.ts";
import { formatPence } from "#app/lib/money.ts";
import { ukWallClock } from "#app/lib/uk-time.ts";
import { adminPaths } from "#app/paths.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { loadMyDayPage } from "#app/server/admin/my-day-page.server.ts";
import { useRefreshWhileVisible } from "#app/lib/use-refresh-while-visible.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.title ?? "My day");

/**
 * "My day", the back office's first screen: what the signed-in broker is to do today. An admin
 * can look at any broker's day (`?user=`); for anyone else that choice is not offered and is
 * ignored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadMyDayPage({ request, context, user });
}

type LeadItem = { leadId: string; name: string };

function LeadLink({ item }: { item: LeadItem }) {
  return (
    <Link to={adminPaths.lead(item.leadId)} className="font-semibold text-brand-700">
      {item.name}
    </Link>
  );
}

/** A new lead in a list: who, what kind and when it came in. */
function newLeadLine(lead: LeadItem & { kind: keyof typeof kindLabels; createdAt: Date | string }) {
  return (
    <>
      <LeadLink item={lead} />
      <p className="text-sm text-muted">
        {kindLabels[lead.kind]}, received {formatDateTime(lead.createdAt)}
      </p>
    </>
  );
}

/** One list of the day: its heading says how many there are, the list shows the first ones. */
function DaySection<Item>({
  title,
  list,
  limit,
  empty,
  render,
}: {
  title: string;
  /** The most a list shows. */
  limit: number;
  list: { count: number; cap: number; items: Item[] };
  empty: string;
  render: (item: Item) => React.ReactNode;
}) {
  return (
    <Panel
      title={`${title} (${countText(list.count, list.cap)})`}
      id={`day-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`}
    >
      {list.items.length ? (
        <ul className="divide-y divide-line" aria-label={title}>
          {list.items.map((item, index) => (
            <li key={index} className="py-3">
              {render(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{empty}</p>
      )}
      {list.count > list.items.length ? (
        <p className="mt-3 text-sm text-muted">
          Showing the first {limit} of {countText(list.count, list.cap)}.
        </p>
      ) : null}
    </Panel>
  );
}

/** My day loads again this often while it is on screen (and when it is shown again). */
const refreshEveryMs = 60_000;

export default function AdminMyDay() {
  const day = useLoaderData<typeof loader>();
  useRefreshWhileVisible(refreshEveryMs);
  const now = new Date(day.now);
  const whose = day.own ? "your" : `${day.subject.name}'s`;
  const today = ukWallClock(now).date;
  return (
    <>
      <AdminPageTitle
        actions={
          day.isAdmin ? (
            <FilterForm>
              <FilterSelect
                id="whose-day"
                name="user"
                label="Whose day"
                defaultValue={day.subject.id}
              >
                <NamedOptions items={day.brokers} />
              </FilterSelect>
            </FilterForm>
          ) : null
        }
      >
        {day.title}
      </AdminPageTitle>

      <div className="grid gap-6 lg:grid-cols-2">
        <DaySection
          title="Tasks and call-backs due"
          limit={day.limit}
          list={day.tasks}
          empty={`Nothing due today on ${whose} list.`}
          render={(task) => {
            const overdue = new Date(task.dueAt) < now;
            return (
              <>
                <p className="text-ink">
                  <LeadLink item={task} />: {task.body}
                </p>
                <p
                  className={
                    overdue
                      ? "inline-flex items-center gap-1 text-sm font-semibold text-danger-700"
                      : "text-sm text-muted"
                  }
                >
                  {overdue ? <AlertTriangle className="size-4" aria-hidden="true" /> : null}
                  {overdue ? "Overdue: was due" : "Due"} {formatDateTime(task.dueAt)}
                </p>
              </>
            );
          }}
        />
        <div className="space-y-6">
          <DaySection
            title={
              day.own
                ? "New leads of yours not yet contacted"
                : "New leads of theirs not yet contacted"
            }
            limit={day.limit}
            list={day.uncontactedMine}
            empty="None waiting."
            render={newLeadLine}
          />
          <DaySection
            title="New leads nobody has taken"
            limit={day.limit}
            list={day.uncontactedUnassigned}
            empty="None waiting."
            render={newLeadLine}
          />
        </div>
        <DaySection
          title={
            day.awaitingDocumentsDays
              ? `Awaiting documents over ${day.awaitingDocumentsDays} days`
              : "Awaiting documents"
          }
          limit={day.limit}
          list={day.awaitingDocuments}
          empty="No lead is waiting that long."
          render={(lead) => (
            <>
              <LeadLink item={lead} />
              <p className="text-sm text-muted">
                Waiting since {formatDateTime(lead.waitingSince)}
              </p>
            </>
          )}
        />
        <DaySection
          title="Offers about to expire"
          limit={day.limit}
          list={day.expiringOffers}
          empty="No offer runs out in the next 7 days."
          render={(offer) => (
            <>
              <LeadLink item={offer} />
              <p className="text-sm text-muted">
                {offer.lender}
                {offer.amountOfferedPence !== null
                  ? `, ${formatPence(offer.amountOfferedPence)}`
                  : ""}
                : {offer.expiresOn < today ? "expired" : "expires"} on {offer.expiresOn}
              </p>
            </>
          )}
        />
        {day.overdueCommission ? (
          <DaySection
            title="Commission overdue"
            limit={day.limit}
            list={day.overdueCommission}
            empty="No lender is late paying commission."
            render={(deal) => (
              <>
                <LeadLink item={deal} />
                <p className="text-sm text-muted">
                  {deal.lender}, {formatPence(deal.outstandingPence)} outstanding: was due on{" "}
                  {deal.dueOn}
                </p>
              </>
            )}
          />
        ) : null}
      </div>
    </>
  );
}
