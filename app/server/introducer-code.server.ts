import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Logger } from "#app/server/logger.server.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { introducers } from "#app/server/db/schema.ts";
import {
  INTRODUCER_CODE_ALPHABET,
  INTRODUCER_CODE_LENGTH,
  introducerCodeFrom,
} from "#app/schemas/introducer-code.ts";
import { checkFormLimit, isFirstRefusal } from "#app/server/rate-limit.server.ts";

/** A new introducer code: random, so that no one can work out another introducer's. */
export function newIntroducerCode(): string {
  let code = "";
  for (let i = 0; i < INTRODUCER_CODE_LENGTH; i++) {
    code += INTRODUCER_CODE_ALPHABET[randomInt(INTRODUCER_CODE_ALPHABET.length)];
  }
  return code;
}

/** A new code no introducer has yet (a clash is all but impossible, and then drawn again). */
export async function unusedIntroducerCode(db: Database | DatabaseTransaction): Promise<string> {
  for (;;) {
    const code = newIntroducerCode();
    const [taken] = await db
      .select({ id: introducers.id })
      .from(introducers)
      .where(eq(introducers.code, code));
    if (!taken) return code;
  }
}

/** What a look-up on a visitor's behalf needs of the services. */
type LookupServices = { db: Database; env: { RATE_LIMIT_MULTIPLIER: number }; logger: Logger };

/**
 * Whether this client may have another introducer code looked up now. Codes given by visitors
 * are counted per client address, so that codes cannot be tried one after another; over the
 * limit a code is simply not applied, and the first refusal of a window is logged.
 */
export async function introducerLookupAllowed(
  services: LookupServices,
  clientAddress: string,
): Promise<boolean> {
  const verdict = await checkFormLimit(services, "introducer", clientAddress);
  if (!verdict.allowed && isFirstRefusal(verdict)) {
    services.logger.warn({ form: "introducer" }, "rate limit reached: introducer codes ignored");
  }
  return verdict.allowed;
}

/** An introducer code a visitor gave, as a code only while their look-ups are within limits. */
export async function visitorIntroducerCode(
  services: LookupServices,
  clientAddress: string,
  given: unknown,
): Promise<string | undefined> {
  const code = introducerCodeFrom(given);
  if (!code) return undefined;
  return (await introducerLookupAllowed(services, clientAddress)) ? code : undefined;
}

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
 * introducer's name when the code is an active introducer's, else nothing at all. A code from
 * the address goes through `visitorIntroducerCode` first.
 */
export async function linkedIntroducer(
  db: Database,
  given: unknown,
): Promise<{ code: string; name: string } | null> {
  const found = await activeIntroducerByCode(db, given);
  return found ? { code: found.code, name: found.name } : null;
}

/** What the application page says of the code on its address, within the client's limit. */
export async function linkedIntroducerForVisitor(
  services: LookupServices,
  clientAddress: string,
  given: unknown,
): Promise<{ code: string; name: string } | null> {
  const code = await visitorIntroducerCode(services, clientAddress, given);
  return code ? linkedIntroducer(services.db, code) : null;
}
