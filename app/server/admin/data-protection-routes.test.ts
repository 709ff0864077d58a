import { count, eq } from "drizzle-orm";
import { saveApplicationDraft } from "#app/server/application-drafts.server.ts";
import { emptyApplicationValues } from "#app/lib/application-values.ts";
import { describe, expect, it } from "vitest";
import * as auditRoute from "#app/routes/admin-audit.tsx";
import * as dataProtectionRoute from "#app/routes/admin-data-protection.tsx";
import * as personExportRoute from "#app/routes/admin-person-export.ts";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import * as inboxRoute from "#app/routes/admin-inbox.tsx";
import * as exportRoute from "#app/routes/admin-export.ts";
import * as myDayRoute from "#app/routes/admin-my-day.tsx";
import { erasedLeadLabel } from "#app/schemas/admin.ts";
import { personQueryMessage } from "#app/server/admin/data-protection-page.server.ts";
import { postToLead } from "#tests/harness/lead-page.ts";
import { servicesContext } from "#app/context.server.ts";
import { applicationDrafts, auditLog, leads } from "#app/server/db/schema.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createNeighbours } from "#tests/harness/leads.ts";
import { createApplication } from "#app/server/leads.server.ts";
import { sampleSoleApplication } from "#tests/harness/fixtures.ts";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute, type RouteArgs } from "#tests/harness/call-route.ts";
import { addEnquiry } from "#tests/harness/leads.ts";

type Context = Parameters<typeof dataProtectionRoute.loader>[0]["context"];

/** The router's view of a loader's or action's answer: thrown or returned, Response or data(). */
async function answer(run: () => unknown) {
  try {
    const result = await run();
    if (result instanceof Response) return { status: result.status, body: result };
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    const body = (result as { data?: unknown } | null)?.data ?? result;
    return { status: init?.status ?? 200, body };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: thrown };
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init) return { status: init.status ?? 500, body: (thrown as { data?: unknown }).data };
    throw thrown;
  }
}

