import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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

const client = new PGlite({ extensions: await pgliteExtensions() });
afterAll(() => client.close());

test("phone numbers stored before E.164 are rewritten to it, each spelling to one form", async () => {
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
});
