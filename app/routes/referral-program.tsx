import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ActionBand } from "#app/components/ui/action-band.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { PlainSection } from "#app/components/sections/section.tsx";
import { CallButton, EmailButton } from "#app/components/sections/call-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { SectionLink } from "#app/components/ui/section-link.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import {
  referralAudiences,
  referralBenefits,
  referralCommission,
  referralSteps,
} from "#app/content/company.ts";
import { track } from "#app/lib/analytics.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useSite } from "#app/lib/site.ts";
import { paths } from "#app/paths.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

function JoinButton({ location }: { location: string }) {
  return (
    <Button asChild variant="cta" size="lg">
      <Link to={paths.referralJoin} {...track.cta(vocabulary.joinProgramme, location)}>
        {vocabulary.joinProgramme}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

export default function ReferralProgramPage() {
  const entry = usePageEntry();
  const site = useSite();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Introduce business clients who need funding. We find them the right lender, look after them from start to finish and pay you commission when their funding completes."
      >
        <ActionRow>
          <JoinButton location="referral-program-hero" />
          <Button asChild variant="outline" size="lg">
            <SectionLink targetId="how-it-works">How it works</SectionLink>
          </Button>
        </ActionRow>
      </PageIntro>

      <PlainSection
        id="audience"
        title="Who the programme is for"
        lead="Professionals and businesses whose clients and customers are UK businesses."
      >
        <IconCardGrid items={referralAudiences} />
      </PlainSection>

      <section aria-labelledby="how-it-works" className="bg-surface py-14 md:py-20">
        <div className="container-page">
          <h2
            id="how-it-works"
            tabIndex={-1}
            className="scroll-mt-6 text-2xl font-bold text-brand-900 md:text-3xl"
          >
            How it works
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {referralSteps.map((step) => (
              <li key={step.step} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-accent-500 text-lg font-extrabold text-accent-ink"
                  aria-hidden="true"
                >
                  {step.step}
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">
                  <span className="sr-only">Step {step.step}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="commission-heading" className="container-page py-14 md:py-20">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="commission-heading" className="text-2xl font-bold text-brand-900 md:text-3xl">
              Your commission
            </h2>
            <p className="mt-3 text-lg text-muted">
              Clear terms, agreed before you refer anyone, and paid when your client is funded.
            </p>
            <CheckList items={referralCommission} className="mt-6" />
          </div>
          <div className="rounded-2xl bg-brand-900 p-6 text-white md:p-8">
            <h3 className="text-xl font-bold">Talk to our partnerships team</h3>
            <p className="mt-2 text-brand-100">
              Questions before you join? Call or email and we will explain how the programme works
              for your business.
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <CallButton
                location="referral-program"
                label={vocabulary.callOn(site.phoneDisplay)}
                variant="cta"
              />
              <EmailButton subject="Referral programme" />
            </div>
            <p className="mt-4 text-sm text-brand-100">Lines open {site.openingHours}.</p>
          </div>
        </div>
      </section>

      <PlainSection id="benefits" title="Why partner with us" tone="surface">
        <IconCardGrid items={referralBenefits} columns={3} />
      </PlainSection>

      <ActionBand
        headingId="join-heading"
        title="Ready to refer your first client?"
        description={
          <p>
            Joining takes two minutes and costs nothing. We are a credit broker, not a lender; all
            finance is subject to status.
          </p>
        }
        actions={<JoinButton location="referral-program-band" />}
      />
    </>
  );
}
