import { Circle, CircleAlert, CircleCheck, Link2Off, TimerOff } from "lucide-react";
import { useState } from "react";
import { vocabulary } from "#app/content/vocabulary.ts";
import { data, Link, useParams } from "react-router";
import type { Route } from "./+types/track-application";
import { ApplicantStageSteps } from "#app/components/results/applicant-stage.tsx";
import { ApplicantSummaryList } from "#app/components/results/applicant-summary.tsx";
import { DocumentUpload, trackingUploadTarget } from "#app/components/results/document-upload.tsx";
import {
  ReceivedDocuments,
  useReceivedDocuments,
} from "#app/components/results/received-documents.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { resultsPageCopy, trackingPageCopy } from "#app/content/applicant-pages.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { pageTitle } from "#app/content/page-title.ts";
import { servicesContext } from "#app/context.server.ts";
import type { ItemState } from "#app/content/document-checklist.ts";
import { neededDescriptions, neededStateWords } from "#app/content/tracking-checklist.ts";
import type { ChecklistRow } from "#app/lib/document-checklist.ts";
import { cn } from "#app/lib/cn.ts";
import { documentMessages, type ReceivedDocument, type UploadAnswer } from "#app/lib/documents.ts";
import { useSite } from "#app/lib/site.ts";
import { paths } from "#app/paths.ts";
import { receiveFromRoute } from "#app/server/upload-route.server.ts";
import { uploadAnswer } from "#app/server/document-upload.server.ts";
import {
  loadTrackingPage,
  receiveTrackedDocuments,
  type TrackingView,
} from "#app/server/tracking-page.server.ts";

/**
 * The applicant's own page, opened by the secret link in their mails. Server-rendered for the
 * link's holder alone: never cached, never indexed, and (server/app.ts) never logged with its
 * token nor sent as a referrer (only the origin is). A link that is not live shows nothing of any lead.
 */
const privateHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

const statusOf = { valid: 200, expired: 410, invalid: 404 } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await loadTrackingPage(services.db, params.token);
  return data({ page }, { status: statusOf[page.status], headers: privateHeaders });
}

/** Documents posted without scripts (the script posts to /track/<token>/documents instead). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await receiveFromRoute(context, (deps) =>
    receiveTrackedDocuments(request, params.token, deps),
  );
  return data({ answer: uploadAnswer(result).body }, { headers: privateHeaders });
}

export function headers() {
  return privateHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  const title =
    page?.status === "valid"
      ? trackingPageCopy.title
      : page?.status === "expired"
        ? trackingPageCopy.expired.title
        : trackingPageCopy.invalid.title;
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "strict-origin" },
  ];
}

export default function TrackApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.status === "expired") return <LinkExpired linkDays={page.linkDays} />;
  if (page.status === "invalid") return <LinkNotFound />;
  return <TrackedLead view={page.view} answer={actionData?.answer ?? null} />;
}

function TrackedLead({ view, answer }: { view: TrackingView; answer: UploadAnswer | null }) {
  const token = useParams().token ?? "";
  const application = view.application;
  const [received, setReceived] = useReceivedDocuments(application?.received ?? noDocuments);
  const copy = trackingPageCopy;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 md:py-14">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
            {view.kind === "application" ? copy.applicationHeading : copy.enquiryHeading}
          </h1>
          <p className="mt-3 text-lg font-semibold text-ink">{view.reference}</p>
          <p className="mt-4 max-w-2xl text-lg text-muted">{copy.lead}</p>
        </div>
      </section>
      <div className="container-page grid gap-10 pb-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PageSection id="stage" title={copy.stageHeading}>
          <ApplicantStageSteps stage={view.stage} closedReason={view.closedReason} />
        </PageSection>
        <PageSection id="summary" title={copy.summaryHeading}>
          <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
            <ApplicantSummaryList summary={view.summary} />
          </div>
        </PageSection>
      </div>
      {application ? (
        <div className="bg-surface py-14">
          <div className="container-page grid gap-10 lg:grid-cols-2">
            <PageSection id="received" title={copy.receivedHeading}>
              {received.length > 0 ? (
                <ReceivedDocuments documents={received} />
              ) : (
                <div className="flex items-center gap-6">
                  <Illustration
                    image={illustrations.empty}
                    className="hidden max-w-40 shrink-0 sm:block"
                  />
                  <p className="text-ink">{copy.noneReceived}</p>
                </div>
              )}
            </PageSection>
            <PageSection id="needed" title={copy.neededHeading}>
              <WantedDocuments received={received} checklist={application.checklist} />
            </PageSection>
          </div>
          <div className="container-page mt-12">
            <PageSection id="upload" title={copy.uploadHeading}>
              <p className="mb-6 max-w-3xl text-lg text-muted">{copy.uploadLead}</p>
              <DocumentUpload
                answer={answer}
                target={trackingUploadTarget(token)}
                onReceived={setReceived}
              />
            </PageSection>
          </div>
        </div>
      ) : (
        <div className="bg-surface py-14">
          <div className="container-page">
            <PageSection id="complete" title={copy.enquiry.heading}>
              <p className="max-w-2xl text-lg text-ink">{copy.enquiry.text}</p>
              <Button asChild variant="cta" size="lg" className="mt-6">
                <Link to={paths.application}>{copy.enquiry.button}</Link>
              </Button>
              <p className="mt-6 max-w-2xl text-muted">{documentMessages.needsApplication}</p>
            </PageSection>
          </div>
        </div>
      )}
    </>
  );
}

const noDocuments: never[] = [];

const done = new Set<ItemState>(["received", "accepted", "open_banking"]);

/**
 * What the applicant's broker needs: the case's own documents checklist, its rows as the server
 * read them for the broker (`checklistRows`: the product's list, the broker's verdicts, Open
 * Banking). A document uploaded on this page ticks its item at once: it came after anything the
 * broker asked, so an item still needed or asked for again is now received.
 */
