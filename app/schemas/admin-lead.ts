import { z } from "#app/schemas/zod.ts";
import {
  formBoolean,
  isUuid,
  leadVersion,
  poundsToPence,
  requiredLine,
  requiredText,
  typedAnswer,
  wholeNumberFrom,
} from "#app/schemas/fields.ts";
import { dealFactsFormSchema } from "#app/schemas/admin-deal.ts";
import { documentCheckFormSchema, openBankingFormSchema } from "#app/schemas/admin-documents.ts";
import { leadContactShape } from "#app/schemas/lead-contact.ts";
import { introducerApproveSchema } from "#app/schemas/admin-introducers.ts";
import { statusesNeedingReason } from "#app/schemas/admin.ts";
import { normaliseReference } from "#app/schemas/reference.ts";
import {
  DECLINE_REASONS,
  LEAD_STATUSES,
  SUBMISSION_OUTCOMES,
  WITHDRAWAL_REASONS,
} from "#app/schemas/value-lists.ts";
import {
  callFormSchema,
  formKey,
  removeNoteSchema,
  removeSubmissionSchema,
  taskDoneSchema,
  taskFormSchema,
  taskRemoveSchema,
} from "#app/schemas/admin-lead-work.ts";

export { leadVersion, poundsToPence };

/**
 * The forms of a lead's page in the back office, one schema each, told apart by their hidden
 * `intent`; `leadActionSchema` is what the page's action reads. Checks that need the database
 * (the lead exists, the broker is active, the submission is this lead's) are the server's.
 */

export const statusMessages = {
  declinedReason: "Give the reason when a lead is declined.",
  withdrawal: "Select why the lead is withdrawn.",
  duplicateOf: "Enter the reference of the case this one duplicates, like DBF-GE2KXH.",
  duplicateOfShape: "Enter the other case's reference as it is written, like DBF-GE2KXH.",
  /** The server's: no case has the reference typed. */
  noSuchCase: (reference: string) =>
    `No case has the reference ${reference}. Check it against the other case's page.`,
  /** The server's: the broker typed this case's own reference. */
  sameCase: (reference: string) =>
    `${reference} is this case's own reference. Enter the reference of the case it duplicates.`,
} as const;

/**
 * A change of the lead's status. Declining needs the reason in words; withdrawing needs why,
 * from a fixed list (the words are optional then), and a duplicate names the other case by its
 * reference, typed in any case, with or without the hyphen. That the other case exists, and
 * is not this one, is the server's check.
 */
export const statusFormSchema = z
  .object({
    intent: z.literal("status"),
    version: leadVersion,
    status: z.enum(LEAD_STATUSES, "Select a status."),
    reason: z.string().trim().max(2000).optional(),
    withdrawal: z.enum(WITHDRAWAL_REASONS, statusMessages.withdrawal).optional(),
    duplicateOf: z.string().trim().max(40, statusMessages.duplicateOfShape).optional(),
  })
  .superRefine((value, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (value.status === "withdrawn") {
      if (!value.withdrawal) need("withdrawal", statusMessages.withdrawal);
      if (value.withdrawal === "duplicate") {
        if (!value.duplicateOf) need("duplicateOf", statusMessages.duplicateOf);
        else if (!normaliseReference(value.duplicateOf)) {
          need("duplicateOf", statusMessages.duplicateOfShape);
        }
      }
    } else if (statusesNeedingReason.includes(value.status) && !value.reason) {
      need("reason", statusMessages.declinedReason);
    }
  });
export type StatusChange = z.output<typeof statusFormSchema>;

export const assignFormSchema = z.object({
  intent: z.literal("assign"),
  version: leadVersion,
  /** A broker's user id; none (the empty choice) takes the lead from whoever has it. */
  assignee: z.string().refine(isUuid, "Select a broker.").optional(),
});

/** The lead's introducer: one of the active ones, or none (the empty choice). */
export const leadIntroducerFormSchema = z.object({
  intent: z.literal("introducer"),
  version: leadVersion,
  introducerId: z.string().refine(isUuid, "Select an introducer.").optional(),
  /** A broker proposing the change, on a lead with commission received, for an admin to confirm. */
  propose: formBoolean.optional(),
});

export const noteFormSchema = z.object({
  intent: z.literal("note"),
  formKey,
  note: z
    .string("Write the note first.")
    .trim()
    .min(1, "Write the note first.")
    .max(5000, "Keep a note under 5,000 characters."),
});

const pounds = typedAnswer(poundsToPence, "Enter an amount in pounds, like 25,000 or 1250.50.");

/** A term in whole months as typed ("36"); empty is null. */
const wholeMonths = typedAnswer(wholeNumberFrom(1), "Enter the term in whole months, like 36.");

const optionalDate = z.iso.date("Enter a real day, or leave it empty.").optional();

