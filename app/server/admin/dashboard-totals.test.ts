import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { makeUser } from "#tests/harness/admin.ts";
import { addLender } from "#tests/harness/lenders.ts";
import { rowsOf, type Database } from "#app/server/db/client.server.ts";
import {
  commissionPayments,
  introducers,
  leads,
  lenderSubmissions,
} from "#app/server/db/schema.ts";
import { ukWallClock } from "#app/lib/uk-time.ts";
import {
  type DashboardRow,
  dashboard,
  foldDashboardChanges,
  medianOfCounts,
} from "#app/server/admin/dashboard.server.ts";
import type { DashboardBreakdown, FunnelFigures } from "#app/schemas/admin-dashboard.ts";

/**
 * The dashboard reads totals kept by triggers as leads, submissions and payments change. Here
 * a few hundred random changes of every kind (new leads, first contacts, reassignment, new and
 * changed submissions, part payments and their removal, deleted submissions and leads) are
 * made, folded at random moments, and after each round every breakdown of several periods is
 * compared with the same figures counted here, in plain code, from the rows themselves.
 */

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** More leads than PostgreSQL's shared lock table holds locks for (64 per connection). */
const movedLeads = 20_000;

type Lead = typeof leads.$inferSelect;
type Submission = typeof lenderSubmissions.$inferSelect;
type Payment = typeof commissionPayments.$inferSelect;

function daysBetweenDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The dashboard's funnel for a period, counted from the rows (no medians' rounding shortcuts). */
async function countedFromRows(
  db: Database,
  from: string,
  to: string,
  breakdown: DashboardBreakdown,
): Promise<{
  rows: Map<string | null, FunnelFigures>;
  total: FunnelFigures;
  referralSignUps: number;
}> {
  const allLeads: Lead[] = await db.select().from(leads);
  const subs: Submission[] = await db.select().from(lenderSubmissions);
  const payments: Payment[] = await db.select().from(commissionPayments);
  const received = new Map<string, number>();
  for (const p of payments) {
    received.set(p.submissionId, (received.get(p.submissionId) ?? 0) + p.amountPence);
  }
  type Entry = { figures: FunnelFigures; contact: number[]; funding: number[] };
  const empty = (): Entry => ({
    figures: {
      leads: 0,
      contacted: 0,
      applications: 0,
      submitted: 0,
      offers: 0,
      funded: 0,
      fundedPence: 0,
      commissionExpectedPence: 0,
      commissionReceivedPence: 0,
      medianHoursToContact: null,
      medianDaysToFunding: null,
    },
    contact: [],
    funding: [],
  });
  const rows = new Map<string | null, Entry>();
  const total = empty();
  const add = (entry: Entry, lead: Lead, day: string, group: Submission[]) => {
    const funded = group.filter((s) => s.outcome === "funded");
    const f = entry.figures;
    const sent = group.length > 0;
    f.leads += 1;
    // Each step a part of the one before: a lead sent to a lender was contacted and applied for.
    if (lead.firstContactedAt || sent) f.contacted += 1;
    if (lead.firstContactedAt) {
      entry.contact.push(
        Math.floor((lead.firstContactedAt.getTime() - lead.createdAt.getTime()) / 360_000),
      );
    }
    if (sent || (lead.firstContactedAt && lead.kind === "application")) f.applications += 1;
    if (sent) f.submitted += 1;
    if (group.some((s) => ["offered", "accepted", "funded"].includes(s.outcome))) f.offers += 1;
    if (funded.length > 0) {
      f.funded += 1;
      const first = funded.map((s) => s.fundedOn!).sort()[0]!;
      entry.funding.push(daysBetweenDates(day, first));
    }
    for (const s of funded) {
      f.fundedPence += s.fundedAmountPence ?? 0;
      f.commissionExpectedPence += s.commissionExpectedPence ?? 0;
      f.commissionReceivedPence += received.get(s.id) ?? 0;
    }
  };
  let referralSignUps = 0;
  for (const lead of allLeads) {
    const day = ukWallClock(lead.createdAt).date;
    if (day < from || day > to) continue;
    // A referral partner's sign-up is no finance lead: counted apart.
    if (lead.kind === "referral") {
      referralSignUps += 1;
      continue;
    }
    const own = subs.filter((s) => s.leadId === lead.id);
    add(total, lead, day, own);
    const groups: Array<[string | null, Submission[]]> =
      breakdown === "source"
        ? [
            [
              lead.introducerId
                ? "introducer"
                : lead.createdByUserId
                  ? "phone"
                  : (lead.source ?? "unknown"),
              own,
            ],
          ]
        : breakdown === "broker"
          ? [[lead.assignedUserId, own]]
          : own.length === 0
            ? [[null, []]]
            : [...new Set(own.map((s) => s.lenderId))].map((lender) => [
                lender,
                own.filter((s) => s.lenderId === lender),
              ]);
    for (const [key, group] of groups) {
      let entry = rows.get(key);
      if (!entry) rows.set(key, (entry = empty()));
      add(entry, lead, day, group);
    }
  }
  const finish = (entry: Entry): FunnelFigures => {
    const counts = (values: number[]) =>
      [...values].sort((a, b) => a - b).map((value) => [value, 1] as const);
    const tenths = medianOfCounts(counts(entry.contact));
    return {
      ...entry.figures,
      medianHoursToContact: tenths === null ? null : tenths / 10,
      medianDaysToFunding: medianOfCounts(counts(entry.funding)),
    };
  };
  return {
    rows: new Map([...rows].map(([key, entry]) => [key, finish(entry)])),
    total: finish(total),
    referralSignUps,
  };
}

