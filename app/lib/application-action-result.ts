import type { ApplicationValues } from "#app/lib/application-values.ts";
import type { WizardStepNumber } from "#app/lib/application-storage.ts";
import type { Application, MissingAnswer } from "#app/schemas/application.ts";

/**
 * What the /application action answers. The browser-side wizard and the server share it.
 *
 * - `editing`: a director was added or removed without JavaScript; the form is shown again.
 * - `invalid`: answers are missing or malformed; the form is shown again with the list.
 * - `submitted`: accepted and stored (only answered as data to the script-driven wizard; a
 *   plain form post is redirected to the results page instead).
 * - `refused`: the post could not be taken (too large, unreadable, too many from one address,
 *   or the service is unavailable); `values` holds the answers when they could be read.
 * - `draft-saved` / `draft-refused`: "Save and continue later" stored the answers and will email
 *   the link to `email`, or could not (a malformed address, too many saves, the service
 *   unavailable); the answers are shown again either way.
 */
export type ApplicationActionData =
  | { status: "editing"; values: ApplicationValues; focus: string | null }
  | { status: "invalid"; values: ApplicationValues; errors: MissingAnswer[] }
  | {
      status: "submitted";
      applicationId: string;
      uploadToken: string;
      application: Application;
    }
  | {
      status: "refused";
      reason: RefusalReason;
      message: string;
      values: ApplicationValues | null;
    }
  | { status: "draft-saved"; values: ApplicationValues; step: WizardStepNumber; email: string }
  | {
      status: "draft-refused";
      values: ApplicationValues;
      step: WizardStepNumber;
      email: string;
      message: string;
      /** The message is about the address typed (shown beside it), not a refusal of the save. */
      emailInvalid: boolean;
    };

export type RefusalReason = "too-large" | "malformed" | "rate-limited" | "unavailable";

/** Form field that says which button sent the form. */
export const INTENT_FIELD = "intent";
export const SUBMIT_INTENT = "submit";
export const ADD_DIRECTOR_INTENT = "add-director";
export const REMOVE_DIRECTOR_INTENT = "remove-director";
/** "Save and continue later": store the answers and email a link to them. */
export const SAVE_DRAFT_INTENT = "save-draft";
/** The address the saved application's link goes to, and the step it was saved on. */
export const DRAFT_EMAIL_FIELD = "draftEmail";
export const DRAFT_STEP_FIELD = "draftStep";
/** Added by the wizard's script, so the server answers with data rather than a redirect. */
export const CLIENT_FIELD = "client";
export const SCRIPT_CLIENT = "script";
/** The visitor's local date and time at submit (spec §3). */
export const TIMESTAMP_FIELD = "timestamp";

export function removeDirectorIntent(directorId: string): string {
  return `${REMOVE_DIRECTOR_INTENT}:${directorId}`;
}
