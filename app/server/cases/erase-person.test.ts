import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import {
  applicationDirectors,
  applications,
  auditLog,
  leads,
  outbox,
  people,
  trackingLinks,
} from "#app/server/db/schema.ts";
import {
  erasePerson,
  findPersonLeads,
  exportPerson,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { listInbox } from "#app/server/admin/inbox.server.ts";
import { issueTrackingLink } from "#app/server/tracking.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { addApplication } from "#tests/harness/leads.ts";

/** Erasing one of a case's people: the case and the others stay (issue 36, point 5). */
describe.each(testDatabaseKinds)("erasing one person of a case on %s", (kind) => {
  const database = useTestDatabase(kind);

  function deps(db: Database): DataProtectionDeps & { forgotten: string[] } {
    const forgotten: string[] = [];
    return {
      db,
      logger: createLogger("silent"),
      forgotten,
      async deleteDocument() {},
      async forgetMail(outboxId) {
        forgotten.push(outboxId);
      },
    };
  }

  /** Everything the case still holds, as one text to look for a person's traces in. */
  async function caseText(db: Database, leadId: string) {
    const rows = await Promise.all([
      db.select().from(leads).where(eq(leads.id, leadId)),
      db.select().from(applications).where(eq(applications.leadId, leadId)),
      db.select().from(applicationDirectors).where(eq(applicationDirectors.leadId, leadId)),
      db.select().from(outbox).where(eq(outbox.leadId, leadId)),
      db.select().from(people),
      db.select().from(auditLog),
    ]);
    return JSON.stringify(rows).toLowerCase();
  }

  it("takes a second director out of the case, keeping the case and the first director", async () => {
    const { db } = database();
    const { leadId } = await addApplication(db);
    // The data-protection page says the case stays for the others before anything is erased.
    expect(await findPersonLeads(db, { email: "bob@example.co.uk" })).toMatchObject([
      { id: leadId, othersStay: true },
    ]);
    const recorder = deps(db);
    await erasePerson(recorder, { email: "BOB@example.co.uk" });

    const text = await caseText(db, leadId);
    expect(text).not.toContain("bob");
    expect(text).not.toContain("7700900124");
    expect(text).not.toContain("07700 900124");
    expect(text).toContain("ann@example.co.uk");
    const [kept] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(kept).toMatchObject({ fullName: "Ann Lee", email: "ann@example.co.uk" });
    const directors = await db.select().from(applicationDirectors);
    expect(directors.map((director) => director.firstName)).toEqual(["Ann"]);
    // The brokers' notification of the application no longer names Bob; its mail file goes.
    expect(recorder.forgotten).toHaveLength(1);
    expect((await listInbox(db, { q: "bob" })).rows).toEqual([]);
    expect((await listInbox(db, { q: "Ann Lee" })).rows.map((row) => row.id)).toEqual([leadId]);
  });

  it("takes out the applicant, leaving the case to the other director and ending the links", async () => {
    const { db } = database();
    const { leadId } = await addApplication(db);
    await issueTrackingLink(db, leadId);
    await erasePerson(deps(db), { phone: "+44 7700 900123" });

    const text = await caseText(db, leadId);
    expect(text).not.toContain("ann");
    expect(text).not.toContain("7700900123");
    const [kept] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(kept).toMatchObject({ fullName: "Bob Lee", email: "bob@example.co.uk" });
    expect(await db.select().from(trackingLinks).where(eq(trackingLinks.leadId, leadId))).toEqual(
      [],
    );
    expect((await db.select().from(people)).map((person) => person.fullName)).toEqual(["Bob Lee"]);
  });

  it("exports every case the person is in, with what they are in each", async () => {
    const { db } = database();
    const { leadId } = await addApplication(db);
    const bob = await exportPerson(db, { email: "bob@example.co.uk" });
    expect(bob.leads.map((entry) => [entry.lead.id, entry.roles])).toEqual([
      [leadId, ["director"]],
    ]);
    const ann = await exportPerson(db, { email: "ann@example.co.uk" });
    expect(ann.leads.map((entry) => entry.roles)).toEqual([["applicant", "director"]]);
    expect(ann.leads[0]!.submissions.applications).toHaveLength(1);
  });
});