describe.each(testDatabaseKinds)("data-protection pages on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const { db } = database();
    const context = adminContext(db);
    const deletedFiles: string[] = [];
    Object.assign(context.get(servicesContext), {
      storage: {
        async delete(key: string) {
          deletedFiles.push(key);
        },
        // Erasing an application empties its whole storage folder.
        async deleteAll(folder: string) {
          deletedFiles.push(folder);
          return 0;
        },
      },
      mailer: { async forget() {} },
    });
    const admin = await makeUser(db, "admin");
    const broker = await makeUser(db, "broker");
    return {
      db,
      context,
      deletedFiles,
      admin,
      adminCookie: await sessionCookieFor(db, admin.email),
      brokerCookie: await sessionCookieFor(db, broker.email),
    };
  }

  /** Opens a page (of a path without params) as the holder of this cookie (none: the anonymous). */
  const load = (
    loader: (args: RouteArgs<object>) => unknown,
    path: string,
    cookie: string | undefined,
    context: Context,
  ) => answer(() => callRoute(loader, { request: get(path, cookie), context }));

  /** The person export by the sample applicant's phone (`json.data`: as React Router asks). */
  const exportByPhone = (context: Context, cookie: string, ending: "json" | "json.data") =>
    load(
      personExportRoute.loader,
      `/admin/data-protection/export.${ending}?phone=07700%20900%20123`,
      cookie,
      context,
    );

  it("says a phone or email that names nobody is no person to look up, and never fails", async () => {
    const { context, adminCookie } = await setUp();
    for (const search of ["phone=abc", "phone=-", "email=%20", "phone=abc&email=%20"]) {
      const page = await load(
        dataProtectionRoute.loader,
        `/admin/data-protection?${search}`,
        adminCookie,
        context,
      );
      expect(page.status).toBe(200);
      const body = page.body as { found: unknown[] | null; queryMessage?: string | null };
      expect(body.found ?? []).toEqual([]);
      if (search.startsWith("phone")) {
        expect(body.queryMessage).toBe(personQueryMessage);
      }
    }
  });

  /** Posts the erase form as the page does, with the person and choices given. */
  const erase = (
    context: Context,
    cookie: string | undefined,
    fields: Record<string, string | string[]>,
  ) =>
    answer(() =>
      callRoute(dataProtectionRoute.action, {
        request: post("/admin/data-protection", { intent: "erase", ...fields }, { cookie }),
        context,
      }),
    );

  it("sends the anonymous to sign in and refuses brokers, changing nothing", async () => {
    const { db, context, brokerCookie } = await setUp();
    const { leadId } = await addEnquiry(db);
    const pages = [
      {
        handler: dataProtectionRoute.loader,
        path: "/admin/data-protection?email=jane@example.co.uk",
      },
      {
        handler: personExportRoute.loader,
        path: "/admin/data-protection/export.json?email=jane@example.co.uk",
      },
      { handler: auditRoute.loader, path: "/admin/audit" },
    ];
    for (const page of pages) {
      const anonymous = await load(page.handler, page.path, undefined, context);
      expect(anonymous.status, page.path).toBe(302);
      const broker = await load(page.handler, page.path, brokerCookie, context);
      expect(broker.status, page.path).toBe(403);
    }
    for (const cookie of [undefined, brokerCookie]) {
      const refused = await erase(context, cookie, {
        email: "jane@example.co.uk",
        confirm: "ERASE",
      });
      expect(refused.status).toBeGreaterThanOrEqual(300);
    }
    expect(await db.select({ id: leads.id }).from(leads)).toEqual([{ id: leadId }]);
  });

  it("erases when ERASE is typed, and records who did it without the person's details", async () => {
    const { db, context, adminCookie, deletedFiles } = await setUp();
    const { leadId } = await addEnquiry(db, { email: "jane@example.co.uk" });

    const erased = await erase(context, adminCookie, {
      email: "JANE@example.co.uk",
      leadIds: leadId,
      confirm: "ERASE",
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      status: "success",
      // The brokers' notification and the enquirer's acknowledgement.
      message: "Erased 1 lead, 0 documents and 2 notifications.",
    });
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 0 }]);
    expect(deletedFiles).toEqual([]);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "person.erase"));
    expect(entry?.detail).toMatchObject({ leads: 1, leadIds: [leadId] });
    expect(JSON.stringify(entry)).not.toContain("jane@example.co.uk");
  });

  it("finds a person who only saved an application, and erases it once ticked", async () => {
    const { db, context, adminCookie } = await setUp();
    await saveApplicationDraft(db, {
      email: "Sam@example.co.uk",
      values: { ...emptyApplicationValues(), companyName: "Sam's Bakery" },
      step: 2,
    });
    const page = await load(
      dataProtectionRoute.loader,
      "/admin/data-protection?email=sam@example.co.uk",
      adminCookie,
      context,
    );
    expect(page.body).toMatchObject({ found: [], drafts: 1 });

    const unticked = await erase(context, adminCookie, {
      email: "sam@example.co.uk",
      confirm: "ERASE",
    });
    expect(JSON.stringify(unticked.body)).toContain("Select the leads to erase");
    expect(await db.select({ n: count() }).from(applicationDrafts)).toEqual([{ n: 1 }]);

    const erased = await erase(context, adminCookie, {
      email: "sam@example.co.uk",
      savedApplications: "erase",
      confirm: "ERASE",
    });
    expect(erased.body).toMatchObject({ status: "success" });
    expect(JSON.stringify(erased.body)).toContain("Also deleted 1 saved application.");
    expect(await db.select({ n: count() }).from(applicationDrafts)).toEqual([{ n: 0 }]);
  });

  it("lists each lead found with name, email, phone and what matched, and erases only those chosen", async () => {
    const { db, context, adminCookie } = await setUp();
    const { ann, bob } = await createNeighbours(db);
    const search = "email=ann%40example.co.uk&phone=0161%20496%200000";

    const page = await load(
      dataProtectionRoute.loader,
      `/admin/data-protection?${search}`,
      adminCookie,
      context,
    );
    const { found } = page.body as { found: Record<string, unknown>[] };
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ann.leadId,
          fullName: "Ann Lee",
          email: "ann@example.co.uk",
          phone: expect.stringContaining("1614960000"),
          matchedBy: ["email", "phone"],
        }),
        expect.objectContaining({
          id: bob.leadId,
          fullName: "Bob Stone",
          email: "bob@example.co.uk",
          matchedBy: ["phone"],
        }),
      ]),
    );

    const eraseAnn = (fields: Record<string, string | string[]>) =>
      erase(context, adminCookie, {
        email: "ann@example.co.uk",
        phone: "0161 496 0000",
        confirm: "ERASE",
        ...fields,
      });

    // Nothing chosen: refused, and said so.
    const none = await eraseAnn({});
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain("Select the leads to erase");
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 2 }]);

    // A lead that is not among those found (another person's, or one gone since): refused.
    const stranger = await addEnquiry(db, { email: "x@example.co.uk" });
    const foreign = await eraseAnn({ leadIds: [ann.leadId, stranger.leadId] });
    expect(foreign.status).toBe(409);
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 3 }]);

    const erased = await eraseAnn({ leadIds: [ann.leadId] });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      status: "success",
      message: expect.stringMatching(/^Erased 1 lead/),
    });
    const left = (await db.select({ id: leads.id }).from(leads)).map((row) => row.id).sort();
    expect(left).toEqual([bob.leadId, stranger.leadId].sort());
  });

  it("takes the confirmation word only exactly as the page asks for it", async () => {
    const { db, context, adminCookie } = await setUp();
    const { leadId } = await addEnquiry(db, { email: "jane@example.co.uk" });
    for (const confirm of ["yes", "erase", "Erase", " ERASE", "ERASE."]) {
      const refused = await erase(context, adminCookie, {
        email: "jane@example.co.uk",
        leadIds: leadId,
        confirm,
      });
      expect(refused.status, confirm).toBe(400);
      expect(refused.body).toMatchObject({
        result: { error: { confirm: ["Type ERASE to confirm"] } },
      });
    }
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 1 }]);
  });

  it("asks for a reason before erasing a lead that holds a kept deal, then keeps its deal without the person", async () => {
    const { db, context, admin, adminCookie } = await setUp();
    const { leadId } = await createApplication(db, sampleSoleApplication());
    await db.update(leads).set({ status: "funded" }).where(eq(leads.id, leadId));
    const page = await load(
      dataProtectionRoute.loader,
      "/admin/data-protection?email=ann%40example.co.uk",
      adminCookie,
      context,
    );
    expect((page.body as { found: unknown[] }).found).toMatchObject([
      { id: leadId, keptDeal: true, keptUntil: expect.any(Date) },
    ]);
    const eraseFunded = (fields: Record<string, string>) =>
      erase(context, adminCookie, {
        email: "ann@example.co.uk",
        leadIds: leadId,
        confirm: "ERASE",
        ...fields,
      });

    const noReasons: Record<string, string>[] = [{}, { reason: "  " }];
    for (const reason of noReasons) {
      const asked = await eraseFunded(reason);
      expect(asked.status).toBe(400);
      const error = (asked.body as { result: { error: Record<string, string[]> } }).result.error;
      expect(error.reason?.[0]).toMatch(
        /^Acme Widgets Ltd \(Ann Lee\) \(kept until .+\) holds a deal the firm must keep/,
      );
      expect(error[""]).toEqual(["Nothing was erased."]);
    }
    const tooLong = await eraseFunded({ reason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 1 }]);
    expect((await db.select().from(leads))[0]?.email).toBe("ann@example.co.uk");

    const reason = "Applicant's request of 3 Nov; deal records kept for 6 years";
    const erased = await eraseFunded({ reason });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      status: "success",
      message:
        "Erased the personal details of 1 kept deal, 0 documents and 2 notifications. The deal records stay until their retention period ends.",
    });
    const [kept] = await db.select().from(leads);
    expect(kept).toMatchObject({ id: leadId, email: null, fullName: null, erasureReason: reason });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "person.erase"));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      detail: { leadIds: [], anonymisedLeadIds: [leadId], reason },
    });

    // The person is no longer found.
    const again = await load(
      dataProtectionRoute.loader,
      "/admin/data-protection?email=ann%40example.co.uk",
      adminCookie,
      context,
    );
    expect(again.body).toMatchObject({ found: [] });

    // The lead's page says so and offers nothing to contact; an old page's contact forms are refused.
    const leadPage = await answer(() =>
      callRoute(leadRoute.loader, {
        request: get(`/admin/leads/${leadId}`, adminCookie),
        context,
        params: { leadId },
      }),
    );
    expect(leadPage.status).toBe(200);
    const detail = leadPage.body as Awaited<ReturnType<typeof leadRoute.loader>>;
    expect(detail).toMatchObject({
      title: "Acme Widgets Ltd",
      application: null,
      lead: { erasedByName: "Ada Admin", erasureReason: reason },
    });
    expect(detail.keptUntil?.getUTCFullYear()).toBe(kept!.retainedFrom!.getUTCFullYear() + 6);
    const personal: Record<string, string>[] = [
      { intent: "note", note: "Called Ann.", formKey: crypto.randomUUID() },
      { intent: "details", fullName: "Ann Lee", email: "ann@example.co.uk", version: "2" },
      { intent: "call", outcome: "answered", formKey: crypto.randomUUID() },
    ];
    for (const fields of personal) {
      const refused = await postToLead(context, adminCookie, leadId, fields);
      expect(refused, fields.intent).toMatchObject({ httpStatus: 409, status: "error" });
    }
    expect((await db.select().from(leads))[0]).toMatchObject({ email: null, fullName: null });

    // The inbox, its CSV and My day list it as erased.
    const inbox = await load(inboxRoute.loader, "/admin", adminCookie, context);
    expect(JSON.stringify(inbox.body)).toContain(leadId);
    const csv = await load(exportRoute.loader, "/admin/export.csv", adminCookie, context);
    const text = await (csv.body as Response).text();
    expect(text).toContain(`"Funded","${erasedLeadLabel}","Acme Widgets Ltd","",""`);
    const day = await load(myDayRoute.loader, "/admin/my-day", adminCookie, context);
    expect(day.status).toBe(200);
  });

  it("purges what is past retention at an admin's request, audited under their name", async () => {
    const { db, context, admin, adminCookie } = await setUp();
    const { leadId } = await addEnquiry(db);
    await db
      .update(leads)
      .set({ status: "declined", updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(leads.id, leadId));

    const purged = await answer(() =>
      callRoute(dataProtectionRoute.action, {
        request: post("/admin/data-protection", { intent: "purge" }, { cookie: adminCookie }),
        context,
      }),
    );

    expect(purged.status).toBe(200);
    expect(purged.body).toMatchObject({
      status: "success",
      message: "Removed 1 lead past retention and 0 documents.",
    });
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    expect(entries).toMatchObject([
      {
        actorUserId: admin.id,
        ip: "203.0.113.7",
        detail: { leads: 1, leadIds: [leadId], via: "admin" },
      },
    ]);
  });

  it("exports a person as a JSON download, audited, with documents listed and no upload token", async () => {
    const { db, context, adminCookie } = await setUp();
    const { leadId, uploadToken } = await createApplication(db, sampleSoleApplication());

    const exported = await exportByPhone(context, adminCookie, "json");
    expect(exported.status).toBe(200);
    const response = exported.body as Response;
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(JSON.parse(text).leads[0].lead.id).toBe(leadId);
    expect(text).not.toContain(uploadToken);

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "person.export"));
    expect(entries.map((row) => row.detail)).toEqual([{ leadIds: [leadId] }]);
  });

  it("answers 404 to a React Router data request for the person export, exporting nothing", async () => {
    const { db, context, adminCookie } = await setUp();
    await createApplication(db, sampleSoleApplication());
    const refused = await exportByPhone(context, adminCookie, "json.data");
    expect(refused.status).toBe(404);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "person.export"))).toEqual(
      [],
    );
  });

  it("lists the audit log newest first, narrowed by action", async () => {
    const { context, adminCookie } = await setUp();
    const page = await load(
      auditRoute.loader,
      "/admin/audit?action=auth.sign_in",
      adminCookie,
      context,
    );
    expect(page.status).toBe(200);
    const { entries, actions } = page.body as Awaited<ReturnType<typeof auditRoute.loader>>;
    // Both test users signed in once.
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.action === "auth.sign_in")).toBe(true);
    expect(actions).toContain("auth.sign_in");
    expect(entries[0]!.at.getTime()).toBeGreaterThanOrEqual(entries[1]!.at.getTime());
  });

  it("pages through the audit log without gaps or repeats", async () => {
    const { db, context, adminCookie } = await setUp();
    // One statement: every row has the same time to the microsecond, so only the id orders them.
    await db
      .insert(auditLog)
      .values(Array.from({ length: 150 }, () => ({ actorUserId: null, action: "lead.note" })));
    type Page = Awaited<ReturnType<typeof auditRoute.loader>>;
    const first = (
      await load(auditRoute.loader, "/admin/audit?action=lead.note", adminCookie, context)
    ).body as Page;
    expect(first.entries).toHaveLength(100);
    expect(first.next).not.toBeNull();
    const second = (
      await load(
        auditRoute.loader,
        `/admin/audit?action=lead.note&before=${first.next}`,
        adminCookie,
        context,
      )
    ).body as Page;
    expect(second.entries).toHaveLength(50);
    expect(second.next).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(150);
  });
});
