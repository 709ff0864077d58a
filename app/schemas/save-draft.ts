import { requiredEmail } from "#app/schemas/fields.ts";

/** "Save and continue later": the address the link is sent to. */
export const saveDraftMessages = {
  emailInvalid: "Enter an email address in the correct format, like name@example.com",
} as const;

export const saveDraftEmailSchema = requiredEmail(saveDraftMessages.emailInvalid);

/** The message for a typed address, or null when it will do. */
export function saveDraftEmailProblem(email: string): string | null {
  const result = saveDraftEmailSchema.safeParse(email);
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? saveDraftMessages.emailInvalid);
}
