import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rowsOf } from "#app/server/db/client.server.ts";
import { testDatabaseKinds } from "#tests/harness/database.ts";
import { databaseAtMigration, type MigrationCopy } from "#tests/harness/migration-copy.ts";

/**
 * Migration 0015 (deal facts) on a copy of a database as it stood after 0014: each case takes
 * from its latest application the turnover and, where its business type names one legal form,
 * the company type; nothing else is guessed and no case's version moves.
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

type OldCase = {
  id: string;
  applications: { turnoverPounds: number | null; businessType: string | null; at: string }[];
};

const cases = {
  limited: {
    id: uuid(1),
    applications: [{ turnoverPounds: 250_000, businessType: "Limited Company", at: "2026-01-05" }],
  },
  llp: {
    id: uuid(2),
    applications: [
      { turnoverPounds: 90_000, businessType: "Sole trader", at: "2026-01-05" },
      // The latest application is the one read.
      { turnoverPounds: 400_000, businessType: "Limited liability partnership", at: "2026-02-05" },
    ],
  },
  soleTrader: {
    id: uuid(3),
    applications: [{ turnoverPounds: null, businessType: "self-employed", at: "2026-01-05" }],
  },
  unclear: {
    id: uuid(4),
    applications: [{ turnoverPounds: 60_000, businessType: "Family business", at: "2026-01-05" }],
  },
  quoteOnly: { id: uuid(5), applications: [] },
} satisfies Record<string, OldCase>;

describe.each(testDatabaseKinds)("migration 0015 on a copy (%s)", (kind) => {
  let copy: MigrationCopy | undefined;
  const db = () => copy!.handle.db;

  beforeAll(async () => {
    copy = await databaseAtMigration(kind, 14);
    let n = 0;
    for (const c of Object.values(cases) as OldCase[]) {
      n += 1;
      await db().execute(sql`
        insert into leads (id, reference, kind, status, company_name, loan_amount, source, version)
        values (${c.id}, ${`DBF-DEAL${n}A`}, 'application', 'new', 'Oak Joinery Ltd', 50000, 'apply', 4)`);
      for (const [index, a] of c.applications.entries()) {
        await db().execute(sql`
          insert into applications (lead_id, application_id, company_name, trading_address,
            loan_amount, turnover, turnover_pounds, business_type, submitted_at, upload_token_hash,
            raw, created_at)
          values (${c.id}, ${c.id.replace("00000000-", `aaaaaaa${index}-`)}, 'Oak Joinery Ltd',
            '1 High Street, Leeds LS1 1AA', 50000, ${String(a.turnoverPounds ?? "")},
            ${a.turnoverPounds}, ${a.businessType}, '05/01/2026, 09:00:00', 'token-hash',
            '{}'::jsonb, ${`${a.at}T09:00:00Z`})`);
      }
    }
    await copy.finish();
  }, 240_000);

  afterAll(async () => {
    await copy?.drop();
  });

  test("backfills turnover and a clear company type from the latest application only", async () => {
    const rows = rowsOf<{
      id: string;
      turnover_pence: string | number | null;
      company_type: string | null;
      product: string | null;
      sector: string | null;
      trading_since: string | null;
      version: number;
    }>(
      await db().execute(
        sql`select id, turnover_pence, company_type, product, sector, trading_since, version from leads order by id`,
      ),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const facts = (id: string) => {
      const row = byId.get(id)!;
      return [row.turnover_pence === null ? null : Number(row.turnover_pence), row.company_type];
    };
    expect(facts(cases.limited.id)).toEqual([25_000_000, "limited_company"]);
    expect(facts(cases.llp.id)).toEqual([40_000_000, "llp"]);
    expect(facts(cases.soleTrader.id)).toEqual([null, "sole_trader"]);
    expect(facts(cases.unclear.id)).toEqual([6_000_000, null]);
    expect(facts(cases.quoteOnly.id)).toEqual([null, null]);
    // Nothing was never asked is guessed, and no broker's open page is made stale.
    for (const row of rows) {
      expect([row.product, row.sector, row.trading_since, row.version]).toEqual([
        null,
        null,
        null,
        4,
      ]);
    }
  });

  test("refuses values outside the lists and ranges", async () => {
    const bad = [
      sql`update leads set product = 'mortgages' where id = ${cases.limited.id}`,
      sql`update leads set term_months = 361 where id = ${cases.limited.id}`,
      sql`update leads set trading_since = '2019-13' where id = ${cases.limited.id}`,
      sql`update leads set sector = 'mining' where id = ${cases.limited.id}`,
      sql`update lenders set excluded_sectors = '{other}'`,
    ];
    await db().execute(sql`insert into lenders (name) values ('Northgate Capital')`);
    for (const statement of bad) {
      await expect(db().execute(statement)).rejects.toThrow();
    }
  });
});
