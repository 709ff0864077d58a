import { and, eq } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { introducers } from "#app/server/db/schema.ts";
import { introducerCodeFrom } from "#app/schemas/introducer-code.ts";

/**
 * The active introducer whose code a link or form carries, or null: an unknown, malformed or
 * inactive code is no introducer, and never an error to the applicant.
 */
export async function activeIntroducerByCode(
  db: Database | DatabaseTransaction,
  given: unknown,
): Promise<{ id: string; name: string; code: string; shareBasisPoints: number } | null> {
  const code = introducerCodeFrom(given);
  if (!code) return null;
  const [found] = await db
    .select({
      id: introducers.id,
      name: introducers.name,
      code: introducers.code,
      shareBasisPoints: introducers.shareBasisPoints,
    })
    .from(introducers)
    .where(and(eq(introducers.code, code), eq(introducers.active, true)));
  return found ?? null;
}

/**
 * What the application page says of the code its address (or a saved draft) carries: the
 * introducer's name when the code is an active introducer's, else nothing at all.
 */
export async function linkedIntroducer(
  db: Database,
  given: unknown,
): Promise<{ code: string; name: string } | null> {
  const found = await activeIntroducerByCode(db, given);
  return found ? { code: found.code, name: found.name } : null;
}
