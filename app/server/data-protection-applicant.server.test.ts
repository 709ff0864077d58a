import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  erasePerson,
  exportPerson,
  purgeExpiredLeads,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog, outbox, trackingLinks } from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { hashSecretToken } from "#app/server/secret-token.server.ts";
import { issueTrackingLink, TRACKING_LINK_DAYS } from "#app/server/tracking.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

/**
 * What data protection does with the applicant's secure links and the mail sent to them: the
 * export lists both (never a token or its hash), erasure takes both, and the retention purge
 * deletes links past their time.
 */

const DAY_MS = 86_400_000;

function deps(db: Database): DataProtectionDeps & { forgottenMail: string[] } {
  const forgottenMail: string[] = [];
  return {
    db,
    logger: createLogger("silent"),
    forgottenMail,
    async deleteDocument() {},
    async forgetMail(outboxId) {
      forgottenMail.push(outboxId);
    },
  };
}

describe.each(testDatabaseKinds)("applicants' links and mail on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("the export lists the person's links and the mail sent to them, never a token or its hash", async () => {
    const { db } = database();
    const { leadId } = await addApplication(db);
    const token = await issueTrackingLink(db, leadId);

    const exported = await exportPerson(db, { email: "ann@example.co.uk" });

    const [held] = exported.leads;
    expect(held?.trackingLinks).toHaveLength(1);
    const [link] = held!.trackingLinks;
    expect(Object.keys(link!).sort()).toEqual(["createdAt", "expiresAt", "lastUsedAt"]);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(TRACKING_LINK_DAYS * DAY_MS);
    expect(held?.applicantMails).toMatchObject([
      { topic: "applicant.acknowledgement", status: "pending" },
    ]);
    expect(held?.notifications.map((mail) => mail.topic)).toEqual(["application"]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(token);
    expect(text).not.toContain(hashSecretToken(token));
  });

  test("erasure takes the person's links and the mail to them, with its files", async () => {
    const { db } = database();
    const { leadId } = await addEnquiry(db);
    await issueTrackingLink(db, leadId);
    const mails = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.leadId, leadId));
    const recorder = deps(db);

    await erasePerson(recorder, { email: "jane@example.co.uk" });

    expect(await db.select().from(trackingLinks)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
    expect(recorder.forgottenMail.sort()).toEqual(mails.map((mail) => mail.id).sort());
  });

  test("the purge deletes links past their time, keeps live ones, and says how many in the audit log", async () => {
    const { db } = database();
    const now = new Date();
    const { leadId } = await addEnquiry(db);
    await issueTrackingLink(
      db,
      leadId,
      new Date(now.getTime() - (TRACKING_LINK_DAYS + 1) * DAY_MS),
    );
    await issueTrackingLink(
      db,
      leadId,
      new Date(now.getTime() - (TRACKING_LINK_DAYS + 5) * DAY_MS),
    );
    const live = await issueTrackingLink(db, leadId, now);

    const dryRun = await purgeExpiredLeads(deps(db), { now, dryRun: true });
    expect(dryRun.trackingLinks).toBe(2);
    expect(await db.select().from(trackingLinks)).toHaveLength(3);

    // Even the hourly purge, silent when it finds nothing, records links it removed.
    const result = await purgeExpiredLeads(deps(db), { now, trigger: { via: "schedule" } });

    expect(result).toMatchObject({ leads: 0, trackingLinks: 2 });
    const left = await db.select().from(trackingLinks);
    expect(left.map((link) => link.tokenHash)).toEqual([hashSecretToken(live)]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    expect(audited).toMatchObject([{ detail: { leads: 0, trackingLinks: 2, via: "schedule" } }]);
  });
});