function figuresOnly(row: DashboardRow | (FunnelFigures & { conversions?: unknown })) {
  const { conversions: _conversions, ...rest } = row as DashboardRow;
  const { key: _key, label: _label, ...figures } = rest as Partial<DashboardRow>;
  return figures;
}

const periods = [
  { from: "2026-01-01", to: "2026-12-31" },
  { from: "2026-03-01", to: "2026-03-31" },
  { from: "2026-02-14", to: "2026-04-02" },
  { from: "2026-03-29", to: "2026-03-29" },
  { from: "2026-03-10", to: "2026-05-20" },
];

async function expectKeptTotalsMatch(db: Database) {
  for (const period of periods) {
    for (const breakdown of ["source", "broker", "lender"] as const) {
      const shown = await dashboard(db, { ...period, breakdown });
      const counted = await countedFromRows(db, period.from, period.to, breakdown);
      const where = `${period.from}..${period.to} by ${breakdown}`;
      expect(figuresOnly(shown.total), where).toEqual(counted.total);
      expect(shown.referralSignUps, where).toBe(counted.referralSignUps);
      expect(new Set(shown.rows.map((row) => row.key)), where).toEqual(
        new Set(counted.rows.keys()),
      );
      for (const row of shown.rows) {
        expect(figuresOnly(row), `${where}: ${row.key}`).toEqual(counted.rows.get(row.key));
      }
    }
  }
}

/** Every month's kept totals and time counts, as folded so far (zero counts left out). */
async function keptMonths(db: Database) {
  const months = rowsOf(
    await db.execute(sql`
      select month::text, dim, key, leads, contacted, applications, submitted, offers, funded,
        funded_pence::text, expected_pence::text, received_pence::text
      from dashboard_months where leads <> 0 order by 1, 2, 3`),
  );
  const times = rowsOf(
    await db.execute(sql`
      select month::text, dim, key, measure, value, n from dashboard_month_times
      where n <> 0 order by 1, 2, 3, 4, 5`),
  );
  return { months, times };
}

