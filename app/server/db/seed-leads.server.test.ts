import { count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import * as schema from "#app/server/db/schema.ts";
import { seedLeads } from "#app/server/db/seed-leads.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { listInbox } from "#app/server/admin/inbox.server.ts";

describe.each(testDatabaseKinds)("seeding leads on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("adds the asked number of leads, each with the answers row of its kind", async () => {
    const { db } = database();
    const added = await seedLeads(db, { count: 700, batchSize: 300 });
    expect(added).toBe(700);

    const perKind = await db
      .select({ kind: schema.leads.kind, n: count() })
      .from(schema.leads)
      .groupBy(schema.leads.kind);
    expect(perKind.reduce((sum, row) => sum + row.n, 0)).toBe(700);
    const leadsOf = (k: schema.LeadKind) => perKind.find((row) => row.kind === k)?.n ?? 0;

    const answers = {
      enquiry: (await db.select({ n: count() }).from(schema.enquiries))[0]?.n,
      application: (await db.select({ n: count() }).from(schema.applications))[0]?.n,
      referral: (await db.select({ n: count() }).from(schema.referralPartners))[0]?.n,
      contact: (await db.select({ n: count() }).from(schema.contactMessages))[0]?.n,
    };
    for (const k of schema.LEAD_KINDS) expect(answers[k], k).toBe(leadsOf(k));
    // Two directors an application, each a person of its client.
    const directors = await db.select({ n: count() }).from(schema.applicationDirectors);
    expect(directors[0]?.n).toBe(2 * leadsOf("application"));
    const cases = await db
      .select({ n: count() })
      .from(schema.leads)
      .where(sql`${schema.leads.clientId} is not null`);
    expect(cases[0]?.n).toBe(700 - leadsOf("referral"));
  });

  test("seeded leads page and search like real ones", async () => {
    const { db } = database();
    await seedLeads(db, { count: 300 });
    const first = await listInbox(db, {}, { limit: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.next).not.toBeNull();
    const [sample] = await db
      .select({ email: schema.leads.email })
      .from(schema.leads)
      .where(eq(schema.leads.kind, "contact"))
      .limit(1);
    const found = await listInbox(db, { q: sample!.email! });
    expect(found.rows.map((lead) => lead.email)).toContain(sample!.email);
    // A second director is found by name, a company by its number.
    const [second] = await db
      .select({
        leadId: schema.applicationDirectors.leadId,
        firstName: schema.applicationDirectors.firstName,
        lastName: schema.applicationDirectors.lastName,
      })
      .from(schema.applicationDirectors)
      .where(eq(schema.applicationDirectors.position, 1))
      .limit(1);
    const byDirector = await listInbox(db, { q: `${second!.firstName} ${second!.lastName}` });
    expect(byDirector.rows.map((lead) => lead.id)).toContain(second!.leadId);
    const [numbered] = await db
      .select({ id: schema.leads.id, companyNumber: schema.leads.companyNumber })
      .from(schema.leads)
      .where(sql`${schema.leads.companyNumber} is not null`)
      .limit(1);
    const byNumber = await listInbox(db, { q: numbered!.companyNumber! });
    expect(byNumber.rows.map((lead) => lead.id)).toContain(numbered!.id);
    const [future] = await db
      .select({ n: count() })
      .from(schema.leads)
      .where(sql`${schema.leads.createdAt} > now()`);
    expect(future?.n).toBe(0);
  });
});
