import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import * as templatesRoute from "#app/routes/admin-templates.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import {
  applications,
  auditLog,
  documentChecks,
  leadEvents,
  leads,
  outbox,
  uploadedDocuments,
} from "#app/server/db/schema.ts";
import { dataProtectionDeps, erasePerson } from "#app/server/data-protection.server.ts";
import {
  adminContext,
  get,
  makeUser,
  post,
  sessionCookieFor,
  testOrigin,
} from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { samplePdf } from "#tests/harness/documents.ts";
import { postToLead } from "#tests/harness/lead-page.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { addEnquiry } from "#tests/harness/leads.ts";
import { sampleApplication } from "#tests/harness/fixtures.ts";
import { createApplication } from "#app/server/leads.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { createTestServices } from "#tests/harness/services.ts";
import { createTestStorage, type TestStorage } from "#tests/harness/storage.ts";

/**
 * A case's documents on the broker's side and the templates brokers email from: the product's
 * checklist, verdicts, Open Banking, a broker's upload for the applicant, and templates an
 * admin edits whose merge fields fill from the case.
 */
describe.each(testDatabaseKinds)("documents checklist and email templates on %s", (kind) => {
  const database = useTestDatabase(kind);
  let files: TestStorage;
  beforeAll(async () => {
    files = await createTestStorage("disk");
  });
  afterAll(() => files.close());

  async function setUp() {
    const { db } = database();
    const broker = await makeUser(db, "broker");
    const admin = await makeUser(db, "admin");
    return {
      db,
      broker,
      admin,
      cookie: await sessionCookieFor(db, broker.email),
      adminCookie: await sessionCookieFor(db, admin.email),
      context: adminContext(db, "203.0.113.7", files.storage),
    };
  }

  type Context = ReturnType<typeof adminContext>;

  /** An application that is a case of its own: one director, an address no other test uses. */
  let serial = 0;
  const newCase = (db: Database) => {
    const [ann] = sampleApplication().directors;
    const email = `applicant-${++serial}@example.co.uk`;
    return createApplication(db, sampleApplication({ directors: [{ ...ann!, email }] }));
  };

  async function leadPage(context: Context, cookie: string, leadId: string, search = "") {
    return callRoute(leadRoute.loader, {
      request: get(`/admin/leads/${leadId}${search}`, cookie),
      context,
      params: { leadId },
    });
  }

  /** The case page's upload form, as a browser sends it. */
  async function uploadFor(
    context: Context,
    cookie: string,
    leadId: string,
    category: string,
    names: string[],
  ) {
    const form = new FormData();
    form.append("intent", "documents-upload");
    form.append("category", category);
    for (const name of names) {
      form.append(
        "file",
        new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }),
        name,
      );
    }
    const request = new Request(`${testOrigin}/admin/leads/${leadId}`, {
      method: "POST",
      headers: { cookie, origin: testOrigin },
      body: form,
    });
    const answer = (await callRoute(leadRoute.action, {
      request,
      context,
      params: { leadId },
    })) as {
      data: AdminFormResult;
      init: ResponseInit | null;
    };
    return { ...answer.data, httpStatus: answer.init?.status ?? 200 };
  }

  const states = (page: Awaited<ReturnType<typeof leadPage>>) =>
    Object.fromEntries(page.checklist.rows.map((row) => [row.category, row.state]));

  it("lists the product's documents, each received, accepted or asked for again", async () => {
    const { db, cookie, context } = await setUp();
    const { leadId } = await newCase(db);
    await db.update(leads).set({ product: "bridging-loans" }).where(eq(leads.id, leadId));

    let page = await leadPage(context, cookie, leadId);
    expect(page.checklist.rows.map((row) => row.category)).toEqual([
      "accounts",
      "bank_statements",
      "photo_id",
      "proof_of_address",
      "management_accounts",
      "property_details",
      "exit_plan",
    ]);
    expect(new Set(Object.values(states(page)))).toEqual(new Set(["missing"]));

    // The broker files what the applicant emailed: only that item is received.
    const uploaded = await uploadFor(context, cookie, leadId, "photo_id", ["passport.pdf"]);
    expect(uploaded).toMatchObject({
      httpStatus: 200,
      message: "1 document uploaded for the applicant.",
    });
    page = await leadPage(context, cookie, leadId);
    expect(states(page)).toMatchObject({ photo_id: "received", accounts: "missing" });

    // Asked for again, it stays so until a file comes after the asking.
    const refused = await postToLead(context, cookie, leadId, {
      intent: "document-check",
      category: "photo_id",
      verdict: "asked_again",
      note: "",
    });
    expect(refused.errors.note).toMatch(/Say what was wrong/);
    expect(
      await postToLead(context, cookie, leadId, {
        intent: "document-check",
        category: "photo_id",
        verdict: "asked_again",
        note: "Expired passport",
      }),
    ).toMatchObject({ status: "success", id: "photo_id" });
    page = await leadPage(context, cookie, leadId);
    expect(page.checklist.rows.find((row) => row.category === "photo_id")).toMatchObject({
      state: "asked_again",
      note: "Expired passport",
      files: 1,
    });
    await uploadFor(context, cookie, leadId, "photo_id", ["new-passport.pdf"]);
    page = await leadPage(context, cookie, leadId);
    expect(states(page).photo_id).toBe("received");
    await postToLead(context, cookie, leadId, {
      intent: "document-check",
      category: "photo_id",
      verdict: "accepted",
    });
    page = await leadPage(context, cookie, leadId);
    expect(states(page).photo_id).toBe("accepted");

    // The timeline says each step; the audit log keeps who did it.
    const said = await db
      .select({ body: leadEvents.body })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "document")));
    expect(said.map((event) => event.body)).toEqual(
      expect.arrayContaining([
        "Uploaded for the applicant: passport.pdf (Photo ID)",
        "Photo ID for all directors: asked for again (Expired passport)",
        "Photo ID for all directors: accepted",
      ]),
    );
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, "lead.document_check")),
    ).toHaveLength(2);
  });

  it("files a broker's upload as the broker's, without telling the brokers or the broker", async () => {
    const { db, broker, cookie, context } = await setUp();
    const { leadId, applicationId } = await newCase(db);
    const before = await db.select().from(outbox).where(eq(outbox.leadId, leadId));
    const uploaded = await uploadFor(context, cookie, leadId, "hmrc_bill", [
      "vat.pdf",
      "vat-2.pdf",
    ]);
    expect(uploaded.message).toBe("2 documents uploaded for the applicant.");
    const stored = await db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.applicationId, applicationId));
    expect(stored.map((row) => [row.documentCategory, row.uploadedByUserId])).toEqual([
      ["hmrc_bill", broker.id],
      ["hmrc_bill", broker.id],
    ]);
    expect(await files.storage.list(`${applicationId}/hmrc_bill/`)).toHaveLength(2);
    expect(await db.select().from(outbox).where(eq(outbox.leadId, leadId))).toHaveLength(
      before.length,
    );

    // A case without an application has nowhere to keep them.
    const { leadId: quote } = await addEnquiry(db);
    expect((await leadPage(context, cookie, quote)).checklist.canUpload).toBe(false);
    expect(await uploadFor(context, cookie, quote, "accounts", ["accounts.pdf"])).toMatchObject({
      httpStatus: 409,
      message: expect.stringMatching(/no application/),
    });
  });

  it("shows the applicant's Open Banking request and where the broker has taken it", async () => {
    const { db, cookie, context } = await setUp();
    const { leadId } = await newCase(db);
    expect((await leadPage(context, cookie, leadId)).checklist.openBanking).toBeNull();
    await db.update(applications).set({ openBanking: true }).where(eq(applications.leadId, leadId));
    let page = await leadPage(context, cookie, leadId);
    expect(page.checklist.openBanking?.state).toBe("requested");
    expect(states(page).bank_statements).toBe("open_banking");

    await postToLead(context, cookie, leadId, { intent: "open-banking", state: "not_going_ahead" });
    page = await leadPage(context, cookie, leadId);
    expect(page.checklist.openBanking?.state).toBe("not_going_ahead");
    expect(states(page).bank_statements).toBe("missing");
  });

  it("fills a template from the case: the offer, and only the documents still missing", async () => {
    const { db, cookie, context } = await setUp();
    const { leadId } = await newCase(db);
    await uploadFor(context, cookie, leadId, "accounts", ["accounts.pdf"]);
    let page = await leadPage(context, cookie, leadId, "?template=document_chaser");
    const chaser = page.reach.emailDraft!;
    expect(chaser.body).toContain("6 months of business bank statements");
    expect(chaser.body).toContain("Photo ID for all directors");
    expect(chaser.body).not.toContain("Full company accounts");
    expect(chaser.body).not.toContain("Management accounts");
    expect(chaser.body).toContain("[upload link]");
    expect(chaser.unfilled).toEqual([]);

    // No offer yet: the offer's fields stay in brackets, and the mail cannot go so.
    page = await leadPage(context, cookie, leadId, "?template=offer_ready");
    expect(page.reach.emailDraft!.unfilled).toEqual([
      "lender",
      "offer amount",
      "rate",
      "term",
      "expiry",
    ]);
    const refused = await postToLead(context, cookie, leadId, {
      intent: "email",
      formKey: page.reach.emailFormKey,
      subject: page.reach.emailDraft!.subject,
      body: page.reach.emailDraft!.body,
    });
    expect(refused.httpStatus).toBe(400);
    expect(refused.errors.body).toMatch(/could not fill \[lender\], \[offer amount\]/);

    await addLender(db, "Harbour Capital");
    expect(
      await postToLead(context, cookie, leadId, {
        intent: "submission",
        formKey: crypto.randomUUID(),
        lender: "Harbour Capital",
        sentOn: "2026-11-20",
        outcome: "offered",
        amountOffered: "45000",
        offerTermMonths: "24",
        offerRate: "9.9% APR",
        offerExpiresOn: "2026-12-14",
      }),
    ).toMatchObject({ status: "success" });
    page = await leadPage(context, cookie, leadId, "?template=offer_ready");
    expect(page.reach.emailDraft).toMatchObject({
      subject: expect.stringContaining("an offer from Harbour Capital"),
      body: expect.stringContaining(
        "Harbour Capital has offered £45,000 over 24 months at 9.9% APR on your application",
      ),
      unfilled: [],
    });
    expect(page.reach.emailDraft!.body).toContain("The offer stands until 14 December 2026.");
  });

  it("lets an admin edit a template against the version they saw, and brokers use it", async () => {
    const { db, cookie, adminCookie, context } = await setUp();
    const send = (cookieOf: string, fields: Record<string, string>) =>
      callRoute(templatesRoute.action, {
        request: post("/admin/templates", fields, { cookie: cookieOf }),
        context,
        params: {},
      }) as Promise<{ data: AdminFormResult; init: ResponseInit | null }>;

    // Brokers use templates; only admins change them.
    await expect(
      callRoute(templatesRoute.loader, {
        request: get("/admin/templates", cookie),
        context,
        params: {},
      }),
    ).rejects.toMatchObject({ init: { status: 403 } });

    const edit = {
      intent: "save",
      templateId: "tried_to_call",
      version: "0",
      label: "Missed you",
      subject: "Sorry we missed you, {name} ({reference})",
      body: "{greeting}\n\nI called {company} today.\n\n{sign-off}",
    };
    const unknown = await send(adminCookie, { ...edit, body: "{greting} {lendr}" });
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data.result?.error?.body?.[0]).toBe(
      "{greting}, {lendr} are not merge fields: use one from the list, spelt as it is there.",
    );
    expect((await send(adminCookie, edit)).data).toMatchObject({ status: "success" });
    // A second admin's save from the same old page is refused, not lost over the first.
    const stale = await send(adminCookie, { ...edit, subject: "Other" });
    expect(stale.init?.status).toBe(409);

    const { leadId } = await newCase(db);
    const page = await leadPage(context, cookie, leadId, "?template=tried_to_call");
    expect(page.reach.emailTemplates.find((one) => one.id === "tried_to_call")?.label).toBe(
      "Missed you",
    );
    expect(page.reach.emailDraft).toMatchObject({
      subject: expect.stringMatching(/^Sorry we missed you, \w+ \(DBF-/),
      body: expect.stringMatching(/^Dear \w+,\n\nI called .+ today\./),
    });

    // An added template is offered too; the standard one can be put back.
    await send(adminCookie, {
      intent: "save",
      templateId: "",
      version: "0",
      label: "Welcome",
      subject: "Welcome ({reference})",
      body: "{greeting}\n\nWelcome.\n\n{sign-off}",
    });
    const restored = await send(adminCookie, {
      intent: "remove",
      templateId: "tried_to_call",
      version: "1",
    });
    expect(restored.data.message).toBe("We tried to call you is back to its standard text.");
    const labels = (await leadPage(context, cookie, leadId)).reach.emailTemplates.map(
      (one) => one.label,
    );
    expect(labels).toEqual([
      "Documents we still need",
      "We tried to call you",
      "Your offer is ready",
      "Welcome",
    ]);
  });

  it("erases what the checklist said of a person with their case", async () => {
    const { db, cookie, context } = await setUp();
    const application = await newCase(db);
    await postToLead(context, cookie, application.leadId, {
      intent: "document-check",
      category: "accounts",
      verdict: "asked_again",
      note: "Ann's accounts are for the wrong year",
    });
    const services = createTestServices({ db, storage: files.storage });
    const deps = dataProtectionDeps({
      ...services,
      mailer: { ...services.mailer, forget: async () => {} },
    });
    expect(await erasePerson(deps, { email: `applicant-${serial}@example.co.uk` })).toMatchObject({
      leads: 1,
    });
    expect(
      await db.select().from(documentChecks).where(eq(documentChecks.leadId, application.leadId)),
    ).toEqual([]);
  });
});
