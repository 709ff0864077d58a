import type { Route } from "./+types/admin-export";
import { servicesContext } from "#app/context.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { requireUser } from "#app/server/admin/auth.server.ts";
import {
  adminResponseHeaders,
  adminHeadersMiddleware,
  clientIp,
} from "#app/server/admin/http.server.ts";
import {
  allInboxRows,
  csvHeader,
  csvRow,
  inboxCsvRow,
  parseInboxFilters,
} from "#app/server/admin/inbox.server.ts";

export const middleware = [adminHeadersMiddleware];

/** The filtered inbox as CSV, streamed page by page; each export is in the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, logger } = context.get(servicesContext);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  // Recorded before the first byte: an export cut short still counts as one.
  await audit(db, {
    actorUserId: user.id,
    action: "inbox.export",
    targetType: "inbox",
    detail: { filters },
    ip: clientIp(context),
  });
  const encoder = new TextEncoder();
  const rows = allInboxRows(db, filters);
  let count = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheets read the pound sign as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(csvHeader)}`));
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) {
          controller.close();
          logger.info({ userId: user.id, rows: count }, "inbox exported");
          return;
        }
        count++;
        controller.enqueue(encoder.encode(inboxCsvRow(next.value)));
      } catch (error) {
        logger.error({ err: error }, "inbox export failed");
        controller.error(error);
      }
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...adminResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
