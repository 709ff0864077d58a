import { callbackTime } from "#app/content/claims.ts";
import type { LeadStatus } from "#app/schemas/value-lists.ts";

/**
 * Where an application stands, in the applicant's words. The back office's pipeline status
 * decides the stage; several statuses share one ("contacted" and "awaiting documents" are both
 * with a broker). The tracking page shows these, and a change of stage (not of status) is what
 * sends the applicant a status email.
 */
export const APPLICANT_STAGES = [
  "received",
  "with_broker",
  "with_lenders",
  "offer_ready",
  "funded",
  "closed",
] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];

export const stageOfStatus: Record<LeadStatus, ApplicantStage> = {
  new: "received",
  contacted: "with_broker",
  awaiting_documents: "with_broker",
  submitted_to_lenders: "with_lenders",
  offer_received: "offer_ready",
  funded: "funded",
  declined: "closed",
  withdrawn: "closed",
};

export const applicantStages: Record<ApplicantStage, { title: string; description: string }> = {
  received: {
    title: "Received",
    description: `We have your details. A broker will call you, typically within ${callbackTime} during broker hours.`,
  },
  with_broker: {
    title: "With a broker",
    description:
      "A broker is working on your application and may ask you for documents. Adding them below speeds things up.",
  },
  with_lenders: {
    title: "With lenders",
    description:
      "Your broker has sent your application to lenders who suit your business. Lenders usually answer within a few working days.",
  },
  offer_ready: {
    title: "Offer ready",
    description: "A lender has made an offer. Your broker will go through it with you.",
  },
  funded: {
    title: "Funded",
    description: "Your funding has been paid. Thank you for choosing us.",
  },
  closed: {
    title: "Closed",
    description: "This application is closed.",
  },
};

/** The stages in order along the way; "closed" stands apart from them. */
export const stageSteps: readonly ApplicantStage[] = APPLICANT_STAGES.filter(
  (stage) => stage !== "closed",
);
