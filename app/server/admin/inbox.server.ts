import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { isUuid } from "#app/schemas/fields.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { introducers, leads, users } from "#app/server/db/schema.ts";
import {
  cursorTimeSchema,
  inboxFilterNames,
  inboxFilterSchema,
  type InboxFilters,
  type InboxSort,
} from "#app/schemas/admin-inbox.ts";
import { leadSearchCondition } from "#app/server/admin/lead/search.server.ts";
import { LEAD_STATUSES, type LeadStatus } from "#app/schemas/value-lists.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { audit, type AuditActor } from "#app/server/admin/audit.server.ts";
import { moneyByLead, type LeadMoney } from "#app/server/admin/commission.server.ts";
import { csvPhone, csvPounds, csvRow, csvStart } from "#app/server/admin/csv.server.ts";
import { erasedLeadLabel, leadKindLabel, statusLabels } from "#app/schemas/admin.ts";

/**
 * The back-office inbox: every lead, newest first (or by last activity, or largest amount
 * first), narrowed by the filters in the URL and paged by keyset on (sort key, id), so page
 * 1,000 costs what page 1 costs. Each filter and sort has an index in schema.ts; search matches
 * any part of a name, company, email or phone number (lead/search.server.ts), served by
 * trigram indexes. The filters are checked by `inboxFilterSchema` before any reaches the
 * database.
 */
export type { InboxFilters };

/**
 * Where the previous page ended: its last row's sort key (a time as exact text, or an amount,
 * null for "no amount") and id, for the sort it was made for.
 */
export type InboxCursor = { sort: InboxSort; key: string | null; id: string };

/** What an inbox URL gives for each filter: `status` may repeat, the rest are single. */
function givenFilters(params: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    inboxFilterNames.map((name) => {
      if (name !== "status") return [name, params.get(name) || undefined];
      const statuses = [...new Set(params.getAll(name).filter(Boolean))].slice(0, 20);
      return [name, statuses.length ? statuses : undefined];
    }),
  );
}

/**
 * The filters of an inbox URL, each checked by the schema: the good ones, and for each bad
 * one (dropped) what was wrong with it. With `me` (the signed-in user's id), "assigned=me"
 * becomes that user's leads.
 */
export function readInboxFilters(
  params: URLSearchParams,
  me?: string,
): {
  filters: InboxFilters;
  problems: string[];
} {
  const given = givenFilters(params);
  const checked = inboxFilterSchema.safeParse(given);
  if (checked.success) return { filters: tidy(checked.data, me), problems: [] };
  const bad = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(given).filter(([name]) => !bad.has(name)));
  const problems = [...new Set(checked.error.issues.map((issue) => issue.message))];
  return { filters: tidy(inboxFilterSchema.parse(kept), me), problems };
}

function tidy(filters: InboxFilters, me: string | undefined): InboxFilters {
  // Without a user to stand for, "me" stays as it is (and narrows nothing).
  const assigned = filters.assigned === "me" && me ? me : filters.assigned;
  return { ...filters, q: filters.q || undefined, assigned };
}

