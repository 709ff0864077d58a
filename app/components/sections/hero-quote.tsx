import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { quoteCard } from "#app/content/enquiry.ts";
import type { ProductSlug } from "#app/paths.ts";

/**
 * The quick quote set in the right half of a product or industry page's hero on wide screens
 * (the home hero's card and form): a product page names its product in the heading, an industry
 * page asks in general. Below 1024 px the hero keeps its Apply button alone, so a phone's first
 * screen is not a form.
 */
export function HeroQuote({ title, product }: { title: string; product?: ProductSlug }) {
  return (
    <aside
      aria-labelledby="hero-quote-heading"
      data-slot="hero-quote"
      className="hidden rounded-2xl bg-white p-6 text-ink shadow-xl ring-1 ring-line lg:block lg:p-8"
    >
      <h2 id="hero-quote-heading" className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{quoteCard.note}</p>
      <div className="mt-5">
        <QuoteForm variant="desktop" product={product} />
      </div>
    </aside>
  );
}
