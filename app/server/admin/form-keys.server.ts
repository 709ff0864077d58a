import { eq } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents } from "#app/server/db/schema.ts";
import { isUniqueViolation } from "#app/server/reference.server.ts";

/**
 * Forms that add something to a lead (a note, a submission, a call, a task) carry a one-time
 * key made when the form was shown. The event the addition writes stores it in
 * `lead_events.form_key` (unique) in the same transaction, so the same form sent twice (a double
 * click, a request resent) adds once: the repeat is answered as done and adds nothing.
 */

/** The answer when the form's key was used already: nothing was added this time. */
export const repeatedForm = { kind: "repeat" } as const;

/**
 * Runs `work` in a transaction, unless an event already holds `formKey`. Two sends racing each
 * other both pass that check; the second then trips the unique key and is rolled back whole,
 * which is answered as a repeat too.
 */
export async function onceForFormKey<Result>(
  db: Database,
  formKey: string | undefined,
  work: (tx: DatabaseTransaction) => Promise<Result>,
): Promise<Result | typeof repeatedForm> {
  try {
    return await db.transaction(async (tx) => {
      if (formKey && (await formKeyUsed(tx, formKey))) return repeatedForm;
      return work(tx);
    });
  } catch (error) {
    if (formKey && isUniqueViolation(error, "lead_events_form_key_unique")) return repeatedForm;
    throw error;
  }
}

async function formKeyUsed(tx: DatabaseTransaction, formKey: string): Promise<boolean> {
  const [event] = await tx
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(eq(leadEvents.formKey, formKey));
  return Boolean(event);
}
