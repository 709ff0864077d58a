import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  caseReferences,
  casePeople,
  clients,
  leadEvents,
  leads,
  people,
} from "#app/server/db/schema.ts";
import { sameBusiness, samePerson } from "#app/server/cases/identity.server.ts";
import { addCasePeople, newClientRow, type Member } from "#app/server/cases/records.server.ts";
import {
  caseSubmissions,
  leadKindOf,
  moveSubmission,
  submissionFacts,
  type CaseSubmission,
  type SubmissionFacts,
} from "#app/server/cases/submissions.server.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { lockLead, refuseIfStale } from "#app/server/admin/lead/changes.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";
import type { CaseSubmissionKind } from "#app/schemas/admin-lead.ts";
import { isUniqueViolation, newReference } from "#app/server/reference.server.ts";

/**
 * Splitting a submission that joined a case wrongly out into a case of its own
 * (docs/decisions/0027-cases-and-clients.md): a new case with that submission's facts, status
 * New, under the same client unless it names another business; its people linked; both
 * timelines name the other case. The case's first submission stays: it is what the case is.
 * Nobody is mailed.
 */

export type SplitRequest = {
  leadId: string;
  kind: CaseSubmissionKind;
  submissionId: string;
  /** The version the broker's page showed; a split made from an older one is refused. */
  version?: number;
};

export type SplitResult =
  | { kind: "ok"; leadId: string; reference: string }
  | { kind: "no-lead" }
  /** The case holds no such submission (split already, or never its). */
  | { kind: "gone" }
  | { kind: "refused"; message: string }
  | { kind: "stale"; message: string };

export async function splitSubmission(
  db: Database,
  request: SplitRequest,
  actor: Actor,
): Promise<SplitResult> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, request.leadId);
    if (!current) return { kind: "no-lead" } as const;
    const [lead] = await tx.select().from(leads).where(eq(leads.id, request.leadId));
    if (!lead) return { kind: "no-lead" } as const;
    if (lead.erasedAt || lead.kind === "referral") {
      return {
        kind: "refused",
        message: "This case's submissions cannot be split: its personal details were erased.",
      } as const;
    }
    const all = await caseSubmissions(tx, lead.id);
    const index = all.findIndex(
      (one) => one.kind === request.kind && one.id === request.submissionId,
    );
    if (index < 0) return { kind: "gone" } as const;
    if (index === 0) {
      return {
        kind: "refused",
        message:
          all.length === 1
            ? "This is the case's only submission: there is nothing to split it from."
            : "This is the case's first submission: it stays with the case. Split the others instead.",
      } as const;
    }
    const stale = await refuseIfStale(tx, current, request.version);
    if (stale?.kind === "stale") return stale;
    const facts = await submissionFacts(tx, request.kind, request.submissionId);
    if (!facts) return { kind: "gone" } as const;

    const clientId = await clientOfSplit(tx, lead.clientId, facts);
    const newLeadId = randomUUID();
    const reference = await insertSplitCase(tx, newLeadId, clientId, facts);
    await moveSubmission(tx, facts.kind, facts.id, newLeadId);
    const personIds = await addCasePeople(tx, newLeadId, clientId, facts.members);
    if (facts.kind === "application") await relinkDirectors(tx, facts.id, personIds);
    const remaining = await caseSubmissions(tx, lead.id);
    await unlinkPeopleOnlyThere(tx, lead.id, facts, remaining);

    // A case whose application went reads as what it holds now.
    const stillApplication = remaining.some((one) => one.kind === "application");
    const first = remaining[0];
    await tx
      .update(leads)
      .set({
        version: sql`${leads.version} + 1`,
        updatedAt: sql`now()`,
        kind:
          lead.kind === "application" && !stillApplication && first
            ? leadKindOf(first.kind)
            : undefined,
      })
      .where(eq(leads.id, lead.id));
    const what = { kind: facts.kind, submissionId: facts.id };
    await tx.insert(leadEvents).values([
      {
        leadId: lead.id,
        actorUserId: actor.userId,
        type: "split",
        detail: { ...what, direction: "out", reference, leadId: newLeadId },
        version: lead.version + 1,
      },
      {
        leadId: newLeadId,
        actorUserId: actor.userId,
        type: "split",
        detail: { ...what, direction: "in", reference: lead.reference, leadId: lead.id },
      },
    ]);
    await auditLead(tx, actor, "lead.split", lead.id, {
      ...what,
      newLeadId,
      newReference: reference,
      reference: lead.reference,
    });
    return { kind: "ok", leadId: newLeadId, reference } as const;
  });
}

