import type { Database } from "#app/server/db/client.server.ts";
import { lenders } from "#app/server/db/schema.ts";

/**
 * A lender on the panel, for tests that need a submission to name one. Unless a test says
 * otherwise it pays 2% of the funded amount, due within 30 days.
 */
export async function addLender(
  db: Database,
  name: string,
  terms: Partial<typeof lenders.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(lenders)
    .values({ name, commissionKind: "percent", commissionBasisPoints: 200, ...terms })
    .returning({ id: lenders.id });
  return row!.id;
}
