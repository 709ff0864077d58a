import { and, desc, eq } from "drizzle-orm";
import { stageOfStatus, type ApplicantStage } from "#app/content/applicant-stages.ts";
import type { ApplicantSummary } from "#app/lib/applicant-summary.ts";
import { documentMessages, type ReceivedDocument } from "#app/lib/documents.ts";
import type { LeadKind } from "#app/schemas/value-lists.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { applications, leadEvents, leads } from "#app/server/db/schema.ts";
import {
  applicantSummaryOf,
  receiveDocumentsFor,
  type UploadDeps,
  type UploadRefused,
  type UploadResult,
} from "#app/server/document-upload.server.ts";
import { getEnv, siteConfigFromEnv } from "#app/env.server.ts";
import type { UploadAccess } from "#app/server/leads.server.ts";
import {
  TRACKING_LINK_DAYS,
  checkTrackingToken,
  extendTrackingLinks,
} from "#app/server/tracking.server.ts";
import { listReceivedDocuments } from "#app/server/upload/record-documents.server.ts";
import { checklistVerdicts, openBankingOf } from "#app/server/cases/checklist-state.server.ts";
import { checklistRows, type ChecklistRow } from "#app/lib/document-checklist.ts";

/**
 * The applicant's own page (/track/<token>): where the lead stands, what was given, the
 * documents received, and uploads made through the link. A token that is not a live link
 * shows nothing of any lead.
 */

export type TrackingView = {
  kind: LeadKind;
  reference: string;
  stage: ApplicantStage;
  /** Why a closed lead was closed, as the broker wrote it when closing it. */
  closedReason: string | null;
  summary: ApplicantSummary;
  /** What the application holds; null for a lead without one (an enquiry): no uploads. */
  application: {
    received: ReceivedDocument[];
    /**
     * The case's documents checklist as its broker works it (the product's list, the broker's
     * verdicts, Open Banking), for the documents the applicant sees.
     */
    checklist: ChecklistRow[];
  } | null;
};

export type TrackingPage =
  | { status: "valid"; view: TrackingView }
  | { status: "expired"; linkDays: number }
  | { status: "invalid" };

export async function loadTrackingPage(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<TrackingPage> {
  const check = await checkTrackingToken(db, token, now);
  if (check.status === "expired") return { status: "expired", linkDays: TRACKING_LINK_DAYS };
  if (check.status === "invalid") return { status: "invalid" };
  const view = await trackingView(db, check.leadId);
  return view ? { status: "valid", view } : { status: "invalid" };
}

async function trackingView(db: Database, leadId: string): Promise<TrackingView | null> {
  const [lead] = await db
    .select({
      kind: leads.kind,
      reference: leads.reference,
      status: leads.status,
      companyName: leads.companyName,
      loanAmount: leads.loanAmount,
      product: leads.product,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return null;
  const stage = stageOfStatus[lead.status];
  const closedReason = stage === "closed" ? await reasonForStatus(db, leadId, lead.status) : null;
  const summary = await applicantSummaryOf(db, leadId);
  const base = { kind: lead.kind, reference: lead.reference, stage, closedReason };
  if (!summary) {
    return {
      ...base,
      summary: {
        reference: lead.reference,
        companyName: lead.companyName,
        loanAmount: lead.loanAmount,
        loanReasons: [],
        loanPurpose: null,
      },
      application: null,
    };
  }
  const [received, verdicts, openBanking] = await Promise.all([
    listReceivedDocuments(db, leadId),
    checklistVerdicts(db, leadId),
    openBankingOf(db, leadId),
  ]);
  return {
    ...base,
    summary,
    application: {
      received,
      checklist: checklistRows(
        lead.product,
        received.map((document) => ({
          category: document.category,
          createdAt: document.receivedAt,
        })),
        verdicts,
        openBanking?.state ?? null,
      ),
    },
  };
}

/** The reason written with the change to the lead's current status, if any. */
async function reasonForStatus(
  db: Database,
  leadId: string,
  status: (typeof leads.$inferSelect)["status"],
): Promise<string | null> {
  const [event] = await db
    .select({ body: leadEvents.body })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, "status"),
        eq(leadEvents.toStatus, status),
      ),
    )
    .orderBy(desc(leadEvents.createdAt))
    .limit(1);
  return event?.body?.trim() || null;
}

/**
 * Documents sent through a tracking link, with or without scripts. They are stored, recorded
 * and notified to the brokers exactly as those sent from the results page, and count as
 * activity on the lead: its links run on from the upload.
 */
export async function receiveTrackedDocuments(
  request: Request,
  token: string,
  deps: UploadDeps,
): Promise<UploadResult> {
  const now = deps.now?.() ?? new Date();
  let leadId: string | null = null;
  const authorise = async (): Promise<UploadAccess | UploadRefused> => {
    const check = await checkTrackingToken(deps.db, token, now);
    if (check.status === "expired") {
      const { phoneDisplay } = siteConfigFromEnv(deps.env ?? getEnv());
      return refusal(
        403,
        documentMessages.trackingLinkExpired(phoneDisplay),
        documentMessages.expiredLinkTitle,
      );
    }
    if (check.status === "invalid") return refusal(403, documentMessages.badToken);
    const access = await uploadAccessOfLead(deps.db, check.leadId);
    if (!access) return refusal(409, documentMessages.needsApplication);
    leadId = access.leadId;
    return access;
  };
  const result = await receiveDocumentsFor(request, authorise, deps);
  if (result.status !== "refused" && leadId) await extendTrackingLinks(deps.db, leadId, now);
  return result;
}

function refusal(
  httpStatus: number,
  message: string,
  title: string = documentMessages.uploadFailed.title,
): UploadRefused {
  return { status: "refused", httpStatus, title, message };
}

async function uploadAccessOfLead(db: Database, leadId: string): Promise<UploadAccess | null> {
  const [row] = await db
    .select({
      leadId: applications.leadId,
      applicationId: applications.applicationId,
      companyName: applications.companyName,
    })
    .from(applications)
    .where(eq(applications.leadId, leadId))
    // A case's latest application speaks for it.
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row ?? null;
}
