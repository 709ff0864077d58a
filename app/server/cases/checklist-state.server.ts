import { and, eq } from "drizzle-orm";
import type { ChecklistVerdict } from "#app/lib/document-checklist.ts";
import type { OpenBankingState } from "#app/schemas/value-lists.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import { applications, documentChecks, openBankingRequests } from "#app/server/db/schema.ts";

/**
 * What a case's documents checklist is read from besides its documents (ADR 0034): the broker's
 * verdicts on its items and where its Open Banking request stands. The broker's case page and
 * the applicant's own page read the same, so both say the same of each document.
 */

type Db = Database | DatabaseTransaction;

/** Where the case's Open Banking request stands: the broker's word, else the applicant's ask. */
export async function openBankingOf(db: Db, leadId: string) {
  const [moved] = await db
    .select({ state: openBankingRequests.state, updatedAt: openBankingRequests.updatedAt })
    .from(openBankingRequests)
    .where(eq(openBankingRequests.leadId, leadId));
  if (moved) return moved;
  const [asked] = await db
    .select({ at: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.leadId, leadId), eq(applications.openBanking, true)))
    .limit(1);
  return asked ? { state: "requested" as OpenBankingState, updatedAt: null } : null;
}

/** The broker's verdicts on the case's checklist items: accepted, or asked for again. */
export function checklistVerdicts(db: Db, leadId: string): Promise<ChecklistVerdict[]> {
  return db
    .select({
      category: documentChecks.category,
      state: documentChecks.state,
      note: documentChecks.note,
      decidedAt: documentChecks.decidedAt,
    })
    .from(documentChecks)
    .where(eq(documentChecks.leadId, leadId));
}
