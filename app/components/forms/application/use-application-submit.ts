import { useEffect, type Dispatch, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { analytics } from "#app/lib/analytics.ts";
import { formatTimestamp } from "#app/lib/uk-clock.ts";
import {
  CLIENT_FIELD,
  INTENT_FIELD,
  SCRIPT_CLIENT,
  SUBMIT_INTENT,
  TIMESTAMP_FIELD,
  type ApplicationActionData,
} from "#app/lib/application-action-result.ts";
import { submitFailure } from "#app/content/application.ts";
import type { WizardAction } from "#app/components/forms/application/wizard-state.ts";

/**
 * Posting the application from the browser and taking in the server's answer. A Submit made
 * before the rules have loaded waits for them (`holdSubmit`). With answers missing nothing is
 * posted (the wizard shows the list instead); a complete application is posted marked as the
 * script's, with the visitor's local time. A refusal is shown as a toast.
 */
export function useApplicationSubmit({
  actionData,
  dispatch,
  holdSubmit,
  complete,
}: {
  actionData: ApplicationActionData | undefined;
  dispatch: Dispatch<WizardAction>;
  /** Keeps a submit made before the rules have settled, to make it again once they have. */
  holdSubmit: (event: FormEvent<HTMLFormElement>) => boolean;
  /** Whether the rules find every answer given (or could not load: the server then judges). */
  complete: boolean;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  useEffect(() => {
    if (!actionData) return;
    dispatch({ type: "server-answered", answer: actionData });
    if (actionData.status === "refused") {
      toast.error(submitFailure.title, {
        description:
          actionData.reason === "rate-limited" ? actionData.message : submitFailure.description,
      });
    }
  }, [actionData, dispatch]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || holdSubmit(event)) return;
    analytics.formSubmit("application");
    dispatch({ type: "submit-attempted", complete });
    if (!complete) return;
    const formData = new FormData(event.currentTarget);
    formData.set(INTENT_FIELD, SUBMIT_INTENT);
    formData.set(CLIENT_FIELD, SCRIPT_CLIENT);
    formData.set(TIMESTAMP_FIELD, formatTimestamp(new Date()));
    void submit(formData, { method: "post" });
  }

  return { submitting, handleSubmit };
}
