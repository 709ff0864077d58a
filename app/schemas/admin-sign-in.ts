import { z } from "#app/schemas/zod.ts";

/**
 * The back-office sign-in form. One message for anything missing; over-long answers are cut
 * rather than refused, since they can only fail to match an account.
 */
export const signInMissing = "Enter your email address and password.";

const cutTo = (max: number) => (value: string) => value.slice(0, max);

export const signInSchema = z.object({
  email: z
    .string(signInMissing)
    .overwrite(cutTo(254))
    .refine((value) => value.trim() !== "", signInMissing),
  password: z.string(signInMissing).overwrite(cutTo(256)),
  /** Where to go after signing in (a back-office path; the action checks). */
  next: z.string().overwrite(cutTo(2000)).optional(),
});
