import { and, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { isUuid } from "#app/schemas/fields.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { leads, users } from "#app/server/db/schema.ts";
import {
  cursorTimeSchema,
  inboxFilterNames,
  inboxFilterSchema,
  type InboxFilters,
} from "#app/schemas/admin-inbox.ts";
import { leadSearchCondition } from "#app/server/admin/lead-search.server.ts";
import type { Logger } from "#app/server/logger.server.ts";
import { audit, type AuditActor } from "#app/server/admin/audit.server.ts";

/**
 * The back-office inbox: every lead, newest first, narrowed by the filters in the URL and
 * paged by keyset on (created_at, id), so page 1,000 costs what page 1 costs. Each filter has
 * an index in schema.ts; search matches any part of a name, company, email or phone number
 * (lead-search.server.ts), served by trigram indexes. The filters
 * are checked by `inboxFilterSchema` before any reaches the database.
 */
export type { InboxFilters };

export type InboxCursor = { createdAt: string; id: string };

/**
 * The filters of an inbox URL, each checked by the schema: the good ones, and for each bad
 * one (dropped) what was wrong with it.
 */
export function readInboxFilters(params: URLSearchParams): {
  filters: InboxFilters;
  problems: string[];
} {
  const given = Object.fromEntries(
    inboxFilterNames.map((name) => [name, params.get(name) || undefined]),
  );
  const checked = inboxFilterSchema.safeParse(given);
  if (checked.success) return { filters: withoutEmptySearch(checked.data), problems: [] };
  const bad = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(given).filter(([name]) => !bad.has(name)));
  const problems = [...new Set(checked.error.issues.map((issue) => issue.message))];
  return { filters: withoutEmptySearch(inboxFilterSchema.parse(kept)), problems };
}

function withoutEmptySearch(filters: InboxFilters): InboxFilters {
  return filters.q ? filters : { ...filters, q: undefined };
}

/** The filters of an inbox URL; anything malformed is left out. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  return readInboxFilters(params).filters;
}

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, "utf8").toString("base64url");
}

/**
 * A stored time as text with its microseconds (a JavaScript Date keeps only milliseconds), so
 * a cursor made from it never skips or repeats a row.
 */
export function exactTime(column: SQLWrapper) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** A cursor from a "Next page" link, or undefined when it is not one the inbox wrote. */
export function decodeCursor(value: string | null): InboxCursor | undefined {
  if (!value || value.length > 200) return undefined;
  const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!cursorTimeSchema.safeParse(createdAt).success || !isUuid(id)) return undefined;
  return { createdAt: createdAt!, id };
}

/** The inbox search; see lead-search.server.ts. */
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

function conditions(filters: InboxFilters, after?: InboxCursor): SQL | undefined {
  return and(
    filters.kind ? eq(leads.kind, filters.kind) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.assigned === "none"
      ? sql`${leads.assignedUserId} is null`
      : filters.assigned
        ? eq(leads.assignedUserId, filters.assigned)
        : undefined,
    filters.from ? sql`${leads.createdAt} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${leads.createdAt} < ${filters.to}::date + 1` : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    after
      ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

/** Who a lead is and where it stands: the columns every list of leads shows. */
export const leadListColumns = {
  id: leads.id,
  kind: leads.kind,
  status: leads.status,
  fullName: leads.fullName,
  companyName: leads.companyName,
  email: leads.email,
  phone: leads.phone,
};

function inboxSelect(db: Database, now: Date) {
  return db
    .select({
      ...leadListColumns,
      loanAmount: leads.loanAmount,
      source: leads.source,
      createdAt: leads.createdAt,
      assignedUserId: leads.assignedUserId,
      assignedName: users.name,
      cursorAt: exactTime(leads.createdAt),
      version: leads.version,
      overdue: sql<boolean>`${overdueCondition(now)}`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedUserId));
}

export type InboxRow = Awaited<ReturnType<typeof listInbox>>["rows"][number];

type PageOptions = { after?: InboxCursor; limit?: number; now?: Date };

function pageSize(options: PageOptions): number {
  return Math.min(Math.max(options.limit ?? 50, 1), 200);
}

/** The query of one inbox page (one row more than the page, to know whether another follows). */
export function inboxQuery(db: Database, filters: InboxFilters, options: PageOptions = {}) {
  return inboxSelect(db, options.now ?? new Date())
    .where(conditions(filters, options.after))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize(options) + 1);
}

export async function listInbox(db: Database, filters: InboxFilters, options: PageOptions = {}) {
  const limit = pageSize(options);
  const found = await inboxQuery(db, filters, options);
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const next =
    found.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  return { rows, next };
}

/** Every lead the filters match, for the CSV export, in pages so memory stays flat. */
export async function* allInboxRows(db: Database, filters: InboxFilters, now = new Date()) {
  let after: InboxCursor | undefined;
  for (;;) {
    const page = await listInbox(db, filters, { after, limit: 200, now });
    yield* page.rows;
    const cursor = decodeCursor(page.next);
    if (!cursor) return;
    after = cursor;
  }
}

/**
 * One CSV cell. Quoted always; a value a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return) gets a leading apostrophe so it shows as text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export const csvHeader = [
  "Received (UTC)",
  "Type",
  "Status",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Amount (£)",
  "Assigned to",
  "Source",
  "Lead id",
];

export function inboxCsvRow(row: InboxRow): string {
  return csvRow([
    row.createdAt.toISOString(),
    row.kind,
    row.status,
    row.fullName,
    row.companyName,
    row.email,
    row.phone,
    row.loanAmount,
    row.assignedName ?? "",
    row.source,
    row.id,
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
  const rows = allInboxRows(db, filters);
  let count = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheets read the pound sign as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(csvHeader)}`));
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) {
          controller.close();
          logger.info({ userId: by.userId, rows: count }, "inbox exported");
          return;
        }
        count++;
        controller.enqueue(encoder.encode(inboxCsvRow(next.value)));
      } catch (error) {
        logger.error({ err: error }, "inbox export failed");
        controller.error(error);
      }
    },
  });
}
