import { z } from "#app/schemas/zod.ts";
import { passwordRules } from "#app/schemas/admin.ts";
import { USER_ROLES } from "#app/schemas/value-lists.ts";

/**
 * The users page's forms (add a user; disable or enable one; give one a new password), told
 * apart by their hidden `intent`, and the rules of a back-office account that
 * `npm run admin:create` checks too.
 */

export const passwordSchema = z
  .string(`Use at least ${passwordRules.minLength} characters.`)
  .min(passwordRules.minLength, `Use at least ${passwordRules.minLength} characters.`)
  .max(passwordRules.maxLength, `Use at most ${passwordRules.maxLength} characters.`);

/** A back-office account: created by an admin (or `npm run admin:create`), never self-served. */
export const newUserSchema = z.object({
  email: z
    .email("Enter an email address, like name@example.co.uk.")
    .max(254)
    .transform((value) => value.trim().toLowerCase()),
  name: z.string("Enter the person's name.").trim().min(1, "Enter the person's name.").max(120),
  role: z.enum(USER_ROLES, "Select a role."),
  password: passwordSchema,
});
export type NewUser = z.input<typeof newUserSchema>;

export const createUserFormSchema = newUserSchema.extend({ intent: z.literal("create") });

/** The id is checked against the database by the action (an unknown one is a 404). */
const userId = z.string("No such user.");

export const userAccessFormSchema = z.object({
  intent: z.enum(["disable", "enable"]),
  userId,
});

export const resetPasswordFormSchema = z.object({
  intent: z.literal("reset"),
  userId,
  password: passwordSchema,
});

export const userActionSchema = z.discriminatedUnion("intent", [
  createUserFormSchema,
  userAccessFormSchema,
  resetPasswordFormSchema,
]);
