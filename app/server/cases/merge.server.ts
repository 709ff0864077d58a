import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applicationDirectors,
  applications,
  auditLog,
  caseReferences,
  casePeople,
  clients,
  commissionProposals,
  companyLookups,
  contactMessages,
  enquiries,
  introducerStatementEntries,
  leadEvents,
  leadTasks,
  leads,
  lenderSubmissions,
  outbox,
  people,
  phoneEnquiries,
  possibleDuplicates,
  trackingLinks,
} from "#app/server/db/schema.ts";
import { samePerson } from "#app/server/cases/identity.server.ts";
import { fillClientBlanks, fillPersonBlanks } from "#app/server/cases/records.server.ts";
import { submissionCounts } from "#app/server/cases/submissions.server.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { changesSince } from "#app/server/admin/lead/changes.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * Merging two cases that are one (docs/decisions/0027-cases-and-clients.md): a broker chooses
 * the case that stays, and everything of the other moves to it (its submissions, timeline,
 * tasks, lender submissions and their commission, the applicant's links, mail, people and audit
 * rows); the other's reference becomes one of the survivor's, so its links and a search for it
 * lead there. Both cases are locked and checked against the versions the broker saw. Nobody is
 * mailed: the applicant's case goes on under the reference they were given first or last.
 */

export type MergeRequest = {
  survivorId: string;
  mergedId: string;
  /** The versions the broker's page showed; a merge made from an older one is refused. */
  survivorVersion?: number;
  mergedVersion?: number;
};

export type MergeRefusal = "same" | "erased" | "referral" | "introducers";

export type MergeResult =
  | {
      kind: "ok";
      survivorId: string;
      survivorReference: string;
      mergedReference: string;
      submissions: number;
    }
  | { kind: "no-lead" }
  | { kind: "refused"; reason: MergeRefusal; message: string }
  | { kind: "stale"; message: string };

/** The summary fields a survivor takes from the merged case when it has none of its own. */
const summaryFields = [
  "fullName",
  "companyName",
  "email",
  "phone",
  "loanAmount",
  "companyNumber",
  "introducerId",
] as const;

type SummaryField = (typeof summaryFields)[number];

async function lockBoth(tx: DatabaseTransaction, ids: string[]) {
  // Locked in one order whoever merges, so two merges of the same pair cannot deadlock.
  return tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(asc(leads.id)).for("update");
}

type LockedCase = Awaited<ReturnType<typeof lockBoth>>[number];

function refusalOf(lead: LockedCase): MergeResult | null {
  if (lead.erasedAt) {
    return {
      kind: "refused",
      reason: "erased",
      message: `${lead.reference} had its personal details erased: it cannot be merged with another case.`,
    };
  }
  if (lead.kind === "referral") {
    return {
      kind: "refused",
      reason: "referral",
      message: `${lead.reference} is a referral partner's application, not a case: it cannot be merged.`,
    };
  }
  return null;
}

async function staleRefusal(
  tx: DatabaseTransaction,
  lead: LockedCase,
  seen: number | undefined,
): Promise<MergeResult | null> {
  if (seen === undefined || seen === lead.version) return null;
  const told = await changesSince(tx, lead.id, seen);
  return {
    kind: "stale",
    message:
      `Not merged: ${lead.reference} changed after you opened it. ${told} ` +
      "Check both cases as they are now, and merge again if they are still one.",
  };
}

/**
 * A case with commission received carries its introducer's statement lines: moving them under a
 * survivor with another introducer would pay the wrong one, so an admin settles that first.
 */
