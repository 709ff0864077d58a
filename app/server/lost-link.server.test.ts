import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { defaultSiteConfig } from "#app/config/site.ts";
import { action } from "#app/routes/track.tsx";
import { lostLinkMessages } from "#app/schemas/lost-link.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";
import { APPLICANT_MAIL_TOPICS } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import { applicantMailComposers } from "#app/server/mail/applicant-mail.server.ts";
import { LOST_LINK_MAX_LEADS, lostLinkEmailLimit } from "#app/server/lost-link.server.ts";
import { formRateLimits } from "#app/server/rate-limit.server.ts";
import { checkTrackingToken } from "#app/server/tracking.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { addApplication, addContactMessage, addEnquiry } from "#tests/harness/leads.ts";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/track", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

type Answer = {
  data: { result: { status?: string; error?: Record<string, string[] | null> } };
  init: ResponseInit | null;
};

async function linkRows(db: Database, leadId?: string) {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, APPLICANT_MAIL_TOPICS.link),
        leadId ? eq(outbox.leadId, leadId) : undefined,
      ),
    );
}

describe.each(testDatabaseKinds)("the lost-link form on %s", (kind) => {
  const database = useTestDatabase(kind);
  let clients = 0;

  /** Asks for links about `email`, from its own client address unless one is given. */
  async function ask(db: Database, email: string, from = `198.51.100.${++clients % 250}`) {
    let woken = 0;
    const context = routerContextFor(
      createTestServices({ db, onNotifyOutbox: () => woken++ }),
      from,
    );
    const answer = (await callRoute(action, { request: post({ email }), context, params: {} })) as
      Answer | Response;
    if (answer instanceof Response) throw new Error(`unexpected response ${answer.status}`);
    return { status: answer.init?.status ?? 200, result: answer.data.result, woken };
  }

  test("answers the same for a known and an unknown address, and mails only the known one's leads", async () => {
    const { db } = database();
    const enquiry = await addEnquiry(db, { email: "Jane@Example.co.uk" });
    const application = await addApplication(db);
    // A message from the same address joins Jane's case; a case that is only a message is no
    // application, and has no link.
    const joined = await addContactMessage(db, { email: "jane@example.co.uk" });
    const contact = await addContactMessage(db, { email: "solo@example.co.uk" });
    expect(joined).toMatchObject({ leadId: enquiry.leadId, joined: true });

    const known = await ask(db, "JANE@example.co.uk");
    const unknown = await ask(db, "nobody@example.co.uk");
    const messageOnly = await ask(db, "solo@example.co.uk");

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.result).toEqual(unknown.result);
    expect(messageOnly.result).toEqual(unknown.result);
    expect(known.result.status).toBe("success");
    expect((await linkRows(db)).map((row) => row.leadId)).toEqual([enquiry.leadId]);
    expect(await linkRows(db, application.leadId)).toEqual([]);
    expect(await linkRows(db, contact.leadId)).toEqual([]);
    expect([known.woken, unknown.woken, messageOnly.woken]).toEqual([1, 0, 0]);
  });

  test("the mail carries the reference and a new link that opens the lead", async () => {
    const { db } = database();
    const { leadId, reference } = await addApplication(db);
    await ask(db, "ann@example.co.uk");
    const [row] = await linkRows(db, leadId);

    const { to, content } = await applicantMailComposers[APPLICANT_MAIL_TOPICS.link]!(
      row!.payload as Record<string, unknown>,
      { db, site: defaultSiteConfig, now: new Date() },
    );

    expect(to).toBe("ann@example.co.uk");
    expect(content.subject).toContain(reference);
    const token = content.callToAction!.url.split("/track/")[1]!;
    expect(await checkTrackingToken(db, token)).toEqual({ status: "valid", leadId });
  });

  test("sends links for the address's newest few leads only", async () => {
    const { db } = database();
    const created: string[] = [];
    // A quote each quarter: too far apart to join one case, so each is a case of its own.
    for (let i = 0; i < LOST_LINK_MAX_LEADS + 2; i++) {
      const { leadId } = await addEnquiry(
        db,
        {},
        {
          receivedAt: new Date(Date.UTC(2025, 3 * i, 1)),
        },
      );
      created.push(leadId);
    }
    await ask(db, "jane@example.co.uk");
    const mailed = (await linkRows(db)).map((row) => row.leadId).sort();
    expect(mailed).toEqual(created.slice(-LOST_LINK_MAX_LEADS).sort());
  });

  test("an address asked about too often gets the same answer and no more mail", async () => {
    const { db } = database();
    const { leadId } = await addEnquiry(db);
    for (let i = 0; i < lostLinkEmailLimit.limit; i++) {
      expect((await ask(db, "jane@example.co.uk")).result.status).toBe("success");
    }
    expect(await linkRows(db, leadId)).toHaveLength(lostLinkEmailLimit.limit);

    // From yet another client address, in any case: the same answer, nothing sent.
    const over = await ask(db, "JANE@EXAMPLE.CO.UK");
    expect(over).toMatchObject({ status: 200, result: { status: "success" }, woken: 0 });
    expect(await linkRows(db, leadId)).toHaveLength(lostLinkEmailLimit.limit);
  });

  test("one client asking too often is told to wait, whatever address it asks about", async () => {
    const { db } = database();
    const client = "192.0.2.44";
    for (let i = 0; i < formRateLimits.lostLink.limit; i++) {
      expect((await ask(db, `someone${i}@example.co.uk`, client)).status).toBe(200);
    }
    const refused = await ask(db, "another@example.co.uk", client);
    expect(refused.status).toBe(429);
    expect(refused.result.error?.[""]).toEqual([rateLimitedMessage]);
  });

  test("a malformed address is refused with a message; a filled honeypot sends nothing", async () => {
    const { db } = database();
    await addEnquiry(db);
    const refused = await ask(db, "jane at example");
    expect(refused.status).toBe(400);
    expect(refused.result.error?.email).toEqual([lostLinkMessages.emailInvalid]);

    let woken = 0;
    const context = routerContextFor(createTestServices({ db, onNotifyOutbox: () => woken++ }));
    const bot = (await callRoute(action, {
      request: post({ email: "jane@example.co.uk", website_url: "https://spam.example" }),
      context,
      params: {},
    })) as Answer;
    expect(bot.data.result.status).toBe("success");
    expect(await linkRows(db)).toEqual([]);
    expect(woken).toBe(0);
  });
});
