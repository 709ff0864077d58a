import { DRAFT_LINK_TOPIC } from "#app/schemas/value-lists.ts";
import { eq, sql } from "drizzle-orm";
import { notificationText } from "#app/server/mail/notification-content.server.ts";
import { beforeEach, describe, expect, test } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import { emptyApplicationValues, type ApplicationValues } from "#app/lib/application-values.ts";
import { loader as resumeLoader } from "#app/routes/application-resume.tsx";
import { handleApplicationAction } from "#app/server/application-action.server.ts";
import { applicationBackend } from "#app/server/application-backend.server.ts";
import {
  openApplicationDraft,
  saveApplicationDraft,
} from "#app/server/application-drafts.server.ts";
import {
  erasePerson,
  exportPerson,
  purgeExpiredLeads,
  type DataProtectionDeps,
} from "#app/server/data-protection.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { applicationDrafts, auditLog, outbox } from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { applicantMailComposers } from "#app/server/mail/applicant-mail.server.ts";
import { hashSecretToken } from "#app/server/secret-token.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { callRoute } from "#tests/harness/call-route.ts";

const day = 86_400_000;

/** What a visitor has typed by step 2: a company, an amount, and one director's email. */
function partialAnswers(overrides: Partial<ApplicationValues> = {}): ApplicationValues {
  const values = emptyApplicationValues();
  values.companyName = "Acme Widgets Ltd";
  values.tradingAddress = "1 High Street, Chester CH1 1AB";
  values.loanAmount = "50,000";
  values.directors[0]!.email = "ann@acme-widgets.example.co.uk";
  values.directors[0]!.mobile = "07700 900123";
  return { ...values, ...overrides };
}

function savePost(fields: Record<string, string>, script = true) {
  return new Request("http://localhost/application", {
    method: "POST",
    body: new URLSearchParams({
      companyName: "Acme Widgets Ltd",
      tradingAddress: "1 High Street, Chester CH1 1AB",
      loanAmount: "50,000",
      "directors[0].id": "1",
      "directors[0].firstName": "Ann",
      intent: "save-draft",
      draftStep: "2",
      website_url: "",
      ...(script ? { client: "script" } : {}),
      ...fields,
    }),
  });
}

/** The link the draft's mail carries, composed as the outbox worker would at send time. */
async function composeLinkMail(db: Database, draftId: string, now = new Date()) {
  const composer = applicantMailComposers[DRAFT_LINK_TOPIC];
  if (!composer) throw new Error("no composer for draft links");
  const mail = await composer({ draftId }, { db, site: defaultSiteConfig, now });
  const text = notificationText(mail.content);
  const url = /https?:\/\/\S+\/application\/resume\/([A-Za-z0-9_-]+)/.exec(text);
  if (!url) throw new Error(`no link in: ${text}`);
  return { mail, text, url: url[0], token: url[1]! };
}

type Recorder = DataProtectionDeps & { forgottenMail: string[] };

function protectionDeps(db: Database): Recorder {
  const recorder: Recorder = {
    db,
    logger: createLogger("silent"),
    forgottenMail: [],
    async deleteDocument() {},
    async forgetMail(outboxId) {
      recorder.forgottenMail.push(outboxId);
    },
  };
  return recorder;
}

