/**
 * `npm run retention:purge`: removes every lead past its retention now, with its documents and
 * mail files, then stored files no record points to that are over a day old, and prints what
 * went (`-- --dry-run` only counts). A real run is in the audit
 * log, with no actor, like the hourly one. Server processes do this hourly on their own
 * (RETENTION_PURGE=on); this is for a scheduler when they do not. With the embedded database,
 * run it only while the server is stopped (a PGlite data directory belongs to one process at
 * a time).
 */
import { getEnvOrExit } from "#app/env.server.ts";
import { startOrExit } from "#app/server/data-dir.server.ts";
import { dataProtectionDeps, purgeExpiredLeads } from "#app/server/data-protection.server.ts";
import { sweepOrphanFiles } from "#app/server/document-files.server.ts";
import { createLogger } from "#app/server/logger.server.ts";
import { createServices } from "#app/server/services.server.ts";

const dryRun = process.argv.includes("--dry-run");

const env = getEnvOrExit();

const logger = createLogger(env.LOG_LEVEL);
const services = await startOrExit(
  createServices({ ...env, OUTBOX_WORKER: "off", RETENTION_PURGE: "off" }, logger),
);
try {
  const result = await purgeExpiredLeads(dataProtectionDeps(services), {
    dryRun,
    trigger: { via: "script" },
  });
  if (result.skipped) console.log("Another process is purging; nothing done.");
  else if (dryRun) {
    console.log(
      `${result.leads} lead(s) and ${result.drafts} saved application(s) are past their retention; ${result.trackingLinks} secure link(s) have expired.`,
    );
  } else {
    console.log(
      `Removed ${result.leads} lead(s), ${result.documents} document(s), ${result.notifications} mail(s), ${result.drafts} saved application(s) and ${result.trackingLinks} expired secure link(s).`,
    );
  }
  const swept = await sweepOrphanFiles(services, { dryRun });
  console.log(
    dryRun
      ? `${swept.orphans} stored file(s) have no record and are over a day old.`
      : `Removed ${swept.removed} stored file(s) with no record.`,
  );
} finally {
  await services.close();
}
