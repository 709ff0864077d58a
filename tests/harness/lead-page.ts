import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { leadEvents, leads } from "#app/server/db/schema.ts";
import { createApplication } from "#app/server/leads.server.ts";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { adminContext, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";

export type LeadPageAnswer = AdminFormResult & {
  /** The response's HTTP status. */
  httpStatus: number;
  /** Each field's first message, from Conform's reply to the form. */
  errors: Record<string, string | undefined>;
};

/** One of a lead page's forms, posted as the broker's browser posts it, and the answer. */
export async function postToLead(
  context: ReturnType<typeof adminContext>,
  cookie: string,
  leadId: string,
  fields: Record<string, string>,
): Promise<LeadPageAnswer> {
  const result = (await callRoute(leadRoute.action, {
    request: post(`/admin/leads/${leadId}`, fields, { cookie }),
    context,
    params: { leadId },
  })) as { data: AdminFormResult; init: ResponseInit | null };
  const errors = Object.fromEntries(
    Object.entries(result.data.result?.error ?? {}).map(([name, list]) => [name, list?.[0]]),
  );
  return { httpStatus: result.init?.status ?? 200, ...result.data, errors };
}

/**
 * A broker signed in to the back office: `post` sends one of a lead page's forms as given;
 * `postAtCurrentVersion` adds the version the lead has now, as a page loaded just before would.
 */
export async function brokerOnLeadPages(db: Database) {
  const broker = await makeUser(db, "broker");
  const cookie = await sessionCookieFor(db, broker.email);
  const context = adminContext(db);
  const post = (leadId: string, fields: Record<string, string>) =>
    postToLead(context, cookie, leadId, fields);
  const postAtCurrentVersion = async (leadId: string, fields: Record<string, string>) => {
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    return post(leadId, { version: String(lead!.version), ...fields });
  };
  return { broker, post, postAtCurrentVersion };
}

/**
 * A broker signed in on a new application's page: `act` sends one of the page's forms through
 * its action and returns the answer (status, message, each field's first error).
 */
export async function onLeadPage(db: Database, application = sampleApplication()) {
  const { broker, post } = await brokerOnLeadPages(db);
  const { leadId } = await createApplication(db, application);
  const act = (fields: Record<string, string>) => post(leadId, fields);
  const eventsOf = (type: string) =>
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), sql`${leadEvents.type} = ${type}`));
  const lead = async () => (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
  return { db, broker, leadId, act, eventsOf, lead };
}

/** An admin signed in on the same lead: for the forms only an admin's answer changes (money). */
export async function asAdminOn(db: Database, leadId: string) {
  const admin = await makeUser(db, "admin");
  const cookie = await sessionCookieFor(db, admin.email);
  const context = adminContext(db);
  return {
    admin,
    cookie,
    act: (fields: Record<string, string>) => postToLead(context, cookie, leadId, fields),
  };
}
