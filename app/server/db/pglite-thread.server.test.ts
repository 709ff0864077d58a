import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { pgliteExtensions, pgliteHandle, rowsOf } from "#app/server/db/client.server.ts";
import { openPgliteThread, type PgliteThreadClient } from "#app/server/db/pglite-thread.server.ts";
import { isUniqueViolation } from "#app/server/reference.server.ts";
import { useTestDatabase } from "#tests/harness/database.ts";
import { leads } from "#app/server/db/schema.ts";
import { seedLeads } from "#app/server/db/seed-leads.server.ts";

/**
 * The embedded database on its own thread (pglite-thread.server.ts): the same answers as
 * PGlite in the process, transactions that hold as they did there, and a thread that never
 * blocks the one answering requests.
 */
describe("PGlite on its own thread", () => {
  const testDatabase = useTestDatabase("PGlite");

  test("answers a query with the same values as PGlite in the process", async () => {
    const query = sql`select
        timestamptz '2026-11-27 10:00:00+00' as at, 9007199254740993::int8 as big,
        '{"a":[1,"two"]}'::jsonb as doc, '\\x00ff'::bytea as bytes, null::text as nothing,
        array[timestamptz '2026-01-01 00:00:00+00'] as moments, 12.50::numeric as money`;
    const inProcess = await PGlite.create({ extensions: await pgliteExtensions() });
    try {
      const local = await pgliteHandle(inProcess);
      const expected = rowsOf(await local.db.execute(query));
      expect(rowsOf(await testDatabase().db.execute(query))).toEqual(expected);
      expect(expected[0]).toMatchObject({ doc: { a: [1, "two"] }, nothing: null });
    } finally {
      await inProcess.close();
    }
  });

  test("gives typed rows through the query builder (dates as dates)", async () => {
    const { db } = testDatabase();
    await seedLeads(db, { count: 3 });
    const rows = await db.select({ id: leads.id, createdAt: leads.createdAt }).from(leads);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.createdAt).toBeInstanceOf(Date);
  });

  test("a database error keeps its code and constraint", async () => {
    const { db } = testDatabase();
    await seedLeads(db, { count: 1 });
    const [lead] = await db.select().from(leads).limit(1);
    const failure = await db
      .insert(leads)
      .values({ ...lead!, id: crypto.randomUUID() })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(failure, "leads_reference_unique")).toBe(true);
  });

  test("a transaction commits, and one that throws leaves nothing behind", async () => {
    const { db } = testDatabase();
    await seedLeads(db, { count: 2 });
    const [first, second] = await db.select({ id: leads.id }).from(leads);
    await db.transaction(async (tx) => {
      await tx.update(leads).set({ companyName: "Kept Ltd" }).where(eq(leads.id, first!.id));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(leads).set({ companyName: "Lost Ltd" }).where(eq(leads.id, second!.id));
        // A savepoint rolled back inside, then the whole transaction given up.
        await tx
          .transaction(async (inner) => {
            await inner.update(leads).set({ companyName: "Inner Ltd" });
            inner.rollback();
          })
          .catch(() => {});
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = await db.select({ name: leads.companyName }).from(leads);
    expect(names.map((row) => row.name)).toContain("Kept Ltd");
    expect(names.map((row) => row.name)).not.toContain("Lost Ltd");
    expect(names.map((row) => row.name)).not.toContain("Inner Ltd");
  });

  test("a query from outside waits for an open transaction and sees only what it committed", async () => {
    const { db } = testDatabase();
    await seedLeads(db, { count: 1 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated: () => void = () => {};
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.update(leads).set({ companyName: "Committed Ltd" });
      updated();
      await held;
    });
    await inside;
    let read = false;
    const outside = db
      .select({ name: leads.companyName })
      .from(leads)
      .then((rows) => {
        read = true;
        return rows;
      });
    // The outside read cannot finish while the transaction holds the database.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(false);
    release();
    await transaction;
    expect((await outside).map((row) => row.name)).toEqual(["Committed Ltd"]);
  });

  test("the calling thread keeps running while the database works", async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await testDatabase().db.execute(sql`select pg_sleep(0.3)`);
    running = false;
    // In the process, PGlite's 300 ms would have been one uninterrupted turn of this thread.
    expect(turns).toBeGreaterThan(10);
  });
});

const pgliteThreadClientFile = join(process.cwd(), "app/server/db/pglite-thread.server.ts");

describe("opening and closing the thread", () => {
  test("a migration that fails is the reason opening fails", async () => {
    const folder = await mkdtemp(join(tmpdir(), "broker-bad-migrations-"));
    try {
      await mkdir(join(folder, "meta"));
      await writeFile(join(folder, "0000_bad.sql"), "create table broken (;");
      await writeFile(
        join(folder, "meta", "_journal.json"),
        JSON.stringify({
          version: "7",
          dialect: "postgresql",
          entries: [{ idx: 0, version: "7", when: 1, tag: "0000_bad", breakpoints: true }],
        }),
      );
      // Drizzle's message names the statement; the database's own, kept as the cause, says why.
      await expect(openPgliteThread({ dataDir: null, migrationsFolder: folder })).rejects.toThrow(
        expect.objectContaining({
          message: expect.stringContaining("create table broken"),
          cause: expect.objectContaining({
            code: "42601",
            message: expect.stringMatching(/syntax/),
          }),
        }),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test("once closed, every query is refused with a message", async () => {
    const client: PgliteThreadClient = await openPgliteThread({
      dataDir: null,
      migrationsFolder: null,
    });
    expect(rowsOf(await client.query("select 1 as one"))).toEqual([{ one: 1 }]);
    await client.close();
    expect(client.closed).toBe(true);
    await expect(client.query("select 1")).rejects.toThrow("The embedded database is closed");
  });

  test("a script that never closes the database still ends when its work is done", () => {
    const script = `
      import { openPgliteThread } from "${pathToFileURL(pgliteThreadClientFile).href}";
      const client = await openPgliteThread({ dataDir: null, migrationsFolder: null });
      const { rows } = await client.query("select 41 + 1 as answer");
      console.log(rows[0].answer);
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stdout.trim()).toBe("42");
    expect(run.status).toBe(0);
  });
});
