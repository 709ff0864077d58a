import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { outbox } from "#app/server/db/schema.ts";
import { createLogger } from "#app/server/logger.server.ts";
import type { Mailer, OutgoingMail } from "#app/server/mail.server.ts";
import { startOutboxWorker, type OutboxWorker } from "#app/server/outbox.server.ts";

const logger = createLogger("silent");

/**
 * The outbox sending into a list: `deliver` sends what is due and answers what reached a
 * broker's own mailbox (not the team's shared inbox, nor applicants). The worker joins
 * `workers`, for the test file to stop after each test.
 */
export function brokerMailbox(db: Database, workers: OutboxWorker[]) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    transport: "files",
    from: "website@broker.example",
    to: "brokers@broker.example",
    async send(mail) {
      sent.push(mail);
    },
    async forget() {},
    async close() {},
  };
  const worker = startOutboxWorker({ db, mailer, logger, poll: false });
  workers.push(worker);
  return {
    async deliver() {
      await worker.runOnce();
      return sent
        .splice(0)
        .filter((mail) => mail.to.endsWith("@broker.example") && mail.to !== mailer.to);
    },
  };
}

/** The clock reaches what the outbox was told to wait for, `ms` on: its rows fall due so much sooner. */
export async function outboxClockPasses(db: Database, ms: number) {
  await db
    .update(outbox)
    .set({
      nextAttemptAt: sql`${outbox.nextAttemptAt} - ${ms}::integer * interval '1 millisecond'`,
    })
    .where(eq(outbox.status, "pending"));
}
