import { featuredReviews, testimonialsNote } from "#app/content/reviews.ts";
import { TestimonialFigure } from "#app/components/sections/testimonial-figure.tsx";
import { GoogleReviewsLink, useHasGoogleReviews } from "#app/components/sections/credentials.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { SwipeHint } from "#app/components/ui/swipe-hint.tsx";

/**
 * What customers say: a grid, or on phones one row to swipe through. The eyebrow links to the firm's Google
 * reviews when they are configured, and otherwise names the section without a rating.
 */
export function ReviewsSection() {
  const hasReviews = useHasGoogleReviews();
  return (
    <Section
      eyebrowOnPhones={hasReviews}
      eyebrow={
        hasReviews ? (
          <span className="inline-flex items-center gap-1.5">
            <GoogleReviewsLink className="py-1 text-brand-700" iconClassName="size-4 shrink-0" />
          </span>
        ) : (
          "Testimonials"
        )
      }
      title="What Our Clients Say"
      lead={testimonialsNote}
    >
      <ul
        aria-label="Testimonials"
        className="swipe-row md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3"
      >
        {featuredReviews.map((review) => (
          <li key={review.name}>
            <TestimonialFigure review={review} />
          </li>
        ))}
      </ul>
      <SwipeHint count={featuredReviews.length} noun="testimonials" className="mt-2" />
    </Section>
  );
}
