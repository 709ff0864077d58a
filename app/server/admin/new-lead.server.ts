import { randomUUID } from "node:crypto";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents, leads } from "#app/server/db/schema.ts";
import type { NewLead } from "#app/schemas/admin-new-lead.ts";
import { manualSource } from "#app/schemas/lead-contact.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { normalisePhone } from "#app/server/phone.server.ts";
import { isUniqueViolation, newReference } from "#app/server/reference.server.ts";

/**
 * "New lead": an enquiry a broker takes by phone, at the door, by email or from an introducer,
 * added by hand. It is a quick enquiry (kind "enquiry") with only its row in `leads` (there is
 * no form's answers to keep), its source `manual:<how>`, the broker who added it, a "created"
 * event on its timeline (with the first note, if any) and an audit row. Nobody is mailed: the
 * broker is already talking to the applicant, and nobody else needs telling.
 */
export async function createManualLead(
  db: Database,
  value: NewLead,
  actor: Actor,
): Promise<{ leadId: string; reference: string }> {
  const leadId = randomUUID();
  const reference = await db.transaction(async (tx) => {
    const reference = await insertManualLead(tx, leadId, value, actor);
    await tx.insert(leadEvents).values({
      leadId,
      actorUserId: actor.userId,
      type: "created",
      body: value.note ?? null,
      detail: { source: value.source },
    });
    await audit(tx, {
      actorUserId: actor.userId,
      action: "lead.create",
      targetType: "lead",
      targetId: leadId,
      detail: { source: value.source },
      ip: actor.ip,
    });
    return reference;
  });
  return { leadId, reference };
}

/** The lead's row, under a new reference (tried again, in a savepoint, on the rare clash). */
async function insertManualLead(
  tx: DatabaseTransaction,
  leadId: string,
  value: NewLead,
  actor: Actor,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      await tx.transaction((savepoint) =>
        savepoint.insert(leads).values({
          id: leadId,
          reference,
          kind: "enquiry",
          fullName: value.fullName ?? null,
          companyName: value.companyName ?? null,
          email: value.email ?? null,
          phone: value.phone ? normalisePhone(value.phone) : null,
          loanAmount: value.amount,
          companyNumber: value.companyNumber ?? null,
          source: manualSource(value.source),
          createdByUserId: actor.userId,
        }),
      );
      return reference;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, "leads_reference_unique")) throw error;
    }
  }
}
