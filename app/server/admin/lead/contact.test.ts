import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import * as newLeadRoute from "#app/routes/admin-lead-new.tsx";
import * as leadRoute from "#app/routes/admin-lead.tsx";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import { getLead } from "#app/server/admin/lead/lead.server.ts";
import { inboxCsvRow, listInbox } from "#app/server/admin/inbox.server.ts";
import { auditLog, leadEvents, leads, outbox } from "#app/server/db/schema.ts";
import { composeMail, composeNotificationMail } from "#app/server/mail.server.ts";
import { applicantMailComposers } from "#app/server/mail/applicant-mail.server.ts";
import { checkTrackingToken } from "#app/server/tracking.server.ts";
import {
  dataProtectionDeps,
  erasePerson,
  exportPerson,
} from "#app/server/data-protection.server.ts";
import { createManualLead } from "#app/server/admin/new-lead.server.ts";
import { changeStatus } from "#app/server/admin/lead/lead.server.ts";
import { companiesHouseMessages, lookUpCompany } from "#app/server/admin/companies-house.server.ts";
import { adminContext, get, makeUser, post, sessionCookieFor } from "#tests/harness/admin.ts";
import { startCompaniesHouseStandIn, standInApiKey } from "#tests/harness/companies-house.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { sampleApplication, sampleEnquiry } from "#tests/harness/fixtures.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { postToLead } from "#tests/harness/lead-page.ts";
import { addApplication, addEnquiry } from "#tests/harness/leads.ts";

const site = { ...defaultSiteConfig, origin: "https://broker.example.co.uk" };

async function leadPage(
  context: ReturnType<typeof adminContext>,
  cookie: string,
  leadId: string,
  search = "",
) {
  return callRoute(leadRoute.loader, {
    request: get(`/admin/leads/${leadId}${search}`, cookie),
    context,
    params: { leadId },
  });
}

async function versionOf(db: Database, leadId: string): Promise<string> {
  const [lead] = await db
    .select({ version: leads.version })
    .from(leads)
    .where(eq(leads.id, leadId));
  return String(lead!.version);
}

