import { CheckCircle2, FileSearch, Mail } from "lucide-react";
import { vocabulary } from "#app/content/vocabulary.ts";
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/results";
import { readApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ApplicantSummaryList } from "#app/components/results/applicant-summary.tsx";
import { DocumentUpload, resultsUploadTarget } from "#app/components/results/document-upload.tsx";
import {
  ReceivedDocuments,
  useReceivedDocuments,
} from "#app/components/results/received-documents.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeamShowcase } from "#app/components/sections/team.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { resultsPageCopy } from "#app/content/applicant-pages.ts";
import { emailResponseTime } from "#app/content/claims.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { pageTitle } from "#app/content/page-title.ts";
import { brokers } from "#app/content/team.ts";
import { servicesContext } from "#app/context.server.ts";
import { receiveFromRoute } from "#app/server/upload-route.server.ts";
import type { ApplicantSummary } from "#app/lib/applicant-summary.ts";
import { browserStorage, readSubmittedApplication } from "#app/lib/application-storage.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";
import { paths } from "#app/paths.ts";
import {
  receiveDocuments,
  resultsPageData,
  uploadAnswer,
} from "#app/server/document-upload.server.ts";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** Per visitor: the application their receipt cookie names. Never cached, never prerendered. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const found = await resultsPageData(services.db, await readApplicationReceipt(request));
  return data({ ...contentLoader({ url }), found }, { headers: privateHeaders });
}

/** Documents posted without scripts (the script posts to /results/documents instead). */
export async function action({ request, context }: Route.ActionArgs) {
  const receipt = await readApplicationReceipt(request);
  const result = await receiveFromRoute(context, (deps) =>
    receiveDocuments(request, receipt, deps),
  );
  return data({ answer: uploadAnswer(result).body }, { headers: privateHeaders });
}

export function headers() {
  return privateHeaders;
}

/** Without an application the page says so in its title too. */
export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData || loaderData.found) return contentMeta(args);
  const page = { ...loaderData.page, title: pageTitle(resultsPageCopy.notFound.title) };
  return contentMeta({ ...args, loaderData: { ...loaderData, page } });
}

/** The application as the wizard kept it in this browser, for a visitor whose cookie is gone. */
function summaryFromBrowser(): ApplicantSummary | null {
  const submitted = readSubmittedApplication(browserStorage());
  if (!submitted?.data) return null;
  const stored: Partial<Record<keyof ApplicantSummary, unknown>> = submitted.data;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    reference: null,
    companyName: text(stored.companyName),
    loanAmount: typeof stored.loanAmount === "number" ? stored.loanAmount : null,
    loanReasons: Array.isArray(stored.loanReasons)
      ? stored.loanReasons.filter((reason): reason is string => typeof reason === "string")
      : [],
    loanPurpose: text(stored.loanPurpose),
  };
}

export default function ResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { found } = loaderData;
  const [fromBrowser, setFromBrowser] = useState<ApplicantSummary | null>(null);
  useEffect(() => {
    if (!found) setFromBrowser(summaryFromBrowser());
  }, [found]);
  const [received, setReceived] = useReceivedDocuments(found?.received ?? noDocuments);
  const summary = found?.summary ?? fromBrowser;
  if (!summary) return <NoApplication />;

  return (
    <>
      <PageIntro
        entry={loaderData.page}
        lead={found?.joined ? resultsPageCopy.joined : resultsPageCopy.received}
      >
        <div className="mt-8 flex items-center gap-10">
          <div className="flex max-w-3xl min-w-0 flex-1 items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <h2 className="mb-3 text-xl font-bold text-brand-900">
                {resultsPageCopy.summaryTitle}
              </h2>
              <ApplicantSummaryList summary={summary} />
              {summary.reference ? (
                <p className="mt-3 text-sm text-muted">{resultsPageCopy.referenceHint}</p>
              ) : null}
            </div>
          </div>
          {/* Beside the summary on wide screens only, and smaller than the lead above it. */}
          <Illustration image={illustrations.success} className="hidden max-w-48 lg:block" />
        </div>
      </PageIntro>
      <Section
        tone="surface"
        align="left"
        eyebrow="Optional"
        title="Upload Your Documents"
        lead="Accounts, bank statements, management accounts and anything else that helps. Your files go only to your broker; they are never public."
      >
        {received.length > 0 ? (
          <section aria-labelledby="documents-received" className="mb-8 max-w-3xl">
            <h3 id="documents-received" className="mb-3 text-xl font-bold text-brand-900">
              {resultsPageCopy.receivedHeading}
            </h3>
            <ReceivedDocuments documents={received} />
          </section>
        ) : null}
        <DocumentUpload
          answer={actionData?.answer ?? null}
          target={resultsUploadTarget}
          onReceived={setReceived}
        />
      </Section>
      <Section
        eyebrow="Your team"
        title="The Brokers Who Will Help You"
        lead="One of our brokers will review your application and documents."
      >
        <TeamShowcase members={brokers} label="Brokers" as="h3" />
      </Section>
      <WhatHappensNext />
    </>
  );
}

const noDocuments: never[] = [];

/** /results with no application from this browser: say so, and offer the ways forward. */
function NoApplication() {
  const site = useSite();
  const copy = resultsPageCopy.notFound;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 md:py-14">
        <div className="flex items-center gap-10">
          <div className="min-w-0 flex-1">
            <FileSearch aria-hidden="true" className="size-10 text-brand-700 lg:hidden" />
            <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
              {copy.h1}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-muted">{copy.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="cta" size="lg">
                <Link to={paths.application}>{copy.apply}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={paths.track}>{copy.lostLink}</Link>
              </Button>
            </div>
            <p className="mt-6 max-w-2xl text-muted">
              {copy.call} <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a>,{" "}
              {site.brokerHours}.
            </p>
          </div>
          <Illustration image={illustrations.empty} className="hidden max-w-56 lg:block" />
        </div>
      </div>
    </section>
  );
}

function WhatHappensNext() {
  const site = useSite();
  return (
    <Section tone="tint" title="What Happens Next">
      <ol className="mx-auto max-w-3xl list-decimal space-y-3 pl-6 text-lg text-ink">
        <li>A broker reviews your application and any documents you sent.</li>
        <li>
          They call you {site.brokerHours}. Out of hours, brokers work on securing options and call
          you in the morning.
        </li>
        <li>They present the offers lenders make; you decide whether to go ahead.</li>
      </ol>
      <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 sm:flex-row">
        <CallButton
          location="results"
          label={vocabulary.callOn(site.phoneDisplay)}
          variant="primary"
        />
        <Button asChild variant="outline">
          <a href={`mailto:${site.email}`}>
            <Mail aria-hidden="true" />
            Email {site.email}
          </a>
        </Button>
      </div>
      <p className="mx-auto mt-4 max-w-3xl text-muted">
        We reply to email within {emailResponseTime} in working hours. Applied by mistake or want to
        change something? <Link to={paths.contact}>Contact us</Link>.
      </p>
    </Section>
  );
}
