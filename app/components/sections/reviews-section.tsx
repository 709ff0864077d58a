import { Quote } from "lucide-react";
import { Link } from "react-router";
import { featuredReviews, testimonialsNote, type Review } from "#app/content/reviews.ts";
import { products } from "#app/content/products.ts";
import { sectors } from "#app/content/sectors.ts";
import { GoogleReviewsLink, useHasGoogleReviews } from "#app/components/sections/credentials.tsx";
import { paths } from "#app/paths.ts";
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

/** One testimonial: the words, who said them, their sector, and the product that funded them. */
export function TestimonialFigure({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6">
      <div className="flex items-start justify-between gap-3">
        <Quote aria-hidden="true" className="size-7 text-accent-500 md:size-8" />
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {sectors[review.sector].name}
        </span>
      </div>
      <blockquote className="mt-3 flex-1 text-ink">
        <p>{review.quote}</p>
      </blockquote>
      <figcaption className="mt-4 border-t border-line pt-3 text-sm md:mt-5 md:pt-4">
        <span className="block font-bold text-ink">{review.name}</span>
        <span className="block text-muted">
          {review.role}, {review.business}, {review.town}
        </span>
        <Link
          to={paths.product(review.product)}
          className="mt-1 inline-block py-1 font-medium text-brand-700 underline"
        >
          {products[review.product].name}
        </Link>
      </figcaption>
    </figure>
  );
}
