import type { Route } from "./+types/admin-export";
import { servicesContext } from "#app/context.server.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  adminResponseHeaders,
  adminHeadersMiddleware,
  clientIp,
} from "#app/server/admin/http.server.ts";
import { exportInboxCsv, parseInboxFilters } from "#app/server/admin/inbox.server.ts";

export const middleware = [adminHeadersMiddleware];

/** The filtered inbox as CSV, streamed page by page; each export is in the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, logger } = context.get(servicesContext);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const body = await exportInboxCsv(
    db,
    filters,
    { userId: user.id, ip: clientIp(context) },
    logger,
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
