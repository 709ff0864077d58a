import { Quote } from "lucide-react";
import { Link } from "react-router";
import { featuredReviews, testimonialsNote, type Review } from "#app/content/reviews.ts";
import { products } from "#app/content/products.ts";
import { GoogleReviewsLink, useHasGoogleReviews } from "#app/components/sections/credentials.tsx";
import { paths } from "#app/paths.ts";
import { Section } from "#app/components/sections/section.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * What customers say. Phones show the first three. The eyebrow links to the firm's Google
 * reviews when they are configured, and otherwise names the section without a rating.
 */
export function ReviewsSection() {
  const hasReviews = useHasGoogleReviews();
  return (
    <Section
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
      lead={`Owners and directors on working with our brokers. ${testimonialsNote}`}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featuredReviews.map((review, index) => (
          <li key={review.name} className={cn(index >= 3 && "max-md:hidden")}>
            <TestimonialFigure review={review} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One testimonial: the words, who said them, and the product that funded them. */
export function TestimonialFigure({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <Quote aria-hidden="true" className="size-8 text-accent-500" />
      <blockquote className="mt-3 flex-1 text-ink">
        <p>{review.quote}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-line pt-4 text-sm">
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
