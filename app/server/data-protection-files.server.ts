import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import type { Logger } from "#app/server/logger.server.ts";

/**
 * What the database's files keep of rows already deleted. A deleted or updated row stays in
 * its table's file as a dead tuple until the table is rewritten, and in the write-ahead log
 * until its segment is removed. After an erasure (and a purge that removed anything) the
 * tables that hold people are rewritten and, with the embedded database, the log is moved on
 * and its old segments removed, so no file under DATA_DIR holds the person. See
 * docs/decisions/0007-data-protection.md and SECURITY.md.
 */

/** The tables that hold a person's details, or held them in rows now deleted. */
const personTables = [
  "leads",
  "enquiries",
  "applications",
  "application_directors",
  "referral_partners",
  "contact_messages",
  "phone_enquiries",
  "clients",
  "people",
  "case_people",
  "case_references",
  "uploaded_documents",
  "tracking_links",
  "application_drafts",
  "outbox",
  "audit_log",
  "lead_events",
  "lead_tasks",
  "lender_submissions",
  "lenders",
  "introducers",
  "dashboard_facts",
];

/** Which engine runs the database: the embedded one answers through a PGlite client. */
function isPostgres(db: Database): boolean {
  // postgres-js's client is a function (a tagged template); PGlite's is an object.
  return typeof (db as unknown as { $client?: unknown }).$client === "function";
}

/**
 * Rewrites the tables that held the person. PostgreSQL: a plain VACUUM, which makes dead
 * tuples' space reusable without locking the tables out; their bytes may remain until
 * overwritten, and WAL archives and backups are the operator's. PGlite (one process, its files
 * under DATA_DIR): VACUUM FULL writes each table and index afresh, and the log is switched to
 * a new segment and checkpointed twice with segment recycling off, so the old segments are
 * deleted rather than renamed for reuse with their old contents (a recycled segment keeps
 * every byte of the rows it logged until it is written over).
 */
export async function compactPersonTables(db: Database, logger: Logger): Promise<void> {
  const tables = sql.raw(personTables.join(", "));
  try {
    if (isPostgres(db)) {
      await db.execute(sql`vacuum ${tables}`);
      return;
    }
    await db.execute(sql`set wal_recycle = off`);
    await db.execute(sql`vacuum full ${tables}`);
    for (let pass = 0; pass < 2; pass += 1) {
      await db.execute(sql`select pg_switch_wal()`);
      await db.execute(sql`checkpoint`);
    }
    await db.execute(sql`reset wal_recycle`);
  } catch (error) {
    // The erasure itself is done and committed; what is left is the next run's to compact.
    logger.error({ err: error }, "the database could not be compacted after an erasure");
  }
}