/** The case's client, unless the submission names another business: then a new client. */
async function clientOfSplit(
  tx: DatabaseTransaction,
  clientId: string | null,
  facts: SubmissionFacts,
): Promise<string> {
  if (clientId) {
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
    if (
      client &&
      sameBusiness({ name: client.name, companyNumber: client.companyNumber }, facts.business)
    ) {
      return clientId;
    }
  }
  const row = newClientRow(facts.business, new Date());
  await tx.insert(clients).values(row);
  return row.id!;
}

/**
 * The new case's row, with the submission's facts as its summary and time, and a new reference
 * (a clash, one chance in millions, is tried again inside a savepoint).
 */
async function insertSplitCase(
  tx: DatabaseTransaction,
  leadId: string,
  clientId: string,
  facts: SubmissionFacts,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    const [merged] = await tx
      .select({ reference: caseReferences.reference })
      .from(caseReferences)
      .where(eq(caseReferences.reference, reference));
    if (merged) continue;
    try {
      await tx.transaction((savepoint) =>
        savepoint.insert(leads).values({
          id: leadId,
          reference,
          kind: facts.leadKind,
          status: "new",
          clientId,
          fullName: facts.facts.fullName ?? null,
          companyName: facts.facts.companyName ?? null,
          email: facts.facts.email ?? null,
          phone: facts.facts.phone ?? null,
          loanAmount: facts.facts.loanAmount ?? null,
          companyNumber: facts.facts.companyNumber ?? null,
          source: facts.source,
          createdAt: facts.createdAt,
          statusChangedAt: sql`now()`,
          updatedAt: sql`now()`,
        }),
      );
      return reference;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, "leads_reference_unique")) throw error;
    }
  }
}

/** An application's directors point at the people they are in the new case's client. */
async function relinkDirectors(
  tx: DatabaseTransaction,
  applicationId: string,
  personIds: string[],
): Promise<void> {
  for (const [position, personId] of personIds.entries()) {
    await tx
      .update(applicationDirectors)
      .set({ personId })
      .where(
        and(
          eq(applicationDirectors.applicationId, applicationId),
          eq(applicationDirectors.position, position),
        ),
      );
  }
}

/**
 * What a person of the split submission was in the case only through it (a director of the
 * application that went) they are no longer; their record stays with the client.
 */
async function unlinkPeopleOnlyThere(
  tx: DatabaseTransaction,
  leadId: string,
  split: SubmissionFacts,
  remaining: CaseSubmission[],
): Promise<void> {
  const stillNamed: Member[] = [];
  for (const one of remaining) {
    const facts = await submissionFacts(tx, one.kind, one.id);
    if (facts) stillNamed.push(...facts.members);
  }
  const linked = await tx
    .select({
      id: people.id,
      role: casePeople.role,
      fullName: people.fullName,
      email: people.email,
      phone: people.phone,
    })
    .from(casePeople)
    .innerJoin(people, eq(people.id, casePeople.personId))
    .where(eq(casePeople.leadId, leadId));
  const namedAs = (members: Member[], link: (typeof linked)[number]) =>
    members.some((member) => member.roles.includes(link.role) && samePerson(member, link));
  for (const link of linked) {
    if (!namedAs(split.members, link) || namedAs(stillNamed, link)) continue;
    await tx
      .delete(casePeople)
      .where(
        and(
          eq(casePeople.leadId, leadId),
          eq(casePeople.personId, link.id),
          eq(casePeople.role, link.role),
        ),
      );
  }
}
