import { redirect } from "react-router";
import { analytics } from "#app/lib/analytics.ts";
import { loadDraftStorage } from "#app/components/forms/application/load-draft-storage.ts";
import { paths } from "#app/paths.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import { submitFailure } from "#app/content/application.ts";

/**
 * The browser's side of a submit (the route's clientAction). A lost connection or a server
 * error becomes a refusal the wizard can show, so the visitor stays on Review with every
 * answer; an accepted application is recorded in local storage before moving to the results
 * page.
 */
export async function submitApplicationFromBrowser(
  serverAction: () => Promise<ApplicationActionData>,
): Promise<ApplicationActionData | Response> {
  let result: ApplicationActionData;
  try {
    result = await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return {
      status: "refused",
      reason: "unavailable",
      message: submitFailure.description,
      values: null,
    };
  }
  if (result.status !== "submitted") return result;
  const storage = await loadDraftStorage();
  storage?.writeSubmittedApplication(storage.browserStorage(), result);
  analytics.formComplete("application");
  return redirect(paths.results);
}
