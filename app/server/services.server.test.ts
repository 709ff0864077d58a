import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { count, sql } from "drizzle-orm";
import { parseEnv } from "#app/env.server.ts";
import { openDatabase, rowsOf } from "#app/server/db/client.server.ts";
import { leads } from "#app/server/db/schema.ts";
import { createEmptyPostgresDatabase, testDatabaseKinds } from "#tests/harness/database.ts";
import { createEnquiry } from "#app/server/leads.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createServices } from "#app/server/services.server.ts";
import { startTestSmtpServer } from "#tests/harness/smtp.ts";
import { sampleEnquiry } from "#tests/harness/fixtures.ts";

const logger = createLogger("silent");

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the standalone worker as its own process, as `npm run outbox:work` would. */
function runWorkerScript(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ["scripts/outbox-worker.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe("services on the embedded database", () => {
  let dataRoot: string;
  beforeEach(async () => {
    dataRoot = await mkdtemp(join(tmpdir(), "services-test-"));
  });
  afterEach(async () => {
    await rm(dataRoot, { recursive: true, force: true });
  });

  test("start in a new folder, deliver mail as files, close cleanly, and keep the data", async () => {
    const dataDir = join(dataRoot, "not", "yet", "there");
    const env = parseEnv({ DATA_DIR: dataDir, OUTBOX_WORKER: "on", LOG_LEVEL: "silent" });
    const services = await createServices(env, logger);
    await services.ready();

    await createEnquiry(services.db, sampleEnquiry());
    services.notifyOutbox();
    const files = await eventually(
      () => readdir(join(dataDir, "outbox")).catch(() => [] as string[]),
      // The brokers' notification and the enquirer's acknowledgement. A message is written
      // aside and renamed into place, so the second may still be a temporary file when the
      // first has landed: wait for both messages, then nothing else may be left.
      (names) => names.filter((name) => name.endsWith(".eml")).length === 2,
    );
    for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}\.eml$/);

    await services.close();
    await expect(services.ready()).rejects.toThrow();
    await services.close();

    // Started again on the same folder: nothing re-migrated, nothing lost.
    const again = await createServices({ ...env, OUTBOX_WORKER: "off" }, logger);
    expect((await again.db.select({ n: count() }).from(leads))[0]?.n).toBe(1);
    expect(again.outbox).toBeNull();
    await createEnquiry(again.db, sampleEnquiry({ email: "second@example.co.uk" }));
    await again.close();

    // The mail waiting from that second start is sent by the standalone worker's one pass.
    const worker = runWorkerScript({ DATA_DIR: dataDir }, ["--once"]);
    expect(await worker.exited, worker.stderr()).toBe(0);
    // Two enquiries by now, each with its notification and acknowledgement.
    expect(await readdir(join(dataDir, "outbox"))).toHaveLength(4);
    // Opening a file-backed database takes seconds, three times over here.
  }, 120_000);

  test("the standalone worker will not share the embedded database with a running server", async () => {
    const worker = runWorkerScript({ DATA_DIR: join(dataRoot, "data") });
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain("only with DATABASE_URL");
  });
});

describe.runIf(testDatabaseKinds.includes("PostgreSQL"))("services on PostgreSQL", () => {
  test("processes starting together on an empty database migrate it once", async () => {
    const database = await createEmptyPostgresDatabase();
    try {
      const env = parseEnv({
        DATABASE_URL: database.url,
        OUTBOX_WORKER: "off",
        LOG_LEVEL: "silent",
      });
      const started = await Promise.all([1, 2, 3].map(() => createServices(env, logger)));
      await Promise.all(started.map((services) => services.ready()));
      const [first] = started;
      const rows = rowsOf(
        await first!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      const journal = (await readdir("drizzle")).filter((name) => name.endsWith(".sql"));
      expect(rows).toEqual([{ n: journal.length }]);
      await Promise.all(started.map((services) => services.close()));
    } finally {
      await database.drop();
    }
  }, 60_000);

  test("the standalone worker sends what the web processes store, and stops on SIGTERM", async () => {
    const [database, smtp] = await Promise.all([
      createEmptyPostgresDatabase(),
      startTestSmtpServer(),
    ]);
    const handle = await openDatabase({ DATABASE_URL: database.url, DATA_DIR: "unused" });
    try {
      const worker = runWorkerScript({ DATABASE_URL: database.url, SMTP_URL: smtp.url });
      await createEnquiry(handle.db, sampleEnquiry());
      // The brokers' notification and the enquirer's acknowledgement.
      await smtp.waitFor(2, 20_000);
      worker.child.kill("SIGTERM");
      expect(await worker.exited, worker.stderr()).toBe(0);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await handle.close();
      await smtp.close();
      await database.drop();
    }
  }, 60_000);
});
