import { Quote } from "lucide-react";
import { Link } from "react-router";
import type { Review } from "#app/content/reviews.ts";
import { productNames } from "#app/content/names.ts";
import { sectors } from "#app/content/sectors.ts";
import { paths } from "#app/paths.ts";

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
          {productNames[review.product]}
        </Link>
      </figcaption>
    </figure>
  );
}
