import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { leadEvents, leads, phoneEnquiries } from "#app/server/db/schema.ts";
import type { NewLead } from "#app/schemas/admin-new-lead.ts";
import { manualSource } from "#app/schemas/lead-contact.ts";
import { audit } from "#app/server/admin/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import { normalisePhone } from "#app/server/phone.server.ts";
import { isUniqueViolation, newReference } from "#app/server/reference.server.ts";
import {
  caseToJoin,
  isJoinable,
  knownCases,
  personOf,
  repeatClient,
  type KnownCase,
} from "#app/server/cases/identity.server.ts";
import { addCasePeople, clientForNewCase } from "#app/server/cases/records.server.ts";
import { joinCase } from "#app/server/cases/join.server.ts";

/**
 * "New lead": an enquiry a broker takes by phone, at the door, by email or from an introducer,
 * added by hand and kept as they typed it (a `phone_enquiries` row), its source `manual:<how>`.
 * When its person has an open case (docs/decisions/0027-cases-and-clients.md) the broker is
 * asked first, and chooses to add the call to that case or to start another. A new case gets a
 * "created" event on its timeline (with the first note, if any), and is assigned to the broker
 * who added it; either way an audit row. Nobody is mailed: the broker is already talking to the
 * applicant.
 */

function personAndBusiness(value: NewLead) {
  return {
    person: personOf(value.fullName, value.email, value.phone),
    business: { name: value.companyName ?? null, companyNumber: value.companyNumber ?? null },
  };
}

/** The open case this call would join, for the broker to be asked about before it is added. */
export async function likelyCase(db: Database, value: NewLead): Promise<KnownCase | undefined> {
  const { person, business } = personAndBusiness(value);
  return caseToJoin(await knownCases(db, [person]), person, business);
}

/** How the call is to be added: a case of its own, or to the open case the broker chose. */
export type NewLeadChoice = { join?: string };

export async function createManualLead(
  db: Database,
  value: NewLead,
  actor: Actor,
  choice: NewLeadChoice = {},
): Promise<{ leadId: string; reference: string; joined: boolean }> {
  return db.transaction(async (tx) => {
    const { person, business } = personAndBusiness(value);
    const known = await knownCases(tx, [person]);
    const chosen = choice.join ? await joinableCase(tx, choice.join) : undefined;
    const placed = chosen
      ? { leadId: chosen.id, reference: chosen.reference, clientId: chosen.clientId }
      : await insertCase(tx, value, actor, repeatClient(known, person, business));
    const submissionId = randomUUID();
    await tx.insert(phoneEnquiries).values({
      id: submissionId,
      leadId: placed.leadId,
      createdByUserId: actor.userId,
      source: manualSource(value.source),
      fullName: value.fullName ?? null,
      companyName: value.companyName ?? null,
      email: value.email ?? null,
      phone: person.phone,
      loanAmount: value.amount,
      companyNumber: value.companyNumber ?? null,
    });
    await addCasePeople(tx, placed.leadId, placed.clientId, [{ ...person, roles: ["applicant"] }]);
    if (chosen) {
      await joinCase(tx, placed.leadId, {
        kind: "enquiry",
        submissionId,
        source: manualSource(value.source),
        facts: {
          ...person,
          companyName: business.name,
          companyNumber: business.companyNumber,
          loanAmount: value.amount,
        },
        receivedAt: new Date(),
        actorUserId: actor.userId,
      });
    }
    // A new case's timeline starts with it; a joined call's note is a note on the case.
    if (!chosen || value.note) {
      await tx.insert(leadEvents).values({
        leadId: placed.leadId,
        actorUserId: actor.userId,
        type: chosen ? "note" : "created",
        body: value.note ?? null,
        detail: chosen ? {} : { source: value.source },
      });
    }
    await audit(tx, {
      actorUserId: actor.userId,
      action: chosen ? "lead.join" : "lead.create",
      targetType: "lead",
      targetId: placed.leadId,
      detail: chosen
        ? { source: value.source }
        : { source: value.source, assignedTo: actor.userId },
      ip: actor.ip,
    });
    return { leadId: placed.leadId, reference: placed.reference, joined: Boolean(chosen) };
  });
}

/** The case a broker chose to add the call to, while it can still take it. */
async function joinableCase(tx: DatabaseTransaction, leadId: string) {
  const [found] = await tx
    .select({
      id: leads.id,
      reference: leads.reference,
      status: leads.status,
      kind: leads.kind,
      updatedAt: leads.updatedAt,
      clientId: leads.clientId,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  // A broker may add a call to any open case, however long ago it last moved.
  const open = found && isJoinable({ ...found, updatedAt: new Date() }, new Date());
  if (!found || !open || found.erasedAt || !found.clientId) return undefined;
  return { ...found, clientId: found.clientId };
}

/** A new case for the call, under the client it is a repeat of or a new one. */
async function insertCase(
  tx: DatabaseTransaction,
  value: NewLead,
  actor: Actor,
  repeat: KnownCase | undefined,
): Promise<{ leadId: string; reference: string; clientId: string }> {
  const clientId = await clientForNewCase(tx, repeat, {
    name: value.companyName ?? null,
    companyNumber: value.companyNumber ?? null,
  });
  const leadId = randomUUID();
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      await tx.transaction((savepoint) =>
        savepoint.insert(leads).values({
          id: leadId,
          reference,
          kind: "enquiry",
          fullName: value.fullName ?? null,
          // A repeat deal starts from what is known of the client.
          companyName: value.companyName ?? repeat?.business.name ?? null,
          email: value.email ?? null,
          phone: value.phone ? normalisePhone(value.phone) : null,
          loanAmount: value.amount,
          companyNumber: value.companyNumber ?? repeat?.business.companyNumber ?? null,
          source: manualSource(value.source),
          createdByUserId: actor.userId,
          // The broker who takes the call works the case (an admin hands it on from its page).
          assignedUserId: actor.userId,
          clientId,
        }),
      );
      return { leadId, reference, clientId };
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, "leads_reference_unique")) throw error;
    }
  }
}
