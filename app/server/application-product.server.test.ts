import { beforeEach, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { applications, leadEvents, leads, outbox } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import { createLogger } from "#app/server/logger.server.ts";
import {
  handleApplicationAction,
  type ApplicationBackend,
} from "#app/server/application-action.server.ts";
import { createApplication, createEnquiry } from "#app/server/leads.server.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { notificationContent } from "#app/server/mail/notification-content.server.ts";
import type { Notification } from "#app/server/notifications.server.ts";
import { addEnquiry } from "#tests/harness/leads.ts";
import { postedDirectors } from "#tests/harness/fixtures.ts";

/** A bridging application of £1,000,000 as a plain form post (no scripts) sends it. */
const bridgingPost: [string, string][] = [
  ["companyName", "Acme Property Ltd"],
  ["companyType", "limited_company"],
  ["companyNumber", "01234567"],
  ["tradingSinceMonth", "4"],
  ["tradingSinceYear", "2019"],
  ["tradingAddress", "1 High Street, Chester CH1 1AB"],
  ["product", "bridging-loans"],
  ["loanAmount", "1,000,000"],
  ["propertyValue", "1,600,000"],
  ["exitRoute", "refinance"],
  ["exitDetail", "A buy-to-let mortgage once the works are done"],
  ["turnover", "250,000"],
  ...postedDirectors,
  ["website_url", ""],
];

describe.each(testDatabaseKinds)("an application for a product on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  beforeEach(() => {
    database = testDatabase();
  });

  async function post(fields: [string, string][]) {
    const { db } = database;
    const backend: ApplicationBackend = {
      checkLimit: async () => ({ allowed: true, retryAfter: 0 }),
      checkDraftLimit: async () => ({ allowed: true, retryAfter: 0 }),
      saveDraft: async () => {},
      createApplication: (application) => createApplication(db, application),
    };
    return handleApplicationAction(
      new Request("http://localhost/application", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      { backend, logger: createLogger("silent"), clientAddress: "203.0.113.9" },
    );
  }

  test("a bridging loan of £1,000,000 is stored with its product, property and exit, and the case's facts", async () => {
    const { db } = database;
    const response = await post(bridgingPost);
    expect(response instanceof Response && response.headers.get("location")).toBe("/results");

    const [stored] = await db.select().from(applications);
    expect(stored).toMatchObject({
      loanAmount: 1_000_000,
      product: "bridging-loans",
      propertyValuePounds: 1_600_000,
      exitRoute: "refinance",
      exitDetail: "A buy-to-let mortgage once the works are done",
    });
    const [lead] = await db.select().from(leads).where(eq(leads.id, stored!.leadId));
    expect(lead).toMatchObject({
      loanAmount: 1_000_000,
      product: "bridging-loans",
      propertyValuePence: 160_000_000,
      exitRoute:
        "Refinance (a mortgage or longer-term loan): A buy-to-let mortgage once the works are done",
    });
    const [mail] = await db.select().from(outbox).where(eq(outbox.topic, "application"));
    expect(mail?.payload).toMatchObject({
      form: { product: "bridging-loans", loanAmount: 1_000_000, propertyValue: "1,600,000" },
    });
  });

  test("a case a broker gave a product keeps it; what it lacked is filled in and listed", async () => {
    const { db } = database;
    const { leadId } = await addEnquiry(db, { email: "ann@example.co.uk", phone: "07700 900123" });
    await db.update(leads).set({ product: "secured-business-loans" }).where(eq(leads.id, leadId));

    await post(bridgingPost);

    const [stored] = await db.select().from(applications);
    expect(stored?.leadId).toBe(leadId);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      product: "secured-business-loans",
      loanAmount: 1_000_000,
      propertyValuePence: 160_000_000,
    });
    const [joined] = await db.select().from(leadEvents).where(eq(leadEvents.type, "joined"));
    const changed = (joined?.detail as { changes: { field: string }[] }).changes;
    expect(changed.map((change) => change.field)).toEqual(
      expect.arrayContaining(["loanAmount", "propertyValuePence", "exitRoute"]),
    );
    expect(changed.map((change) => change.field)).not.toContain("product");
  });

  test("the general form refuses £1,000,000 and stores nothing", async () => {
    const { db } = database;
    const general = bridgingPost.filter(([name]) => name !== "product");
    const response = await post(general);
    expect(response).not.toBeInstanceOf(Response);
    expect(await db.select().from(applications)).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("a quick quote on a product's page on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);

  test("records the product on the case and tells the brokers", async () => {
    const { db } = testDatabase();
    const posted = enquirySchema.parse({
      email: "ann@example.co.uk",
      phone: "07700 900123",
      loanAmount: 75_000,
      product: "bridging-loans",
    });
    const { leadId } = await createEnquiry(db, posted, { source: "product-hero" });
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.product).toBe("bridging-loans");
    const [mail] = await db.select().from(outbox).where(eq(outbox.topic, "enquiry"));
    expect(mail?.payload).toMatchObject({ product: "bridging-loans" });
    expect(notificationContent(mail!.payload as Notification).sections[0]?.rows).toContainEqual([
      "Product",
      "Bridging Loans",
    ]);
  });

  test("an unknown product is ignored", () => {
    const posted = enquirySchema.parse({
      email: "ann@example.co.uk",
      phone: "07700 900123",
      loanAmount: 75_000,
      product: "moon-loans",
    });
    expect(posted.product).toBeUndefined();
  });
});
