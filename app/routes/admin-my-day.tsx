import type { LeadKind } from "#app/schemas/value-lists.ts";
import { FilterForm, FilterSelect, NamedOptions } from "#app/components/admin/filter-form.tsx";
import { formatDay } from "#app/lib/dates.ts";
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-my-day";
import { adminMeta } from "#app/lib/meta.ts";
import { AdminPageTitle } from "#app/components/admin/admin-shell.tsx";
import { DaySection, LeadLink } from "#app/components/admin/day-section.tsx";
import { DayTasks } from "#app/components/admin/day-tasks.tsx";
import { formatDateTime, leadKindLabel } from "#app/components/admin/labels.ts";
import { revalidateOnConflict } from "#app/components/admin/revalidate-on-conflict.ts";
import { formatPence } from "#app/lib/pence.ts";
import { ukWallClock } from "#app/lib/uk-time.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import { loadMyDayPage } from "#app/server/admin/my-day-page.server.ts";
import { myDayTaskAction } from "#app/server/admin/my-day-tasks.server.ts";
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

/** A task's "Done", "Reschedule" or "Edit" (see my-day-tasks.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return myDayTaskAction({ request, context, user });
}

/** A change refused because someone else changed the task (409) shows the task as it is now. */
export const shouldRevalidate = revalidateOnConflict;

/** A new lead in a list: who, what kind and when it came in. */
function newLeadLine(lead: {
  leadId: string;
  name: string;
  kind: LeadKind;
  source: string | null;
  createdAt: Date | string;
}) {
  return (
    <>
      <LeadLink item={lead} />
      <p className="text-sm text-muted">
        {leadKindLabel(lead)}, received {formatDateTime(lead.createdAt)}
      </p>
    </>
  );
}

/** My day loads again this often while it is on screen (and when it is shown again). */
const refreshEveryMs = 60_000;

export default function AdminMyDay() {
  const day = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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

      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <DayTasks
          title="Tasks and call-backs due"
          limit={day.limit}
          list={day.tasks}
          empty={`Nothing due today on ${whose} list.`}
          now={now}
          isAdmin={day.isAdmin}
          brokers={day.brokers}
          notice={day.notice}
          pageAnswer={answer}
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
                : {offer.expiresOn < today ? "expired" : "expires"} on {formatDay(offer.expiresOn)}
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
                  {formatDay(deal.dueOn)}
                </p>
              </>
            )}
          />
        ) : null}
      </div>
    </>
  );
}
