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
import { resultsPageCopy, trackingPageCopy } from "#app/content/applicant-pages.ts";
import type { NextStepsView, ResultsAnswerView } from "#app/content/results-answer.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { pageTitle } from "#app/content/page-title.ts";
import { brokers } from "#app/content/team.ts";
import { servicesContext } from "#app/context.server.ts";
import { receiveFromRoute } from "#app/server/upload-route.server.ts";
import {
  fitAnswersOf,
  nextStepsView,
  resultsAnswerView,
  resultsSections,
} from "#app/server/results.server.ts";
import { getEnv, siteConfigFromEnv } from "#app/env.server.ts";
import type { ApplicantSummary } from "#app/lib/applicant-summary.ts";
import { browserStorage, readSubmittedApplication } from "#app/lib/application-storage.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";
import { paths } from "#app/paths.ts";
import { exitText } from "#app/content/exit-routes.ts";
import { exitRouteFrom } from "#app/schemas/application-product.ts";
import { parseCurrency } from "#app/schemas/application-answers.ts";
import {
  receiveDocuments,
  resultsPageData,
  uploadAnswer,
} from "#app/server/document-upload.server.ts";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** Per visitor: the application their receipt cookie names. Never cached, never prerendered. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const receipt = await readApplicationReceipt(request);
  const found = await resultsPageData(services.db, receipt);
  // The receipt opened an application: its answers give the page's answer at the end.
  const answers = found && receipt ? await fitAnswersOf(services.db, receipt.applicationId) : null;
  const answer = answers ? resultsAnswerView(answers) : null;
  const next = nextStepsView(siteConfigFromEnv(getEnv()).brokerHours);
  return data(
    { ...contentLoader({ url }), found, answer, next, sections: resultsSections },
    { headers: privateHeaders },
  );
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
  const stored: Partial<Record<string, unknown>> = submitted.data;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    reference: null,
    companyName: text(stored.companyName),
    loanAmount: typeof stored.loanAmount === "number" ? stored.loanAmount : null,
    loanReasons: Array.isArray(stored.loanReasons)
      ? stored.loanReasons.filter((reason): reason is string => typeof reason === "string")
      : [],
    loanPurpose: text(stored.loanPurpose),
    product: text(stored.product),
    propertyValuePounds: parseCurrency(text(stored.propertyValue) ?? ""),
    exit: exitText(exitRouteFrom(stored.exitRoute), text(stored.exitDetail) ?? undefined) || null,
  };
}

export default function ResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { found, sections } = loaderData;
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
      {loaderData.answer ? <ResultsAnswerSection answer={loaderData.answer} /> : null}
      <Section
        tone="surface"
        align="left"
        eyebrow={sections.upload.eyebrow}
        title={sections.upload.title}
        lead={trackingPageCopy.uploadLead}
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
        eyebrow={sections.team.eyebrow}
        title={sections.team.title}
        lead={sections.team.lead}
      >
        <TeamShowcase members={brokers} label="Brokers" as="h3" />
      </Section>
      <WhatHappensNext next={loaderData.next} />
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

/**
 * The answer at the end of an application: the products that fit its answers, each with why and
 * a link to its page, and beside them what the amount could cost a month, labelled indicative
 * with the calculator's representative example. The server works it out and words it; kept in
 * this module, as the page's other sections are, so the tracking page's script does not carry it.
 */
function ResultsAnswerSection({ answer }: { answer: ResultsAnswerView }) {
  const { cost } = answer;
  return (
    <Section eyebrow={answer.eyebrow} title={answer.title} lead={answer.lead} align="left">
      <div className="grid max-w-5xl gap-6 lg:grid-cols-[1.2fr_1fr]">
        {answer.products.length > 0 ? (
          <ul aria-label={answer.productsLabel} className="space-y-3">
            {answer.products.map((product) => (
              <li
                key={product.slug}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
              >
                <h3 className="text-lg font-bold">
                  <Link to={product.path} className="underline">
                    {product.name}
                  </Link>
                </h3>
                <p className="text-muted">{product.why}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <section
          aria-labelledby="indicative-cost"
          className="self-start rounded-2xl bg-brand-900 p-6 text-sm text-brand-100"
        >
          <h3 id="indicative-cost" className="text-lg font-semibold">
            {cost.heading}
          </h3>
          <p className="mt-2">{cost.lead}</p>
          {cost.range ? (
            <p className="mt-2 text-2xl font-extrabold text-white">{cost.range}</p>
          ) : null}
          <p className="mt-3">{cost.basis}</p>
          <p className="mt-3 rounded-xl bg-white/10 p-3 text-white">
            <strong>{cost.exampleLabel}</strong> {cost.example}
          </p>
        </section>
      </div>
    </Section>
  );
}

function WhatHappensNext({ next }: { next: NextStepsView }) {
  const site = useSite();
  return (
    <Section tone="tint" title={next.title}>
      <ol className="mx-auto max-w-3xl list-decimal space-y-3 pl-6 text-lg text-ink">
        {next.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
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
        {next.email} {next.mistake} <Link to={paths.contact}>{next.contact}</Link>.
      </p>
    </Section>
  );
}
