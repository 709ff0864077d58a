import { Clock, PhoneCall } from "lucide-react";
import { data, useActionData } from "react-router";
import type { Route } from "./+types/enquiry";
import { QuoteCorrection } from "#app/components/forms/quote-correction.tsx";
import { enquiryAction } from "#app/server/enquiry-action.server.ts";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StepList } from "#app/components/sections/steps.tsx";
import { TeamShowcase } from "#app/components/sections/team.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { callbackTime } from "#app/content/claims.ts";
import { whatHappensNext } from "#app/content/enquiry.ts";
import { brokers, directors } from "#app/content/team.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { forwardLoaderAndActionHeaders, privateHeaders } from "#app/lib/route-headers.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useSite } from "#app/lib/site.ts";
import { readEnquiryReceipt } from "#app/server/receipt-cookie.server.ts";
import { EnquiryReceived } from "#app/components/sections/enquiry-received.tsx";
import { staticPage } from "#app/lib/static-page.ts";

/** The page, and the enquiry this visitor has just sent (its receipt cookie), if any. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const enquiry = await readEnquiryReceipt(request);
  return data({ ...contentLoader({ url }), enquiry }, { headers: privateHeaders });
}
export const meta = contentMeta;
export const headers = forwardLoaderAndActionHeaders;

/**
 * Nothing here needs the framework in the browser: the team carousel is the shell's, and the
 * quote form shown for corrections is a script of its own (docs/decisions/0020).
 */
export const handle = staticPage;

// The quick quote forms post here; see enquiry-action.server.ts.
export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction({ request, context });
}

const nextStepsId = "what-happens-next";

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  const { enquiry } = loaderData;
  const site = useSite();
  const actionData = useActionData<typeof action>();
  if (actionData?.result.status === "error") return <QuoteCorrection result={actionData.result} />;
  return (
    <>
      <PageIntro
        entry={entry}
        lead={`A broker will call you back, typically within ${callbackTime} during broker hours (${site.brokerHours}). Want to move faster? Start your full application now.`}
      >
        {enquiry ? (
          <EnquiryReceived
            loanAmount={enquiry.loanAmount}
            reference={enquiry.reference}
            joined={enquiry.joined}
            className="mt-6"
          />
        ) : null}
        <div className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
          <div className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <h2 className="text-xl font-bold text-brand-900">Start Full Application</h2>
            <p className="mt-2 flex-1 text-muted">
              Four short steps. Lenders can decide sooner when they have everything up front.
            </p>
            <ApplyButton label="Start Full Application" size="default" className="mt-5" />
          </div>
          <div className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <h2 className="text-xl font-bold text-brand-900">Wait for Our Call</h2>
            <p className="mt-2 flex-1 text-muted">
              <Clock
                aria-hidden="true"
                className="mr-1 inline size-4 align-[-2px] text-brand-700"
              />
              Typically within {callbackTime}, {site.brokerHours}. Out of hours we call the next
              working morning.
            </p>
            <Button asChild variant="outline" className="mt-5">
              <a href={`#${nextStepsId}`}>
                <PhoneCall aria-hidden="true" />
                Wait for Our Call
              </a>
            </Button>
          </div>
        </div>
      </PageIntro>
      <Section
        id={nextStepsId}
        tone="surface"
        eyebrow="Your enquiry"
        title="What Happens Next"
        lead="No obligation at any point: you decide whether to go ahead."
      >
        <StepList steps={whatHappensNext} />
      </Section>
      <Section
        eyebrow="Your team"
        title="The People Who Will Help You"
        lead="Experienced directors and brokers who know the lending market."
      >
        <h3 className="mb-6 text-2xl font-bold text-brand-900">Leadership Team</h3>
        <TeamShowcase members={directors} label="Leadership team" as="h4" />
        <h3 className="mt-14 mb-6 text-2xl font-bold text-brand-900">Our Brokers</h3>
        <TeamShowcase members={brokers} label="Brokers" as="h4" />
      </Section>
    </>
  );
}
