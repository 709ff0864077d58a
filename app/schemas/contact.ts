import { z } from "#app/schemas/zod.ts";
import {
  honeypotShape,
  optionalLine,
  requiredEmail,
  requiredLine,
  requiredText,
} from "#app/schemas/fields.ts";

/** The message form on /contact. */
export const contactMessages = {
  firstNameRequired: "Enter your first name",
  firstNameTooLong: "First name must be less than 100 characters",
  lastNameRequired: "Enter your last name",
  lastNameTooLong: "Last name must be less than 100 characters",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 255 characters",
  phoneTooLong: "Phone number must be less than 30 characters",
  companyTooLong: "Company name must be less than 150 characters",
  messageRequired: "Enter your message",
  messageTooLong: "Message must be less than 5000 characters",
} as const;

export const contactSchema = z.object({
  firstName: requiredLine(100, {
    required: contactMessages.firstNameRequired,
    tooLong: contactMessages.firstNameTooLong,
  }),
  lastName: requiredLine(100, {
    required: contactMessages.lastNameRequired,
    tooLong: contactMessages.lastNameTooLong,
  }),
  email: requiredEmail(contactMessages.emailInvalid, 255, contactMessages.emailTooLong),
  phone: optionalLine(30, contactMessages.phoneTooLong),
  company: optionalLine(150, contactMessages.companyTooLong),
  message: requiredText(5000, {
    required: contactMessages.messageRequired,
    tooLong: contactMessages.messageTooLong,
  }),
  ...honeypotShape,
});

export type ContactMessage = z.output<typeof contactSchema>;

/** A contact message as kept and shown to brokers: what the sender left out is null. */
export type StoredContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
};
