import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "#app/server/db/client.server.ts";
import { leads, pipelineChanges, pipelineTotals, users } from "#app/server/db/schema.ts";
import { leadListColumns } from "#app/server/admin/inbox.server.ts";
import { LEAD_STATUSES, type LeadStatus } from "#app/schemas/value-lists.ts";

/**
 * The pipeline board: a column per stage with how many cases it holds and their total amount,
 * and the first cards of each, newest first (the order the inbox filtered by that stage
 * continues, so "and N more" picks up where the column stops). Referral partners' applications
 * are not cases (ADR 0027) and are not on the board.
 */

/** The most cards a column shows; the rest are counted and linked to the inbox. */
export const PIPELINE_CARD_LIMIT = 20;

/** Whose cases: one broker's, nobody's yet ("none"), or everyone's ("all"). */
export type PipelineScope = { assigned: string | "none" | "all" };

const day = 24 * 60 * 60 * 1000;

function scopeCondition(scope: PipelineScope): SQL | undefined {
  return and(
    ne(leads.kind, "referral"),
    scope.assigned === "all"
      ? undefined
      : scope.assigned === "none"
        ? sql`${leads.assignedUserId} is null`
        : eq(leads.assignedUserId, scope.assigned),
  );
}

/**
 * How many cases each stage holds, and their amounts added up (pounds; none counts nothing),
 * from the kept totals (drizzle/0018_pipeline_totals.sql) and the changes not yet folded into
 * them, which are folded first.
 */
export async function stageTotals(
  db: Database,
  scope: PipelineScope,
): Promise<Record<LeadStatus, { count: number; amount: number }>> {
  await db.execute(sql`select pipeline_fold()`);
  const whose = (column: typeof pipelineTotals.assignedKey | typeof pipelineChanges.assignedKey) =>
    scope.assigned === "all"
      ? sql`true`
      : sql`${column} = ${scope.assigned === "none" ? "" : scope.assigned}`;
  // One statement, so the totals and the changes are read as of one moment (a fold running
  // elsewhere moves changes into the totals).
  const rows = rowsOf<{ status: LeadStatus; count: unknown; amount: unknown }>(
    await db.execute(sql`
      select status, sum(cases) as count, sum(amount) as amount from (
        select ${pipelineTotals.status} as status, ${pipelineTotals.cases} as cases,
          ${pipelineTotals.amount} as amount
        from ${pipelineTotals} where ${whose(pipelineTotals.assignedKey)}
        union all
        select ${pipelineChanges.status}, ${pipelineChanges.sign},
          ${pipelineChanges.sign} * ${pipelineChanges.amount}
        from ${pipelineChanges} where ${whose(pipelineChanges.assignedKey)}
      ) kept group by status`),
  );
  const totals = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, { count: 0, amount: 0 }]),
  ) as Record<LeadStatus, { count: number; amount: number }>;
  for (const row of rows) {
    totals[row.status].count += Number(row.count);
    totals[row.status].amount += Number(row.amount);
  }
  return totals;
}

/** The first cards of one stage, newest first. */
function stageCards(db: Database, scope: PipelineScope, status: LeadStatus, limit: number) {
  return db
    .select({
      ...leadListColumns,
      reference: leads.reference,
      version: leads.version,
      loanAmount: leads.loanAmount,
      assignedName: users.name,
      statusChangedAt: leads.statusChangedAt,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedUserId))
    .where(and(scopeCondition(scope), eq(leads.status, status)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

export type PipelineCard = Awaited<ReturnType<typeof stageCards>>[number] & {
  /** Whole days since the case entered its stage. */
  daysInStage: number;
};

export type PipelineColumn = {
  status: LeadStatus;
  count: number;
  /** The stage's cases' amounts added up, in pounds. */
  amount: number;
  cards: PipelineCard[];
};

/** Every stage of the board, in the pipeline's order, for the cases `scope` covers. */
export async function pipelineBoard(
  db: Database,
  scope: PipelineScope,
  options: { now?: Date; limit?: number } = {},
): Promise<PipelineColumn[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? PIPELINE_CARD_LIMIT;
  const [totals, cards] = await Promise.all([
    stageTotals(db, scope),
    Promise.all(LEAD_STATUSES.map((status) => stageCards(db, scope, status, limit))),
  ]);
  return LEAD_STATUSES.map((status, index) => ({
    status,
    ...totals[status],
    cards: (cards[index] ?? []).map((card) => ({
      ...card,
      daysInStage: Math.max(
        0,
        Math.floor((now.getTime() - new Date(card.statusChangedAt).getTime()) / day),
      ),
    })),
  }));
}
