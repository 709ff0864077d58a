import { servicesContext } from "#app/context.server.ts";
import type { AdminPageRequest } from "#app/server/admin/page-request.server.ts";
import { isUuid } from "#app/schemas/fields.ts";
import { commissionDeals, ukToday } from "#app/server/admin/commission.server.ts";
import { MY_DAY_COUNT_CAP, MY_DAY_LIMIT, myDay } from "#app/server/admin/my-day.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";
import { taskVersion } from "#app/server/admin/lead/work.server.ts";
import { noticeInAddress, taskNotice } from "#app/server/admin/my-day-tasks.server.ts";

/**
 * What the signed-in broker is to do today, or (for an admin, with `?user=`) any broker's day;
 * for anyone else that choice is not offered and is ignored.
 */
export async function loadMyDayPage({ request, context, user }: AdminPageRequest) {
  const { db, env } = context.get(servicesContext);
  const isAdmin = user.role === "admin";
  const brokers = isAdmin ? await listAssignableUsers(db) : [];
  const asked = new URL(request.url).searchParams.get("user");
  const whose =
    isAdmin && isUuid(asked) ? (brokers.find((broker) => broker.id === asked) ?? null) : null;
  const subject = whose ?? { id: user.id, name: user.name };
  const now = new Date();
  const day = await myDay(db, subject.id, now, {
    awaitingDocumentsDays: env.AWAITING_DOCUMENTS_DAYS,
  });
  const own = subject.id === user.id;
  // Each task as shown, so a change saved from this page after a colleague's is refused.
  const tasks = {
    ...day.tasks,
    items: day.tasks.items.map((task) => ({
      ...task,
      version: taskVersion({ ...task, doneAt: null }),
    })),
  };
  // What a task form sent without scripts did, said once the browser is back here.
  const said = noticeInAddress(new URL(request.url));
  const notice = said ? await taskNotice(db, said.notice, said.taskId) : null;
  // Commission is the admins' to chase: on their own day, the deals whose commission is late.
  const overdue =
    isAdmin && own
      ? await commissionDeals(db, { overdueOn: ukToday(now), limit: MY_DAY_COUNT_CAP + 1 })
      : null;
  return {
    ...day,
    tasks,
    notice,
    overdueCommission: overdue
      ? { count: overdue.length, cap: MY_DAY_COUNT_CAP, items: overdue.slice(0, MY_DAY_LIMIT) }
      : null,
    now,
    isAdmin,
    brokers,
    subject,
    own,
    limit: MY_DAY_LIMIT,
    title: own ? "My day" : `${subject.name}'s day`,
  };
}
