import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import postgres from "postgres";
import { createScratchDatabase } from "#app/server/db/scratch-database.server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/harness/smtp.ts";
import { startServer, type ServerProcess } from "#tests/harness/server-process.ts";

/**
 * Two server processes on one fresh PostgreSQL database, each with its own outbox worker and
 * the same SMTP server: enquiries sent to both, alternately, are each notified exactly once,
 * and each enquirer acknowledged exactly once.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
const enquiries = 80;

test("two instances on one PostgreSQL database notify every enquiry exactly once", async () => {
  test.skip(!testDatabaseUrl, "TEST_DATABASE_URL is not set: this needs a PostgreSQL server");
  test.setTimeout(180_000);

  const database = await createScratchDatabase(testDatabaseUrl!, "ops_two");
  const databaseUrl = new URL(database.url);
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), "broker-two-")));
  let smtp: TestSmtpServer | undefined;
  const instances: ServerProcess[] = [];
  try {
    smtp = await startTestSmtpServer();
    const shared = { DATABASE_URL: databaseUrl.toString(), SMTP_URL: smtp.url };
    // Both start at once on the empty database: migrations must run once between them.
    instances.push(
      ...(await Promise.all(
        dataDirs.map((dataDir) =>
          startServer({
            ...shared,
            DATA_DIR: dataDir,
            OUTBOX_WORKER: "on",
            RATE_LIMIT_MULTIPLIER: "100000",
          }),
        ),
      )),
    );

    const emails = Array.from({ length: enquiries }, (_, i) => `two-${i}@example.co.uk`);
    const statuses = await Promise.all(
      emails.map(async (email, i) => {
        const response = await fetch(`${instances[i % 2]!.url}/enquiry?variant=desktop`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, phone: "07700900123", loanAmount: "75000" }),
          redirect: "manual",
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 302)).toHaveLength(enquiries);

    // Each enquiry's notification and acknowledgement.
    const mails = 2 * enquiries;
    await smtp.waitFor(mails, 60_000);
    const sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
    try {
      await expect
        .poll(
          async () =>
            (await sql`select status, count(*)::int as n from outbox group by status`).map(
              (row) => `${row.status}: ${row.n}`,
            ),
          { timeout: 30_000 },
        )
        .toEqual([`sent: ${mails}`]);
      const [stored] = await sql`select count(*)::int as leads from leads`;
      expect(stored?.leads).toBe(enquiries);
    } finally {
      await sql.end({ timeout: 5 });
    }

    // Notifications name the enquirer in the subject; acknowledgements are addressed to them.
    const perEmail = new Map<string, number>();
    const acknowledged = new Map<string, number>();
    for (const mail of smtp.received) {
      const to = mail.headers.get("to") ?? "";
      const tally = emails.includes(to) ? acknowledged : perEmail;
      const email = emails.includes(to)
        ? to
        : (/two-\d+@example\.co\.uk/.exec(mail.subject)?.[0] ?? mail.subject);
      tally.set(email, (tally.get(email) ?? 0) + 1);
    }
    for (const tally of [perEmail, acknowledged]) {
      expect([...tally.keys()].sort()).toEqual([...emails].sort());
      expect([...tally.values()].every((count) => count === 1)).toBe(true);
    }
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(mails);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    await database.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
});
