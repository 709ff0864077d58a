import type { LeadStatus, SubmissionOutcome } from "#app/schemas/value-lists.ts";

/**
 * How a lead's status and its lender submissions stay in step. The pipeline follows the
 * submissions only forwards and only where that is unambiguous; anything else the broker
 * decides, and the lead's page says plainly where the two disagree.
 */

/** How far along the pipeline each status is; the closed ones are not on the way. */
const pipelineOrder: Partial<Record<LeadStatus, number>> = {
  new: 0,
  contacted: 1,
  awaiting_documents: 2,
  submitted_to_lenders: 3,
  offer_received: 4,
  funded: 5,
};

const live: readonly SubmissionOutcome[] = ["sent", "info_requested", "offered", "accepted"];
const withOffer: readonly SubmissionOutcome[] = ["offered", "accepted"];

/**
 * The status the lead moves to when a submission is saved, or null to leave it: the first
 * funded submission funds the lead; an offer moves a lead not yet past "submitted" to "offer
 * received"; a live submission moves an earlier lead to "submitted to lenders". A declined or
 * withdrawn lead is the broker's call and is never reopened by a submission.
 */
export function statusFollowingSubmissions(
  status: LeadStatus,
  outcomes: readonly SubmissionOutcome[],
): LeadStatus | null {
  const position = pipelineOrder[status];
  if (position === undefined) return null;
  let target: LeadStatus | null = null;
  if (outcomes.includes("funded")) target = "funded";
  else if (outcomes.some((outcome) => withOffer.includes(outcome))) target = "offer_received";
  else if (outcomes.some((outcome) => live.includes(outcome))) target = "submitted_to_lenders";
  if (!target) return null;
  return (pipelineOrder[target] ?? 0) > position ? target : null;
}

export type PipelineWarning =
  | { kind: "funded-without-submission" }
  | { kind: "closed-with-funded-submission"; status: LeadStatus }
  | { kind: "closed-with-live-offer"; status: LeadStatus }
  | { kind: "every-lender-declined" }
  | { kind: "offer-without-submission" };

/**
 * Where the lead's status and its submissions disagree, for the lead's page to say (and, for
 * "every lender declined", to offer the change).
 */
export function pipelineWarnings(
  status: LeadStatus,
  outcomes: readonly SubmissionOutcome[],
): PipelineWarning[] {
  const warnings: PipelineWarning[] = [];
  const closed = status === "declined" || status === "withdrawn";
  if (status === "funded" && !outcomes.includes("funded")) {
    warnings.push({ kind: "funded-without-submission" });
  }
  if (closed && outcomes.includes("funded")) {
    warnings.push({ kind: "closed-with-funded-submission", status });
  } else if (closed && outcomes.some((outcome) => withOffer.includes(outcome))) {
    warnings.push({ kind: "closed-with-live-offer", status });
  }
  if (status === "offer_received" && !outcomes.some((outcome) => withOffer.includes(outcome))) {
    warnings.push({ kind: "offer-without-submission" });
  }
  if (
    outcomes.length > 0 &&
    outcomes.every((outcome) => outcome === "declined") &&
    !closed &&
    status !== "funded"
  ) {
    warnings.push({ kind: "every-lender-declined" });
  }
  return warnings;
}
