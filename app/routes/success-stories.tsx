import { Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ActionBand } from "#app/components/ui/action-band.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { PlainSection } from "#app/components/sections/section.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { storyCategories } from "#app/content/company.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { paths } from "#app/paths.ts";

export const loader = contentLoader;
export const meta = contentMeta;

export default function SuccessStoriesPage() {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="We are gathering the stories of UK businesses we have helped to fund, told in their own words. Here is what you will be able to read."
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm">
          <Sparkles className="size-4 text-accent-600" aria-hidden="true" />
          Client stories coming soon
        </p>
      </PageIntro>

      <PlainSection id="categories" title="Stories we will share">
        <IconCardGrid items={storyCategories} columns={3} />
      </PlainSection>

      <section aria-labelledby="team-heading" className="bg-surface py-14 md:py-20">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="team-heading" className="text-2xl font-bold text-brand-900 md:text-3xl">
              Meet the people behind the stories
            </h2>
            <p className="mt-3 text-lg text-muted">
              Every success starts with a conversation with one of our brokers.
            </p>
          </div>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.meetTheTeam}>
              <Users aria-hidden="true" />
              Meet The Team
            </Link>
          </Button>
        </div>
      </section>

      <ActionBand
        headingId="stories-apply-heading"
        title="Write your own success story"
        description={
          <p>
            Tell us what your business needs and a broker will match you with the right lender. No
            obligation, no upfront fees. Subject to status.
          </p>
        }
        actions={<ApplyButton label="Start Application" location="success-stories" />}
      />
    </>
  );
}
