import { beforeEach, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { createApplication } from "#app/server/leads.server.ts";
import { applications, leads } from "#app/server/db/schema.ts";
import { fitAnswersOf } from "#app/server/results.server.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";

/** Step 1's company answers, stored and carried to the case's deal facts (docs/decisions/0039). */
describe.each(testDatabaseKinds)("an application's company on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  beforeEach(() => {
    database = testDatabase();
  });

  test("its type, number and trading start are stored and become the case's facts", async () => {
    const { db } = database;
    const created = await createApplication(
      db,
      sampleApplication({
        companyNumber: "sc 12345",
        tradingSinceMonth: "4",
        tradingSinceYear: "2019",
      }),
    );
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.applicationId, created.applicationId));
    expect(application).toMatchObject({
      companyType: "limited_company",
      companyNumber: "SC012345",
      tradingSince: "2019-04",
    });
    const [lead] = await db.select().from(leads).where(eq(leads.id, created.leadId));
    expect(lead).toMatchObject({
      companyType: "limited_company",
      companyNumber: "SC012345",
      tradingSince: "2019-04",
    });
    // /results counts the months traded from the start given.
    const answers = await fitAnswersOf(db, created.applicationId, new Date("2026-11-15T12:00:00Z"));
    expect(answers?.tradingMonths).toBe(7 * 12 + 7);
  });

  test("facts a broker already set on the case stand when a later application joins it", async () => {
    const { db } = database;
    const first = await createApplication(db, sampleApplication());
    await db
      .update(leads)
      .set({ companyType: "llp", tradingSince: "2010-01" })
      .where(eq(leads.id, first.leadId));
    const second = await createApplication(
      db,
      sampleApplication({
        companyType: "partnership",
        companyNumber: "",
        tradingSinceMonth: "6",
        tradingSinceYear: "2022",
      }),
    );
    expect(second).toMatchObject({ leadId: first.leadId, joined: true });
    const [lead] = await db.select().from(leads).where(eq(leads.id, first.leadId));
    expect(lead).toMatchObject({ companyType: "llp", tradingSince: "2010-01" });
    // The application itself keeps what it said.
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.applicationId, second.applicationId));
    expect(application).toMatchObject({ companyType: "partnership", tradingSince: "2022-06" });
  });
});
