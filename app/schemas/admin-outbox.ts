import { z } from "#app/schemas/zod.ts";

/** "Send again" on a failed notification of the outbox page; the action checks the id. */
export const resendFormSchema = z.object({ outboxId: z.string("No such notification.") });
