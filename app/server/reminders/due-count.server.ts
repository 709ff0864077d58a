import { and, count, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, leadTasks } from "#app/server/db/schema.ts";
import { DUE_COUNT_CAP } from "#app/lib/due-text.ts";
import { notYetContacted } from "#app/server/admin/my-day.server.ts";

/**
 * What the header says is due for a user: their open tasks due now or earlier, and the new
 * cases assigned to them that nobody has contacted yet. Each is read from its own partial
 * index (open tasks by owner, uncontacted new cases by broker) and counted up to the cap.
 */
export async function dueCount(db: Database, userId: string, now: Date): Promise<number> {
  const capped = DUE_COUNT_CAP + 1;
  const tasks = db
    .select({ id: leadTasks.id })
    .from(leadTasks)
    .where(
      and(eq(leadTasks.ownerUserId, userId), isNull(leadTasks.doneAt), lte(leadTasks.dueAt, now)),
    )
    .limit(capped)
    .as("tasks");
  const cases = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.assignedUserId, userId), notYetContacted()))
    .limit(capped)
    .as("cases");
  const [[dueTasks], [newCases]] = await Promise.all([
    db.select({ n: count() }).from(tasks),
    db.select({ n: count() }).from(cases),
  ]);
  return Math.min(capped, (dueTasks?.n ?? 0) + (newCases?.n ?? 0));
}
