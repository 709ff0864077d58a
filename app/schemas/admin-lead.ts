import { z } from "zod";
import { isUuid, requiredLine, requiredText } from "#app/schemas/fields.ts";
import { leadContactShape } from "#app/schemas/lead-contact.ts";
import { statusesNeedingReason } from "#app/schemas/admin.ts";
import { LEAD_STATUSES, SUBMISSION_OUTCOMES } from "#app/schemas/value-lists.ts";
import {
  callFormSchema,
  formKey,
  removeNoteSchema,
  removeSubmissionSchema,
  taskDoneSchema,
  taskFormSchema,
  taskRemoveSchema,
} from "#app/schemas/admin-lead-work.ts";

/**
 * The forms of a lead's page in the back office, one schema each, told apart by their hidden
 * `intent`; `leadActionSchema` is what the page's action reads. Checks that need the database
 * (the lead exists, the broker is active, the submission is this lead's) are the server's.
 */

/** The lead's version the broker's page showed; a save from an older one is refused. */
export const leadVersion = z.coerce
  .number("Reload the page and try again.")
  .int("Reload the page and try again.")
  .min(1, "Reload the page and try again.");

export const statusFormSchema = z
  .object({
    intent: z.literal("status"),
    version: leadVersion,
    status: z.enum(LEAD_STATUSES, "Select a status."),
    reason: z.string().trim().max(2000).optional(),
  })
  .refine((value) => !statusesNeedingReason.includes(value.status) || Boolean(value.reason), {
    message: "Give the reason when a lead is declined or withdrawn.",
    path: ["reason"],
  });
export type StatusChange = z.output<typeof statusFormSchema>;

export const assignFormSchema = z.object({
  intent: z.literal("assign"),
  version: leadVersion,
  /** A broker's user id; none (the empty choice) takes the lead from whoever has it. */
  assignee: z.string().refine(isUuid, "Select a broker.").optional(),
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

/** Pounds as typed ("1,250.50", "£900") to pence; empty is null. */
export function poundsToPence(value: string | undefined): number | null | "invalid" {
  const cleaned = (value ?? "").replace(/[£,\s]/g, "");
  if (cleaned === "") return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return "invalid";
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const pounds = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const pence = poundsToPence(value);
    if (pence === "invalid") {
      ctx.addIssue({
        code: "custom",
        message: "Enter an amount in pounds, like 25,000 or 1250.50.",
      });
      return z.NEVER;
    }
    return pence;
  });

/** A lender submission: a new one, or (with `submissionId`) an edit of one of this lead's. */
export const submissionFormSchema = z.object({
  intent: z.literal("submission"),
  submissionId: z.string().optional(),
  formKey,
  lender: z.string("Enter the lender's name.").trim().min(1, "Enter the lender's name.").max(120),
  sentOn: z.iso.date("Enter the date it was sent."),
  outcome: z.enum(SUBMISSION_OUTCOMES, "Select an outcome."),
  amountOffered: pounds,
  commissionExpected: pounds,
  commissionReceived: pounds,
  /** The last day an offer stands, when the lender gives one. */
  offerExpiresOn: z.iso.date("Enter a real day, or leave it empty.").optional(),
});
export type LenderSubmission = z.output<typeof submissionFormSchema>;

/**
 * "Edit details": the lead's name, company, email, phone and company number, against the
 * version the broker saw. `lookup` (the "Look up" button) asks Companies House instead of
 * saving; `companyProfile` carries what it said (JSON) until the details are saved.
 */
export const detailsFormSchema = z.object({
  intent: z.literal("details"),
  version: leadVersion,
  ...leadContactShape,
  companyProfile: z.string().max(20_000).optional(),
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

export const leadActionSchema = z.discriminatedUnion("intent", [
  statusFormSchema,
  assignFormSchema,
  noteFormSchema,
  submissionFormSchema,
  callFormSchema,
  taskFormSchema,
  taskDoneSchema,
  taskRemoveSchema,
  removeNoteSchema,
  removeSubmissionSchema,
  detailsFormSchema,
  emailFormSchema,
]);
