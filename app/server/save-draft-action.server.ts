import { data } from "react-router";
import { saveDraftCopy } from "#app/content/application-drafts.ts";
import {
  DRAFT_EMAIL_FIELD,
  DRAFT_STEP_FIELD,
  type ApplicationActionData,
} from "#app/lib/application-action-result.ts";
import { wizardStepFrom } from "#app/lib/application-storage.ts";
import type { ApplicationValues } from "#app/lib/application-values.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";
import { saveDraftEmailSchema } from "#app/schemas/save-draft.ts";
import type { DraftToSave } from "#app/server/application-drafts.server.ts";
import type { Logger } from "#app/server/logger.server.ts";

/** What "Save and continue later" needs from the data layer. */
export type DraftBackend = {
  /** Counts one save from this client address against its limit. */
  checkDraftLimit(clientAddress: string): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Stores the draft and queues the mail with its link, in one transaction. */
  saveDraft(draft: DraftToSave): Promise<void>;
};

/**
 * The "save-draft" intent of the /application action: the answers as posted (however
 * incomplete), the step the visitor was on and the address to send the link to. Every answer
 * goes back with the reply, saved or not, so nothing typed is lost.
 */
export async function handleSaveDraft(
  payload: Record<string, unknown>,
  values: ApplicationValues,
  deps: { backend: DraftBackend; logger: Logger; clientAddress: string; fromScript: boolean },
) {
  const typed = typeof payload[DRAFT_EMAIL_FIELD] === "string" ? payload[DRAFT_EMAIL_FIELD] : "";
  const step = wizardStepFrom(payload[DRAFT_STEP_FIELD]);
  const email = typed.slice(0, 500);
  const refuse = (message: string, status: number, emailInvalid = false, headers?: HeadersInit) =>
    data<ApplicationActionData>(
      { status: "draft-refused", values, step, email, message, emailInvalid },
      { status, headers },
    );

  const parsed = saveDraftEmailSchema.safeParse(email);
  if (!parsed.success) {
    // As with the application itself, a plain post gets its page back as 200.
    return refuse(parsed.error.issues[0]!.message, deps.fromScript ? 400 : 200, true);
  }
  try {
    const verdict = await deps.backend.checkDraftLimit(deps.clientAddress);
    if (!verdict.allowed) {
      deps.logger.warn({ form: "application-draft" }, "rate limit reached");
      return refuse(rateLimitedMessage, 429, false, { "Retry-After": String(verdict.retryAfter) });
    }
    await deps.backend.saveDraft({ email: parsed.data, values, step });
  } catch (error) {
    deps.logger.error({ err: error }, "application draft could not be saved");
    return refuse(saveDraftCopy.unavailable, 503);
  }
  deps.logger.info({ form: "application-draft" }, "draft saved");
  return data<ApplicationActionData>({ status: "draft-saved", values, step, email: parsed.data });
}
