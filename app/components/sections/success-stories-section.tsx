import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { featuredStories, successStoriesLead } from "#app/content/reviews.ts";
import { SuccessStoryCard } from "#app/components/sections/success-story-card.tsx";
import { storyView } from "#app/content/story-view.ts";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { SwipeHint } from "#app/components/ui/swipe-hint.tsx";

/** The home page's stories (a row to swipe on phones), with a link to the page that tells each in full. */
export function SuccessStoriesSection() {
  return (
    <Section
      eyebrow="Success stories"
      title="How Funding Helps UK Businesses"
      lead={successStoriesLead}
    >
      <ul aria-label="Success stories" className="swipe-row md:grid md:gap-6 lg:grid-cols-3">
        {featuredStories.map((story) => (
          <li key={story.business}>
            <SuccessStoryCard story={storyView(story)} />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-between gap-3 md:mt-10 md:justify-center">
        <SwipeHint count={featuredStories.length} noun="stories" />
        <Button
          asChild
          variant="outline"
          className="max-md:min-h-11 max-md:border-0 max-md:px-2 max-md:text-brand-700 max-md:underline"
        >
          <Link to={paths.successStories}>
            All Success Stories
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