async function introducerClash(
  tx: DatabaseTransaction,
  survivor: LockedCase,
  merged: LockedCase,
): Promise<MergeResult | null> {
  if (!survivor.introducerId || !merged.introducerId) return null;
  if (survivor.introducerId === merged.introducerId) return null;
  const [entry] = await tx
    .select({ id: introducerStatementEntries.id })
    .from(introducerStatementEntries)
    .where(inArray(introducerStatementEntries.leadId, [survivor.id, merged.id]))
    .limit(1);
  if (!entry) return null;
  return {
    kind: "refused",
    reason: "introducers",
    message:
      `${survivor.reference} and ${merged.reference} have different introducers and commission ` +
      "received: give them the same introducer first, then merge.",
  };
}

export async function mergeCases(
  db: Database,
  request: MergeRequest,
  actor: Actor,
): Promise<MergeResult> {
  const { survivorId, mergedId } = request;
  if (survivorId === mergedId) {
    return {
      kind: "refused",
      reason: "same",
      message: "A case cannot be merged into itself. Enter the reference of the other case.",
    };
  }
  return db.transaction(async (tx) => {
    const locked = await lockBoth(tx, [survivorId, mergedId]);
    const survivor = locked.find((lead) => lead.id === survivorId);
    const merged = locked.find((lead) => lead.id === mergedId);
    if (!survivor || !merged) return { kind: "no-lead" } as const;
    const refused =
      refusalOf(merged) ??
      refusalOf(survivor) ??
      (await staleRefusal(tx, survivor, request.survivorVersion)) ??
      (await staleRefusal(tx, merged, request.mergedVersion)) ??
      (await introducerClash(tx, survivor, merged));
    if (refused) return refused;

    const submissions = (await submissionCounts(tx, [merged.id])).get(merged.id) ?? 0;
    await moveCaseRows(tx, merged.id, survivor.id);
    await mergeClients(tx, survivor, merged);
    await moveReferences(tx, merged, survivor.id);
    await settleDuplicatePairs(tx, survivor.id, merged.id, actor);
    const taken = await takeSummary(tx, survivor, merged);

    await tx.insert(leadEvents).values({
      leadId: survivor.id,
      actorUserId: actor.userId,
      type: "merged",
      detail: {
        reference: merged.reference,
        formerLeadId: merged.id,
        submissions,
        fields: taken,
      },
      version: survivor.version + 1,
    });
    // Ids and references only: the names and words stay with the case.
    await auditLead(tx, actor, "lead.merge", survivor.id, {
      mergedId: merged.id,
      mergedReference: merged.reference,
      survivorReference: survivor.reference,
      submissions,
    });
    // What is still the merged case's (its own people links, its pairs) goes with it.
    await tx.delete(leads).where(eq(leads.id, merged.id));
    return {
      kind: "ok",
      survivorId: survivor.id,
      survivorReference: survivor.reference,
      mergedReference: merged.reference,
      submissions,
    } as const;
  });
}

