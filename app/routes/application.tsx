import { data } from "react-router";
import type { Route } from "./+types/application";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ApplicationWizard } from "#app/components/forms/application/application-wizard.tsx";
import { submitApplicationFromBrowser } from "#app/components/forms/application/client-submit.ts";
import { handleApplicationAction } from "#app/server/application-action.server.ts";
import { linkedIntroducerForVisitor } from "#app/server/introducer-code.server.ts";
import { applicationBackend } from "#app/server/application-backend.server.ts";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardLoaderAndActionHeaders, privateHeaders } from "#app/lib/route-headers.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { readEnquiryReceipt } from "#app/server/receipt-cookie.server.ts";
import { productSlugFrom } from "#app/schemas/application-product.ts";
import { EnquiryReceived } from "#app/components/sections/enquiry-received.tsx";

/** The page, and the quick enquiry this visitor has just sent, if any (its receipt cookie). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const enquiry = await readEnquiryReceipt(request);
  const introducer = await linkedIntroducerForVisitor(
    context.get(servicesContext),
    context.get(clientAddressContext),
    url.searchParams.get("introducer"),
  );
  // Apply Now on a product page names its product; an unknown slug is ignored.
  const product = productSlugFrom(url.searchParams.get("product"));
  return data(
    { ...contentLoader({ url }), enquiry, introducer, product },
    { headers: privateHeaders },
  );
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
  const { enquiry, introducer, product } = loaderData;
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
      <ApplicationWizard actionData={actionData} introducer={introducer} product={product} />
    </>
  );
}
