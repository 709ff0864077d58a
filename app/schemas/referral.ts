import { z } from "#app/schemas/zod.ts";
import {
  cleanSingleLine,
  honeypotShape,
  optionalText,
  requiredEmail,
  requiredLine,
} from "#app/schemas/fields.ts";

/** The referral partner application (/referral-join), with the messages of §5. */
export const referralMessages = {
  businessNameRequired: "Business name is required",
  businessNameTooLong: "Business name must be less than 100 characters",
  contactNameRequired: "Contact name is required",
  contactNameTooLong: "Contact name must be less than 100 characters",
  contactNumberInvalid: "Please enter a valid phone number",
  contactNumberTooLong: "Phone number must be less than 15 characters",
  contactEmailInvalid: "Please enter a valid email address",
  contactEmailTooLong: "Email must be less than 255 characters",
  notesTooLong: "Notes must be less than 1000 characters",
} as const;

export const referralSchema = z.object({
  businessName: requiredLine(100, {
    required: referralMessages.businessNameRequired,
    tooLong: referralMessages.businessNameTooLong,
  }),
  contactName: requiredLine(100, {
    required: referralMessages.contactNameRequired,
    tooLong: referralMessages.contactNameTooLong,
  }),
  contactNumber: z
    .string({ error: referralMessages.contactNumberInvalid })
    .overwrite(cleanSingleLine)
    .min(10, { error: referralMessages.contactNumberInvalid })
    .max(15, { error: referralMessages.contactNumberTooLong }),
  contactEmail: requiredEmail(
    referralMessages.contactEmailInvalid,
    255,
    referralMessages.contactEmailTooLong,
  ),
  notes: optionalText(1000, referralMessages.notesTooLong),
  ...honeypotShape,
});

export type Referral = z.output<typeof referralSchema>;

/** A referral partner's sign-up as kept and shown to brokers: no notes is null. */
export type StoredReferral = {
  businessName: string;
  contactName: string;
  contactNumber: string;
  contactEmail: string;
  notes: string | null;
};
