import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import {
  checklistTitle,
  itemStateLabels,
  openBankingStateLabels,
} from "#app/content/document-checklist.ts";
import { plural } from "#app/content/format.ts";
import {
  checklistRows,
  stillNeededText,
  type ChecklistDocument,
} from "#app/lib/document-checklist.ts";
import { BROKER_UPLOAD_INTENT } from "#app/schemas/admin-documents.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { receiveDocumentsFor, type UploadDeps } from "#app/server/document-upload.server.ts";
import type { DocumentCheckChange, OpenBankingChange } from "#app/schemas/admin-documents.ts";
import type { Database, DatabaseTransaction } from "#app/server/db/client.server.ts";
import {
  applications,
  documentChecks,
  leadEvents,
  leads,
  openBankingRequests,
} from "#app/server/db/schema.ts";
import { auditLead } from "#app/server/admin/lead/audit.server.ts";
import { checklistVerdicts, openBankingOf } from "#app/server/cases/checklist-state.server.ts";
import { formDone } from "#app/server/admin/http.server.ts";
import { leadNotFound, type LeadWork } from "#app/server/admin/lead/actions.server.ts";
import type { Actor } from "#app/server/admin/lead/types.server.ts";

/**
 * A case's documents checklist on the broker's side (ADR 0034): each item of the product's
 * list received, accepted or asked for again, and the applicant's Open Banking request with
 * where it stands. The documents are the case's applications'.
 */

type Db = Database | DatabaseTransaction;

/**
 * The checklist of a case, with what the page and the mails need of it, from the case's
 * documents and whether it has an application, which the case page has loaded already.
 */
export async function caseChecklist(
  db: Db,
  lead: { id: string; product: string | null },
  held: { documents: ChecklistDocument[]; hasApplication: boolean },
) {
  const [verdicts, openBanking] = await Promise.all([
    checklistVerdicts(db, lead.id),
    openBankingOf(db, lead.id),
  ]);
  const rows = checklistRows(lead.product, held.documents, verdicts, openBanking?.state ?? null);
  return {
    rows,
    openBanking,
    /** The "documents we still need" mail's list; empty when nothing is missing. */
    stillNeeded: stillNeededText(rows),
    /** Documents go with an application: only a case with one can take an upload. */
    canUpload: held.hasApplication,
  };
}

export type CaseChecklist = Awaited<ReturnType<typeof caseChecklist>>;

async function recordDocumentEvent(
  tx: DatabaseTransaction,
  leadId: string,
  actor: Actor,
  body: string,
  detail: Record<string, unknown>,
) {
  await tx
    .insert(leadEvents)
    .values({ leadId, actorUserId: actor.userId, type: "document", body, detail });
  await tx
    .update(leads)
    .set({ updatedAt: sql`now()` })
    .where(eq(leads.id, leadId));
  await auditLead(tx, actor, "lead.document_check", leadId, detail);
}

/** Runs `change` with the case locked; false when there is no such case. */
async function changeLockedCase(
  db: Database,
  leadId: string,
  change: (tx: DatabaseTransaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return false;
    await change(tx);
    return true;
  });
}

/** A verdict on one checklist item: accepted, asked for again (with what was wrong), taken back. */
export async function saveDocumentCheck(work: LeadWork, value: DocumentCheckChange) {
  const { db, leadId, actor } = work;
  const title = checklistTitle(value.category);
  const saved = await changeLockedCase(db, leadId, async (tx) => {
    if (value.verdict === "clear") {
      await tx
        .delete(documentChecks)
        .where(and(eq(documentChecks.leadId, leadId), eq(documentChecks.category, value.category)));
    } else {
      const row = {
        state: value.verdict,
        note: value.verdict === "asked_again" ? value.note : null,
        decidedByUserId: actor.userId,
        decidedAt: sql`now()`,
      };
      await tx
        .insert(documentChecks)
        .values({ leadId, category: value.category, ...row })
        .onConflictDoUpdate({ target: [documentChecks.leadId, documentChecks.category], set: row });
    }
    const said =
      value.verdict === "clear"
        ? "verdict taken back"
        : `${itemStateLabels[value.verdict].toLowerCase()}${value.note && value.verdict === "asked_again" ? ` (${value.note})` : ""}`;
    await recordDocumentEvent(tx, leadId, actor, `${title}: ${said}`, {
      category: value.category,
      verdict: value.verdict,
    });
  });
  if (!saved) throw leadNotFound();
  const done =
    value.verdict === "clear"
      ? `${title}: back to what the documents say.`
      : `${title}: ${itemStateLabels[value.verdict].toLowerCase()}.`;
  return formDone(work.submission, { intent: "document-check", id: value.category }, done);
}

/** Where the applicant's Open Banking request stands now. */
export async function saveOpenBanking(work: LeadWork, value: OpenBankingChange) {
  const { db, leadId, actor } = work;
  const saved = await changeLockedCase(db, leadId, async (tx) => {
    const row = { state: value.state, updatedByUserId: actor.userId, updatedAt: sql`now()` };
    await tx
      .insert(openBankingRequests)
      .values({ leadId, ...row })
      .onConflictDoUpdate({ target: openBankingRequests.leadId, set: row });
    await recordDocumentEvent(
      tx,
      leadId,
      actor,
      `Open Banking: ${openBankingStateLabels[value.state]}`,
      { openBanking: value.state },
    );
  });
  if (!saved) throw leadNotFound();
  return formDone(
    work.submission,
    { intent: "open-banking" },
    `Open Banking: ${openBankingStateLabels[value.state]}.`,
  );
}

/** The case's latest application, which a broker's upload files its documents with. */
async function uploadTarget(db: Database, leadId: string, userId: string) {
  const [application] = await db
    .select({ applicationId: applications.applicationId, companyName: applications.companyName })
    .from(applications)
    .innerJoin(leads, eq(leads.id, applications.leadId))
    .where(and(eq(applications.leadId, leadId), isNull(leads.erasedAt)))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return application ? { leadId, ...application, uploadedByUserId: userId } : null;
}

export const brokerUploadMessages = {
  noApplication: "This case has no application to keep documents with: nothing was uploaded.",
  uploaded: (count: number) => `${plural(count, "document")} uploaded for the applicant.`,
} as const;

/**
 * "Upload for the applicant" on the case page: the same checks and storage as the applicant's
 * own upload, each file filed under the item the broker chose, with the case's application.
 */
export async function receiveBrokerUpload(
  request: Request,
  leadId: string,
  userId: string,
  deps: UploadDeps,
) {
  const place = { intent: BROKER_UPLOAD_INTENT };
  const result = await receiveDocumentsFor(
    request,
    async () =>
      (await uploadTarget(deps.db, leadId, userId)) ?? {
        status: "refused",
        httpStatus: 409,
        title: brokerUploadMessages.noApplication,
        message: brokerUploadMessages.noApplication,
      },
    deps,
  );
  if (result.status === "refused") {
    return data<AdminFormResult>(
      { ...place, status: "error", message: result.message },
      { status: result.httpStatus },
    );
  }
  const count = result.status === "uploaded" ? result.stored.length : 0;
  const skipped = result.status === "uploaded" ? result.skipped : [];
  const message = `${brokerUploadMessages.uploaded(count)}${
    skipped.length ? ` Not stored, please try again: ${skipped.join(", ")}.` : ""
  }`;
  return data<AdminFormResult>({ ...place, status: "success", message });
}