describe.each(testDatabaseKinds)(
  "contacting the client and keeping their details on %s",
  (kind) => {
    const database = useTestDatabase(kind);

    async function setUp() {
      const { db } = database();
      const broker = await makeUser(db, "broker");
      const cookie = await sessionCookieFor(db, broker.email);
      return { db, broker, cookie, context: adminContext(db) };
    }

    it("adds a phone enquiry by hand: found in the inbox, says who added it, mails nobody", async () => {
      const { db, broker, cookie, context } = await setUp();
      const refused = (await callRoute(newLeadRoute.action, {
        request: post("/admin/leads/new", { source: "phone", email: "" }, { cookie }),
        context,
        params: {},
      })) as { data: AdminFormResult; init: ResponseInit | null };
      expect(refused.init?.status).toBe(400);
      expect(refused.data.result?.error?.fullName?.[0]).toMatch(/name/);
      expect(refused.data.result?.error?.phone?.[0]).toMatch(/phone number or an email/);

      const response = (await callRoute(newLeadRoute.action, {
        request: post(
          "/admin/leads/new",
          {
            source: "walk_in",
            fullName: "Wendy Walker",
            companyName: "Walker Cafés",
            phone: "07700 900456",
            amount: "30,000",
            companyNumber: "sc 123456",
            note: "Wants a new coffee machine.",
          },
          { cookie },
        ),
        context,
        params: {},
      })) as Response;
      expect(response.status).toBe(302);
      const leadId = response.headers.get("location")!.split("/").pop()!;
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({
        kind: "enquiry",
        fullName: "Wendy Walker",
        phone: "+447700900456",
        loanAmount: 30_000,
        companyNumber: "SC123456",
        source: "manual:walk_in",
        createdByUserId: broker.id,
      });
      const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
      expect(events.map((event) => [event.type, event.body])).toEqual([
        ["created", "Wants a new coffee machine."],
      ]);
      expect(await db.select().from(outbox).where(eq(outbox.leadId, leadId))).toEqual([]);
      const trail = await db.select().from(auditLog).where(eq(auditLog.action, "lead.create"));
      expect(trail).toMatchObject([{ actorUserId: broker.id, targetId: leadId }]);

      const page = await leadPage(context, cookie, leadId);
      expect(page.title).toBe("Walker Cafés");
      expect(page.reach.addedBy).toBe("Added by Ben Broker, walk-in");
      expect(page.enquiry).toBeNull();
      const inbox = await listInbox(db, { q: "walker" }, {});
      expect(inbox.rows.map((row) => row.id)).toEqual([leadId]);
    });

    it("handles a lead added by hand everywhere: stage mail to the applicant, CSV, export and erasure", async () => {
      const { db, broker } = await setUp();
      const { leadId, reference } = await createManualLead(
        db,
        {
          source: "email",
          fullName: "Eve Email",
          email: "eve@example.co.uk",
          amount: 20_000,
          companyName: undefined,
          phone: undefined,
          companyNumber: undefined,
          note: undefined,
        },
        { userId: broker.id },
      );
      expect(
        await changeStatus(db, leadId, { status: "contacted" }, { userId: broker.id }),
      ).toEqual({
        kind: "ok",
      });
      const [row] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.leadId, leadId), eq(outbox.topic, APPLICANT_MAIL_TOPICS.status)));
      const composer = applicantMailComposers[row!.topic]!;
      const { to, content } = await composer(row!.payload as Record<string, unknown>, {
        db,
        site,
        now: new Date(),
      });
      expect(to).toBe("eve@example.co.uk");
      expect(content.subject).toContain(reference);

      const [inboxRow] = (await listInbox(db, { q: "eve@example.co.uk" }, {})).rows;
      expect(inboxCsvRow(inboxRow!)).toContain("Eve Email");
      const held = await exportPerson(db, { email: "eve@example.co.uk" });
      expect(JSON.stringify(held)).toContain(reference);
      const services = createTestServices({ db });
      const deps = dataProtectionDeps({
        ...services,
        mailer: { ...services.mailer, forget: async () => {} },
      });
      expect(await erasePerson(deps, { email: "eve@example.co.uk" })).toMatchObject({ leads: 1 });
      expect(await db.select().from(leads).where(eq(leads.id, leadId))).toEqual([]);
    });

    it("edits a quick quote's details against the version seen, auditing old and new values", async () => {
      const { db, broker, cookie, context } = await setUp();
      const { leadId } = await addEnquiry(db, { email: "quote@example.co.uk" });
      expect((await leadPage(context, cookie, leadId)).title).toBe("quote@example.co.uk");
      const seen = await versionOf(db, leadId);

      const saved = await postToLead(context, cookie, leadId, {
        intent: "details",
        version: seen,
        fullName: "Quinn Quote",
        email: "quote@example.co.uk",
        phone: "+44 7700 900 999",
        companyNumber: "12345678",
      });
      expect(saved).toMatchObject({
        httpStatus: 200,
        status: "success",
        message: "Details saved.",
      });
      expect((await leadPage(context, cookie, leadId)).title).toBe("Quinn Quote");
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({ fullName: "Quinn Quote", phone: "+447700900999" });

      // A colleague's page from before the change: refused, saying who changed what.
      const stale = await postToLead(context, cookie, leadId, {
        intent: "details",
        version: seen,
        fullName: "Someone Else",
        email: "quote@example.co.uk",
      });
      expect(stale).toMatchObject({ httpStatus: 409, status: "error" });
      expect(stale.message).toMatch(/Ben Broker edited its details: name, phone, company number/);
      expect((await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.fullName).toBe(
        "Quinn Quote",
      );

      const bad = await postToLead(context, cookie, leadId, {
        intent: "details",
        version: await versionOf(db, leadId),
        email: "not an address",
        companyNumber: "1234",
      });
      expect(bad.httpStatus).toBe(400);
      expect(bad.errors.email).toMatch(/email address/);
      expect(bad.errors.companyNumber).toMatch(/8-character/);

      const [event] = await db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "details")));
      expect(event).toMatchObject({
        actorUserId: broker.id,
        version: 2,
        detail: { fields: ["name", "phone", "company number"] },
      });
      const [trail] = await db.select().from(auditLog).where(eq(auditLog.action, "lead.details"));
      // Which details changed, never their values (issue 35).
      expect(trail?.detail).toEqual({ fields: ["fullName", "phone", "companyNumber"] });

      // Erasing the person leaves which details changed, but not their values.
      const services = createTestServices({ db });
      const deps = dataProtectionDeps({
        ...services,
        mailer: { ...services.mailer, forget: async () => {} },
      });
      expect(await erasePerson(deps, { email: "quote@example.co.uk" })).toMatchObject({ leads: 1 });
      const [kept] = await db.select().from(auditLog).where(eq(auditLog.action, "lead.details"));
      const { fields, ...rest } = kept!.detail as { fields: string[] };
      expect(fields.sort()).toEqual(["companyNumber", "fullName", "phone"]);
      expect(rest).toEqual({ valuesErased: true });
    });

    it("emails the applicant once per form, with the upload link made as the mail is sent", async () => {
      const { db, cookie, context } = await setUp();
      const { leadId } = await addApplication(db);
      const page = await leadPage(context, cookie, leadId, "?template=document_chaser");
      expect(page.reach.emailDraft?.body).toContain("[upload link]");
      const formKey = page.reach.emailFormKey;
      const fields = {
        intent: "email",
        formKey,
        subject: "Two documents, please",
        body: "Dear Ann,\n\nEdited by hand. Upload them here: [upload link]\n\nBen",
      };
      expect(await postToLead(context, cookie, leadId, fields)).toMatchObject({
        status: "success",
        message: expect.stringMatching(/Email queued/),
      });
      // The same form again (a double click): no second mail.
      expect(await postToLead(context, cookie, leadId, fields)).toMatchObject({
        status: "success",
        message: expect.stringMatching(/already sent/),
      });
      const rows = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.leadId, leadId), eq(outbox.topic, APPLICANT_MAIL_TOPICS.message)));
      expect(rows).toHaveLength(1);
      const [event] = await db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, "email")));
      expect(event).toMatchObject({
        body: fields.body,
        formKey,
        detail: { subject: "Two documents, please", outboxId: rows[0]!.id },
      });
      expect(
        await db.select().from(auditLog).where(eq(auditLog.action, "lead.email")),
      ).toHaveLength(1);

      // Sent: the placeholder is a fresh secure link that opens this lead's page.
      const composer = applicantMailComposers[rows[0]!.topic]!;
      const { to, content } = await composer(rows[0]!.payload as Record<string, unknown>, {
        db,
        site,
        now: new Date(),
      });
      const mail = composeMail(rows[0]!, content, { from: "website@example.com", to });
      expect(mail.to).toBe(sampleApplication().directors[0]!.email);
      expect(mail.subject).toBe("Two documents, please");
      expect(mail.text).toContain("Edited by hand.");
      expect(mail.text).not.toContain("[upload link]");
      const link = /https:\/\/broker\.example\.co\.uk\/track\/([A-Za-z0-9_-]{43})#upload/.exec(
        mail.text,
      );
      expect(link).not.toBeNull();
      expect(await checkTrackingToken(db, link![1]!)).toEqual({ status: "valid", leadId });

      // The timeline shows it once, with its delivery.
      const detail = (await getLead(db, leadId))!;
      expect(detail.events.filter((e) => e.type === "email")).toHaveLength(1);
    });

    it("refuses an upload link for a lead that is no application, and a lead with no address", async () => {
      const { db, cookie, context } = await setUp();
      const { leadId } = await addEnquiry(db);
      const page = await leadPage(context, cookie, leadId, "?template=document_chaser");
      expect(page.reach.emailDraft?.body).not.toContain("[upload link]");
      const refused = await postToLead(context, cookie, leadId, {
        intent: "email",
        formKey: page.reach.emailFormKey,
        subject: "Documents",
        body: "Here: [upload link]",
      });
      expect(refused.httpStatus).toBe(400);
      expect(refused.errors.body).toMatch(/Only an application has an upload link/);

      const response = (await callRoute(newLeadRoute.action, {
        request: post(
          "/admin/leads/new",
          { source: "phone", fullName: "Pat", phone: "07700900111" },
          { cookie },
        ),
        context,
        params: {},
      })) as Response;
      const phoneOnly = response.headers.get("location")!.split("/").pop()!;
      const noAddress = await postToLead(context, cookie, phoneOnly, {
        intent: "email",
        formKey: crypto.randomUUID(),
        subject: "Hello",
        body: "Hello",
      });
      expect(noAddress).toMatchObject({ httpStatus: 400, status: "error" });
      expect(noAddress.message).toMatch(/no email address/);
      expect(await db.select().from(outbox).where(eq(outbox.leadId, phoneOnly))).toEqual([]);
    });

    it("never takes Companies House details from the form: a made-up profile is not kept", async () => {
      const { db, cookie, context } = await setUp();
      const { leadId } = await addEnquiry(db);
      const forged = {
        companyNumber: "12345678",
        companyName: "MADE UP LTD",
        status: "active",
        incorporatedOn: "2001-01-01",
        registeredAddress: "1 Nowhere Street",
        directors: ["NOBODY, Some"],
        lookedUpAt: new Date().toISOString(),
      };
      const saved = await postToLead(context, cookie, leadId, {
        intent: "details",
        version: await versionOf(db, leadId),
        email: sampleEnquiry().email,
        phone: sampleEnquiry().phone,
        companyNumber: "12345678",
        companyName: "MADE UP LTD",
        companyProfile: JSON.stringify(forged),
        // An id of no look-up on this lead names nothing either.
        companyLookup: crypto.randomUUID(),
      });
      expect(saved).toMatchObject({ status: "success" });
      const page = await leadPage(context, cookie, leadId);
      expect(page.reach.companyProfile).toBeNull();
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead!.companyNumber).toBe("12345678");
      expect(lead!.companyProfile).toBeNull();
    });

    it("offers Look up only with a Companies House key, and keeps what it found when saved", async () => {
      const { db, cookie, context } = await setUp();
      const { leadId } = await addEnquiry(db);
      expect((await leadPage(context, cookie, leadId)).reach.lookupAvailable).toBe(false);

      const standIn = await startCompaniesHouseStandIn();
      try {
        const withKey = routerContextFor(
          createTestServices({
            db,
            env: {
              SITE_ORIGIN: "https://broker.example.co.uk",
              COMPANIES_HOUSE_API_KEY: standInApiKey,
              COMPANIES_HOUSE_API_URL: standIn.url,
            },
          }),
        );
        expect((await leadPage(withKey, cookie, leadId)).reach.lookupAvailable).toBe(true);
        const version = await versionOf(db, leadId);
        const found = await postToLead(withKey, cookie, leadId, {
          intent: "details",
          version,
          companyNumber: "12345678",
          lookup: "1",
        });
        expect(found).toMatchObject({
          status: "success",
          message: expect.stringMatching(/OAKWOOD JOINERY/),
        });
        const values = found.result?.initialValue as Record<string, string>;
        expect(values.companyName).toBe("OAKWOOD JOINERY LTD");
        // The form carries only the id of what was found; the server keeps the profile.
        expect(values.companyProfile).toBeUndefined();
        // Nothing is saved by looking up.
        expect(await versionOf(db, leadId)).toBe(version);

        expect(
          await postToLead(withKey, cookie, leadId, {
            intent: "details",
            version,
            email: sampleEnquiry().email,
            phone: sampleEnquiry().phone,
            companyNumber: "12345678",
            companyName: values.companyName!,
            companyLookup: values.companyLookup!,
          }),
        ).toMatchObject({ status: "success" });
        const page = await leadPage(withKey, cookie, leadId);
        expect(page.reach.companyProfile).toMatchObject({
          companyName: "OAKWOOD JOINERY LTD",
          status: "active",
          incorporatedOn: "2015-03-09",
          registeredAddress: "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
          directors: ["WOOD, Ann Mary", "OAK, Brian"],
        });

        const unknown = await postToLead(withKey, cookie, leadId, {
          intent: "details",
          version: await versionOf(db, leadId),
          companyNumber: "87654321",
          lookup: "1",
        });
        expect(unknown.httpStatus).toBe(400);
        expect(unknown.errors.companyNumber).toBe(companiesHouseMessages.notFound("87654321"));
      } finally {
        await standIn.close();
      }
    });
  },
);

