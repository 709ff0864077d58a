import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  ErasureReasonNeeded,
  countExpiredLeads,
  erasePerson,
  exportPerson,
  findPersonLeadIds,
  purgeExpiredLeads,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import * as schema from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { documentRemoval } from "#app/server/document-files.server.ts";
import { diskStorage, type DocumentStorage } from "#app/server/storage.server.ts";
import { issueTrackingLink } from "#app/server/tracking.server.ts";
import { commissionDeals, commissionTotals } from "#app/server/admin/commission.server.ts";
import { dashboard } from "#app/server/admin/dashboard.server.ts";
import { ukDatePlusDays } from "#app/lib/uk-time.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { asAdminOn, onLeadPage } from "#tests/harness/lead-page.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { sampleSoleApplication } from "#tests/harness/fixtures.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { addEnquiry } from "#tests/harness/leads.ts";

/**
 * Erasure of a person whose leads hold deals the firm must keep (funded, or with commission):
 * such a lead loses every personal detail and keeps its deal record, with the reason, until
 * its retention period ends; the person's other leads go as before. Introducers' and lenders'
 * contacts that are the person are exported and blanked.
 */

const reason = "Applicant's request of 3 Nov; deal records kept for 6 years";

function deps(db: Database, storage: DocumentStorage): DataProtectionDeps {
  return {
    db,
    logger: createLogger("silent"),
    ...documentRemoval(storage),
    async forgetMail() {},
  };
}

function yearsFrom(date: Date, years: number, days = 0): Date {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved;
}

