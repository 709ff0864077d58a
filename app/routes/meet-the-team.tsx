import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { businessOrganisation, JsonLd } from "#app/components/json-ld.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeamGrid, TeamProfilesNote } from "#app/components/sections/team.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { teamValues } from "#app/content/about.ts";
import { brokers, directors, teamMembers } from "#app/content/team.ts";
import { paths } from "#app/paths.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useSite } from "#app/lib/site.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

export default function MeetTheTeamPage() {
  const entry = usePageEntry();
  const site = useSite();
  return (
    <>
      <JsonLd
        data={{
          ...businessOrganisation(site, "Organization"),
          legalName: site.legalName,
          sameAs: [site.social.linkedin, site.social.facebook, site.social.instagram],
          employee: teamMembers.map((member) => ({
            "@type": "Person",
            name: member.name,
            jobTitle: member.role,
          })),
        }}
      />
      <PageIntro
        entry={entry}
        lead="The directors and brokers who find the right funding for your business, and stay with you from first call to funds in your account."
      >
        <ActionRow>
          <Button asChild variant="cta" size="lg">
            <Link to={paths.contact}>
              Get In Touch
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <CallButton location="meet-the-team" label={vocabulary.call} size="lg" />
        </ActionRow>
      </PageIntro>
      <Section
        eyebrow="Leadership"
        title="Leadership Team"
        lead="Decades of lending experience between them, and accountable for every recommendation we make."
      >
        <TeamProfilesNote />
        <TeamGrid members={directors} />
      </Section>
      <Section
        tone="surface"
        eyebrow="Your broker"
        title="Expert Brokers"
        lead="Each broker knows the lenders, the products and the sectors they look after."
      >
        <TeamGrid members={brokers} />
      </Section>
      <Section eyebrow="How we work" title="Team Values">
        <IconCardGrid items={teamValues} />
      </Section>
      <section aria-labelledby="join-team" className="bg-brand-50 py-14 md:py-20">
        <div className="container-page flex flex-col items-center text-center">
          <h2
            id="join-team"
            className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl"
          >
            Join Our Growing Team
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            We are always glad to hear from experienced brokers and people who want to build a
            career in business finance.
          </p>
          <Button asChild variant="primary" size="lg" className="mt-8">
            <Link to={paths.contact}>
              Contact Us About Careers
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