describe("the Companies House client against its stand-in", () => {
  let standIn: Awaited<ReturnType<typeof startCompaniesHouseStandIn>>;
  beforeAll(async () => {
    standIn = await startCompaniesHouseStandIn();
  });
  afterAll(() => standIn.close());
  const config = () => ({ apiKey: standInApiKey, apiUrl: standIn.url });

  it("reads a company, its registered office and its directors in post", async () => {
    const found = await lookUpCompany(config(), "SC123456", new Date("2026-11-25T10:00:00Z"));
    expect(found).toEqual({
      ok: true,
      type: null,
      profile: {
        companyNumber: "SC123456",
        companyName: "HIGHLAND BAKERY LIMITED",
        status: "dissolved",
        incorporatedOn: "1999-11-30",
        registeredAddress: "12 High Street, Perth, PH1 5AA",
        directors: [],
        lookedUpAt: "2026-11-25T10:00:00.000Z",
      },
    });
  });

  it("says what went wrong: no such company, a refused key, too many requests, no answer", async () => {
    expect(await lookUpCompany(config(), "00000001")).toEqual({
      ok: false,
      reason: "notFound",
      message: companiesHouseMessages.notFound("00000001"),
    });
    expect(await lookUpCompany({ ...config(), apiKey: "wrong" }, "12345678")).toEqual({
      ok: false,
      reason: "unauthorised",
      message: companiesHouseMessages.unauthorised,
    });
    expect(await lookUpCompany(config(), "99999999")).toEqual({
      ok: false,
      reason: "rateLimited",
      message: companiesHouseMessages.rateLimited,
    });
    expect(await lookUpCompany({ ...config(), apiUrl: "http://127.0.0.1:9" }, "12345678")).toEqual({
      ok: false,
      reason: "unavailable",
      message: companiesHouseMessages.unavailable,
    });
  });
});

describe("the brokers' notifications", () => {
  it("open with a link to the lead in the back office", () => {
    const leadId = "0b4f8c2e-59f4-4a4e-9f52-2d6f0f6b1e11";
    const mail = composeNotificationMail(
      {
        id: "5a1d3f9e-0c1b-4e8e-8a55-0d2f1c7b9e22",
        createdAt: new Date(),
        payload: {
          type: "enquiry",
          leadId,
          email: "a@example.co.uk",
          phone: "+447700900123",
          loanAmount: 10_000,
          source: null,
          timestamp: "25/11/2026, 10:00:00",
          receivedAt: "2026-11-25T10:00:00Z",
        },
      },
      { from: "website@example.com", to: "brokers@example.com" },
      "https://broker.example.co.uk",
    );
    expect(mail.text).toContain(
      `Open the lead in the back office:\nhttps://broker.example.co.uk/admin/leads/${leadId}`,
    );
    expect(mail.html).toContain(`href="https://broker.example.co.uk/admin/leads/${leadId}"`);
  });
});
