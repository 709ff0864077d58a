import { describe, expect, it } from "vitest";
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import {
  applicationDirectors,
  applications,
  auditLog,
  caseReferences,
  casePeople,
  clients,
  commissionPayments,
  commissionProposals,
  companyLookups,
  contactMessages,
  dashboardFacts,
  enquiries,
  introducers,
  introducerStatementEntries,
  leadEvents,
  leadTasks,
  leads,
  lenderSubmissions,
  outbox,
  people,
  phoneEnquiries,
  possibleDuplicates,
  trackingLinks,
  uploadedDocuments,
} from "#app/server/db/schema.ts";
import { rowsOf, type Database } from "#app/server/db/client.server.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { sampleApplicationFrom } from "#tests/harness/fixtures.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { namedPeopleOfCase } from "#tests/harness/leads.ts";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { postToLead } from "#tests/harness/lead-page.ts";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import { listInbox } from "#app/server/admin/inbox.server.ts";
import { createManualLead } from "#app/server/admin/new-lead.server.ts";
import { newLeadSchema } from "#app/schemas/admin-new-lead.ts";
import { issueTrackingLink, checkTrackingToken } from "#app/server/tracking.server.ts";
import { mergeCases } from "#app/server/cases/merge.server.ts";
import { splitSubmission, type SplitRequest } from "#app/server/cases/split.server.ts";
import { caseSubmissions } from "#app/server/cases/submissions.server.ts";
import {
  addApplication,
  addContactMessage,
  addEnquiry,
  addReferralPartner,
} from "#tests/harness/leads.ts";

/** Every table a case's rows live in, by its `lead_id`. */
const caseTables: [string, PgTable][] = [
  enquiries,
  applications,
  applicationDirectors,
  contactMessages,
  phoneEnquiries,
  leadEvents,
  leadTasks,
  lenderSubmissions,
  commissionProposals,
  introducerStatementEntries,
  trackingLinks,
  outbox,
  casePeople,
].map((table) => [getTableName(table), table]);

