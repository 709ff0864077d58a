import { optionalLine } from "#app/schemas/fields.ts";

/**
 * A business's contact as the back office keeps it for introducers and lenders: a name, an
 * email address and a phone number, each optional. Each schema spreads these under its own
 * field names (`contactName`/`email`/`phone`, `contactName`/`contactEmail`/`contactPhone`).
 */
export const contactFieldMessages = {
  nameTooLong: "Keep the contact's name under 120 characters.",
  email: "Enter an email address, like name@example.co.uk.",
  phoneTooLong: "Keep the phone number under 40 characters.",
} as const;

export const contactFields = {
  name: optionalLine(120, contactFieldMessages.nameTooLong),
  email: optionalLine(254, contactFieldMessages.email).refine(
    (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    contactFieldMessages.email,
  ),
  phone: optionalLine(40, contactFieldMessages.phoneTooLong),
};
