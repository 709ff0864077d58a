import { beforeEach, describe, expect, test } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { Services } from "#app/context.server.ts";
import type { DatabaseHandle } from "#app/server/db/client.server.ts";
import { applicationDirectors, applications, outbox } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createTestServices } from "#tests/harness/services.ts";
import { verifyUploadToken } from "#app/server/leads.server.ts";
import { formRateLimits } from "#app/server/rate-limit.server.ts";
import { postApplication } from "#tests/harness/application-post.ts";

describe.each(testDatabaseKinds)("the application action on %s", (kind) => {
  // One database for the file, emptied before each test (starting one costs far more).
  const testDatabase = useTestDatabase(kind);
  let database: DatabaseHandle;
  let services: Services;
  let woken = 0;
  beforeEach(() => {
    database = testDatabase();
    woken = 0;
    services = createTestServices({ db: database.db, onNotifyOutbox: () => void woken++ });
  });

  const submit = (clientAddress: string) => postApplication(services, clientAddress);

  test("stores the application with every director and its broker notification", async () => {
    const { body } = await submit("203.0.113.1");
    if (body.status !== "submitted") throw new Error(`expected submitted, got ${body.status}`);

    const { db } = database;
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.applicationId, body.applicationId));
    expect(row).toMatchObject({ companyName: "Acme Widgets Ltd", loanAmount: 50_000 });
    const directors = await db
      .select()
      .from(applicationDirectors)
      .where(eq(applicationDirectors.leadId, row!.leadId))
      .orderBy(asc(applicationDirectors.position));
    expect(directors).toMatchObject([
      { firstName: "Ann", shareholderOver25: true, previousAddress: null, formId: "1" },
      {
        firstName: "Bob",
        addressUnder3Years: true,
        previousAddress: "9 Old Lane, Leeds",
        homeOwnership: "tenant",
        formId: "1732270000000",
      },
    ]);
    const notifications = await db.select().from(outbox).where(eq(outbox.leadId, row!.leadId));
    expect(notifications.map((mail) => mail.topic).sort()).toEqual([
      "applicant.acknowledgement",
      "application",
    ]);
    expect(woken).toBe(1);
    // The token handed to the visitor is the one that opens the application to documents.
    expect(await verifyUploadToken(db, body.applicationId, body.uploadToken)).not.toBeNull();
  });

  test("refuses an address that has sent too many, with nothing stored", async () => {
    const { limit } = formRateLimits.application;
    for (let i = 0; i < limit; i++) {
      expect((await submit("203.0.113.2")).body.status).toBe("submitted");
    }
    const refused = await submit("203.0.113.2");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "refused", reason: "rate-limited" });
    expect(await database.db.select().from(applications)).toHaveLength(limit);
    // Another address is not affected.
    expect((await submit("203.0.113.3")).body.status).toBe("submitted");
  });
});