describe.each(testDatabaseKinds)("saved applications on %s", (kind) => {
  const database = useTestDatabase(kind);
  let db: Database;
  beforeEach(() => {
    db = database().db;
  });

  async function save(
    request: Request,
    env: Record<string, string> = {},
    clientAddress = "203.0.113.20",
  ) {
    const services = createTestServices({ db, env });
    const result = await handleApplicationAction(request, {
      backend: applicationBackend(services),
      logger: services.logger,
      clientAddress,
    });
    if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
    return {
      body: result.data as ApplicationActionData,
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
    };
  }

  test("saving stores the answers and step, and queues the link's mail", async () => {
    const before = Date.now();
    const { body, status } = await save(savePost({ draftEmail: " Ann@Example.co.uk " }));

    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "draft-saved", email: "Ann@Example.co.uk", step: 2 });
    const drafts = await db.select().from(applicationDrafts);
    expect(drafts).toHaveLength(1);
    const [draft] = drafts;
    expect(draft).toMatchObject({ email: "ann@example.co.uk", tokenHash: null });
    expect(draft!.answers).toMatchObject({
      companyName: "Acme Widgets Ltd",
      loanAmount: "50,000",
      directors: [{ firstName: "Ann" }],
    });
    const days = (draft!.expiresAt.getTime() - before) / day;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const mails = await db.select().from(outbox);
    expect(mails).toEqual([
      expect.objectContaining({
        topic: "draft.link",
        leadId: null,
        payload: { draftId: draft!.id },
      }),
    ]);
  });

  test("the draft and its mail are stored together or not at all", async () => {
    await db.execute(
      sql.raw(`create function refuse_outbox() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_outbox before insert on outbox
        for each row execute function refuse_outbox()`),
    );
    try {
      const { body, status } = await save(savePost({ draftEmail: "ann@example.co.uk" }));
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: "draft-refused",
        emailInvalid: false,
        values: { companyName: "Acme Widgets Ltd" },
      });
      expect(await db.select().from(applicationDrafts)).toEqual([]);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_outbox on outbox"));
      await db.execute(sql.raw("drop function refuse_outbox()"));
    }
  });

  test("a malformed address is refused with a message, and every answer comes back", async () => {
    for (const [script, expected] of [
      [true, 400],
      [false, 200],
    ] as const) {
      const { body, status } = await save(savePost({ draftEmail: "ann@example" }, script));
      expect(status).toBe(expected);
      expect(body).toMatchObject({
        status: "draft-refused",
        emailInvalid: true,
        email: "ann@example",
        step: 2,
        message: "Enter an email address in the correct format, like name@example.com",
        values: { companyName: "Acme Widgets Ltd", loanAmount: "50,000" },
      });
    }
    const { body } = await save(savePost({ draftEmail: "" }));
    expect(body).toMatchObject({ status: "draft-refused", emailInvalid: true });
    expect(await db.select().from(applicationDrafts)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
  });

  test("saves from one address are limited like the forms", async () => {
    for (let i = 0; i < 5; i++) {
      const { body } = await save(savePost({ draftEmail: `ann${i}@example.co.uk` }));
      expect(body.status).toBe("draft-saved");
    }
    const { body, status, headers } = await save(savePost({ draftEmail: "ann@example.co.uk" }));
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body).toMatchObject({
      status: "draft-refused",
      emailInvalid: false,
      message: expect.stringContaining("Please wait a few minutes"),
      values: { companyName: "Acme Widgets Ltd" },
    });
    expect(await db.select().from(applicationDrafts)).toHaveLength(5);
  });

  test("saves to one address from many clients send it at most three mails an hour, and every draft is kept", async () => {
    const answers: string[] = [];
    for (const client of ["203.0.113.31", "198.51.100.32", "192.0.2.33"]) {
      for (let i = 0; i < 6; i++) {
        const { body } = await save(
          savePost({ draftEmail: i % 2 ? "Victim@Example.co.uk" : "victim@example.co.uk" }),
          {},
          client,
        );
        answers.push(body.status);
      }
    }
    expect(answers).toHaveLength(18);
    const saved = answers.filter((status) => status === "draft-saved");
    // Each client is held to its own limit as before; past the address's cap, nothing differs.
    expect(saved.length).toBe(15);
    expect(await db.select().from(applicationDrafts)).toHaveLength(saved.length);
    const mails = await db.select().from(outbox);
    expect(mails.filter((mail) => mail.topic === DRAFT_LINK_TOPIC)).toHaveLength(3);
    expect(mails).toHaveLength(3);
  });

  test("the mail's link opens that draft; only the token's hash is kept", async () => {
    const { draftId } = await saveApplicationDraft(db, {
      email: "ann@example.co.uk",
      values: partialAnswers(),
      step: 2,
    });
    const { mail, text, url, token } = await composeLinkMail(db, draftId);

    expect(mail.to).toBe("ann@example.co.uk");
    expect(mail.content.subject).toBe("Your saved application");
    expect(url).toBe(`${defaultSiteConfig.origin}/application/resume/${token}`);
    expect(mail.content.callToAction).toEqual({ label: "Open your saved application", url });
    expect(text).toContain(`Open your saved application:\n${url}`);
    const [row] = await db.select().from(applicationDrafts);
    expect(row!.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await openApplicationDraft(db, token)).toEqual({
      status: "valid",
      values: partialAnswers(),
      step: 2,
    });
  });

  test("a retried send makes a new link, and only the newest one works", async () => {
    const { draftId } = await saveApplicationDraft(db, {
      email: "ann@example.co.uk",
      values: partialAnswers(),
      step: 3,
    });
    const first = await composeLinkMail(db, draftId);
    const second = await composeLinkMail(db, draftId);
    expect(second.token).not.toBe(first.token);
    expect(await openApplicationDraft(db, first.token)).toEqual({ status: "invalid" });
    expect((await openApplicationDraft(db, second.token)).status).toBe("valid");
  });

  test("a draft gone before its mail is sent gets no mail", async () => {
    const saved = new Date("2026-01-01T12:00:00Z");
    const { draftId } = await saveApplicationDraft(
      db,
      { email: "ann@example.co.uk", values: partialAnswers(), step: 1 },
      saved,
    );
    await expect(
      composeLinkMail(db, draftId, new Date(saved.getTime() + 31 * day)),
    ).rejects.toThrow(/expired or been erased/);
  });

  test("the link's page restores a valid draft; an expired or unknown one says so", async () => {
    const saved = new Date(Date.now() - 29 * day);
    const { draftId } = await saveApplicationDraft(
      db,
      { email: "ann@example.co.uk", values: partialAnswers(), step: 2 },
      saved,
    );
    const { token } = await composeLinkMail(db, draftId);
    const { draftId: oldId } = await saveApplicationDraft(
      db,
      { email: "bob@example.co.uk", values: partialAnswers(), step: 2 },
      new Date(Date.now() - 31 * day),
    );
    await db
      .update(applicationDrafts)
      .set({ tokenHash: hashSecretToken("E".repeat(43)) })
      .where(eq(applicationDrafts.id, oldId));

    const context = routerContextFor(createTestServices({ db }));
    const open = async (value: string) => {
      const result = await callRoute(resumeLoader, {
        params: { token: value },
        context,
        request: new Request(`http://localhost/application/resume/${value}`),
      });
      return {
        status: result.init?.status ?? 200,
        headers: new Headers(result.init?.headers),
        body: result.data,
      };
    };

    const valid = await open(token);
    expect(valid.status).toBe(200);
    expect(valid.headers.get("cache-control")).toBe("private, no-store");
    expect(valid.headers.get("x-robots-tag")).toContain("noindex");
    expect(valid.body.draft).toEqual({ status: "valid", values: partialAnswers(), step: 2 });
    expect(valid.body.page).toMatchObject({ h1: "Your saved application", noindex: true });
    // The answers are shown as answers, in the form; the page's own words never quote them.
    expect(JSON.stringify(valid.body.page)).not.toContain("Acme");
    expect(valid.body.page.description).toContain("as they were typed");

    const expired = await open("E".repeat(43));
    expect(expired.status).toBe(410);
    expect(expired.body.draft).toEqual({ status: "expired" });
    expect(expired.body.page.h1).toBe("This link has expired");

    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const unknown of [altered, "not-a-token", token.toLowerCase()]) {
      if (unknown === token) continue;
      const answer = await open(unknown);
      expect(answer.status).toBe(404);
      expect(answer.body.draft).toEqual({ status: "invalid" });
      expect(answer.body.page.h1).toBe("This link does not work");
    }
  });

  test("the retention purge deletes drafts past their 30 days with their mails, and says how many", async () => {
    const now = new Date();
    const old = await saveApplicationDraft(
      db,
      { email: "old@example.co.uk", values: partialAnswers(), step: 1 },
      new Date(now.getTime() - 31 * day),
    );
    const live = await saveApplicationDraft(
      db,
      { email: "live@example.co.uk", values: partialAnswers(), step: 1 },
      new Date(now.getTime() - 29 * day),
    );
    const [oldMail] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.payload}->>'draftId' = ${old.draftId}`);
    const deps = protectionDeps(db);

    const dryRun = await purgeExpiredLeads(deps, { now, dryRun: true });
    expect(dryRun.drafts).toBe(1);
    expect(await db.select().from(applicationDrafts)).toHaveLength(2);

    const result = await purgeExpiredLeads(deps, { now, trigger: { via: "script" } });
    expect(result.drafts).toBe(1);
    const left = await db.select({ id: applicationDrafts.id }).from(applicationDrafts);
    expect(left).toEqual([{ id: live.draftId }]);
    expect(deps.forgottenMail).toEqual([oldMail!.id]);
    expect(await db.select({ id: outbox.id }).from(outbox)).toHaveLength(1);
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "retention.purge"));
    expect(audited?.detail).toMatchObject({ drafts: 1, leads: 0 });
  });

  test("erasing a person deletes the drafts saved for them or naming them, and no one else's", async () => {
    const own = await saveApplicationDraft(db, {
      email: "Ann@Example.co.uk",
      values: partialAnswers({ companyName: "Ann's own" }),
      step: 1,
    });
    const asDirector = await saveApplicationDraft(db, {
      email: "bob@example.co.uk",
      values: partialAnswers({ companyName: "Bob's, naming Ann" }),
      step: 3,
    });
    await db
      .update(applicationDrafts)
      .set({
        answers: partialAnswers({
          directors: [{ ...partialAnswers().directors[0]!, email: "ANN@example.co.uk" }],
        }),
      })
      .where(eq(applicationDrafts.id, asDirector.draftId));
    const other = await saveApplicationDraft(db, {
      email: "cara@example.co.uk",
      values: partialAnswers({
        directors: [{ ...partialAnswers().directors[0]!, email: "cara@example.co.uk" }],
      }),
      step: 1,
    });
    const deps = protectionDeps(db);

    const erased = await erasePerson(deps, { email: "ann@example.co.uk" });

    expect(erased.drafts).toBe(2);
    const left = await db.select({ id: applicationDrafts.id }).from(applicationDrafts);
    expect(left).toEqual([{ id: other.draftId }]);
    expect(deps.forgottenMail).toHaveLength(2);
    expect(await db.select({ id: outbox.id }).from(outbox)).toHaveLength(1);
    expect(left.map((row) => row.id)).not.toContain(own.draftId);
    const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, "person.erase"));
    expect(audited?.detail).toMatchObject({ drafts: 2 });
    expect(JSON.stringify(audited)).not.toContain("ann@example.co.uk");
  });

  test("erasing by phone finds the drafts naming that mobile number", async () => {
    await saveApplicationDraft(db, {
      email: "ann@example.co.uk",
      values: partialAnswers(),
      step: 1,
    });
    const erased = await erasePerson(protectionDeps(db), { phone: "+44 7700 900123" });
    expect(erased.drafts).toBe(1);
    expect(await db.select().from(applicationDrafts)).toEqual([]);
  });

  test("the person's export holds their drafts' answers and dates, never the link's hash", async () => {
    const { draftId } = await saveApplicationDraft(db, {
      email: "ann@example.co.uk",
      values: partialAnswers(),
      step: 2,
    });
    const { token } = await composeLinkMail(db, draftId);

    const exported = await exportPerson(db, { email: "ANN@example.co.uk" });

    expect(exported.savedApplications).toEqual([
      expect.objectContaining({
        id: draftId,
        email: "ann@example.co.uk",
        answers: partialAnswers(),
        step: 2,
        linkSent: true,
        createdAt: expect.any(Date),
        expiresAt: expect.any(Date),
      }),
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(hashSecretToken(token));
    expect(text).not.toContain(token);
    const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, "person.export"));
    expect(audited?.detail).toMatchObject({ draftIds: [draftId] });
  });
});
