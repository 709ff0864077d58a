import { eq } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents } from "#app/server/db/schema.ts";
import type { LeadEventType } from "#app/schemas/value-lists.ts";
import { isUniqueViolation } from "#app/server/reference.server.ts";

/**
 * Forms that add something to a lead (a note, a submission, a call, a task) carry a one-time
 * key made when the form was shown. The event the addition writes stores it in
 * `lead_events.form_key` (unique) in the same transaction, so the same form sent twice (a double
 * click, a request resent) adds once: the repeat is answered as done and adds nothing.
 *
 * A key belongs to one form (its event's type) on one lead for one user. The same key sent
 * with another form, on another lead or by another user is not a repeat: nothing is saved, and
 * the answer says so rather than "done".
 */

/** The answer when the form's key was used already: nothing was added this time. */
export const repeatedForm = { kind: "repeat" } as const;

/** The answer when the form's key was used by another form, lead or user: nothing was saved. */
export const foreignForm = { kind: "foreign-key" } as const;

export const foreignFormMessage =
  "This form was already sent or belongs to another page: nothing was saved. Reload the page and try again.";

/** The form a key is sent with: the lead, the user, and the event type the form writes. */
export type FormKeyScope = { leadId: string; userId: string; type: LeadEventType };

/**
 * Runs `work` in a transaction, unless an event already holds `formKey`. Two sends racing each
 * other both pass that check; the second then trips the unique key and is rolled back whole,
 * and is then told apart like the first check does.
 */
export async function onceForFormKey<Result>(
  db: Database,
  formKey: string | undefined,
  scope: FormKeyScope,
  work: (tx: DatabaseTransaction) => Promise<Result>,
): Promise<Result | typeof repeatedForm | typeof foreignForm> {
  try {
    return await db.transaction(async (tx) => {
      const used = formKey ? await formKeyUse(tx, formKey, scope) : null;
      if (used) return used;
      return work(tx);
    });
  } catch (error) {
    if (formKey && isUniqueViolation(error, "lead_events_form_key_unique")) {
      return (await formKeyUse(db, formKey, scope)) ?? repeatedForm;
    }
    throw error;
  }
}

/** Whether a used key was used by this very form (a repeat) or by another (refused). */
export async function formKeyUse(
  db: Database | DatabaseTransaction,
  formKey: string,
  scope: FormKeyScope,
): Promise<typeof repeatedForm | typeof foreignForm | null> {
  const [event] = await db
    .select({ leadId: leadEvents.leadId, userId: leadEvents.actorUserId, type: leadEvents.type })
    .from(leadEvents)
    .where(eq(leadEvents.formKey, formKey));
  if (!event) return null;
  const same =
    event.leadId === scope.leadId && event.userId === scope.userId && event.type === scope.type;
  return same ? repeatedForm : foreignForm;
}
