import { CheckCircle2, Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/results";
import { readApplicationReceipt } from "#app/server/receipt-cookie.server.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { DocumentUpload } from "#app/components/results/document-upload.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeamShowcase } from "#app/components/sections/team.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { emailResponseTime } from "#app/content/claims.ts";
import { brokers } from "#app/content/team.ts";
import { clientAddressContext, servicesContext } from "#app/context.server.ts";
import { browserStorage, readSubmittedApplication } from "#app/lib/application-storage.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { useSite } from "#app/lib/site.ts";
import { formatPounds } from "#app/lib/money.ts";
import { paths } from "#app/paths.ts";
import {
  applicationSummary,
  receiveDocuments,
  uploadAnswer,
} from "#app/server/document-upload.server.ts";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** Per visitor: the application their receipt cookie names. Never cached, never prerendered. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const summary = await applicationSummary(services.db, await readApplicationReceipt(request));
  return data({ ...contentLoader({ url }), summary }, { headers: privateHeaders });
}

/** Documents posted without scripts (the script posts to /results/documents instead). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const result = await receiveDocuments(request, await readApplicationReceipt(request), {
    ...services,
    rateLimit: {
      clientAddress: context.get(clientAddressContext),
      multiplier: services.env.RATE_LIMIT_MULTIPLIER,
    },
  });
  if (result.status !== "refused") services.notifyOutbox();
  return data({ answer: uploadAnswer(result).body }, { headers: privateHeaders });
}

export function headers() {
  return privateHeaders;
}

export const meta = contentMeta;

type Summary = {
  loanAmount: number | null;
  businessType: string | null;
  loanPurpose: string | null;
};

export default function ResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const [fromBrowser, setFromBrowser] = useState<Summary | null>(null);
  useEffect(() => {
    const submitted = readSubmittedApplication(browserStorage());
    if (submitted?.data) {
      const stored = submitted.data as Partial<Summary>;
      setFromBrowser({
        loanAmount: typeof stored.loanAmount === "number" ? stored.loanAmount : null,
        businessType: stored.businessType ?? null,
        loanPurpose: stored.loanPurpose ?? null,
      });
    }
  }, []);
  const summary: Summary | null = loaderData.summary ?? fromBrowser;
  const rows: [string, string][] = [
    ["Amount", summary?.loanAmount ? formatPounds(summary.loanAmount) : "Not given"],
    ["Business", summary?.businessType || "Not given"],
    ["Purpose", summary?.loanPurpose || "Not given"],
  ];

  return (
    <>
      <PageIntro
        entry={loaderData.page}
        lead="Thank you. We have your application and a broker will be in touch. Adding your documents now helps lenders decide sooner."
      >
        <div className="mt-8 flex max-w-3xl items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
          <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-bold text-brand-900">Your application summary</h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-3">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </PageIntro>
      <Section
        tone="surface"
        align="left"
        eyebrow="Optional"
        title="Upload Your Documents"
        lead="Accounts, bank statements, management accounts and anything else that helps. Your files go only to your broker; they are never public."
      >
        <DocumentUpload answer={actionData?.answer ?? null} />
      </Section>
      <Section
        eyebrow="Your team"
        title="The Brokers Who Will Help You"
        lead="One of our brokers will review your application and documents."
      >
        <TeamShowcase members={brokers} label="Brokers" as="h3" />
      </Section>
      <Section tone="tint" title="What Happens Next">
        <ol className="mx-auto max-w-3xl list-decimal space-y-3 pl-6 text-lg text-ink">
          <li>A broker reviews your application and any documents you sent.</li>
          <li>
            They call you {site.brokerHours}. Out of hours, brokers work on securing options and
            call you in the morning.
          </li>
          <li>They present the offers lenders make; you decide whether to go ahead.</li>
        </ol>
        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 sm:flex-row">
          <CallButton location="results" label={`Call ${site.phoneDisplay}`} variant="primary" />
          <Button asChild variant="outline">
            <a href={`mailto:${site.email}`}>
              <Mail aria-hidden="true" />
              Email {site.email}
            </a>
          </Button>
        </div>
        <p className="mx-auto mt-4 max-w-3xl text-muted">
          We reply to email within {emailResponseTime} in working hours. Applied by mistake or want
          to change something? <Link to={paths.contact}>Contact us</Link>.
        </p>
      </Section>
    </>
  );
}
