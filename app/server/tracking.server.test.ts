import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { leads, trackingLinks } from "#app/server/db/schema.ts";
import { createEnquiry } from "#app/server/leads.server.ts";
import {
  checkTrackingToken,
  extendTrackingLinks,
  issueTrackingLink,
  purgeExpiredTrackingLinks,
  TRACKING_LINK_DAYS,
} from "#app/server/tracking.server.ts";
import { hashSecretToken } from "#app/server/secret-token.server.ts";
import { testDatabaseKinds, useTestDatabase, type TestDatabase } from "#tests/harness/database.ts";
import { sampleEnquiry } from "#tests/harness/fixtures.ts";

const day = 86_400_000;

describe.each(testDatabaseKinds)("tracking links on %s", (kind) => {
  const testDatabase = useTestDatabase(kind);
  let database: TestDatabase;
  let leadId: string;
  beforeEach(async () => {
    database = testDatabase();
    ({ leadId } = await createEnquiry(database.db, sampleEnquiry()));
  });

  test("a link opens its lead; only the token's hash is stored", async () => {
    const { db } = database;
    const token = await issueTrackingLink(db, leadId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await checkTrackingToken(db, token)).toEqual({ status: "valid", leadId });
    const rows = await db.select().from(trackingLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test("an altered, malformed or unknown token opens nothing", async () => {
    const { db } = database;
    const token = await issueTrackingLink(db, leadId);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await checkTrackingToken(db, altered)).toEqual({ status: "invalid" });
    expect(await checkTrackingToken(db, "short")).toEqual({ status: "invalid" });
    expect(await checkTrackingToken(db, `${token}x`)).toEqual({ status: "invalid" });
  });

  test(`a link expires ${TRACKING_LINK_DAYS} days after the last activity`, async () => {
    const { db } = database;
    const issued = new Date("2026-01-01T12:00:00Z");
    const token = await issueTrackingLink(db, leadId, issued);
    const justBefore = new Date(issued.getTime() + TRACKING_LINK_DAYS * day - 1000);
    expect((await checkTrackingToken(db, token, justBefore)).status).toBe("valid");
    // That visit was activity: the link runs for another 90 days from it.
    const later = new Date(justBefore.getTime() + (TRACKING_LINK_DAYS - 1) * day);
    expect((await checkTrackingToken(db, token, later)).status).toBe("valid");
    const tooLate = new Date(later.getTime() + TRACKING_LINK_DAYS * day + 1000);
    expect(await checkTrackingToken(db, token, tooLate)).toEqual({ status: "expired" });
  });

  test("activity on the lead extends its live links, never a dead one", async () => {
    const { db } = database;
    const issued = new Date("2026-01-01T12:00:00Z");
    const live = await issueTrackingLink(db, leadId, issued);
    const dead = await issueTrackingLink(db, leadId, new Date(issued.getTime() - 200 * day));
    const activity = new Date(issued.getTime() + 60 * day);
    await extendTrackingLinks(db, leadId, activity);
    const check = new Date(issued.getTime() + 140 * day);
    expect((await checkTrackingToken(db, live, check)).status).toBe("valid");
    expect((await checkTrackingToken(db, dead, check)).status).toBe("expired");
  });

  test("the purge removes expired links, and erasing a lead takes its links along", async () => {
    const { db } = database;
    const now = new Date("2026-06-01T00:00:00Z");
    await issueTrackingLink(db, leadId, new Date(now.getTime() - 91 * day));
    const kept = await issueTrackingLink(db, leadId, now);
    expect(await purgeExpiredTrackingLinks(db, now)).toBe(1);
    expect((await checkTrackingToken(db, kept, now)).status).toBe("valid");
    await db.delete(leads).where(eq(leads.id, leadId));
    expect(await db.select().from(trackingLinks)).toEqual([]);
    expect(await checkTrackingToken(db, kept, now)).toEqual({ status: "invalid" });
  });
});
