import { documentCategoryLabels } from "#app/lib/documents.ts";
import { productNames, sectorNames } from "#app/content/names.ts";
import type {
  CommissionKind,
  DeclineReason,
  DealSector,
  DocumentCategory,
  LeadKind,
  LeadStatus,
  ManualLeadSource,
  OutboxStatus,
  SubmissionOutcome,
  WithdrawalReason,
} from "#app/schemas/value-lists.ts";
import {
  DRAFT_LINK_TOPIC,
  isApplicantMailTopic,
  isBrokerReminderTopic,
} from "#app/schemas/value-lists.ts";
import { manualSourceOf } from "#app/schemas/lead-contact.ts";

/**
 * Back-office rules and the words the back office shows for each stored value. The lists
 * themselves are in `value-lists.ts`; the types keep these labels in step with them.
 */
export const passwordRules = { minLength: 12, maxLength: 256 } as const;

/** Statuses that end a lead and need a reason. */
export const statusesNeedingReason: readonly LeadStatus[] = ["declined", "withdrawn"];

/** How a lead whose personal details were erased (its deal record kept) is named in lists. */
export const erasedLeadLabel = "Personal details erased";

/** After the email a list names a lead by when it came with no company or name (a quick quote). */
export const noNameGiven = "(no name given)";

export const kindLabels: Record<LeadKind, string> = {
  enquiry: "Quick quote",
  application: "Application",
  referral: "Referral partner",
  contact: "Contact message",
};

/** A lead a broker added by hand, named by how it reached us. */
const addedByHandLabels: Record<ManualLeadSource, string> = {
  phone: "Phone enquiry",
  walk_in: "Walk-in enquiry",
  email: "Email enquiry",
  introducer: "Lead from an introducer",
  event: "Met at an event",
  other: "Added by hand",
};

/**
 * What a lead is, wherever leads are listed: one a broker added by hand by how it reached us
 * ("Phone enquiry", never "Quick quote"), any other by the form it came through.
 */
export function leadKindLabel(lead: { kind: LeadKind; source: string | null }): string {
  const manual = manualSourceOf(lead.source);
  return manual ? addedByHandLabels[manual] : kindLabels[lead.kind];
}

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  awaiting_documents: "Awaiting documents",
  submitted_to_lenders: "Submitted to lenders",
  offer_received: "Offer received",
  funded: "Funded",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** Why a lead was withdrawn, as the broker chooses it and the timeline says it. */
export const withdrawalReasonLabels: Record<WithdrawalReason, string> = {
  applicant_withdrew: "The applicant withdrew",
  went_elsewhere: "They went elsewhere",
  unreachable: "We could not reach them",
  duplicate: "Duplicate of another case",
};

/** How a lead added by hand reached us, as the lead's page says it ("Added by Ben, phone enquiry"). */
export const manualSourceLabels: Record<ManualLeadSource, string> = {
  phone: "phone enquiry",
  walk_in: "walk-in",
  email: "email enquiry",
  introducer: "from an introducer",
  event: "met at an event",
  other: "other",
};

export const outcomeLabels: Record<SubmissionOutcome, string> = {
  sent: "Sent, awaiting answer",
  info_requested: "More information asked",
  offered: "Offer made",
  accepted: "Offer accepted",
  funded: "Funded",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const declineReasonLabels: Record<DeclineReason, string> = {
  affordability: "Affordability",
  credit_history: "Credit history",
  time_trading: "Time trading",
  sector: "Sector",
  security: "Security or guarantee",
  documents: "Documents or information",
  lender_policy: "Lender's policy",
  other: "Other",
};

export const commissionKindLabels: Record<CommissionKind, string> = {
  percent: "A share of the funded amount",
  fixed: "A fixed fee per deal",
};

/**
 * Each kind of mail the outbox sends, in words: the brokers' notifications by lead kind, mail to
 * applicants, and reminders to one broker. A kind not listed reads as "Notification".
 */
const mailKindNames: Record<string, string> = {
  enquiry: "New quick enquiry",
  application: "New application",
  contact: "New contact message",
  referral: "New referral partner",
  documents: "Documents uploaded",
  "applicant.acknowledgement": "Acknowledgement",
  "applicant.status": "Stage update",
  "applicant.link": "A new link to their application",
  "applicant.message": "Message from the broker",
  [DRAFT_LINK_TOPIC]: "Link to a saved application",
  "broker.assigned": "Case assigned",
  "broker.lost": "Case given to a colleague",
  "broker.activity": "The applicant replied or sent documents",
  "broker.callback": "Call-back due",
  "broker.digest": "Morning digest",
};

export function mailKindName(topic: string): string {
  return mailKindNames[topic] ?? "Notification";
}

/** Who a mail of `topic` goes to, in words. */
export function mailAudience(topic: string): "the applicant" | "the broker" | "the broker team" {
  if (isApplicantMailTopic(topic) || topic === DRAFT_LINK_TOPIC) return "the applicant";
  return isBrokerReminderTopic(topic) ? "the broker" : "the broker team";
}

export const categoryLabels: Record<DocumentCategory, string> = documentCategoryLabels;

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

function keysOf<K extends string>(record: Record<K, string>): K[] {
  return Object.keys(record) as K[];
}

export const categoryOptions = keysOf(categoryLabels);

/** "1 lead", "3 leads": the one counting helper, for the back office's messages too. */
export { plural } from "#app/content/format.ts";

/** The legal form of a case's business, as the deal facts say it. */
export { companyTypeLabels } from "#app/schemas/company-type-labels.ts";

/** A case's sector: the site's sector names, and "Other". */
export const dealSectorLabels: Record<DealSector, string> = { ...sectorNames, other: "Other" };

/** A case's product: the site's product names. */
export const dealProductLabels = productNames;
