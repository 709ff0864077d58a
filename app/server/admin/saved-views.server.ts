import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { savedViews } from "#app/server/db/schema.ts";
import { inboxParams, openStatuses } from "#app/schemas/admin-inbox.ts";
import { readInboxFilters } from "#app/server/admin/inbox.server.ts";

/**
 * Views of the inbox: three built in ("My leads", "New today", "Awaiting documents") and the
 * ones each broker saves, a name and the inbox's query. A saved query is checked again by the
 * filter schema whenever it is used (it is only ever a link back to the inbox), so one saved
 * before a filter changed can show less, never something it should not.
 */

export type InboxView = {
  /** Set for a saved view (it can be removed); built-in views have none. */
  id?: string;
  name: string;
  /** The inbox's query for it, without the "?". */
  query: string;
};

/** A query as the inbox writes it: only known filters with good values, in one order. */
export function tidyInboxQuery(query: string, me?: string): string {
  return inboxParams(readInboxFilters(new URLSearchParams(query), me).filters).toString();
}

/** The views every broker has. "New today" is today's in UTC, as the day filters are. */
export function builtInViews(now: Date): InboxView[] {
  const today = now.toISOString().slice(0, 10);
  return [
    {
      name: "My leads",
      query: inboxParams({ assigned: "me", status: [...openStatuses] }).toString(),
    },
    { name: "New today", query: inboxParams({ from: today }).toString() },
    {
      name: "Awaiting documents",
      query: inboxParams({ status: ["awaiting_documents"] }).toString(),
    },
  ];
}

/** The user's saved views, by name. */
export async function listSavedViews(db: Database, userId: string): Promise<InboxView[]> {
  const rows = await db
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(asc(savedViews.name));
  return rows.map((row) => ({ ...row, query: tidyInboxQuery(row.query) }));
}

/** The most views one user keeps: enough for any way of working, short enough to scan. */
export const SAVED_VIEW_LIMIT = 30;

export type SaveViewResult = "saved" | "duplicate" | "too-many";

/**
 * Saves the query (tidied, so only good filters are kept) under the name, unless the user
 * already has a view of that name (names are unique per user, ignoring case).
 */
export async function saveView(
  db: Database,
  userId: string,
  view: { name: string; query: string },
): Promise<SaveViewResult> {
  const mine = await db
    .select({ name: savedViews.name })
    .from(savedViews)
    .where(eq(savedViews.userId, userId));
  const name = view.name.trim();
  const reserved = builtInViews(new Date()).map((builtIn) => builtIn.name);
  const taken = [...mine.map((row) => row.name), ...reserved];
  if (taken.some((other) => other.toLowerCase() === name.toLowerCase())) return "duplicate";
  if (mine.length >= SAVED_VIEW_LIMIT) return "too-many";
  const inserted = await db
    .insert(savedViews)
    .values({ userId, name, query: tidyInboxQuery(view.query) })
    .onConflictDoNothing()
    .returning({ id: savedViews.id });
  return inserted.length ? "saved" : "duplicate";
}

/** Removes one of the user's views (never another user's); false when it was not there. */
export async function removeView(db: Database, userId: string, viewId: string): Promise<boolean> {
  const removed = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, viewId), eq(savedViews.userId, userId)))
    .returning({ name: savedViews.name });
  return removed.length > 0;
}