export const lenderMessages = {
  choose: "Choose the lender, or type a new one.",
  tooLong: "Keep the lender's name under 120 characters.",
  /** The server's: the name typed nearly matches a panel lender. */
  didYouMean: (name: string) =>
    `Did you mean ${name}? Use ${name}, or add the name you typed as a new lender.`,
} as const;

const lenderName = z.string().trim().min(1, lenderMessages.choose).max(120, lenderMessages.tooLong);

/** The lender a submission names: the one offered, else the one typed, else the one chosen. */
export function submissionLenderName(
  value: Pick<LenderSubmission, "lender" | "newLender" | "useLender">,
): string {
  return value.useLender || value.newLender || value.lender || "";
}

/**
 * A lender submission: a new one, or (with `submissionId`) an edit of one of this lead's. The
 * lender is named as on the panel; a name the panel does not hold adds it, for an admin to
 * confirm. What an outcome needs is asked for with it: an offer's amount, the funded amount and
 * day, a decline's reason.
 */
export const submissionFormSchema = z
  .object({
    intent: z.literal("submission"),
    submissionId: z.string().optional(),
    formKey,
    /** The lender chosen from the panel (its name). */
    lender: lenderName.optional(),
    /** A lender not on the panel, typed: added for an admin to confirm. */
    newLender: lenderName.optional(),
    /** "Use <lender>": the panel lender offered for a name typed that nearly matched it. */
    useLender: lenderName.optional(),
    /** "Create it anyway": the typed name is a new lender, though it nearly matches one. */
    createAnyway: formBoolean.optional(),
    sentOn: z.iso.date("Enter the date it was sent."),
    outcome: z.enum(SUBMISSION_OUTCOMES, "Select an outcome."),
    amountOffered: pounds,
    offerTermMonths: wholeMonths,
    offerRate: z.string().trim().max(60, "Keep the rate under 60 characters.").optional(),
    /** The last day an offer stands, when the lender gives one. */
    offerExpiresOn: optionalDate,
    fundedAmount: pounds,
    fundedOn: optionalDate,
    declineReason: z.enum(DECLINE_REASONS, "Select the reason.").optional(),
    outcomeDetail: z
      .string()
      .trim()
      .max(2000, "Keep the detail under 2,000 characters.")
      .optional(),
  })
  // Said with the other fields' messages, not only once they are right.
  .refine((value) => Boolean(value.lender || value.newLender || value.useLender), {
    path: ["lender"],
    message: lenderMessages.choose,
    when: () => true,
  })
  .superRefine((value, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (
      (value.outcome === "offered" || value.outcome === "accepted") &&
      value.amountOffered === null
    ) {
      need("amountOffered", "Enter the amount offered.");
    }
    if (value.outcome === "funded") {
      if (value.fundedAmount === null) need("fundedAmount", "Enter the amount funded.");
      if (!value.fundedOn) need("fundedOn", "Enter the day it was funded.");
    }
    if (value.outcome === "declined" && !value.declineReason) {
      need("declineReason", "Select why the lender declined.");
    }
  });
export type LenderSubmission = z.output<typeof submissionFormSchema>;

/** Commission a lender paid on a funded submission (one of several, when paid in parts). */
export const commissionPaymentSchema = z.object({
  intent: z.literal("commission-payment"),
  formKey,
  submissionId: z.string().refine(isUuid, "Reload the page and try again."),
  amount: pounds.refine((pence) => pence !== null && pence > 0, "Enter the amount received."),
  receivedOn: z.iso.date("Enter the day it was received."),
  /** Ticked once told the payment takes the deal past its expected commission. */
  confirmOver: formBoolean.optional(),
  /** A broker proposing the payment for an admin to confirm. */
  propose: formBoolean.optional(),
});
export type CommissionPayment = z.output<typeof commissionPaymentSchema>;

export const removeCommissionPaymentSchema = z.object({
  intent: z.literal("commission-payment-remove"),
  paymentId: z.string().refine(isUuid, "Reload the page and try again."),
});

/** An admin's answers to a broker's proposed payment or introducer change. */
const proposalId = z.string().refine(isUuid, "Reload the page and try again.");
export const confirmProposalSchema = z.object({
  intent: z.literal("commission-proposal-confirm"),
  proposalId,
});
export const rejectProposalSchema = z.object({
  intent: z.literal("commission-proposal-reject"),
  proposalId,
});

/**
 * "Edit details": the lead's name, company, email, phone and company number, against the
 * version the broker saw. `lookup` (the "Look up" button) asks Companies House instead of
 * saving; `companyLookup` names what it found (kept by the server) until the details are saved.
 * A `companyProfile` sent with the form is no field of it, and is dropped unread.
 */
export const detailsFormSchema = z.object({
  intent: z.literal("details"),
  version: leadVersion,
  ...leadContactShape,
  companyLookup: z.string().max(100).optional(),
  lookup: z.literal("1").optional(),
});
export type DetailsChange = z.output<typeof detailsFormSchema>;

