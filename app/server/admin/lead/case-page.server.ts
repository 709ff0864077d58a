import { and, desc, eq, ne } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "#app/server/db/client.server.ts";
import { caseReferences, clients, leads } from "#app/server/db/schema.ts";
import { mergeLookupSchema, mergeMessages } from "#app/schemas/admin-lead.ts";
import { normaliseReference } from "#app/schemas/reference.ts";
import { adminPaths } from "#app/paths.ts";
import { openDuplicates } from "#app/server/cases/duplicates.server.ts";
import { caseSubmissions, submissionCounts } from "#app/server/cases/submissions.server.ts";

/**
 * The case page's panels about the case as a whole (docs/decisions/0027-cases-and-clients.md):
 * its submissions, its client and the client's other cases, its possible duplicates, and the
 * "Merge with another case" question, read from the page's address (`?merge=` as typed), so it
 * works without scripts and Back shows it again.
 */

type CaseLead = typeof leads.$inferSelect;

/**
 * A case that is no longer there may have been merged: its page sends the broker to the case
 * it was merged into. Throws that redirect; returns when it was not merged.
 */
export async function redirectIfMerged(db: Database, leadId: string): Promise<void> {
  const [merged] = await db
    .select({ leadId: caseReferences.leadId })
    .from(caseReferences)
    .where(eq(caseReferences.formerLeadId, leadId));
  if (merged) throw redirect(adminPaths.lead(merged.leadId));
}

/** The client of the case, and its other cases, open and closed, newest first. */
async function clientOf(db: Database, lead: CaseLead) {
  if (!lead.clientId) return null;
  const [client] = await db
    .select({ name: clients.name, companyNumber: clients.companyNumber })
    .from(clients)
    .where(eq(clients.id, lead.clientId));
  if (!client) return null;
  const cases = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      status: leads.status,
      loanAmount: leads.loanAmount,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(eq(leads.clientId, lead.clientId), ne(leads.id, lead.id)))
    .orderBy(desc(leads.createdAt))
    .limit(50);
  return { ...client, cases };
}

/** One side of a merge, as the confirmation shows it. */
async function mergeSide(db: Database, lead: CaseLead) {
  const counts = await submissionCounts(db, [lead.id]);
  return {
    id: lead.id,
    reference: lead.reference,
    name: lead.fullName,
    companyName: lead.companyName,
    status: lead.status,
    loanAmount: lead.loanAmount,
    version: lead.version,
    submissions: counts.get(lead.id) ?? 0,
  };
}

export type MergeSide = Awaited<ReturnType<typeof mergeSide>>;

export type MergeLookup =
  { typed: string; error: string } | { typed: string; cases: [MergeSide, MergeSide] };

/** The case a merge reference names (one merged before names its survivor). */
async function caseByReference(db: Database, reference: string) {
  const [own] = await db.select().from(leads).where(eq(leads.reference, reference));
  if (own) return own;
  const [moved] = await db
    .select({ lead: leads })
    .from(caseReferences)
    .innerJoin(leads, eq(leads.id, caseReferences.leadId))
    .where(eq(caseReferences.reference, reference));
  return moved?.lead;
}

/** What `?merge=` asks: the two cases to confirm, or what is wrong with the reference typed. */
async function mergeLookup(
  db: Database,
  lead: CaseLead,
  typed: string | null,
): Promise<MergeLookup | null> {
  if (typed === null) return null;
  const parsed = mergeLookupSchema.safeParse({ merge: typed });
  if (!parsed.success) {
    return { typed, error: parsed.error.issues[0]?.message ?? mergeMessages.referenceShape };
  }
  const reference = normaliseReference(parsed.data.merge)!;
  const other = await caseByReference(db, reference);
  if (!other) return { typed, error: mergeMessages.noSuchCase(reference) };
  if (other.id === lead.id) return { typed, error: mergeMessages.sameCase(reference) };
  if (other.erasedAt) return { typed, error: mergeMessages.erased(reference) };
  if (other.kind === "referral") return { typed, error: mergeMessages.referral(reference) };
  return { typed, cases: [await mergeSide(db, lead), await mergeSide(db, other)] };
}

/** "DBF-… merged into this case.", when the address says so and it is true. */
async function mergedNoticeOf(db: Database, leadId: string, said: string | null) {
  const reference = said ? normaliseReference(said) : null;
  if (!reference) return null;
  const [row] = await db
    .select({ reference: caseReferences.reference })
    .from(caseReferences)
    .where(and(eq(caseReferences.reference, reference), eq(caseReferences.leadId, leadId)));
  return row ? `${row.reference} merged into this case.` : null;
}

export async function loadCasePanels(
  db: Database,
  detail: { lead: CaseLead; related: { id: string }[] },
  url: URL,
) {
  const { lead } = detail;
  // An erased case or a referral partner's application is merged with nothing.
  const canMerge = !lead.erasedAt && lead.kind !== "referral";
  const [submissions, client, duplicates, lookup, mergedNotice] = await Promise.all([
    caseSubmissions(db, lead.id),
    clientOf(db, lead),
    canMerge
      ? openDuplicates(
          db,
          lead.id,
          detail.related.map((other) => other.id),
        )
      : Promise.resolve([]),
    canMerge ? mergeLookup(db, lead, url.searchParams.get("merge")) : Promise.resolve(null),
    mergedNoticeOf(db, lead.id, url.searchParams.get("merged")),
  ]);
  return {
    caseSubmissions: submissions,
    client,
    duplicates,
    merge: { canMerge, lookup },
    mergedNotice,
  };
}