/** Every row of the merged case that the survivor keeps from now on. */
async function moveCaseRows(tx: DatabaseTransaction, from: string, to: string): Promise<void> {
  const moved = { leadId: to };
  await tx.update(enquiries).set(moved).where(eq(enquiries.leadId, from));
  await tx.update(applications).set(moved).where(eq(applications.leadId, from));
  await tx.update(applicationDirectors).set(moved).where(eq(applicationDirectors.leadId, from));
  await tx.update(contactMessages).set(moved).where(eq(contactMessages.leadId, from));
  await tx.update(phoneEnquiries).set(moved).where(eq(phoneEnquiries.leadId, from));
  // Their versions counted the merged case's changes, not the survivor's: a form refused as
  // stale lists the survivor's own changes only.
  await tx
    .update(leadEvents)
    .set({ ...moved, version: null })
    .where(eq(leadEvents.leadId, from));
  await tx.update(leadTasks).set(moved).where(eq(leadTasks.leadId, from));
  // The dashboard's triggers count a lender submission that moves under its new case.
  await tx.update(lenderSubmissions).set(moved).where(eq(lenderSubmissions.leadId, from));
  await tx.update(commissionProposals).set(moved).where(eq(commissionProposals.leadId, from));
  await tx
    .update(introducerStatementEntries)
    .set(moved)
    .where(eq(introducerStatementEntries.leadId, from));
  // The applicant's links and mail now open and name the survivor.
  await tx.update(trackingLinks).set(moved).where(eq(trackingLinks.leadId, from));
  await tx.update(outbox).set(moved).where(eq(outbox.leadId, from));
  // A mail not sent yet reads its case when it goes: it is sent about the survivor, under the
  // reference that stays, rather than failing for a case that is no longer there.
  await tx
    .update(outbox)
    .set({ payload: sql`jsonb_set(${outbox.payload}, '{leadId}', to_jsonb(${to}::text))` })
    .where(
      and(
        eq(outbox.leadId, to),
        ne(outbox.status, "sent"),
        sql`${outbox.payload} ->> 'leadId' = ${from}`,
      ),
    );
  await tx
    .update(auditLog)
    .set({ targetId: to })
    .where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, from)));
  // A Companies House look-up waits for the merged case's details form, which is gone.
  await tx.delete(companyLookups).where(eq(companyLookups.leadId, from));
  await tx.execute(sql`
    insert into ${casePeople} (lead_id, person_id, role, created_at)
    select ${to}::uuid, person_id, role, created_at from ${casePeople} where lead_id = ${from}::uuid
    on conflict do nothing`);
}

/**
 * Two cases that are one are one business: when their clients differ, the merged case's client
 * joins the survivor's (its other cases too). A person both clients knew becomes one person,
 * their blanks filled; the rest move across; the emptied client goes.
 */
async function mergeClients(
  tx: DatabaseTransaction,
  survivor: LockedCase,
  merged: LockedCase,
): Promise<void> {
  const into = survivor.clientId;
  const from = merged.clientId;
  if (!from || from === into) return;
  if (!into) {
    await tx.update(leads).set({ clientId: from }).where(eq(leads.id, survivor.id));
    return;
  }
  const [mergedClient] = await tx.select().from(clients).where(eq(clients.id, from));
  await fillClientBlanks(tx, into, {
    name: mergedClient?.name ?? null,
    companyNumber: mergedClient?.companyNumber ?? null,
    companyType: mergedClient?.companyType ?? null,
  });
  const kept = await tx.select().from(people).where(eq(people.clientId, into));
  const moving = await tx.select().from(people).where(eq(people.clientId, from));
  for (const person of moving) {
    const same = kept.find((known) => samePerson(known, person));
    if (!same) {
      await tx.update(people).set({ clientId: into }).where(eq(people.id, person.id));
      kept.push({ ...person, clientId: into });
      continue;
    }
    await fillPersonBlanks(tx, same.id, person);
    await tx.execute(sql`
      insert into ${casePeople} (lead_id, person_id, role, created_at)
      select lead_id, ${same.id}::uuid, role, created_at from ${casePeople}
      where person_id = ${person.id}::uuid
      on conflict do nothing`);
    await tx
      .update(applicationDirectors)
      .set({ personId: same.id })
      .where(eq(applicationDirectors.personId, person.id));
    await tx.delete(people).where(eq(people.id, person.id));
  }
  await tx.update(leads).set({ clientId: into }).where(eq(leads.clientId, from));
  await tx.delete(clients).where(eq(clients.id, from));
}

/**
 * The merged case's reference, and any merged into it before, become the survivor's: its
 * search text takes them (a trigger), and links to the merged page lead to the survivor.
 */
async function moveReferences(
  tx: DatabaseTransaction,
  merged: LockedCase,
  survivorId: string,
): Promise<void> {
  await tx
    .update(caseReferences)
    .set({ leadId: survivorId })
    .where(eq(caseReferences.leadId, merged.id));
  await tx.insert(caseReferences).values({
    reference: merged.reference,
    leadId: survivorId,
    formerLeadId: merged.id,
  });
}

