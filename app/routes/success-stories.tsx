import { Users } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { ActionBand } from "#app/components/ui/action-band.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PlainSection } from "#app/components/sections/section.tsx";
import { SuccessStoryCard } from "#app/components/sections/success-story-card.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { successStories, successStoriesLead } from "#app/content/reviews.ts";
import { storyView } from "#app/content/story-view.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { paths } from "#app/paths.ts";
import type { Route } from "./+types/success-stories";

/** The stories travel as the page's data, not in its script. */
export function loader(args: Route.LoaderArgs) {
  return { stories: successStories.map(storyView), ...contentLoader(args) };
}

export const meta: Route.MetaFunction = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

export default function SuccessStoriesPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro entry={entry} lead={successStoriesLead} />

      <PlainSection id="stories" title="The businesses and their funding">
        <ul className="grid gap-6 lg:grid-cols-3">
          {loaderData.stories.map((story) => (
            <li key={story.business}>
              <SuccessStoryCard story={story} full />
            </li>
          ))}
        </ul>
      </PlainSection>

      <section aria-labelledby="team-heading" className="bg-surface py-14 md:py-20">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="team-heading" className="text-2xl font-bold text-brand-900 md:text-3xl">
              Meet the brokers who arrange the funding
            </h2>
            <p className="mt-3 text-lg text-muted">
              Every application starts with a conversation with one of our brokers.
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
        title="Tell us what your business needs"
        description={
          <p>
            A broker will match you with the right lender. No obligation, no upfront fees. Subject
            to status.
          </p>
        }
        actions={<ApplyButton label="Start Application" location="success-stories" />}
      />
    </>
  );
}
