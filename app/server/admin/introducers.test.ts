import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog, introducers, leadEvents, leads } from "#app/server/db/schema.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { leadSubmissions } from "#app/server/admin/submissions.server.ts";
import {
  introducerStatement,
  listIntroducers,
  updateIntroducer,
} from "#app/server/admin/introducers.server.ts";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import * as introducersRoute from "#app/routes/admin-introducers.tsx";
import * as statementRoute from "#app/routes/admin-introducer.tsx";
import * as statementCsvRoute from "#app/routes/admin-introducer-statement-export.ts";
import { normaliseApplicationValues } from "#app/lib/application-values-read.ts";
import { applicationSchema } from "#app/schemas/application.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { postToLead } from "#tests/harness/lead-page.ts";
import { sampleApplication, sampleApplicationFrom } from "#tests/harness/fixtures.ts";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { addApplication, addReferralPartner } from "#tests/harness/leads.ts";

/**
 * Introducers: approval from a referral lead, links to leads (by a broker, by the code on the
 * application's link), their share of each commission payment at the split the lead was
 * introduced under, and their monthly statement with its CSV.
 */
describe.each(testDatabaseKinds)("introducers on %s", (kind) => {
  const database = useTestDatabase(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  async function people(db: Database) {
    const admin = await makeUser(db, "admin");
    const broker = await makeUser(db, "broker");
    return {
      admin,
      broker,
      adminCookie: await sessionCookieFor(db, admin.email),
      brokerCookie: await sessionCookieFor(db, broker.email),
      context: adminContext(db),
    };
  }

  async function addIntroducer(
    db: Database,
    code: string,
    shareBasisPoints: number,
    active = true,
  ) {
    const [row] = await db
      .insert(introducers)
      .values({ name: `${code} Partners`, code, shareBasisPoints, active })
      .returning();
    return row!;
  }

  const version = async (db: Database, leadId: string) =>
    String((await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.version);

  it("approves a referral lead as an introducer once, admins only, audited and on its timeline", async () => {
    const { db } = database();
    const { adminCookie, brokerCookie, context } = await people(db);
    const { leadId } = await addReferralPartner(db);

    const page = await callRoute(leadRoute.loader, {
      request: get(`/admin/leads/${leadId}`, adminCookie),
      context,
      params: { leadId },
    });
    expect(page.introducers.approval).toEqual({
      approved: null,
      suggestion: {
        name: "Chester Accountancy Ltd",
        contactName: "Sam Patel",
        email: "sam@example.co.uk",
        phone: "01244 960000",
        code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{10}$/),
      },
    });

    const approval = {
      intent: "introducer-approve",
      name: "Chester Accountancy Ltd",
      contactName: "Sam Patel",
      email: "sam@example.co.uk",
      phone: "01244 960000",
      share: "12.5",
      code: "chester1",
    };
    const refused = await postToLead(context, brokerCookie, leadId, approval).catch(
      (thrown: { init?: ResponseInit }) => thrown.init?.status,
    );
    expect(refused).toBe(403);

    const invalid = await postToLead(context, adminCookie, leadId, {
      ...approval,
      share: "101",
      code: "AB",
    });
    expect(invalid.httpStatus).toBe(400);
    expect(invalid.errors).toMatchObject({
      share: "Enter a percentage from 0 to 100 with at most two decimals, like 12.5.",
      code: "Enter a code of 4 to 12 letters and digits, like ACME25.",
    });

    const done = await postToLead(context, adminCookie, leadId, approval);
    expect(done).toMatchObject({
      status: "success",
      message: "Approved Chester Accountancy Ltd as an introducer.",
    });
    const [introducer] = await db.select().from(introducers);
    expect(introducer).toMatchObject({
      name: "Chester Accountancy Ltd",
      code: "CHESTER1",
      shareBasisPoints: 1250,
      referralLeadId: leadId,
      active: true,
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "introducer.create"));
    expect(entry!.detail).toMatchObject({
      before: null,
      after: { code: "CHESTER1", shareBasisPoints: 1250 },
      contactFields: expect.arrayContaining(["email"]),
      referralLeadId: leadId,
    });
    // The contact's details live on the introducer, never in the audit log (issue 35).
    expect(JSON.stringify(entry!.detail)).not.toContain("sam@example.co.uk");
    const events = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "introducer")));
    expect(events.map((event) => event.body)).toEqual([
      "Approved as introducer Chester Accountancy Ltd, code CHESTER1, 12.5% of commission received",
    ]);

    // Approved once: a second approval (an old page) is refused, and the page shows the introducer.
    const again = await postToLead(context, adminCookie, leadId, { ...approval, code: "OTHER1" });
    expect(again.httpStatus).toBe(409);
    const after = await callRoute(leadRoute.loader, {
      request: get(`/admin/leads/${leadId}`, adminCookie),
      context,
      params: { leadId },
    });
    expect(after.introducers.approval?.approved).toMatchObject({ id: introducer!.id });
    expect(after.introducers.approval?.suggestion).toBeNull();

    // A taken code is said at the code, on another partner's approval.
    const { leadId: second } = await addReferralPartner(db, {
      businessName: "Chester Accountancy Group",
    });
    const suggested = await callRoute(leadRoute.loader, {
      request: get(`/admin/leads/${second}`, adminCookie),
      context,
      params: { leadId: second },
    });
    // A random code, not one made from the business's name (which anyone could work out).
    const offered = suggested.introducers.approval?.suggestion?.code;
    expect(offered).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(offered).not.toMatch(/^CHESTER/);
    const taken = await postToLead(context, adminCookie, second, { ...approval, code: "CHESTER1" });
    expect(taken.errors.code).toBe("The code CHESTER1 is another introducer's: choose another.");
  });

  it("lets a broker link a lead to an active introducer, keeping the split of that moment", async () => {
    const { db } = database();
    const { brokerCookie, context } = await people(db);
    const { leadId } = await addApplication(db);
    const acme = await addIntroducer(db, "ACME", 2500);
    const gone = await addIntroducer(db, "GONE", 3000, false);
    const act = (fields: Record<string, string>) =>
      postToLead(context, brokerCookie, leadId, fields);

    const inactive = await act({
      intent: "introducer",
      version: await version(db, leadId),
      introducerId: gone.id,
    });
    expect(inactive.errors.introducerId).toBe("Select an active introducer.");

    const linked = await act({
      intent: "introducer",
      version: await version(db, leadId),
      introducerId: acme.id,
    });
    expect(linked).toMatchObject({ status: "success", message: "Introducer saved." });
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ introducerId: acme.id, introducerShareBasisPoints: 2500 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "lead.introducer"));
    expect(entry!.detail).toMatchObject({
      before: { introducerId: null },
      after: { introducerId: acme.id, shareBasisPoints: 2500 },
    });

    // A save from a page older than the link is refused, saying who linked whom.
    const stale = await act({ intent: "introducer", version: "1" });
    expect(stale.httpStatus).toBe(409);
    expect(stale.message).toContain("set its introducer to ACME Partners");

    const removed = await act({ intent: "introducer", version: await version(db, leadId) });
    expect(removed.status).toBe("success");
    const [cleared] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(cleared).toMatchObject({ introducerId: null, introducerShareBasisPoints: null });
    const events = await db
      .select({ body: leadEvents.body })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "introducer")));
    expect(events.map((event) => event.body)).toEqual([
      "Introducer: ACME Partners (25% of commission received)",
      "Introducer removed (was ACME Partners)",
    ]);
  });

  it("links an application to the introducer whose code its link carried, and ignores any other code", async () => {
    const { db } = database();
    const acme = await addIntroducer(db, "ACME25", 2500);
    await addIntroducer(db, "SLEEP1", 2000, false);

    // The code rides with the answers as posted, in any case, and past the application's schema.
    const posted = normaliseApplicationValues({ introducer: " acme25 " });
    expect(posted.introducer).toBe("ACME25");
    expect(normaliseApplicationValues({ introducer: "<script>" }).introducer).toBe("");
    const parsed = sampleApplication({ introducer: posted.introducer });
    expect(parsed.introducer).toBe("ACME25");
    expect(applicationSchema.safeParse({ introducer: 42 }).error?.issues ?? []).not.toContainEqual(
      expect.objectContaining({ path: ["introducer"] }),
    );

    const { leadId } = await createApplication(db, parsed);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ introducerId: acme.id, introducerShareBasisPoints: 2500 });
    const [event] = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "introducer")));
    expect(event!.body).toBe("Introducer: ACME25 Partners (from their link, code ACME25)");

    for (const code of ["SLEEP1", "NOSUCH", undefined]) {
      const { leadId: other } = await createApplication(
        db,
        sampleApplicationFrom(`applicant-${code ?? "none"}@example.co.uk`, { introducer: code }),
      );
      const [plain] = await db.select().from(leads).where(eq(leads.id, other));
      expect(plain).toMatchObject({ introducerId: null, introducerShareBasisPoints: null });
    }
  });

  it("shares each payment at the lead's split, rounded on its own, whatever the split becomes", async () => {
    const { db } = database();
    const { admin, adminCookie, brokerCookie, context } = await people(db);
    await addLender(db, "Oak Lending");
    await addLender(db, "=Formula Finance");
    const acme = await addIntroducer(db, "ACME", 2500);

    async function introducedDeal(
      companyName: string,
      lender: string,
      payments: [string, string][],
    ) {
      const { leadId } = await addApplication(db, { companyName, introducer: "ACME" });
      const act = (fields: Record<string, string>) =>
        postToLead(context, brokerCookie, leadId, fields);
      await act({
        intent: "submission",
        formKey: crypto.randomUUID(),
        lender,
        sentOn: "2026-09-01",
        outcome: "funded",
        fundedAmount: "40,000",
        fundedOn: "2026-09-20",
      });
      const [deal] = await leadSubmissions(db, leadId);
      for (const [amount, receivedOn] of payments) {
        // Recording commission is an admin's.
        const paid = await postToLead(context, adminCookie, leadId, {
          intent: "commission-payment",
          formKey: crypto.randomUUID(),
          submissionId: deal!.id,
          amount,
          receivedOn,
        });
        expect(paid.status).toBe("success");
      }
      return leadId;
    }

    // Recorded at the end of October, before that month's statement closed.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-10-31T12:00:00Z") });
    // Part payments at 25%: 333.33 shares 83.3325 (83.33); 0.02 shares 0.005 (1p, half up).
    await introducedDeal("Oak Joinery Ltd", "Oak Lending", [
      ["333.33", "2026-10-03"],
      ["0.02", "2026-10-17"],
      ["100", "2026-11-02"],
    ]);
    // The split changes to 50%: leads introduced already keep 25%, new ones take 50%.
    const saved = await updateIntroducer(
      db,
      {
        introducerId: acme.id,
        contactName: undefined,
        email: undefined,
        phone: undefined,
        share: 5000,
        active: true,
      },
      { userId: admin.id },
    );
    expect(saved.kind).toBe("ok");
    await introducedDeal('=HYPERLINK("x")', "=Formula Finance", [["500.01", "2026-10-30"]]);

    vi.useRealTimers();
    const october = await introducerStatement(db, acme.id, "2026-10");
    expect(
      october!.lines.map((line) => [
        line.receivedOn,
        line.company,
        line.commissionPence,
        line.shareBasisPoints,
        line.sharePence,
      ]),
    ).toEqual([
      ["2026-10-03", "Oak Joinery Ltd", 33_333, 2500, 8_333],
      ["2026-10-17", "Oak Joinery Ltd", 2, 2500, 1],
      ["2026-10-30", '=HYPERLINK("x")', 50_001, 5000, 25_001],
    ]);
    expect(october!.totals).toEqual({ payments: 3, commissionPence: 83_336, sharePence: 33_335 });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "introducer.update"));
    expect(entry!.detail).toMatchObject({
      before: { shareBasisPoints: 2500 },
      after: { shareBasisPoints: 5000 },
    });

    // The list: leads, funded deals and this month's share; the statement page and its CSV.
    const [listed] = await listIntroducers(db, "2026-10");
    expect(listed).toMatchObject({ leads: 2, fundedDeals: 2, shareEarnedPence: 33_335 });
    const page = await callRoute(statementRoute.loader, {
      request: get(`/admin/introducers/${acme.id}?month=2026-10`, adminCookie),
      context,
      params: { introducerId: acme.id },
    });
    expect(page.totals.sharePence).toBe(33_335);
    expect(page.link).toBe("https://broker.example.co.uk/application?introducer=ACME");
    expect(page.csvHref).toBe(`/admin/introducers/${acme.id}/statement.csv?month=2026-10`);

    const response = (await callRoute(statementCsvRoute.loader, {
      request: get(`/admin/introducers/${acme.id}/statement.csv?month=2026-10`, adminCookie),
      context,
      params: { introducerId: acme.id },
    })) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain('"2026-10-03","DBF-');
    expect(csv).toContain(
      `"'=HYPERLINK(""x"")","ACME Partners","'=Formula Finance","40000.00","500.01","50%","250.01"`,
    );
    expect(csv).toContain('"Total for 2026-10","","","ACME Partners","","","833.36","","333.35"');
    const [exported] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "introducer.statement_export"));
    expect(exported!.detail).toMatchObject({ month: "2026-10", rows: 3, sharePence: 33_335 });

    const november = await introducerStatement(db, acme.id, "2026-11");
    expect(november!.totals).toEqual({ payments: 1, commissionPence: 10_000, sharePence: 2_500 });

    // Brokers see neither the introducers page nor a statement.
    for (const loader of [
      () =>
        callRoute(introducersRoute.loader, {
          request: get("/admin/introducers", brokerCookie),
          context,
          params: {},
        }),
      () =>
        callRoute(statementCsvRoute.loader, {
          request: get(`/admin/introducers/${acme.id}/statement.csv`, brokerCookie),
          context,
          params: { introducerId: acme.id },
        }),
    ]) {
      const status = await loader().then(
        () => 200,
        (thrown: Response | { init?: ResponseInit }) =>
          thrown instanceof Response ? thrown.status : thrown.init?.status,
      );
      expect(status).toBe(403);
    }
  });

  it("adds an introducer on the introducers page and edits their share, contact and standing", async () => {
    const { db } = database();
    const { adminCookie, context } = await people(db);
    const send = (fields: Record<string, string>) =>
      callRoute(introducersRoute.action, {
        request: post("/admin/introducers", fields, { cookie: adminCookie }),
        context,
        params: {},
      }) as Promise<{
        data: { status: string; message?: string };
        init: ResponseInit | null;
      }>;
    const added = await send({
      intent: "create",
      name: "Deeside Brokers",
      share: "20",
      code: "DEE1",
    });
    expect(added.data).toMatchObject({ status: "success", message: "Added Deeside Brokers." });
    const taken = await send({ intent: "create", name: "Dee Again", share: "20", code: "dee1" });
    expect(taken.init?.status).toBe(400);
    const [row] = await db.select().from(introducers);
    const edited = await send({
      intent: "update",
      introducerId: row!.id,
      contactName: "Di Evans",
      share: "22.5",
    });
    expect(edited.data.status).toBe("success");
    const [after] = await db.select().from(introducers);
    expect(after).toMatchObject({ contactName: "Di Evans", shareBasisPoints: 2250, active: false });
    const page = await callRoute(introducersRoute.loader, {
      request: get("/admin/introducers", adminCookie),
      context,
      params: {},
    });
    expect(page.introducers[0]!.link).toBe(
      "https://broker.example.co.uk/application?introducer=DEE1",
    );
  });
});
