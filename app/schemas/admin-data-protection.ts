import { z } from "zod";

/**
 * The data-protection page's two forms: erase the leads chosen from those found for a person
 * (who travels in hidden fields, and only once ERASE is typed exactly as shown) and purge what
 * is past retention now. A funded lead chosen for erasure is asked about again, by name, by
 * the action (it alone knows which leads are funded).
 */

export const eraseConfirmation = "ERASE";

export const eraseMessages = {
  findFirst: "Find the person by email or phone first.",
  chooseLeads:
    "Select the leads to erase: tick each one that is this person’s. Nothing was erased.",
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
    /** Funded leads the admin confirmed by name when asked again. */
    confirmFunded: z.array(z.string()).max(1000).optional(),
    confirm: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email?.trim() && !value.phone?.trim()) {
      ctx.addIssue({ code: "custom", path: [], message: eraseMessages.findFirst });
      return;
    }
    if (!value.leadIds?.length && !value.savedApplications) {
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
