import { z } from "#app/schemas/zod.ts";

/**
 * The data-protection page's two forms: erase the leads chosen from those found for a person
 * (who travels in hidden fields, and only once ERASE is typed exactly as shown) and purge what
 * is past retention now. A lead chosen that holds a deal the firm must keep needs a reason,
 * which the action asks for (it alone knows which leads hold such deals).
 */

export const eraseConfirmation = "ERASE";

export const eraseMessages = {
  findFirst: "Find the person by email or phone first.",
  chooseLeads:
    "Select the leads to erase: tick each one that is this person’s. Nothing was erased.",
  reasonTooLong: "Keep the reason under 500 characters",
  confirm: `Type ${eraseConfirmation} to confirm`,
  nothingErased: "Nothing was erased.",
} as const;

export const eraseFormSchema = z
  .object({
    intent: z.literal("erase"),
    email: z.string().optional(),
    phone: z.string().optional(),
    /** The leads ticked, by id; none is ticked to start with. */
    leadIds: z.array(z.string()).max(1000).optional(),
    /** "erase" when the person's saved applications (Save and continue later) are ticked. */
    savedApplications: z.literal("erase").optional(),
    /** Introducers and panel lenders whose contact is this person, ticked to blank it. */
    introducerIds: z.array(z.string()).max(100).optional(),
    lenderIds: z.array(z.string()).max(100).optional(),
    /** Why the records of the kept deals among the leads are kept (asked for when there are). */
    reason: z.string().trim().max(500, eraseMessages.reasonTooLong).optional(),
    confirm: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email?.trim() && !value.phone?.trim()) {
      ctx.addIssue({ code: "custom", path: [], message: eraseMessages.findFirst });
      return;
    }
    if (
      !value.leadIds?.length &&
      !value.savedApplications &&
      !value.introducerIds?.length &&
      !value.lenderIds?.length
    ) {
      ctx.addIssue({ code: "custom", path: [], message: eraseMessages.chooseLeads });
    }
    // Exactly as the page asks: in capitals, nothing before or after.
    if (value.confirm !== eraseConfirmation) {
      ctx.addIssue({ code: "custom", path: ["confirm"], message: eraseMessages.confirm });
      ctx.addIssue({ code: "custom", path: [], message: eraseMessages.nothingErased });
    }
  });

export const purgeFormSchema = z.object({ intent: z.literal("purge") });

export const dataProtectionActionSchema = z.discriminatedUnion("intent", [
  eraseFormSchema,
  purgeFormSchema,
]);