/** The filters of an inbox URL; anything malformed is left out. */
export function parseInboxFilters(params: URLSearchParams, me?: string): InboxFilters {
  return readInboxFilters(params, me).filters;
}

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.sort}|${cursor.key ?? ""}|${cursor.id}`, "utf8").toString(
    "base64url",
  );
}

/**
 * A stored time as text with its microseconds (a JavaScript Date keeps only milliseconds), so
 * a cursor made from it never skips or repeats a row.
 */
export function exactTime(column: SQLWrapper) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** An amount as a cursor holds it: whole pounds that fit the column, or empty for none. */
function isCursorAmount(key: string): boolean {
  return key === "" || (/^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= 2_147_483_647);
}

/**
 * A cursor from a "Next page" link, or undefined when it is not one the inbox wrote for this
 * sort (a link from another order starts again at the first page).
 */
export function decodeCursor(
  value: string | null,
  sort: InboxSort = "received",
): InboxCursor | undefined {
  if (!value || value.length > 200) return undefined;
  const parts = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (parts.length !== 3) return undefined;
  const [madeFor, key, id] = parts as [string, string, string];
  if (madeFor !== sort || !isUuid(id)) return undefined;
  if (sort === "amount") {
    return isCursorAmount(key) ? { sort, key: key === "" ? null : key, id } : undefined;
  }
  return cursorTimeSchema.safeParse(key).success ? { sort, key, id } : undefined;
}

/** The inbox search; see lead/search.server.ts. */
function searchCondition(search: string): SQL | undefined {
  return leadSearchCondition(search);
}

/**
 * The moment before which a new, untouched lead is overdue: one working day ago (Saturdays
 * and Sundays do not count).
 */
export function overdueCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  while (cutoff.getUTCDay() === 0 || cutoff.getUTCDay() === 6) {
    cutoff.setTime(cutoff.getTime() - 24 * 60 * 60 * 1000);
  }
  return cutoff;
}

/** Whether a lead is overdue: still New, nobody has called, and in since before the cutoff. */
export function isOverdue(
  lead: { status: string; firstContactedAt: Date | null; createdAt: Date },
  now: Date,
): boolean {
  return lead.status === "new" && !lead.firstContactedAt && lead.createdAt < overdueCutoff(now);
}

/** The same, in SQL. */
export function overdueCondition(now: Date): SQL {
  const cutoff = overdueCutoff(now).toISOString();
  return sql`(${leads.status} = 'new' and ${leads.firstContactedAt} is null and ${leads.createdAt} < ${cutoff}::timestamptz)`;
}

/** What narrows the inbox, apart from its status and paging: what status counts are of. */
function filterConditions(filters: InboxFilters): SQL | undefined {
  return and(
    filters.kind ? eq(leads.kind, filters.kind) : undefined,
    filters.assigned === "none"
      ? sql`${leads.assignedUserId} is null`
      : filters.assigned && filters.assigned !== "me"
        ? eq(leads.assignedUserId, filters.assigned)
        : undefined,
    filters.from ? sql`${leads.createdAt} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${leads.createdAt} < ${filters.to}::date + 1` : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
  );
}

function statusCondition(statuses: LeadStatus[] | undefined): SQL | undefined {
  if (!statuses?.length) return undefined;
  return statuses.length === 1 ? eq(leads.status, statuses[0]!) : inArray(leads.status, statuses);
}

/**
 * Each sort's order and keyset: the column it sorts by (then id, both descending) and the
 * rows after a cursor. Amount puts leads with no amount last, as its index does; its keyset
 * after an amount covers only rows with one (see `listInbox` for the ones without).
 */
const sorts = {
  received: {
    order: () => [desc(leads.createdAt), desc(leads.id)],
    after: (cursor: InboxCursor) =>
      sql`(${leads.createdAt}, ${leads.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
  },
  activity: {
    order: () => [desc(leads.updatedAt), desc(leads.id)],
    after: (cursor: InboxCursor) =>
      sql`(${leads.updatedAt}, ${leads.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
  },
  amount: {
    order: () => [sql`${leads.loanAmount} desc nulls last`, desc(leads.id)],
    after: (cursor: InboxCursor) =>
      cursor.key === null
        ? sql`(${leads.loanAmount} is null and ${leads.id} < ${cursor.id}::uuid)`
        : sql`(${leads.loanAmount}, ${leads.id}) < (${Number(cursor.key)}::integer, ${cursor.id}::uuid)`,
  },
} satisfies Record<InboxSort, unknown>;

function conditions(filters: InboxFilters, after?: InboxCursor): SQL | undefined {
  return and(
    filterConditions(filters),
    statusCondition(filters.status),
    after ? sorts[after.sort].after(after) : undefined,
  );
}

/** Who a lead is and where it stands: the columns every list of leads shows. */
export const leadListColumns = {
  id: leads.id,
  kind: leads.kind,
  source: leads.source,
  status: leads.status,
  fullName: leads.fullName,
  companyName: leads.companyName,
  email: leads.email,
  phone: leads.phone,
  /** Set when the person was erased and the lead kept as a deal record. */
  erasedAt: leads.erasedAt,
};

function inboxSelect(db: Database, now: Date) {
  return db
    .select({
      ...leadListColumns,
      reference: leads.reference,
      loanAmount: leads.loanAmount,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
      assignedUserId: leads.assignedUserId,
      assignedName: users.name,
      introducerName: introducers.name,
      cursorAt: exactTime(leads.createdAt),
      activityAt: exactTime(leads.updatedAt),
      version: leads.version,
      overdue: sql<boolean>`${overdueCondition(now)}`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedUserId))
    .leftJoin(introducers, eq(introducers.id, leads.introducerId));
}

export type InboxRow = Awaited<ReturnType<typeof listInbox>>["rows"][number];

type PageOptions = { after?: InboxCursor; limit?: number; now?: Date };

function pageSize(options: PageOptions): number {
  return Math.min(Math.max(options.limit ?? 50, 1), 200);
}

/** The query of one inbox page (one row more than the page, to know whether another follows). */
export function inboxQuery(db: Database, filters: InboxFilters, options: PageOptions = {}) {
  const sort = filters.sort ?? "received";
  return inboxSelect(db, options.now ?? new Date())
    .where(conditions(filters, options.after))
    .orderBy(...sorts[sort].order())
    .limit(pageSize(options) + 1);
}

function cursorOf(sort: InboxSort, row: InboxRowBase): InboxCursor {
  const key =
    sort === "received"
      ? row.cursorAt
      : sort === "activity"
        ? row.activityAt
        : row.loanAmount === null
          ? null
          : String(row.loanAmount);
  return { sort, key, id: row.id };
}

type InboxRowBase = Awaited<ReturnType<typeof inboxQuery>>[number];

export async function listInbox(db: Database, filters: InboxFilters, options: PageOptions = {}) {
  const sort = filters.sort ?? "received";
  // A cursor for another order is no cursor: start at the top.
  const after = options.after?.sort === sort ? options.after : undefined;
  const limit = pageSize(options);
  let found = await inboxQuery(db, filters, { ...options, after });
  if (sort === "amount" && after && after.key !== null && found.length <= limit) {
    // The rows with an amount ran out on this page: the leads with none follow them, from the
    // top of theirs (each query reads its index in order, so a deep page stays cheap).
    const startOfNone: InboxCursor = {
      sort,
      key: null,
      id: "ffffffff-ffff-ffff-ffff-ffffffffffff",
    };
    const none = await inboxQuery(
      db,
      { ...filters },
      { ...options, after: startOfNone, limit: limit - found.length },
    );
    found = [...found, ...none];
  }
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const next = found.length > limit && last ? encodeCursor(cursorOf(sort, last)) : null;
  return { rows, next };
}

/** A count up to this many; above it the inbox says "1,000+" (an exact count is a full scan). */
export const STATUS_COUNT_CAP = 1000;

/**
 * How many leads each status holds under the current filters (all but the status and the
 * page): exact up to `cap`, and `cap + 1` for "more than that". Each count stops reading at
 * cap + 1 rows, so a million leads cost what a thousand do.
 */
export async function countByStatus(
  db: Database,
  filters: InboxFilters,
  cap = STATUS_COUNT_CAP,
): Promise<Record<LeadStatus, number>> {
  const narrowed = filterConditions(filters);
  const counts = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const capped = db
        .select({ one: sql`1` })
        .from(leads)
        .where(and(narrowed, eq(leads.status, status)))
        .limit(cap + 1)
        .as("capped");
      const [row] = await db.select({ count: sql<number>`count(*)::integer` }).from(capped);
      return [status, Number(row?.count ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<LeadStatus, number>;
}

/** Every lead the filters match, for the CSV export, a page at a time so memory stays flat. */
export async function* allInboxPages(db: Database, filters: InboxFilters, now = new Date()) {
  let after: InboxCursor | undefined;
  for (;;) {
    const page = await listInbox(db, filters, { after, limit: 200, now });
    yield page.rows;
    const cursor = decodeCursor(page.next, filters.sort);
    if (!cursor) return;
    after = cursor;
  }
}

export const csvHeader = [
  "Reference",
  "Received (UTC)",
  "Type",
  "Status",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Amount (£)",
  "Assigned to",
  "Introducer",
  "Source",
  "Lead id",
  "Lenders",
  "Largest offer (£)",
  "Funded (£)",
  "Funded on",
  "Commission expected (£)",
  "Commission received (£)",
];

export function inboxCsvRow(row: InboxRow, money?: LeadMoney): string {
  return csvRow([
    row.reference,
    row.createdAt.toISOString(),
    leadKindLabel(row),
    statusLabels[row.status],
    row.erasedAt ? erasedLeadLabel : row.fullName,
    row.companyName,
    row.email,
    csvPhone(row.phone),
    row.loanAmount,
    row.assignedName ?? "",
    row.introducerName ?? "",
    row.source,
    row.id,
    money?.lenders.join("; ") ?? "",
    csvPounds(money?.largestOfferPence),
    csvPounds(money?.fundedPence),
    money?.fundedOn ?? "",
    csvPounds(money?.expectedPence),
    csvPounds(money?.receivedPence),
  ]);
}

/**
 * The filtered inbox as a CSV file, streamed page by page. The export is in the audit log
 * (with the filters and anything in `detail`, such as who may export what) before the first
 * byte, so an export cut short still counts as one.
 */
export async function exportInboxCsv(
  db: Database,
  filters: InboxFilters,
  by: AuditActor,
  logger: Logger,
  detail: Record<string, unknown> = {},
): Promise<ReadableStream<Uint8Array>> {
  await audit(db, {
    actorUserId: by.userId,
    action: "inbox.export",
    targetType: "inbox",
    detail: { filters, ...detail },
    ip: by.ip,
  });
  const encoder = new TextEncoder();
  const pages = allInboxPages(db, filters);
  let count = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvStart(csvHeader)));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          logger.info({ userId: by.userId, rows: count }, "inbox exported");
          return;
        }
        const money = await moneyByLead(
          db,
          next.value.map((row) => row.id),
        );
        count += next.value.length;
        const lines = next.value.map((row) => inboxCsvRow(row, money.get(row.id)));
        controller.enqueue(encoder.encode(lines.join("")));
      } catch (error) {
        logger.error({ err: error }, "inbox export failed");
        controller.error(error);
      }
    },
  });
}
