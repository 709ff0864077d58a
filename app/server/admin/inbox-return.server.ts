import { adminPaths } from "#app/paths.ts";
import { inboxParams } from "#app/schemas/admin-inbox.ts";
import { decodeCursor, readInboxFilters } from "#app/server/admin/inbox.server.ts";

/**
 * "Back to the inbox" from a lead: the inbox's query travels in the lead's link as `back`, so
 * the broker returns to the same filters, sort and page, with or without JavaScript. It is
 * rebuilt from the filters it holds (each checked again, anything else dropped), so it can
 * only ever lead to the inbox.
 */
export function inboxReturnPath(back: string | null): string {
  if (!back || back.length > 2000) return adminPaths.inbox;
  const given = new URLSearchParams(back);
  const { filters } = readInboxFilters(given);
  const params = inboxParams(filters);
  const after = decodeCursor(given.get("after"), filters.sort);
  if (after) params.set("after", given.get("after")!);
  const query = params.toString();
  return query ? `${adminPaths.inbox}?${query}` : adminPaths.inbox;
}
