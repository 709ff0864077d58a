import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, test } from "vitest";
import { migratePglite, migrationsFolder, pgliteExtensions } from "#app/server/db/client.server.ts";

/** The migrations folder as it stood with only the first `count` migrations. */
async function folderWithFirst(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "broker-migrations-"));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** Each builds a database from nothing, twice: on a busy two-core machine that takes a while. */
const migrationTest = { timeout: 120_000 };

const client = new PGlite({ extensions: await pgliteExtensions() });
afterAll(() => client.close());

/**
 * A database applies only the migrations journalled after the last one it ran, by time: one
 * journalled earlier than its predecessor, or in the future, would be skipped by a database
 * that ran the next one first.
 */
test("the journal lists every migration file once, in order, each later than the one before", async () => {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as { entries: { idx: number; when: number; tag: string }[] };
  const files = (await readdir(migrationsFolder())).filter((name) => name.endsWith(".sql"));
  expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
  journal.entries.forEach((entry, index) => {
    expect(entry.idx).toBe(index);
    expect(entry.when).toBeLessThanOrEqual(Date.now());
    if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]!.when);
  });
});

test(
  "phone numbers stored before E.164 are rewritten to it, each spelling to one form",
  migrationTest,
  async () => {
    const before = await folderWithFirst(2);
    try {
      await migratePglite(client, before);
    } finally {
      await rm(before, { recursive: true, force: true });
    }
    const typed = [
      "07700900999",
      "+4407700900998",
      "00447700900997",
      "447700900996",
      "+447700900995",
    ];
    for (const phone of [...typed, "+353851234567", "1234", null]) {
      await client.query(`insert into leads (kind, phone) values ('enquiry', $1)`, [phone]);
    }

    await migratePglite(client, migrationsFolder());

    const { rows } = await client.query<{ phone: string | null }>(
      "select phone from leads order by created_at, phone",
    );
    expect(rows.map((row) => row.phone).sort()).toEqual(
      [
        "+447700900999",
        "+447700900998",
        "+447700900997",
        "+447700900996",
        "+447700900995",
        "+353851234567",
        "1234",
        null,
      ].sort(),
    );
  },
);

test(
  "lenders typed on submissions join the panel unconfirmed, and commission received becomes a payment",
  migrationTest,
  async () => {
    const database = new PGlite({ extensions: await pgliteExtensions() });
    try {
      const before = await folderWithFirst(5);
      try {
        await migratePglite(database, before);
      } finally {
        await rm(before, { recursive: true, force: true });
      }
      const {
        rows: [lead],
      } = await database.query<{ id: string }>(
        `insert into leads (reference, kind) values ('DBF-MIGR01', 'application') returning id`,
      );
      for (const [lender, outcome, received] of [
        ["Iwoca", "pending", null],
        [" iwoca", "offered", null],
        ["Funding Circle", "offered", 135050],
      ] as const) {
        await database.query(
          `insert into lender_submissions (lead_id, lender, sent_on, outcome, commission_received_pence, updated_at)
         values ($1, $2, '2026-11-02', $3, $4, '2026-11-20T12:00:00Z')`,
          [lead!.id, lender, outcome, received],
        );
      }

      await migratePglite(database, migrationsFolder());

      const { rows: panel } = await database.query<{ name: string; confirmed: boolean }>(
        "select name, confirmed from lenders order by name",
      );
      expect(panel).toEqual([
        { name: "Funding Circle", confirmed: false },
        { name: "Iwoca", confirmed: false },
      ]);
      const { rows: submissions } = await database.query<{ name: string; outcome: string }>(
        `select l.name, s.outcome from lender_submissions s join lenders l on l.id = s.lender_id
       order by l.name, s.outcome`,
      );
      expect(submissions).toEqual([
        { name: "Funding Circle", outcome: "offered" },
        { name: "Iwoca", outcome: "offered" },
        { name: "Iwoca", outcome: "sent" },
      ]);
      const { rows: payments } = await database.query(
        "select amount_pence::int as amount, received_on from commission_payments",
      );
      expect(payments).toEqual([{ amount: 135050, received_on: "2026-11-20" }]);
    } finally {
      await database.close();
    }
  },
);

test(
  "leads linked to an introducer before 0006 take the introducer's split as it stood",
  migrationTest,
  async () => {
    const database = new PGlite({ extensions: await pgliteExtensions() });
    try {
      const before = await folderWithFirst(6);
      try {
        await migratePglite(database, before);
      } finally {
        await rm(before, { recursive: true, force: true });
      }
      const {
        rows: [introducer],
      } = await database.query<{ id: string }>(
        `insert into introducers (name, share_basis_points, code) values ('Oak Partners', 2250, 'OAK1')
       returning id`,
      );
      await database.query(
        `insert into leads (reference, kind, introducer_id) values
       ('DBF-MIGR06', 'application', $1), ('DBF-MIGR07', 'enquiry', null)`,
        [introducer!.id],
      );

      await migratePglite(database, migrationsFolder());

      const { rows } = await database.query<{ reference: string; share: number | null }>(
        `select reference, introducer_share_basis_points as share from leads order by reference`,
      );
      expect(rows).toEqual([
        { reference: "DBF-MIGR06", share: 2250 },
        { reference: "DBF-MIGR07", share: null },
      ]);
    } finally {
      await database.close();
    }
  },
);

test(
  "leads already held are not erased, and only a whole erasure (when, reason, retention start) can be recorded",
  migrationTest,
  async () => {
    const database = new PGlite({ extensions: await pgliteExtensions() });
    try {
      const before = await folderWithFirst(7);
      try {
        await migratePglite(database, before);
      } finally {
        await rm(before, { recursive: true, force: true });
      }
      await database.query(
        `insert into leads (reference, kind, status, full_name, email, updated_at)
       values ('DBF-MIGR02', 'enquiry', 'funded', 'Ann Lee', 'ann@example.co.uk', '2026-01-05T10:00:00Z')`,
      );

      await migratePglite(database, migrationsFolder());

      const { rows } = await database.query(
        `select full_name, email, status, updated_at, erased_at, erased_by_user_id, erasure_reason, retained_from
       from leads`,
      );
      expect(rows).toEqual([
        {
          full_name: "Ann Lee",
          email: "ann@example.co.uk",
          status: "funded",
          updated_at: new Date("2026-01-05T10:00:00Z"),
          erased_at: null,
          erased_by_user_id: null,
          erasure_reason: null,
          retained_from: null,
        },
      ]);
      await expect(
        database.query(`update leads set erased_at = now() where reference = 'DBF-MIGR02'`),
      ).rejects.toThrow(/leads_erasure_check/);
      await database.query(
        `update leads set erased_at = now(), erasure_reason = 'Kept deal', retained_from = updated_at,
       full_name = null, email = null where reference = 'DBF-MIGR02'`,
      );
    } finally {
      await database.close();
    }
  },
);
