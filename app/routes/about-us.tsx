import { ArrowRight, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { aboutStory, aboutValues } from "#app/content/about.ts";
import { closingStats } from "#app/content/claims.ts";
import { brokerDisclosure } from "#app/content/disclosures.ts";
import { fcaCredential } from "#app/content/credentials.ts";
import { googleReviewsStat } from "#app/content/reviews-stat.ts";
import { OffSiteLink } from "#app/components/ui/off-site-link.tsx";
import { paths } from "#app/paths.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useSite } from "#app/lib/site.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

export default function AboutUsPage() {
  const entry = usePageEntry();
  const site = useSite();
  const reviewsStat = googleReviewsStat(site);
  const stats = reviewsStat
    ? [
        ...closingStats,
        {
          value: reviewsStat.value,
          label: (
            <OffSiteLink credential={reviewsStat.link} className="inline-block py-1 text-white">
              {reviewsStat.label}
            </OffSiteLink>
          ),
        },
      ]
    : closingStats;
  return (
    <>
      <PageIntro
        entry={entry}
        lead={`${site.brandName} is an independent, FCA regulated business finance broker. We find UK businesses the right funding from a panel of lenders, and explain every option in plain English.`}
      >
        <ActionRow>
          <Button asChild variant="cta" size="lg">
            <Link to={paths.contact}>
              Contact Us
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.meetTheTeam}>Meet The Team</Link>
          </Button>
        </ActionRow>
      </PageIntro>
      <Section eyebrow="Our story" title="Why We Do What We Do" align="left">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-5 text-lg text-ink">
            {aboutStory(site.officeTown).map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <aside
            aria-labelledby="fca-card"
            className="self-start rounded-2xl bg-brand-900 p-6 text-white md:p-8"
          >
            <ShieldCheck aria-hidden="true" className="size-10 text-accent-300" />
            <h3 id="fca-card" className="mt-4 text-2xl font-bold">
              FCA Regulated
            </h3>
            <p className="mt-3 text-brand-100">
              {site.legalName} is authorised and regulated by the Financial Conduct Authority for
              credit broking, firm reference number {site.fcaFirmReference}.
            </p>
            <p className="mt-3 text-sm text-brand-100">{brokerDisclosure}</p>
            <OffSiteLink
              credential={fcaCredential(site)}
              destinationInText
              className="mt-5 inline-block py-1 font-semibold text-white"
            >
              Check FRN {site.fcaFirmReference} on the FCA register
            </OffSiteLink>
          </aside>
        </div>
      </Section>
      <Section tone="surface" eyebrow="Our values" title="What We Stand For">
        <IconCardGrid items={aboutValues} />
      </Section>
      <Section tone="brand" eyebrow="In numbers" title="Trusted by UK Businesses">
        <StatGrid stats={stats} inverse className="mx-auto max-w-4xl" />
      </Section>
      <CtaSection variant="reviews" location="about-us" />
    </>
  );
}
