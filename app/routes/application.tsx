import { data } from "react-router";
import type { Route } from "./+types/application";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ApplicationWizard } from "#app/components/forms/application/application-wizard.tsx";
import { submitApplicationFromBrowser } from "#app/components/forms/application/client-submit.ts";
import { handleApplicationAction } from "#app/server/application-action.server.ts";
import { applicationBackend } from "#app/server/application-backend.server.ts";
import { applicationPageData } from "#app/server/application-page.server.ts";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardLoaderAndActionHeaders, privateHeaders } from "#app/lib/route-headers.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { EnquiryReceived } from "#app/components/sections/enquiry-received.tsx";

/** The page, and what the visitor brings to it (`applicationPageData`). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await applicationPageData(request, url, services, context.get(clientAddressContext));
  return data({ ...contentLoader({ url }), ...page }, { headers: privateHeaders });
}
export const meta = contentMeta;
export const headers = forwardLoaderAndActionHeaders;

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

export default function ApplicationPage({ actionData, loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  const { enquiry, introducer, companyLookup, product } = loaderData;
  return (
    <>
      <PageIntro entry={entry}>
        {enquiry ? (
          <EnquiryReceived
            loanAmount={enquiry.loanAmount}
            reference={enquiry.reference}
            joined={enquiry.joined}
            addDetails
            className="mt-6"
          />
        ) : null}
      </PageIntro>
      <ApplicationWizard
        actionData={actionData}
        introducer={introducer}
        companyLookup={companyLookup}
        product={product}
      />
    </>
  );
}