describe.each(testDatabaseKinds)("the dashboard's kept totals on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("agree with the rows themselves through every kind of change", async () => {
    const { db } = database();
    const random = generator(20_261_126);
    const brokers = [
      await makeUser(db, "broker", "kept-1@example.co.uk", "Kept One"),
      await makeUser(db, "broker", "kept-2@example.co.uk", "Kept Two"),
      await makeUser(db, "admin", "kept-3@example.co.uk", "Kept Three"),
    ].map((user) => user.id);
    const lenderIds = [
      await addLender(db, "Kept Lender A"),
      await addLender(db, "Kept Lender B"),
      await addLender(db, "Kept Lender C"),
    ];
    const [introducer] = await db
      .insert(introducers)
      .values({ name: "Kept Introducer", shareBasisPoints: 2000, code: "KEPT01" })
      .returning({ id: introducers.id });
    const sources = ["home-hero", "application", "contact", "social-landing", null];
    // Days either side of the clocks going forward (29 March) and of month ends, and times
    // either side of UK midnight.
    const start = Date.parse("2026-01-20T00:00:00Z");
    const randomInstant = () =>
      new Date(
        start + random.int(120) * dayMs + random.pick([-90, -30, 10, 30, 600, 1400]) * 60_000,
      );
    const randomDay = (after: Date) =>
      ukWallClock(new Date(after.getTime() + random.int(40) * dayMs)).date;
    let references = 0;

    const operations: Array<() => Promise<unknown>> = [
      async () => {
        const createdAt = randomInstant();
        await db.insert(leads).values({
          reference: `DBF-K${String(++references).padStart(5, "0")}`,
          kind: random.pick(["enquiry", "application", "referral"] as const),
          source: random.pick(sources),
          createdAt,
          assignedUserId: random.chance(0.6) ? random.pick(brokers) : null,
          introducerId: random.chance(0.15) ? introducer!.id : null,
          createdByUserId: random.chance(0.1) ? random.pick(brokers) : null,
          firstContactedAt: random.chance(0.5)
            ? new Date(createdAt.getTime() + random.int(3000) * 60_000)
            : null,
        });
      },
      async () => {
        const lead = await someLead();
        if (!lead) return;
        await db
          .update(leads)
          .set(
            random.pick([
              { firstContactedAt: new Date(lead.createdAt.getTime() + random.int(5000) * 60_000) },
              { firstContactedAt: null },
              { assignedUserId: random.chance(0.8) ? random.pick(brokers) : null },
              { kind: random.pick(["enquiry", "application", "referral"] as const) },
              { introducerId: random.chance(0.5) ? introducer!.id : null },
              { status: "contacted" as const },
            ]),
          )
          .where(eq(leads.id, lead.id));
      },
      async () => {
        const lead = await someLead();
        if (!lead) return;
        await db.insert(lenderSubmissions).values({
          leadId: lead.id,
          lenderId: random.pick(lenderIds),
          sentOn: "2026-03-05",
          ...outcome(lead),
        });
      },
      async () => {
        const sub = await someSubmission();
        const lead = sub && (await db.select().from(leads).where(eq(leads.id, sub.leadId)))[0];
        if (!sub || !lead) return;
        await db
          .update(lenderSubmissions)
          .set(random.chance(0.2) ? { lenderId: random.pick(lenderIds) } : outcome(lead))
          .where(eq(lenderSubmissions.id, sub.id));
      },
      async () => {
        const funded = (await db.select().from(lenderSubmissions)).filter(
          (s) => s.outcome === "funded",
        );
        if (funded.length === 0) return;
        await db.insert(commissionPayments).values({
          submissionId: random.pick(funded).id,
          amountPence: 1 + random.int(50_000),
          receivedOn: "2026-06-01",
        });
      },
      async () => {
        const payments = await db.select().from(commissionPayments);
        if (payments.length === 0) return;
        await db
          .delete(commissionPayments)
          .where(eq(commissionPayments.id, random.pick(payments).id));
      },
      async () => {
        const sub = await someSubmission();
        if (sub) await db.delete(lenderSubmissions).where(eq(lenderSubmissions.id, sub.id));
      },
      async () => {
        const lead = await someLead();
        if (lead) await db.delete(leads).where(eq(leads.id, lead.id));
      },
    ];
    // New leads, submissions and changes more often than deletions.
    const weights = [10, 6, 5, 4, 3, 1, 1, 1];

    async function someLead() {
      const all = await db.select().from(leads);
      return all.length > 0 ? random.pick(all) : undefined;
    }
    async function someSubmission() {
      const all = await db.select().from(lenderSubmissions);
      return all.length > 0 ? random.pick(all) : undefined;
    }
    function outcome(lead: Lead): Partial<typeof lenderSubmissions.$inferInsert> {
      const chosen = random.pick(["sent", "offered", "accepted", "declined", "funded"] as const);
      if (chosen !== "funded") return { outcome: chosen, fundedAmountPence: null, fundedOn: null };
      const amount = 500_000 + random.int(100) * 100_000;
      return {
        outcome: "funded",
        fundedAmountPence: amount,
        fundedOn: randomDay(lead.createdAt),
        commissionExpectedPence: random.chance(0.9) ? Math.round(amount / 50) : null,
      };
    }

    for (let round = 0; round < 6; round++) {
      for (let step = 0; step < 50; step++) {
        let choice = random.int(weights.reduce((a, b) => a + b, 0));
        let index = 0;
        while (choice >= weights[index]!) choice -= weights[index++]!;
        await operations[index]!();
        if (random.chance(0.05)) await foldDashboardChanges(db);
      }
      await expectKeptTotalsMatch(db);
    }

    // Made again from nothing, the totals are the ones the triggers kept.
    await foldDashboardChanges(db);
    const kept = await keptMonths(db);
    expect(kept.months.length).toBeGreaterThan(0);
    await db.execute(sql`select dashboard_rebuild()`);
    expect(await keptMonths(db)).toEqual(kept);
    await expectKeptTotalsMatch(db);
    // The changes it folded leave no dead rows behind for every read to scan.
    const [changes] = rowsOf<{ bytes: number }>(
      await db.execute(sql`select pg_relation_size('dashboard_changes')::int as bytes`),
    );
    expect(changes?.bytes).toBe(0);
  }, 120_000);

  it("folds each change once when several folds run at the same time", async () => {
    const { db } = database();
    await foldDashboardChanges(db);
    await db.insert(leads).values(
      Array.from({ length: 30 }, (_, i) => ({
        reference: `DBF-KFOLD${String(i).padStart(2, "0")}`,
        kind: "enquiry" as const,
        source: "contact",
        createdAt: new Date("2026-03-10T12:00:00Z"),
      })),
    );
    const moved = await Promise.all(Array.from({ length: 4 }, () => foldDashboardChanges(db)));
    // Four facts a lead; whichever folds ran, each change was added once.
    expect(moved.reduce((a, b) => a + b, 0) + (await foldDashboardChanges(db))).toBe(120);
    const shown = await dashboard(db, {
      from: "2026-03-01",
      to: "2026-03-31",
      breakdown: "source",
    });
    expect(shown.total.leads).toBe(30);
    expect(shown.rows.map((row) => [row.key, row.leads])).toEqual([["contact", 30]]);
  });

  it("keeps one statement's changes to thousands of leads (a leaver's leads moved to a colleague)", async () => {
    const { db } = database();
    const [leaver, colleague] = [
      await makeUser(db, "broker", "leaver@example.co.uk", "Lee Leaver"),
      await makeUser(db, "broker", "colleague@example.co.uk", "Cole Colleague"),
    ];
    // Loaded as a bulk import is (triggers off, totals made again after), so that only the
    // one statement below runs the triggers for every lead.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into leads (reference, kind, source, created_at, assigned_user_id)
        select 'DBF-KMOVE' || g, 'enquiry', 'contact', timestamptz '2026-03-10 12:00Z',
          ${leaver!.id}::uuid
        from generate_series(1, ${movedLeads}) g`);
    });
    await db.execute(sql`select dashboard_rebuild()`);
    // Each lead's facts were once guarded by an advisory lock held to the end of the
    // statement's transaction: this many ran out of the server's shared lock table.
    await db
      .update(leads)
      .set({ assignedUserId: colleague!.id })
      .where(eq(leads.assignedUserId, leaver!.id));
    const shown = await dashboard(db, {
      from: "2026-03-01",
      to: "2026-03-31",
      breakdown: "broker",
    });
    expect(shown.total.leads).toBe(movedLeads);
    expect(shown.rows.map((row) => [row.label, row.leads])).toEqual([
      ["Cole Colleague", movedLeads],
    ]);
  }, 120_000);

  it.runIf(kind === "PostgreSQL")(
    "works a lead's facts out after the other change to it commits, when two arrive at once",
    async () => {
      const { db } = database();
      const lenderId = await addLender(db, "Kept Lender Together");
      const [lead] = await db
        .insert(leads)
        .values({
          reference: "DBF-KBOTH",
          kind: "enquiry",
          source: "contact",
          createdAt: new Date("2026-03-10T12:00:00Z"),
        })
        .returning({ id: leads.id });
      const contacted = Promise.withResolvers<void>();
      const release = Promise.withResolvers<void>();
      // One broker records the first contact; before that commits, a colleague records the
      // lead's submission to a lender, which must wait for it rather than start from the
      // facts as they were.
      const contact = db.transaction(async (tx) => {
        await tx
          .update(leads)
          .set({ firstContactedAt: new Date("2026-03-10T15:00:00Z") })
          .where(eq(leads.id, lead!.id));
        contacted.resolve();
        await release.promise;
      });
      await contacted.promise;
      const submission = db
        .insert(lenderSubmissions)
        .values({ leadId: lead!.id, lenderId, sentOn: "2026-03-11", outcome: "sent" })
        .execute();
      await vi.waitFor(
        async () => {
          const [waiting] = rowsOf<{ n: number }>(
            await db.execute(sql`select count(*)::int as n from pg_locks where not granted`),
          );
          expect(waiting?.n).toBeGreaterThan(0);
        },
        { timeout: 2_000, interval: 20 },
      );
      release.resolve();
      await Promise.all([contact, submission]);
      await expectKeptTotalsMatch(db);
      const shown = await dashboard(db, {
        from: "2026-03-01",
        to: "2026-03-31",
        breakdown: "source",
      });
      expect(shown.total).toMatchObject({ leads: 1, contacted: 1, submitted: 1 });
    },
  );

  it("keeps nothing for a lead once it is deleted, and a fold moves each change once", async () => {
    const { db } = database();
    const [row] = await db
      .insert(leads)
      .values({ reference: "DBF-KGONE", kind: "enquiry", source: "contact" })
      .returning({ id: leads.id });
    // Four facts (total, source, broker, no lender), each added once.
    expect(await foldDashboardChanges(db)).toBe(4);
    expect(await foldDashboardChanges(db)).toBe(0);
    await db.delete(leads).where(eq(leads.id, row!.id));
    expect(await foldDashboardChanges(db)).toBe(4);
    const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from dashboard_facts`));
    expect(count).toEqual({ n: 0 });
    expect((await keptMonths(db)).months).toEqual([]);
  });
});
