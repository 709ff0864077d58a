import { z } from "zod";

/**
 * The data-protection page's two forms: erase the person found (who travels in hidden
 * fields, and only once ERASE is typed) and purge what is past retention now.
 */

export const eraseConfirmation = "ERASE";

export const eraseFormSchema = z
  .object({
    intent: z.literal("erase"),
    email: z.string().optional(),
    phone: z.string().optional(),
    confirm: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email?.trim() && !value.phone?.trim()) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message: "Find the person by email or phone first.",
      });
    } else if (value.confirm?.trim().toUpperCase() !== eraseConfirmation) {
      ctx.addIssue({ code: "custom", path: ["confirm"], message: "Type ERASE to confirm" });
      ctx.addIssue({ code: "custom", path: [], message: "Nothing was erased." });
    }
  });

export const purgeFormSchema = z.object({ intent: z.literal("purge") });

export const dataProtectionActionSchema = z.discriminatedUnion("intent", [
  eraseFormSchema,
  purgeFormSchema,
]);
