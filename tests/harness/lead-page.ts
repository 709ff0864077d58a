import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { leadEvents, leads } from "#app/server/db/schema.ts";
import { createApplication } from "#app/server/leads.server.ts";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import { adminContext, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";

/**
 * A broker signed in on a new application's page: `act` sends one of the page's forms through
 * its action and returns the answer (status, message, each field's first error).
 */
export async function onLeadPage(db: Database) {
  const broker = await makeUser(db, "broker");
  const cookie = await sessionCookieFor(db, broker.email);
  const context = adminContext(db);
  const { leadId } = await createApplication(db, sampleApplication());
  const act = async (fields: Record<string, string>) => {
    const result = (await leadRoute.action({
      request: post(`/admin/leads/${leadId}`, fields, { cookie }),
      context,
      params: { leadId },
    } as never)) as { data: AdminFormResult; init: ResponseInit | null };
    const errors = Object.fromEntries(
      Object.entries(result.data.result?.error ?? {}).map(([name, list]) => [name, list?.[0]]),
    );
    return { status: result.init?.status ?? 200, ...result.data, errors };
  };
  const eventsOf = (type: string) =>
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), sql`${leadEvents.type} = ${type}`));
  const lead = async () => (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
  return { db, broker, leadId, act, eventsOf, lead };
}