async function rowsPerTable(db: Database, leadId: string) {
  const counts: Record<string, number> = {};
  for (const [name] of caseTables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} where lead_id = ${leadId}::uuid`,
      ),
    );
    counts[name] = Number(row?.n);
  }
  return counts;
}

describe.each(testDatabaseKinds)("merging and splitting cases on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function caseOf(db: Database, leadId: string) {
    const [found] = await db.select().from(leads).where(eq(leads.id, leadId));
    return found;
  }

  /**
   * Two cases of one person that never joined: an application from her work address, and a
   * quote from her home address with work done on it (a task, a lender funded it, commission
   * received, a link, a look-up, an earlier merge) and a likely-duplicate pair with a third case.
   */
  async function twoCasesOfOnePerson(db: Database) {
    const broker = await makeUser(db, "broker");
    const actor = { userId: broker.id, ip: "203.0.113.7" };
    const survivor = await createApplication(db, sampleApplicationFrom("ann@work.example"));
    const merged = await addEnquiry(db, {
      email: "ann@home.example",
      phone: "07700 900777",
      loanAmount: 40_000,
    });
    // A case merged into the quote before: its reference now leads to the quote.
    const earlier = await addContactMessage(db, { email: "ann@home.example" });
    expect(earlier.joined).toBe(true);
    const older = await addEnquiry(db, { email: "ann.lee@old.example", phone: "07700 900888" });
    const olderMerge = await mergeCases(
      db,
      { survivorId: merged.leadId, mergedId: older.leadId },
      actor,
    );
    expect(olderMerge.kind).toBe("ok");
    const third = await addEnquiry(db, { email: "someone@else.example", phone: "07700 900999" });

    const lenderId = await addLender(db, "Northern Capital");
    const [submission] = await db
      .insert(lenderSubmissions)
      .values({
        leadId: merged.leadId,
        lenderId,
        sentOn: "2026-11-20",
        outcome: "funded",
        fundedAmountPence: 4_000_000,
        fundedOn: "2026-11-25",
      })
      .returning();
    const [payment] = await db
      .insert(commissionPayments)
      .values({ submissionId: submission!.id, amountPence: 80_000, receivedOn: "2026-11-26" })
      .returning();
    const [introducer] = await db
      .insert(introducers)
      .values({ name: "Chester Accountancy", shareBasisPoints: 2500, code: "CHESTER" })
      .returning();
    await db
      .update(leads)
      .set({ introducerId: introducer!.id, introducerShareBasisPoints: 2500 })
      .where(eq(leads.id, merged.leadId));
    await db.insert(introducerStatementEntries).values({
      introducerId: introducer!.id,
      leadId: merged.leadId,
      submissionId: submission!.id,
      paymentId: payment!.id,
      month: "2026-11",
      kind: "payment",
      receivedOn: "2026-11-26",
      commissionPence: 80_000,
      shareBasisPoints: 2500,
      sharePence: 20_000,
    });
    await db.insert(commissionProposals).values({
      leadId: merged.leadId,
      kind: "payment",
      submissionId: submission!.id,
      amountPence: 10_000,
      receivedOn: "2026-11-27",
      proposedByUserId: broker.id,
    });
    await db.insert(leadTasks).values({
      leadId: merged.leadId,
      ownerUserId: broker.id,
      dueAt: new Date("2026-12-01T10:00:00Z"),
      body: "Call Ann back",
    });
    await db.insert(leadEvents).values({
      leadId: merged.leadId,
      actorUserId: broker.id,
      type: "note",
      body: "Ann prefers mornings.",
    });
    const token = await issueTrackingLink(db, merged.leadId);
    await db.insert(companyLookups).values({
      leadId: merged.leadId,
      companyNumber: "01234567",
      profile: {},
    });
    await db.insert(auditLog).values({
      actorUserId: broker.id,
      action: "lead.assign",
      targetType: "lead",
      targetId: merged.leadId,
    });
    await db.insert(possibleDuplicates).values([
      { leadId: survivor.leadId, otherLeadId: merged.leadId, reason: "phone" },
      { leadId: merged.leadId, otherLeadId: third.leadId, reason: "phone" },
      { leadId: survivor.leadId, otherLeadId: third.leadId, reason: "email" },
    ]);
    return { broker, actor, survivor, merged, older, third, token, submission: submission! };
  }

  /** A broker splitting submissions out of cases, as the case page's form does. */
  async function brokerSplitting(db: Database) {
    const broker = await makeUser(db, "broker");
    const actor = { userId: broker.id, ip: null };
    const split = (request: SplitRequest) => splitSubmission(db, request, actor);
    return { actor, split };
  }

  it("moves every row of the merged case to the survivor, which its old reference and links find", async () => {
    const { db } = database();
    const { broker, actor, survivor, merged, older, third, token, submission } =
      await twoCasesOfOnePerson(db);
    const before = await caseOf(db, survivor.leadId);
    const mergedBefore = await caseOf(db, merged.leadId);
    const survivorRows = await rowsPerTable(db, survivor.leadId);
    const mergedRows = await rowsPerTable(db, merged.leadId);
    const mailBefore = await db.select({ id: outbox.id }).from(outbox);
    const submissionsBefore = await caseSubmissions(db, merged.leadId);
    expect(submissionsBefore.map((one) => one.kind)).toEqual(["enquiry", "contact", "enquiry"]);

    const result = await mergeCases(
      db,
      {
        survivorId: survivor.leadId,
        mergedId: merged.leadId,
        survivorVersion: before!.version,
        mergedVersion: mergedBefore!.version,
      },
      actor,
    );
    expect(result).toMatchObject({
      kind: "ok",
      survivorId: survivor.leadId,
      mergedReference: merged.reference,
      submissions: 3,
    });

    // Every row moved: the survivor holds both cases' rows, and the merged case is gone.
    expect(await caseOf(db, merged.leadId)).toBeUndefined();
    const after = await rowsPerTable(db, survivor.leadId);
    for (const [name] of caseTables) {
      // A person in both cases keeps one link; the merge adds one timeline entry.
      const expected =
        name === "lead_events"
          ? survivorRows[name]! + mergedRows[name]! + 1
          : survivorRows[name]! + mergedRows[name]!;
      if (name !== "case_people") expect(after[name], name).toBe(expected);
    }
    expect(after.case_people).toBeGreaterThanOrEqual(mergedRows.case_people!);
    expect(await rowsPerTable(db, merged.leadId)).toEqual(
      Object.fromEntries(caseTables.map(([name]) => [name, 0])),
    );
    expect(await db.select().from(companyLookups)).toHaveLength(0);
    const [commission] = await db
      .select()
      .from(commissionPayments)
      .where(eq(commissionPayments.submissionId, submission.id));
    expect(commission).toBeDefined();
    // The audit rows about the merged case now point at the survivor.
    const assignRows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.assign"), eq(auditLog.targetId, survivor.leadId)));
    expect(assignRows).toHaveLength(1);

    // The survivor took what it lacked and the introducer, and moved to its next version.
    const now = await caseOf(db, survivor.leadId);
    expect(now).toMatchObject({
      kind: "application",
      companyName: "Acme Widgets Ltd",
      introducerShareBasisPoints: 2500,
      version: before!.version + 1,
    });
    expect(now!.introducerId).not.toBeNull();

    // The old references (and the one merged into it before) find the survivor.
    const references = await db
      .select()
      .from(caseReferences)
      .where(eq(caseReferences.leadId, survivor.leadId));
    expect(references.map((row) => row.reference).sort()).toEqual(
      [merged.reference, older.reference].sort(),
    );
    for (const q of [merged.reference, older.reference.replace("-", "").toLowerCase()]) {
      expect(
        (await listInbox(db, { q })).rows.map((row) => row.id),
        q,
      ).toEqual([survivor.leadId]);
    }
    // The applicant's link opens the survivor.
    expect(await checkTrackingToken(db, token)).toEqual({
      status: "valid",
      leadId: survivor.leadId,
    });

    // One client, one Ann; the pairs left are the survivor's own, each once.
    expect(now!.clientId).not.toBeNull();
    expect(await db.select().from(clients).where(eq(clients.id, mergedBefore!.clientId!))).toEqual(
      [],
    );
    const pairs = await db.select().from(possibleDuplicates);
    expect(pairs).toEqual([
      expect.objectContaining({ leadId: survivor.leadId, otherLeadId: third.leadId }),
    ]);

    // The timeline says it; the audit row names ids and references only; nobody was mailed.
    const mergedEvents = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, survivor.leadId), eq(leadEvents.type, "merged")));
    expect(mergedEvents).toContainEqual(
      expect.objectContaining({
        actorUserId: broker.id,
        detail: expect.objectContaining({ reference: merged.reference, submissions: 3 }),
      }),
    );
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "lead.merge"));
    const said = JSON.stringify(row?.detail);
    expect(row?.targetId).toBe(survivor.leadId);
    expect(said).toContain(merged.reference);
    for (const personal of ["Ann", "Lee", "ann@", "home.example", "7700", "Acme"]) {
      expect(said).not.toContain(personal);
    }
    expect(await db.select({ id: outbox.id }).from(outbox)).toHaveLength(mailBefore.length);
    // The merged case's mail not sent yet goes about the survivor, under its reference.
    const waiting = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.leadId, survivor.leadId));
    expect(waiting.map((row) => (row.payload as { leadId?: string }).leadId)).not.toContain(
      merged.leadId,
    );

    // The dashboard no longer counts the merged case; the funded deal counts for the survivor.
    expect(
      await db.select().from(dashboardFacts).where(eq(dashboardFacts.leadId, merged.leadId)),
    ).toEqual([]);
    const funded = await db
      .select({ funded: dashboardFacts.funded })
      .from(dashboardFacts)
      .where(and(eq(dashboardFacts.leadId, survivor.leadId), eq(dashboardFacts.dim, "total")));
    expect(funded).toEqual([{ funded: 1 }]);
  });

  it("sends a broker opening the merged case's page to the survivor", async () => {
    const { db } = database();
    const { survivor, merged, actor } = await twoCasesOfOnePerson(db);
    await mergeCases(db, { survivorId: survivor.leadId, mergedId: merged.leadId }, actor);
    const broker = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, broker.email);
    const answer = await callRoute(leadRoute.loader, {
      request: get(`/admin/leads/${merged.leadId}`, cookie),
      context: adminContext(db),
      params: { leadId: merged.leadId },
    }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe(`/admin/leads/${survivor.leadId}`);
  });

  it("refuses a merge from a stale page, into itself, of an erased case or a referral", async () => {
    const { db } = database();
    const { survivor, merged, actor } = await twoCasesOfOnePerson(db);
    const mergedNow = await caseOf(db, merged.leadId);
    await db
      .update(leads)
      .set({ version: mergedNow!.version + 1 })
      .where(eq(leads.id, merged.leadId));
    expect(
      await mergeCases(
        db,
        {
          survivorId: survivor.leadId,
          mergedId: merged.leadId,
          mergedVersion: mergedNow!.version,
        },
        actor,
      ),
    ).toMatchObject({ kind: "stale", message: expect.stringContaining(merged.reference) });
    expect(
      await mergeCases(db, { survivorId: survivor.leadId, mergedId: survivor.leadId }, actor),
    ).toMatchObject({ kind: "refused", reason: "same" });

    const referral = await addReferralPartner(db);
    expect(
      await mergeCases(db, { survivorId: survivor.leadId, mergedId: referral.leadId }, actor),
    ).toMatchObject({ kind: "refused", reason: "referral" });
    await db
      .update(leads)
      .set({ erasedAt: new Date(), erasureReason: "Funded deal kept", retainedFrom: new Date() })
      .where(eq(leads.id, merged.leadId));
    expect(
      await mergeCases(db, { survivorId: survivor.leadId, mergedId: merged.leadId }, actor),
    ).toMatchObject({ kind: "refused", reason: "erased" });
    // Nothing moved.
    expect(await caseOf(db, merged.leadId)).toBeDefined();
    expect(
      await db.select().from(caseReferences).where(eq(caseReferences.formerLeadId, merged.leadId)),
    ).toEqual([]);
  });

  it("splits a wrongly joined application out, with its directors and documents, and leaves the rest", async () => {
    const { db } = database();
    const { split } = await brokerSplitting(db);
    const quote = await addEnquiry(db, { email: "ann@example.co.uk" });
    const application = await addApplication(db, { companyName: "Birch Bakery Ltd" });
    // Joined by the same email, though another business's (the quote named none).
    expect(application.leadId).toBe(quote.leadId);
    await db.insert(uploadedDocuments).values({
      applicationId: application.applicationId,
      fileName: "statement.pdf",
      filePath: `documents/${application.applicationId}/statement.pdf`,
      fileType: "application/pdf",
      documentCategory: "bank_statements",
      sizeBytes: 2048,
      sha256: "0".repeat(64),
    });
    const before = await caseOf(db, quote.leadId);
    const mailBefore = await db.select({ id: outbox.id }).from(outbox);

    // The first submission stays; a stale page is refused.
    const [first] = await caseSubmissions(db, quote.leadId);
    expect(
      await split({ leadId: quote.leadId, kind: "enquiry", submissionId: first!.id }),
    ).toMatchObject({ kind: "refused" });
    expect(
      await split({
        leadId: quote.leadId,
        kind: "application",
        submissionId: application.applicationId,
        version: before!.version - 1,
      }),
    ).toMatchObject({ kind: "stale" });

    const result = await split({
      leadId: quote.leadId,
      kind: "application",
      submissionId: application.applicationId,
      version: before!.version,
    });
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.reference).not.toBe(quote.reference);

    const splitCase = await caseOf(db, result.leadId);
    expect(splitCase).toMatchObject({
      kind: "application",
      status: "new",
      companyName: "Birch Bakery Ltd",
      fullName: "Ann Lee",
      loanAmount: 50_000,
    });
    expect((await caseSubmissions(db, result.leadId)).map((one) => one.kind)).toEqual([
      "application",
    ]);
    expect((await caseSubmissions(db, quote.leadId)).map((one) => one.kind)).toEqual(["enquiry"]);
    const directors = await db
      .select()
      .from(applicationDirectors)
      .where(eq(applicationDirectors.applicationId, application.applicationId));
    expect(directors.map((director) => director.leadId)).toEqual([result.leadId, result.leadId]);
    // Its documents hang off the application, so they are the new case's.
    const [document] = await db
      .select({ leadId: applications.leadId })
      .from(uploadedDocuments)
      .innerJoin(applications, eq(applications.applicationId, uploadedDocuments.applicationId));
    expect(document?.leadId).toBe(result.leadId);
    // Its people are linked; the quote's case still has Ann, whom the quote names.
    const splitPeople = await namedPeopleOfCase(db, result.leadId);
    expect(splitPeople).toEqual(
      expect.arrayContaining([
        { name: "Ann Lee", role: "applicant" },
        { name: "Bob Lee", role: "director" },
      ]),
    );
    const stays = await db
      .select({ email: people.email, role: casePeople.role })
      .from(casePeople)
      .innerJoin(people, eq(people.id, casePeople.personId))
      .where(eq(casePeople.leadId, quote.leadId));
    expect(stays).toEqual([{ email: "ann@example.co.uk", role: "applicant" }]);
    // The quote's case reads as a quote again, at its next version.
    expect(await caseOf(db, quote.leadId)).toMatchObject({
      kind: "enquiry",
      version: before!.version + 1,
    });

    // Both timelines name the other case; audited; nobody mailed.
    const splits = await db.select().from(leadEvents).where(eq(leadEvents.type, "split"));
    expect(splits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          leadId: quote.leadId,
          detail: expect.objectContaining({ reference: result.reference, direction: "out" }),
        }),
        expect.objectContaining({
          leadId: result.leadId,
          detail: expect.objectContaining({ reference: quote.reference, direction: "in" }),
        }),
      ]),
    );
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "lead.split"))).toHaveLength(
      1,
    );
    expect(await db.select({ id: outbox.id }).from(outbox)).toHaveLength(mailBefore.length);
  });

  it("refuses splitting a case's only submission, and a broker's call goes under a new client when it names another business", async () => {
    const { db } = database();
    const { actor, split } = await brokerSplitting(db);
    const application = await addApplication(db);
    expect(
      await split({
        leadId: application.leadId,
        kind: "application",
        submissionId: application.applicationId,
      }),
    ).toMatchObject({
      kind: "refused",
      message: expect.stringContaining("only submission"),
    });

    const call = newLeadSchema.parse({
      source: "phone",
      fullName: "Ann Lee",
      phone: "07700 900123",
      email: "ann@example.co.uk",
      companyName: "Acme Widgets Ltd",
      amount: "20,000",
    });
    await createManualLead(db, call, actor, { join: application.leadId });
    const [, phone] = await caseSubmissions(db, application.leadId);
    expect(phone?.kind).toBe("phone");
    // Named the same business: the split case stays under the client.
    const result = await split({
      leadId: application.leadId,
      kind: "phone",
      submissionId: phone!.id,
    });
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    const [a, b] = [await caseOf(db, application.leadId), await caseOf(db, result.leadId)];
    expect(b).toMatchObject({ kind: "enquiry", loanAmount: 20_000, source: "manual:phone" });
    expect(b!.clientId).toBe(a!.clientId);

    // A submission of another case is not this one's to split.
    expect(
      await split({ leadId: application.leadId, kind: "phone", submissionId: phone!.id }),
    ).toEqual({ kind: "gone" });
  });

  it("merges and splits from the case page's forms", async () => {
    const { db } = database();
    const { survivor, merged } = await twoCasesOfOnePerson(db);
    const broker = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, broker.email);
    const context = adminContext(db);
    const [a, b] = [await caseOf(db, survivor.leadId), await caseOf(db, merged.leadId)];
    // Nothing is merged until the broker says which case stays.
    const unchosen = await postToLead(context, cookie, merged.leadId, {
      intent: "merge",
      version: String(b!.version),
      otherId: survivor.leadId,
      otherVersion: String(a!.version),
    });
    expect(unchosen).toMatchObject({
      httpStatus: 400,
      errors: { keep: "Choose which case stays." },
    });
    expect(await caseOf(db, merged.leadId)).toBeDefined();
    const answer = await callRoute(leadRoute.action, {
      request: post(
        `/admin/leads/${merged.leadId}`,
        {
          intent: "merge",
          version: String(b!.version),
          otherId: survivor.leadId,
          otherVersion: String(a!.version),
          keep: survivor.leadId,
        },
        { cookie },
      ),
      context,
      params: { leadId: merged.leadId },
    }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(
      `/admin/leads/${survivor.leadId}?merged=${merged.reference}`,
    );

    // The survivor's page lists both cases' submissions and says what was merged.
    const page = (await callRoute(leadRoute.loader, {
      request: get(`/admin/leads/${survivor.leadId}?merged=${merged.reference}`, cookie),
      context,
      params: { leadId: survivor.leadId },
    })) as Awaited<ReturnType<typeof leadRoute.loader>>;
    expect(page.caseSubmissions.map((one) => one.kind)).toEqual([
      "application",
      "enquiry",
      "contact",
      "enquiry",
    ]);
    expect(page.mergedNotice).toBe(`${merged.reference} merged into this case.`);

    // Splitting the first is refused at its form; another goes.
    const splitFromPage = (submission: (typeof page.caseSubmissions)[number]) =>
      postToLead(context, cookie, survivor.leadId, {
        intent: "split",
        version: String(page.lead.version),
        kind: submission.kind,
        submissionId: submission.id,
      });
    const refused = await splitFromPage(page.caseSubmissions[0]!);
    expect(refused).toMatchObject({ httpStatus: 409, status: "error" });
    const done = await splitFromPage(page.caseSubmissions[2]!);
    expect(done).toMatchObject({ httpStatus: 200, status: "success" });
    expect(done.message).toMatch(/^The message is now case DBF-/);
  });

  it("offers possible duplicates until marked not the same, and says at the field what is wrong with a reference", async () => {
    const { db } = database();
    const { survivor, merged, third } = await twoCasesOfOnePerson(db);
    const referral = await addReferralPartner(db);
    const broker = await makeUser(db, "broker");
    const cookie = await sessionCookieFor(db, broker.email);
    const context = adminContext(db);
    const open = (query = "") =>
      callRoute(leadRoute.loader, {
        request: get(`/admin/leads/${survivor.leadId}${query}`, cookie),
        context,
        params: { leadId: survivor.leadId },
      }) as Promise<Awaited<ReturnType<typeof leadRoute.loader>>>;

    const page = await open();
    expect(page.duplicates.map((other) => [other.reference, other.reason])).toEqual(
      expect.arrayContaining([
        [merged.reference, "phone"],
        [third.reference, "email"],
      ]),
    );
    expect(page.client?.cases).toEqual([]);

    const dismissed = await postToLead(context, cookie, survivor.leadId, {
      intent: "not-duplicate",
      otherId: third.leadId,
    });
    expect(dismissed).toMatchObject({ status: "success", message: "Marked as not the same case." });
    expect((await open()).duplicates.map((other) => other.reference)).toEqual([merged.reference]);

    // A reference typed loosely finds the other case; what is wrong is said, with what was typed.
    const loose = merged.reference.replace("-", "").toLowerCase();
    expect((await open(`?merge=${loose}`)).merge.lookup).toMatchObject({
      typed: loose,
      cases: [{ id: survivor.leadId }, { id: merged.leadId, submissions: 3 }],
    });
    const errorFor = async (typed: string) => {
      const lookup = (await open(`?${new URLSearchParams({ merge: typed })}`)).merge.lookup;
      expect(lookup?.typed).toBe(typed);
      return lookup && "error" in lookup ? lookup.error : undefined;
    };
    expect(await errorFor("DBF-2222AA")).toBe(
      "No case has the reference DBF-2222AA. Check it against the other case's page.",
    );
    expect(await errorFor(survivor.reference)).toBe(
      `${survivor.reference} is this case's own reference. Enter the reference of the other case.`,
    );
    expect(await errorFor(referral.reference)).toBe(
      `${referral.reference} is a referral partner's application, not a case: it cannot be merged.`,
    );
    expect(await errorFor("not a reference")).toBe(
      "Enter the other case's reference as it is written, like DBF-GE2KXH.",
    );
  });
});
