import { data } from "react-router";
import { servicesContext } from "#app/context.server.ts";
import { scopeExport } from "#app/server/admin/export-scope.server.ts";
import type { AdminPageRequest, DownloadRequest } from "#app/server/admin/page-request.server.ts";
import { inboxFilterMessages, inboxParams } from "#app/schemas/admin-inbox.ts";
import { clientIp, datedAttachment } from "#app/server/admin/http.server.ts";
import {
  countByStatus,
  decodeCursor,
  exportInboxCsv,
  listInbox,
  readInboxFilters,
  STATUS_COUNT_CAP,
} from "#app/server/admin/inbox.server.ts";
import { inboxAction } from "#app/server/admin/inbox-actions.server.ts";
import {
  builtInViews,
  listSavedViews,
  tidyInboxQuery,
} from "#app/server/admin/saved-views.server.ts";
import { listAssignableUsers } from "#app/server/admin/users.server.ts";

/**
 * The inbox as its link asks (filters, sort, the page after a cursor), with the counts by
 * status, the views to pick from (the one in use marked) and who leads can be given to.
 */
export async function loadInboxPage({ request, context, user }: AdminPageRequest) {
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  // A bad filter (a day that does not exist, a hand-edited link) is left out and said so.
  const { filters, problems } = readInboxFilters(params, user.id);
  const after = decodeCursor(params.get("after"), filters.sort);
  if (params.get("after") && !after) problems.push(inboxFilterMessages.after);
  const [page, brokers, counts, saved] = await Promise.all([
    listInbox(db, filters, { after }),
    listAssignableUsers(db),
    countByStatus(db, filters),
    listSavedViews(db, user.id),
  ]);
  const query = inboxParams(filters).toString();
  const pageQuery = after ? `${query ? `${query}&` : ""}after=${params.get("after")}` : query;
  const views = [...builtInViews(new Date()), ...saved].map((view) => ({
    ...view,
    current: tidyInboxQuery(view.query, user.id) === query,
  }));
  return {
    filters,
    problems,
    rows: page.rows,
    next: page.next,
    paged: Boolean(after),
    brokers,
    counts,
    countCap: STATUS_COUNT_CAP,
    views,
    query,
    pageQuery,
    me: user.id,
    role: user.role,
  };
}

/** The inbox's forms: "Assign to me", the bulk bar, and saving or removing a view. */
export async function inboxPageAction({ request, context, user }: AdminPageRequest) {
  const services = context.get(servicesContext);
  return inboxAction(request, {
    db: services.db,
    actor: { userId: user.id, ip: clientIp(context) },
    notifyOutbox: () => services.notifyOutbox(),
  });
}

/**
 * The filtered inbox as CSV, streamed page by page; each export is in the audit log with the
 * filters it ran with and the exporter's role and scope. A broker's export holds only their
 * own leads (export-scope.server.ts).
 */
export async function inboxExport({ request, context, actor }: DownloadRequest) {
  const { db, logger } = context.get(servicesContext);
  const { filters, problems } = readInboxFilters(new URL(request.url).searchParams, actor.userId);
  // Refused before the export is recorded: an export that cannot run is not one.
  if (problems.length > 0) {
    throw data(`Nothing was exported: ${problems.join(" ")}`, { status: 400 });
  }
  const { filters: scoped, scope } = scopeExport(actor, filters);
  const body = await exportInboxCsv(db, scoped, actor, logger, { role: actor.role, scope });
  return datedAttachment(body, {
    name: "leads",
    extension: "csv",
    contentType: "text/csv; charset=utf-8",
  });
}
