import { z } from "#app/schemas/zod.ts";
import { checklistCategories } from "#app/content/document-checklist.ts";
import { OPEN_BANKING_STATES } from "#app/schemas/value-lists.ts";

/**
 * The case page's documents forms: a verdict on one checklist item (accepted, asked for again
 * with what was wrong, or taken back), and where the applicant's Open Banking request stands.
 */

/** The intent of the broker's upload, which the case page's action reads from its stream. */
export const BROKER_UPLOAD_INTENT = "documents-upload";

export const documentCheckMessages = {
  item: "Reload the page and try again.",
  note: "Say what was wrong, so the applicant knows what to send.",
  noteTooLong: "Keep it under 200 characters.",
  openBanking: "Choose where the Open Banking request stands.",
} as const;

export const DOCUMENT_CHECK_VERDICTS = ["accepted", "asked_again", "clear"] as const;

export const documentCheckFormSchema = z
  .object({
    intent: z.literal("document-check"),
    category: z.enum(checklistCategories, documentCheckMessages.item),
    verdict: z.enum(DOCUMENT_CHECK_VERDICTS, documentCheckMessages.item),
    note: z
      .string()
      .trim()
      .max(200, documentCheckMessages.noteTooLong)
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if (value.verdict === "asked_again" && !value.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: documentCheckMessages.note });
    }
  });
export type DocumentCheckChange = z.output<typeof documentCheckFormSchema>;

export const openBankingFormSchema = z.object({
  intent: z.literal("open-banking"),
  state: z.enum(OPEN_BANKING_STATES, documentCheckMessages.openBanking),
});
export type OpenBankingChange = z.output<typeof openBankingFormSchema>;
