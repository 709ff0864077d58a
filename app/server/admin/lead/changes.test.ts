import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { formatDateTime } from "#app/lib/dates.ts";
import { leadEvents, leads } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { adminContext, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { postToLead } from "#tests/harness/lead-page.ts";
import { addApplication } from "#tests/harness/leads.ts";

/**
 * A save made from an older version of a lead is refused with the changes made since the
 * version the broker saw: those after it, not the one that made it.
 */
describe.each(testDatabaseKinds)("a stale save on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("lists only the changes made after the version the broker saw", async () => {
    const { db } = database();
    const context = adminContext(db);
    const signedIn = async (email: string, name: string) => {
      const user = await makeUser(db, "broker", email, name);
      return { ...user, cookie: await sessionCookieFor(db, email) };
    };
    const ben = await signedIn("ben@example.co.uk", "Ben Broker");
    const cara = await signedIn("cara@example.co.uk", "Cara Colleague");
    const ann = await signedIn("ann@example.co.uk", "Ann Archer");
    const { leadId } = await addApplication(db);
    const version = async () =>
      (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.version;

    // Ben makes version 2; Ann opens the lead then.
    const first = await postToLead(context, ben.cookie, leadId, {
      intent: "status",
      status: "contacted",
      version: "1",
    });
    expect(first).toMatchObject({ httpStatus: 200, status: "success" });
    expect(await version()).toBe(2);
    const seen = "2";
    // Cara makes version 3 while Ann's page is open.
    const second = await postToLead(context, cara.cookie, leadId, {
      intent: "status",
      status: "awaiting_documents",
      version: seen,
    });
    expect(second).toMatchObject({ httpStatus: 200, status: "success" });
    expect(await version()).toBe(3);
    const [caraChange] = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.version, 3)));

    const refused = await postToLead(context, ann.cookie, leadId, {
      intent: "status",
      status: "submitted_to_lenders",
      version: seen,
    });
    expect(refused).toMatchObject({ httpStatus: 409, status: "error" });
    // Ben's change made the version Ann saw: she is told only of Cara's.
    expect(refused.message).toBe(
      "Not saved: this lead changed after you opened it. " +
        "Cara Colleague changed the status from Contacted to Awaiting documents " +
        `(${formatDateTime(caraChange!.createdAt)}). ` +
        "Your entry is kept below: check it against the lead as it is now, and save again if it still stands.",
    );
    expect(refused.message).not.toContain("Ben Broker");
    expect(refused.result?.initialValue).toMatchObject({ status: "submitted_to_lenders" });
    const lead = (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
    expect([lead.status, lead.version]).toEqual(["awaiting_documents", 3]);
  });
});