describe.each(testDatabaseKinds)("kept deals on erasure on %s", (kind) => {
  const database = useTestDatabase(kind);

  /**
   * Ann's application, introduced by a partner, funded with a lender and half its commission
   * received, worked by a broker (a note, a call, a task, a secure link) and holding a stored
   * document; and a quick enquiry of hers that went nowhere.
   */
  async function annWithADeal(storageRoot: string) {
    // Ann is the application's one director: the case is hers alone.
    const page = await onLeadPage(database().db, sampleSoleApplication());
    const { db, leadId } = page;
    const act = async (fields: Record<string, string>) =>
      expect(await page.act(fields), fields.intent).toMatchObject({ status: "success" });
    const storage = diskStorage(storageRoot);
    await addLender(db, "Oak Finance", { commissionBasisPoints: 200 });
    const [introducer] = await db
      .insert(schema.introducers)
      .values({ name: "Elm Accountants", shareBasisPoints: 2000, code: "ELM1" })
      .returning({ id: schema.introducers.id });
    const [{ version } = { version: 0 }] = await db
      .select({ version: schema.leads.version })
      .from(schema.leads)
      .where(eq(schema.leads.id, leadId));
    await act({ intent: "introducer", version: String(version), introducerId: introducer!.id });
    await act({
      intent: "submission",
      formKey: crypto.randomUUID(),
      lender: "Oak Finance",
      sentOn: "2026-09-01",
      outcome: "funded",
      fundedAmount: "50,000",
      fundedOn: "2026-09-20",
      outcomeDetail: "Ann's husband guaranteed it",
    });
    const [submission] = await leadSubmissions(db, leadId);
    const admin = await asAdminOn(db, leadId);
    expect(
      await admin.act({
        intent: "commission-payment",
        formKey: crypto.randomUUID(),
        submissionId: submission!.id,
        amount: "500",
        receivedOn: "2026-10-01",
      }),
    ).toMatchObject({ status: "success" });
    await act({
      intent: "note",
      note: "Ann is moving house in May.",
      formKey: crypto.randomUUID(),
    });
    await act({ intent: "call", outcome: "answered", formKey: crypto.randomUUID() });
    await act({
      intent: "task",
      task: "Ask Ann about her second shop",
      owner: page.broker.id,
      dueDate: "2026-12-01",
      dueTime: "10:00",
      formKey: crypto.randomUUID(),
    });
    await issueTrackingLink(db, leadId);
    const [application] = await db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.leadId, leadId));
    const key = `${application!.applicationId}/bank_statements/1700000000000-march.pdf`;
    await storage.put(key, Buffer.from("%PDF-1.7 Ann's statement"));
    await db.insert(schema.uploadedDocuments).values({
      applicationId: application!.applicationId,
      fileName: "march.pdf",
      filePath: key,
      fileType: "application/pdf",
      documentCategory: "bank_statements",
      sizeBytes: 24,
      sha256: "0".repeat(64),
    });
    const enquiry = await addEnquiry(db, { email: "ann@example.co.uk" });
    return { ...page, storage, key, applicationId: application!.applicationId, enquiry };
  }

  /** The deal record as the firm keeps it: the lead's kept columns, submissions, payments. */
  async function dealRecord(db: Database, leadId: string) {
    const [lead] = await db
      .select({
        reference: schema.leads.reference,
        kind: schema.leads.kind,
        status: schema.leads.status,
        companyName: schema.leads.companyName,
        companyNumber: schema.leads.companyNumber,
        loanAmount: schema.leads.loanAmount,
        source: schema.leads.source,
        assignedUserId: schema.leads.assignedUserId,
        introducerId: schema.leads.introducerId,
        createdAt: schema.leads.createdAt,
        statusChangedAt: schema.leads.statusChangedAt,
      })
      .from(schema.leads)
      .where(eq(schema.leads.id, leadId));
    const submissions = (await leadSubmissions(db, leadId)).map((row) => ({
      ...row,
      outcomeDetail: undefined,
    }));
    const statusEvents = await db
      .select({
        from: schema.leadEvents.fromStatus,
        to: schema.leadEvents.toStatus,
        at: schema.leadEvents.createdAt,
      })
      .from(schema.leadEvents)
      .where(and(eq(schema.leadEvents.leadId, leadId), eq(schema.leadEvents.type, "status")))
      .orderBy(schema.leadEvents.createdAt);
    return { lead, submissions, statusEvents };
  }

  async function rowsFor(db: Database, leadId: string, applicationId: string) {
    const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    return {
      applications: await counted(
        db
          .select({ n: count() })
          .from(schema.applications)
          .where(eq(schema.applications.leadId, leadId)),
      ),
      directors: await counted(
        db
          .select({ n: count() })
          .from(schema.applicationDirectors)
          .where(eq(schema.applicationDirectors.leadId, leadId)),
      ),
      documents: await counted(
        db
          .select({ n: count() })
          .from(schema.uploadedDocuments)
          .where(eq(schema.uploadedDocuments.applicationId, applicationId)),
      ),
      tasks: await counted(
        db.select({ n: count() }).from(schema.leadTasks).where(eq(schema.leadTasks.leadId, leadId)),
      ),
      mail: await counted(
        db.select({ n: count() }).from(schema.outbox).where(eq(schema.outbox.leadId, leadId)),
      ),
      links: await counted(
        db
          .select({ n: count() })
          .from(schema.trackingLinks)
          .where(eq(schema.trackingLinks.leadId, leadId)),
      ),
    };
  }

  test("erasing a person with a funded lead erases nothing without a reason", async () => {
    const root = await mkdtemp(join(tmpdir(), "kept-deal-"));
    try {
      const ann = await annWithADeal(root);
      const { db } = ann;
      const before = await rowsFor(db, ann.leadId, ann.applicationId);
      expect(before).toMatchObject({
        applications: 1,
        directors: 1,
        documents: 1,
        tasks: 1,
        links: 1,
      });
      expect(before.mail).toBeGreaterThan(0);

      await expect(
        erasePerson(deps(db, ann.storage), { email: "ann@example.co.uk" }),
      ).rejects.toThrow(ErasureReasonNeeded);
      await expect(
        erasePerson(deps(db, ann.storage), { email: "ann@example.co.uk" }, undefined, {
          reason: "   ",
        }),
      ).rejects.toMatchObject({ leadIds: [ann.leadId] });

      expect(await rowsFor(db, ann.leadId, ann.applicationId)).toEqual(before);
      expect((await findPersonLeadIds(db, { email: "ann@example.co.uk" })).sort()).toEqual(
        [ann.leadId, ann.enquiry.leadId].sort(),
      );
      expect(await ann.storage.exists(ann.key)).toBe(true);
      const erasures = await db
        .select()
        .from(schema.auditLog)
        .where(inArray(schema.auditLog.action, ["person.erase", "person.erase_failed"]));
      expect(erasures).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("with a reason, the deal's personal details go, its record and money stay, and the other lead goes", async () => {
    const root = await mkdtemp(join(tmpdir(), "kept-deal-"));
    try {
      const ann = await annWithADeal(root);
      const { db } = ann;
      const admin = await makeUser(db, "admin");
      const record = await dealRecord(db, ann.leadId);
      const report = commissionTotals(await commissionDeals(db));
      // The dashboard's line for the lender: the deal's money (the other lead went nowhere).
      const oakOnDashboard = async () =>
        (
          await dashboard(db, {
            from: ukDatePlusDays(new Date(), -1),
            to: ukDatePlusDays(new Date(), 1),
            breakdown: "lender",
          })
        ).rows.find((row) => JSON.stringify(row).includes("Oak Finance"));
      const dashboardBefore = await oakOnDashboard();
      expect(dashboardBefore).toBeDefined();
      const lastActivity = (await ann.lead()).updatedAt;

      const erased = await erasePerson(
        deps(db, ann.storage),
        { email: "ann@example.co.uk" },
        { userId: admin.id, ip: "203.0.113.7" },
        { reason },
      );

      expect(erased).toMatchObject({ leads: 1, anonymised: 1, documents: 1 });
      // The other lead is deleted as before.
      expect(
        await db.select().from(schema.leads).where(eq(schema.leads.id, ann.enquiry.leadId)),
      ).toEqual([]);
      // The deal's personal details, answers, documents and stored file are gone.
      const lead = await ann.lead();
      expect(lead).toMatchObject({
        fullName: null,
        email: null,
        phone: null,
        companyProfile: null,
        erasedByUserId: admin.id,
        erasureReason: reason,
      });
      expect(lead.erasedAt).toBeInstanceOf(Date);
      // The clock: its last activity before erasure (later than its funding day).
      expect(lead.retainedFrom?.getTime()).toBe(lastActivity.getTime());
      expect(await rowsFor(db, ann.leadId, ann.applicationId)).toEqual({
        applications: 0,
        directors: 0,
        documents: 0,
        tasks: 0,
        mail: 0,
        links: 0,
      });
      expect(await ann.storage.exists(ann.key)).toBe(false);
      expect(await ann.storage.list(ann.applicationId)).toEqual([]);
      const events = await db
        .select()
        .from(schema.leadEvents)
        .where(eq(schema.leadEvents.leadId, ann.leadId));
      expect([...new Set(events.map((event) => event.type))].sort()).toEqual(
        ["commission", "introducer", "status", "submission"].sort(),
      );
      expect(JSON.stringify(events)).not.toMatch(/Ann|moving house|husband/);
      const [submission] = await leadSubmissions(db, ann.leadId);
      expect(submission?.outcomeDetail).toBeNull();

      // The deal, its submissions, payments and status history, and the report, are unchanged.
      expect(await dealRecord(db, ann.leadId)).toEqual(record);
      expect(commissionTotals(await commissionDeals(db))).toEqual(report);
      expect(await oakOnDashboard()).toEqual(dashboardBefore);
      expect(report).toMatchObject({ deals: 1, fundedPence: 5_000_000, receivedPence: 50_000 });

      // A person search never finds it again; the export holds nothing of Ann.
      expect(await findPersonLeadIds(db, { email: "ann@example.co.uk" })).toEqual([]);
      expect(await findPersonLeadIds(db, { phone: "07700 900123" })).toEqual([]);
      expect((await exportPerson(db, { email: "ann@example.co.uk" })).leads).toEqual([]);

      // The audit log: the reason, the leads by id, and nothing of the person.
      const [entry] = await db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "person.erase"));
      expect(entry).toMatchObject({
        actorUserId: admin.id,
        detail: {
          reason,
          leadIds: [ann.enquiry.leadId],
          anonymisedLeadIds: [ann.leadId],
          anonymised: 1,
        },
      });
      const trail = JSON.stringify(
        await db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, ann.leadId)),
      );
      expect(trail).not.toMatch(/ann@example|Ann Lee|moving house/);
      expect(JSON.stringify(entry)).not.toContain("ann@example.co.uk");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("the purge removes a kept deal 6 years after its last activity before erasure, whatever happens since", async () => {
    const root = await mkdtemp(join(tmpdir(), "kept-deal-"));
    try {
      const ann = await annWithADeal(root);
      const { db } = ann;
      await erasePerson(deps(db, ann.storage), { email: "ann@example.co.uk" }, undefined, {
        reason,
      });
      const retainedFrom = (await ann.lead()).retainedFrom!;
      // Activity after erasure (a late payment, a status) moves the inbox, not the clock.
      await db
        .update(schema.leads)
        .set({ updatedAt: yearsFrom(retainedFrom, 5) })
        .where(eq(schema.leads.id, ann.leadId));

      const early = yearsFrom(retainedFrom, 6, -1);
      expect(await countExpiredLeads(db, early)).toBe(0);
      expect((await purgeExpiredLeads(deps(db, ann.storage), { now: early })).leads).toBe(0);

      const late = yearsFrom(retainedFrom, 6, 1);
      expect(await countExpiredLeads(db, late)).toBe(1);
      const purged = await purgeExpiredLeads(deps(db, ann.storage), { now: late });
      expect(purged.leadIds).toEqual([ann.leadId]);
      expect(await db.select().from(schema.lenderSubmissions)).toEqual([]);
      expect(await db.select().from(schema.commissionPayments)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("a deal is kept 6 years from its funding day when that is later than its last activity, and commission alone makes a deal", async () => {
    const { db } = database();
    const now = new Date("2032-06-01T12:00:00Z");
    const lenderId = await addLender(db, "Elm Capital");
    const deal = async (fundedOn: string | null, paid: boolean, updatedAt: Date) => {
      const { leadId } = await addEnquiry(db);
      await db
        .update(schema.leads)
        .set({ status: "declined", updatedAt })
        .where(eq(schema.leads.id, leadId));
      const [submission] = await db
        .insert(schema.lenderSubmissions)
        .values({
          leadId,
          lenderId,
          sentOn: "2025-01-01",
          outcome: fundedOn ? "funded" : "offered",
          fundedAmountPence: fundedOn ? 1_000_000 : null,
          fundedOn,
        })
        .returning();
      if (paid) {
        await db
          .insert(schema.commissionPayments)
          .values({ submissionId: submission!.id, amountPence: 100, receivedOn: "2025-02-01" });
      }
      return leadId;
    };
    // Untouched for 7 years, but funded 5 years ago (its funding day entered late).
    const fundedLater = await deal("2027-03-01", false, new Date("2025-05-01T00:00:00Z"));
    // Declined, with commission recorded, 4 years ago: a deal kept 6 years.
    const paid = await deal(null, true, new Date("2028-05-01T00:00:00Z"));
    // Funded 7 years ago and untouched since: past its retention.
    const old = await deal("2025-04-01", false, new Date("2025-05-01T00:00:00Z"));

    const result = await purgeExpiredLeads(
      { db, logger: createLogger("silent"), async deleteDocument() {}, async forgetMail() {} },
      { now, dryRun: true },
    );
    expect(result.leadIds).toEqual([old]);
    expect(await countExpiredLeads(db, now)).toBe(1);
    expect(result.leadIds).not.toContain(fundedLater);
    expect(result.leadIds).not.toContain(paid);
  });

  test("introducers' and lenders' contacts that are the person are exported and blanked, the records and their history kept", async () => {
    const { db } = database();
    const admin = await makeUser(db, "admin");
    const [introducer] = await db
      .insert(schema.introducers)
      .values({
        name: "Lee Accountants",
        contactName: "Ann Lee",
        email: "Ann@Example.co.uk",
        phone: "01632 960001",
        shareBasisPoints: 2500,
        code: "LEEACC",
      })
      .returning();
    const lenderId = await addLender(db, "Oak Finance", {
      contactName: "Ann Lee",
      contactEmail: "ann.lee@oak.example",
      contactPhone: "07700 900123",
    });
    // A change on the panel, as the lender page records it: the terms before and after.
    const contact = {
      contactName: "Ann Lee",
      contactEmail: "ann.lee@oak.example",
      contactPhone: "07700 900123",
    };
    await audit(db, {
      actorUserId: admin.id,
      action: "lender.update",
      targetType: "lender",
      targetId: lenderId,
      detail: {
        before: { name: "Oak Finance", commissionBasisPoints: 150, ...contact },
        after: { name: "Oak Finance", commissionBasisPoints: 200, ...contact },
        dealsPriced: 0,
      },
    });
    const stranger = await addLender(db, "Ash Bank", { contactEmail: "someone@ash.example" });

    const exported = await exportPerson(db, { email: "ann@example.co.uk", phone: "+447700900123" });
    expect(exported.introducerContacts).toEqual([
      {
        id: introducer!.id,
        name: "Lee Accountants",
        contactName: "Ann Lee",
        email: "Ann@Example.co.uk",
        phone: "01632 960001",
      },
    ]);
    expect(exported.lenderContacts).toMatchObject([
      { id: lenderId, name: "Oak Finance", contactEmail: "ann.lee@oak.example" },
    ]);
    const [exportEntry] = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "person.export"));
    expect(exportEntry?.detail).toMatchObject({
      introducerIds: [introducer!.id],
      lenderIds: [lenderId],
    });

    const erased = await erasePerson(
      { db, logger: createLogger("silent"), async deleteDocument() {}, async forgetMail() {} },
      { email: "ann@example.co.uk", phone: "07700 900123" },
      { userId: admin.id },
    );

    expect(erased).toMatchObject({ leads: 0, introducers: 1, lenders: 1 });
    const [blankedIntroducer] = await db
      .select()
      .from(schema.introducers)
      .where(eq(schema.introducers.id, introducer!.id));
    expect(blankedIntroducer).toMatchObject({
      name: "Lee Accountants",
      code: "LEEACC",
      shareBasisPoints: 2500,
      contactName: null,
      email: null,
      phone: null,
    });
    const [blankedLender] = await db
      .select()
      .from(schema.lenders)
      .where(eq(schema.lenders.id, lenderId));
    expect(blankedLender).toMatchObject({
      name: "Oak Finance",
      commissionBasisPoints: 200,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    });
    const [untouched] = await db
      .select()
      .from(schema.lenders)
      .where(eq(schema.lenders.id, stranger));
    expect(untouched?.contactEmail).toBe("someone@ash.example");

    const audited = await db
      .select()
      .from(schema.auditLog)
      .where(
        inArray(schema.auditLog.action, [
          "introducer.contact_erase",
          "lender.contact_erase",
          "lender.update",
        ]),
      );
    expect(audited.map((row) => [row.action, row.targetId]).sort()).toEqual(
      [
        ["introducer.contact_erase", introducer!.id],
        ["lender.contact_erase", lenderId],
        ["lender.update", lenderId],
      ].sort(),
    );
    // The lender's change stays in the trail, without the contact's details.
    expect(JSON.stringify(audited)).not.toMatch(/Ann Lee|ann\.lee@oak|07700/);
    const [personEntry] = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "person.erase"));
    expect(personEntry?.detail).toMatchObject({
      introducerIds: [introducer!.id],
      lenderIds: [lenderId],
    });
  });
});
