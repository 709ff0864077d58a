/**
 * The closed lists of values a lead, a notification, a lender submission or a user can hold.
 * The database schema (`app/server/db/schema.ts`) builds its columns and check constraints
 * from these, and forms and labels in the browser use the same lists, so this module stays
 * free of server code: the server depends on it, never the reverse.
 */
import { sectorSlugs } from "#app/paths.ts";

// The lists an application's answers are drawn from, apart so the public pages that ask them
// do not carry the back office's lists.
export {
  COMPANY_TYPES,
  PROPERTY_PRODUCTS,
  isPropertyProduct,
  type CompanyType,
} from "#app/schemas/application-lists.ts";

export const LEAD_KINDS = ["enquiry", "application", "referral", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "awaiting_documents",
  "submitted_to_lenders",
  "offer_received",
  "funded",
  "declined",
  "withdrawn",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The statuses that close a case: nothing more is done on it unless a broker reopens it. */
export const CLOSED_STATUSES = ["funded", "declined", "withdrawn"] as const satisfies LeadStatus[];

/**
 * What a stored document is. The applicant's upload form offers the first four; the rest are
 * the documents checklist's own items, which a broker files a document under when uploading on
 * the applicant's behalf (app/content/document-checklist.ts).
 */
export const DOCUMENT_CATEGORIES = [
  "accounts",
  "bank_statements",
  "management_accounts",
  "other_documents",
  "photo_id",
  "proof_of_address",
  "debt_schedule",
  "card_statements",
  "supplier_quote",
  "property_details",
  "exit_plan",
  "hmrc_bill",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** A broker's verdict on one item of a case's documents checklist. */
export const DOCUMENT_CHECK_STATES = ["accepted", "asked_again"] as const;
export type DocumentCheckState = (typeof DOCUMENT_CHECK_STATES)[number];

/** Where an applicant's Open Banking request stands, as the broker records it. */
export const OPEN_BANKING_STATES = [
  "requested",
  "link_sent",
  "connected",
  "not_going_ahead",
] as const;
export type OpenBankingState = (typeof OPEN_BANKING_STATES)[number];

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The mails a broker gets about their own work; each can be turned off on their profile. */
export const REMINDER_KINDS = ["assignment", "activity", "callback", "digest"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Whether an outbox topic is a mail to one broker about their work ("broker.assigned"). */
export function isBrokerReminderTopic(topic: string): boolean {
  return topic.startsWith("broker.");
}

export const USER_ROLES = ["admin", "broker"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const LEAD_EVENT_TYPES = [
  "status",
  "assignment",
  "note",
  "email",
  "submission",
  "document",
  /** A call to the applicant, with its outcome. */
  "call",
  /** A task (call-back, chaser) set, done or removed. */
  "task",
  /** The lead's own details edited by a broker (name, company, phone, email, company number). */
  "details",
  /** A note or lender submission removed; what it said stays in the detail and the audit log. */
  "removal",
  /** The lead added by hand by a broker (a phone or walk-in enquiry). */
  "created",
  /** Commission a lender paid on a funded submission. */
  "commission",
  /** The lead's introducer chosen or changed, or a referral partner approved as one. */
  "introducer",
  /** A quote, application, message or call from the case's applicant that joined the case. */
  "joined",
  /** Another case merged into this one, or this one into another. */
  "merged",
  /** A submission split out of this case into a case of its own. */
  "split",
  /** The case's deal facts (product, amount, term, trading, sector, turnover, …) edited. */
  "deal",
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** What came of a call to the applicant. */
export const CALL_OUTCOMES = ["answered", "no_answer", "voicemail"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How a lead a broker adds by hand reached us. */
export const MANUAL_LEAD_SOURCES = [
  "phone",
  "walk_in",
  "email",
  "introducer",
  "event",
  "other",
] as const;
export type ManualLeadSource = (typeof MANUAL_LEAD_SOURCES)[number];

/**
 * Where a submission to a lender stands, in the order it moves: sent, the lender asks for more,
 * an offer, the applicant accepts, the money is paid out; or it ends declined or withdrawn.
 */
export const SUBMISSION_OUTCOMES = [
  "sent",
  "info_requested",
  "offered",
  "accepted",
  "funded",
  "declined",
  "withdrawn",
] as const;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOMES)[number];

/** Why a lender declined, for the reports; the broker adds the lender's words. */
export const DECLINE_REASONS = [
  "affordability",
  "credit_history",
  "time_trading",
  "sector",
  "security",
  "documents",
  "lender_policy",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** How a lender pays the broker: a share of the funded amount, or a fixed fee per deal. */
export const COMMISSION_KINDS = ["percent", "fixed"] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/**
 * Outbox topics of the mail sent to applicants about their own lead: the acknowledgement, a
 * new stage, a link sent again. Every other topic of a lead is a notification to the brokers.
 */
export const APPLICANT_MAIL_TOPICS = {
  acknowledgement: "applicant.acknowledgement",
  status: "applicant.status",
  link: "applicant.link",
  /** A mail a broker wrote (from a template) on the lead's page. */
  message: "applicant.message",
} as const;
export type ApplicantMailTopic = (typeof APPLICANT_MAIL_TOPICS)[keyof typeof APPLICANT_MAIL_TOPICS];

/** The outbox topic of the mail that carries a saved application's link. */
export const DRAFT_LINK_TOPIC = "draft.link";

const applicantMailTopics: readonly string[] = Object.values(APPLICANT_MAIL_TOPICS);

export function isApplicantMailTopic(topic: string): topic is ApplicantMailTopic {
  return applicantMailTopics.includes(topic);
}

/**
 * Why a broker closed a lead as withdrawn. A duplicate of another case is no news for the
 * applicant (they are still applying, on the other case): it never mails them.
 */
export const WITHDRAWAL_REASONS = [
  "applicant_withdrew",
  "went_elsewhere",
  "unreachable",
  "duplicate",
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** A case's sector: one of the site's sectors, or another. Lenders exclude the site's sectors. */
export const DEAL_SECTORS = [...sectorSlugs, "other"] as const;
export type DealSector = (typeof DEAL_SECTORS)[number];
