import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { casePeople, leads, people, possibleDuplicates } from "#app/server/db/schema.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * Cases that may be one with this one, for a broker to merge or to mark as not the same: the
 * pairs the migration listed (same email, phone or company number) that are still open, and
 * the other open-or-closed cases of the same person (a person record they share, or the same
 * email or phone). A pair marked "Not the same" is not
 * offered again.
 */

/** Why a case is offered as a possible duplicate. */
export type DuplicateReason = "email" | "phone" | "company_number" | "same_person";

export type PossibleDuplicate = {
  id: string;
  reference: string;
  status: (typeof leads.$inferSelect)["status"];
  name: string | null;
  createdAt: Date;
  reason: DuplicateReason;
};

const mergeable = and(isNull(leads.erasedAt), ne(leads.kind, "referral"));

function pairWith(leadId: string, otherId: string) {
  return or(
    and(eq(possibleDuplicates.leadId, leadId), eq(possibleDuplicates.otherLeadId, otherId)),
    and(eq(possibleDuplicates.leadId, otherId), eq(possibleDuplicates.otherLeadId, leadId)),
  );
}

/**
 * `related` are the same person's other cases as the case page's "Related leads" finds them
 * (the same email, or the same phone number).
 */
export async function openDuplicates(
  db: Database,
  leadId: string,
  related: string[] = [],
): Promise<PossibleDuplicate[]> {
  const pairs = await db
    .select({
      leadId: possibleDuplicates.leadId,
      otherLeadId: possibleDuplicates.otherLeadId,
      reason: possibleDuplicates.reason,
      resolved: sql<boolean>`${possibleDuplicates.resolvedAt} is not null`,
    })
    .from(possibleDuplicates)
    .where(or(eq(possibleDuplicates.leadId, leadId), eq(possibleDuplicates.otherLeadId, leadId)));
  const otherOf = (pair: (typeof pairs)[number]) =>
    pair.leadId === leadId ? pair.otherLeadId : pair.leadId;
  const dismissed = new Set(pairs.filter((pair) => pair.resolved).map(otherOf));
  const reasons = new Map<string, DuplicateReason>(
    pairs
      .filter((pair) => !pair.resolved)
      .map((pair) => [otherOf(pair), pair.reason as DuplicateReason]),
  );
  // The same person's other cases: anyone linked to this case is linked there too.
  const samePersonCases = await db
    .selectDistinct({ id: casePeople.leadId })
    .from(casePeople)
    .innerJoin(people, eq(people.id, casePeople.personId))
    .where(
      and(
        ne(casePeople.leadId, leadId),
        inArray(
          casePeople.personId,
          db
            .select({ id: casePeople.personId })
            .from(casePeople)
            .where(eq(casePeople.leadId, leadId)),
        ),
      ),
    );
  for (const { id } of [...samePersonCases, ...related.map((id) => ({ id }))]) {
    if (!reasons.has(id) && !dismissed.has(id)) reasons.set(id, "same_person");
  }
  if (reasons.size === 0) return [];
  const rows = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      status: leads.status,
      name: sql<string | null>`coalesce(${leads.companyName}, ${leads.fullName})`,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(inArray(leads.id, [...reasons.keys()]), mergeable))
    .orderBy(desc(leads.createdAt))
    .limit(20);
  return rows.map((row) => ({ ...row, reason: reasons.get(row.id)! }));
}

/**
 * "Not the same": the pair is resolved as not a duplicate (a same-person pair is recorded so,
 * the older case first), and is not offered again. Resolves to false when there is no such
 * other case.
 */
export async function dismissDuplicate(
  db: Database,
  leadId: string,
  otherId: string,
  actor: Actor,
): Promise<boolean> {
  if (leadId === otherId) return false;
  return db.transaction(async (tx) => {
    const both = await tx
      .select({ id: leads.id, createdAt: leads.createdAt })
      .from(leads)
      .where(inArray(leads.id, [leadId, otherId]))
      .orderBy(leads.createdAt, leads.id);
    if (both.length !== 2) return false;
    const resolved = {
      resolution: "not_duplicate" as const,
      resolvedByUserId: actor.userId,
      resolvedAt: sql`now()`,
    };
    const updated = await tx
      .update(possibleDuplicates)
      .set(resolved)
      .where(pairWith(leadId, otherId))
      .returning({ id: possibleDuplicates.id });
    if (updated.length === 0) {
      await tx.insert(possibleDuplicates).values({
        leadId: both[0]!.id,
        otherLeadId: both[1]!.id,
        reason: "same_person",
        ...resolved,
      });
    }
    await auditLead(tx, actor, "lead.not_duplicate", leadId, { otherId });
    return true;
  });
}
