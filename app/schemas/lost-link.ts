import { z } from "#app/schemas/zod.ts";
import { honeypotShape, requiredEmail } from "#app/schemas/fields.ts";

/** The "Lost your link?" form (/track): the address an application or enquiry was sent with. */
export const lostLinkMessages = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 255 characters",
} as const;

export const lostLinkSchema = z.object({
  email: requiredEmail(lostLinkMessages.emailInvalid, 255, lostLinkMessages.emailTooLong),
  ...honeypotShape,
});

export type LostLinkRequest = z.output<typeof lostLinkSchema>;