/**
 * The pair of these two is resolved as merged; the merged case's other pairs become the
 * survivor's, but for one that would pair it with itself or repeat a pair it has.
 */
async function settleDuplicatePairs(
  tx: DatabaseTransaction,
  survivorId: string,
  mergedId: string,
  actor: Actor,
): Promise<void> {
  const pair = or(
    and(eq(possibleDuplicates.leadId, survivorId), eq(possibleDuplicates.otherLeadId, mergedId)),
    and(eq(possibleDuplicates.leadId, mergedId), eq(possibleDuplicates.otherLeadId, survivorId)),
  );
  await tx
    .update(possibleDuplicates)
    .set({ resolution: "merged", resolvedByUserId: actor.userId, resolvedAt: sql`now()` })
    .where(pair);
  const pairs = await tx
    .select()
    .from(possibleDuplicates)
    .where(
      or(
        eq(possibleDuplicates.leadId, survivorId),
        eq(possibleDuplicates.otherLeadId, survivorId),
        eq(possibleDuplicates.leadId, mergedId),
        eq(possibleDuplicates.otherLeadId, mergedId),
      ),
    )
    .orderBy(asc(possibleDuplicates.foundAt), asc(possibleDuplicates.id));
  const seen = new Set<string>();
  const otherOf = (row: (typeof pairs)[number]) =>
    row.leadId === survivorId || row.leadId === mergedId ? row.otherLeadId : row.leadId;
  // The survivor's own pairs first: a merged case's pair with the same case repeats one of them.
  const ordered = [
    ...pairs.filter((row) => row.leadId === survivorId || row.otherLeadId === survivorId),
    ...pairs.filter((row) => row.leadId !== survivorId && row.otherLeadId !== survivorId),
  ];
  for (const row of ordered) {
    const other = otherOf(row);
    if (other === survivorId || other === mergedId) continue;
    if (seen.has(other)) {
      await tx.delete(possibleDuplicates).where(eq(possibleDuplicates.id, row.id));
      continue;
    }
    seen.add(other);
    if (row.leadId === mergedId) {
      await tx
        .update(possibleDuplicates)
        .set({ leadId: survivorId })
        .where(eq(possibleDuplicates.id, row.id));
    } else if (row.otherLeadId === mergedId) {
      await tx
        .update(possibleDuplicates)
        .set({ otherLeadId: survivorId })
        .where(eq(possibleDuplicates.id, row.id));
    }
  }
}

/**
 * The survivor takes what it lacked from the merged case, the earlier first contact, the later
 * last activity, an application's kind, and its next version. Resolves to the fields taken.
 */
async function takeSummary(
  tx: DatabaseTransaction,
  survivor: LockedCase,
  merged: LockedCase,
): Promise<SummaryField[]> {
  const taken = summaryFields.filter(
    (field) =>
      (survivor[field] === null || survivor[field] === "") &&
      merged[field] !== null &&
      merged[field] !== "",
  );
  const values: Partial<typeof leads.$inferInsert> = Object.fromEntries(
    taken.map((field) => [field, merged[field]]),
  );
  if (taken.includes("introducerId")) {
    values.introducerShareBasisPoints = merged.introducerShareBasisPoints;
  }
  if (taken.includes("companyNumber") && !survivor.companyProfile) {
    values.companyProfile = merged.companyProfile;
  }
  if (merged.kind === "application" && survivor.kind !== "application") {
    values.kind = "application";
  }
  const firstContact = [survivor.firstContactedAt, merged.firstContactedAt]
    .filter((at) => at !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  await tx
    .update(leads)
    .set({
      ...values,
      firstContactedAt: firstContact ?? null,
      updatedAt:
        merged.updatedAt.getTime() > survivor.updatedAt.getTime()
          ? merged.updatedAt
          : survivor.updatedAt,
      version: sql`${leads.version} + 1`,
    })
    .where(eq(leads.id, survivor.id));
  return taken;
}
