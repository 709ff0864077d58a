/**
 * `npm run seed:leads -- --count 1000000`: adds made-up leads to the configured database
 * (DATABASE_URL, else the embedded one under DATA_DIR), for trying the back office at scale.
 * Never point it at a database holding real leads.
 */
import { parseArgs } from "node:util";
import { getEnvOrExit } from "#app/env.server.ts";
import { startOrExit } from "#app/server/data-dir.server.ts";
import { openDatabase } from "#app/server/db/client.server.ts";
import { seedLeads } from "#app/server/db/seed-leads.server.ts";

const { values } = parseArgs({ options: { count: { type: "string", default: "1000" } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error("--count must be a whole number from 1 to 10,000,000");
  process.exit(1);
}

const env = getEnvOrExit();

const database = await startOrExit(openDatabase(env));
const started = Date.now();
try {
  await seedLeads(database.db, {
    count,
    onProgress: (seeded) =>
      console.log(`seeded ${seeded.toLocaleString("en-GB")} of ${count.toLocaleString("en-GB")}`),
  });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