export function WantedDocuments({
  received,
  checklist,
}: {
  received: ReceivedDocument[];
  checklist: ChecklistRow[];
}) {
  const [loaded] = useState(() => new Set(received.map((document) => document.id)));
  const uploadedHere = new Set(
    received.filter((document) => !loaded.has(document.id)).map((document) => document.category),
  );
  return (
    <div className="space-y-4">
      <p className="text-ink">{trackingPageCopy.neededLead}</p>
      <ul className="space-y-3">
        {checklist.map((row) => (
          <WantedItem
            key={row.category}
            row={
              uploadedHere.has(row.category) &&
              (row.state === "missing" || row.state === "asked_again")
                ? { ...row, state: "received", note: null }
                : row
            }
          />
        ))}
      </ul>
      <p>
        <Link
          to={paths.documentPreparation}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {trackingPageCopy.guideLink}
        </Link>
      </p>
    </div>
  );
}

function WantedItem({ row }: { row: ChecklistRow }) {
  const inHand = done.has(row.state);
  const askedAgain = row.state === "asked_again";
  const Icon = inHand ? CircleCheck : askedAgain ? CircleAlert : Circle;
  const detail = askedAgain
    ? null
    : row.state === "open_banking"
      ? trackingPageCopy.openBankingChosen
      : neededDescriptions[row.category];
  return (
    <li className="flex items-start gap-3">
      <Icon
        aria-hidden="true"
        className={cn(
          "mt-0.5 size-6 shrink-0",
          inHand ? "text-success-700" : askedAgain ? "text-danger-700" : "text-muted",
        )}
      />
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {row.title}
          {row.optional ? (
            <span className="font-normal text-muted"> ({trackingPageCopy.optional})</span>
          ) : null}
          <span className={askedAgain ? "font-normal text-danger-700" : "sr-only"}>
            {", "}
            {neededStateWords[row.state]}
          </span>
        </p>
        {askedAgain && row.note ? (
          <p className="text-sm text-ink">
            {trackingPageCopy.askedAgain} {row.note}
          </p>
        ) : null}
        {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      </div>
    </li>
  );
}

function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0">
      <h2
        id={`${id}-heading`}
        className="mb-4 text-2xl font-extrabold tracking-tight text-brand-900"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A real link past its time: say so, and how to get a new one. No data. */
function LinkExpired({ linkDays }: { linkDays: number }) {
  const copy = trackingPageCopy.expired;
  return (
    <LinkProblem icon={<TimerOff aria-hidden="true" className="size-10 text-brand-700" />}>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
        {copy.h1}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{copy.text(linkDays)}</p>
    </LinkProblem>
  );
}

/** Anything else (altered, unknown, erased): nothing here, as a not-found page says. */
function LinkNotFound() {
  const copy = trackingPageCopy.invalid;
  return (
    <LinkProblem icon={<Link2Off aria-hidden="true" className="size-10 text-brand-700" />}>
      <p className="mt-4 text-5xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">
        {copy.h1}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{copy.text}</p>
    </LinkProblem>
  );
}

/** The icon above the heading on narrower screens; a drawing beside the text on wide ones. */
function LinkProblem({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  const site = useSite();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page flex min-h-[50vh] items-center gap-10 py-14 md:py-20">
        <div className="min-w-0 flex-1">
          <div className="lg:hidden">{icon}</div>
          {children}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="cta" size="lg">
              <Link to={paths.track}>{trackingPageCopy.lostLink}</Link>
            </Button>
            <CallButton location="track" label={vocabulary.callOn(site.phoneDisplay)} size="lg" />
          </div>
          <p className="mt-6 max-w-2xl text-muted">
            {resultsPageCopy.notFound.call} {site.phoneDisplay}, {site.brokerHours}.
          </p>
        </div>
        <Illustration image={illustrations.empty} className="hidden max-w-48 lg:block" />
      </div>
    </section>
  );
}
