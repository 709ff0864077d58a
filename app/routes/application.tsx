import type { Route } from "./+types/application";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ApplicationWizard } from "#app/components/forms/application/application-wizard.tsx";
import { submitApplicationFromBrowser } from "#app/components/forms/application/client-submit.ts";
import { handleApplicationAction } from "#app/server/application-action.server.ts";
import { applicationBackend } from "#app/server/application-backend.server.ts";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardActionHeaders } from "#app/lib/route-headers.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";

export const loader = contentLoader;
export const meta = contentMeta;
export const headers = forwardActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  return handleApplicationAction(request, {
    backend: applicationBackend(services),
    logger: services.logger,
    clientAddress: context.get(clientAddressContext),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitApplicationFromBrowser(serverAction);
}

export default function ApplicationPage({ actionData }: Route.ComponentProps) {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro entry={entry} />
      <ApplicationWizard actionData={actionData} />
    </>
  );
}
