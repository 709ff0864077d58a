import type { Services } from "#app/context.server.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import { handleApplicationAction } from "#app/server/application-action.server.ts";
import { applicationBackend } from "#app/server/application-backend.server.ts";
import { postedApplication } from "#tests/harness/fixtures.ts";

/**
 * The application form's answers posted to its action from `clientAddress`, as a browser without
 * scripts sends them: the action's answer and its HTTP status.
 */
export async function postApplication(
  services: Services,
  clientAddress: string,
  answers: [string, string][] = postedApplication,
) {
  const result = await handleApplicationAction(
    new Request("http://localhost/application", {
      method: "POST",
      body: new URLSearchParams(answers),
    }),
    { backend: applicationBackend(services), logger: services.logger, clientAddress },
  );
  if (result instanceof Response) throw new Error("expected data");
  return { body: result.data as ApplicationActionData, status: result.init?.status ?? 200 };
}