export const emailMessages = {
  subject: "Write a subject.",
  subjectTooLong: "Keep the subject under 200 characters.",
  body: "Write the message.",
  bodyTooLong: "Keep the message under 10,000 characters.",
  formKey: "Reload the page and try again.",
} as const;

/**
 * "Email the applicant": a subject and message (from a template, edited), and the form's
 * one-time key, so the same form sent twice (a double click) sends one mail.
 */
export const emailFormSchema = z.object({
  intent: z.literal("email"),
  formKey: z.string(emailMessages.formKey).refine(isUuid, emailMessages.formKey),
  subject: requiredLine(200, {
    required: emailMessages.subject,
    tooLong: emailMessages.subjectTooLong,
  }),
  body: requiredText(10_000, { required: emailMessages.body, tooLong: emailMessages.bodyTooLong }),
});
export type EmailToApplicant = z.output<typeof emailFormSchema>;

/** The kinds of submission a case holds, as its page names them. */
export const CASE_SUBMISSION_KINDS = ["enquiry", "application", "contact", "phone"] as const;
export type CaseSubmissionKind = (typeof CASE_SUBMISSION_KINDS)[number];

export const caseSubmissionLabels: Record<CaseSubmissionKind, string> = {
  enquiry: "Quick quote",
  application: "Application",
  contact: "Message",
  phone: "Phone enquiry",
};

const reloadFirst = "Reload the page and try again.";

/**
 * "Split into a case of its own": one submission of the case (never its first) becomes a case
 * of its own, against the version the broker saw.
 */
export const splitFormSchema = z.object({
  intent: z.literal("split"),
  version: leadVersion,
  kind: z.enum(CASE_SUBMISSION_KINDS, reloadFirst),
  submissionId: z.string(reloadFirst).refine(isUuid, reloadFirst),
});
export type SplitRequest = z.output<typeof splitFormSchema>;

export const mergeMessages = {
  reference: "Enter the reference of the other case, like DBF-GE2KXH.",
  referenceShape: "Enter the other case's reference as it is written, like DBF-GE2KXH.",
  /** The server's: no case has the reference typed. */
  noSuchCase: (reference: string) =>
    `No case has the reference ${reference}. Check it against the other case's page.`,
  /** The server's: the broker typed this case's own reference. */
  sameCase: (reference: string) =>
    `${reference} is this case's own reference. Enter the reference of the other case.`,
  /** The server's: the other case's personal details were erased. */
  erased: (reference: string) =>
    `${reference} had its personal details erased: it cannot be merged with another case.`,
  /** The server's: the other case is a referral partner's application. */
  referral: (reference: string) =>
    `${reference} is a referral partner's application, not a case: it cannot be merged.`,
  keep: "Choose which case stays.",
} as const;

/**
 * The reference of the case to merge with, as typed on the case page (any case, with or
 * without the hyphen): the page then shows both cases and asks which one stays.
 */
export const mergeLookupSchema = z.object({
  merge: z
    .string(mergeMessages.reference)
    .trim()
    .min(1, mergeMessages.reference)
    .max(40, mergeMessages.referenceShape)
    .refine((value) => normaliseReference(value) !== null, mergeMessages.referenceShape),
});

/**
 * "Merge cases": this case and the other, each against the version the broker saw, and the one
 * that stays (`keep`, one of the two ids).
 */
export const mergeFormSchema = z.object({
  intent: z.literal("merge"),
  version: leadVersion,
  otherId: z.string(reloadFirst).refine(isUuid, reloadFirst),
  otherVersion: leadVersion,
  keep: z.string(mergeMessages.keep).refine(isUuid, mergeMessages.keep),
});
export type MergeChoice = z.output<typeof mergeFormSchema>;

/** "Not the same": a possible duplicate of this case is another business or person's. */
export const notDuplicateFormSchema = z.object({
  intent: z.literal("not-duplicate"),
  otherId: z.string(reloadFirst).refine(isUuid, reloadFirst),
});

export const leadActionSchema = z.discriminatedUnion("intent", [
  statusFormSchema,
  assignFormSchema,
  noteFormSchema,
  submissionFormSchema,
  commissionPaymentSchema,
  removeCommissionPaymentSchema,
  confirmProposalSchema,
  rejectProposalSchema,
  callFormSchema,
  taskFormSchema,
  taskDoneSchema,
  taskRemoveSchema,
  removeNoteSchema,
  removeSubmissionSchema,
  detailsFormSchema,
  emailFormSchema,
  leadIntroducerFormSchema,
  introducerApproveSchema,
  splitFormSchema,
  mergeFormSchema,
  notDuplicateFormSchema,
  dealFactsFormSchema,
  documentCheckFormSchema,
  openBankingFormSchema,
]);
