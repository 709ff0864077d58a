import { describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { get, makeUser, sessionCookieFor } from "#tests/harness/admin.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";
import { addEnquiry } from "#tests/harness/leads.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import type { Mailer, OutgoingMail } from "#app/server/mail.server.ts";
import { startOutboxWorker } from "#app/server/outbox.server.ts";
import * as outboxRoute from "#app/routes/admin-outbox.tsx";

/** Mail handed over is kept here instead of going anywhere. */
function keepingMailer(sent: OutgoingMail[]): Mailer {
  return {
    transport: "files",
    from: "website@broker.example",
    to: "brokers@broker.example",
    send: async (mail) => {
      sent.push(mail);
    },
    forget: async () => {},
    close: async () => {},
  };
}

describe.each(testDatabaseKinds)("the outbox page on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("says who each mail goes to and, once sent, its subject, never a kind's code name", async () => {
    const { db } = database();
    const sent: OutgoingMail[] = [];
    const mailer = keepingMailer(sent);
    const admin = await makeUser(db, "admin");
    const ben = await makeUser(db, "broker", "ben-outbox@example.co.uk", "Ben Broker");
    const { leadId } = await addEnquiry(db, { email: "dana@example.co.uk" });
    const worker = startOutboxWorker({
      db,
      mailer,
      logger: createLogger("silent"),
      poll: false,
    });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    // A reminder to a broker, not yet due.
    await db.insert(outbox).values({
      leadId,
      topic: "broker.callback",
      payload: { userId: ben.id, leadId },
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });

    const context = routerContextFor(createTestServices({ db, mailer }));
    const page = await callRoute(outboxRoute.loader, {
      request: get("/admin/outbox", await sessionCookieFor(db, admin.email)),
      context,
      params: {},
    });
    const shown = page.rows.map((row) => ({ subject: row.subject, to: row.to, topic: row.topic }));
    const subjectTo = (address: string) => sent.find((mail) => mail.to === address)?.subject;
    expect(subjectTo("brokers@broker.example")).toMatch(/^New enquiry/);
    expect(shown).toEqual(
      expect.arrayContaining([
        {
          topic: "enquiry",
          subject: subjectTo("brokers@broker.example"),
          to: "The broker team (brokers@broker.example)",
        },
        {
          topic: "applicant.acknowledgement",
          subject: subjectTo("dana@example.co.uk"),
          to: "The applicant (dana@example.co.uk)",
        },
        { topic: "broker.callback", subject: null, to: "Ben Broker (ben-outbox@example.co.uk)" },
      ]),
    );
    expect(shown).toHaveLength(3);
  });
});
