import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { quoteCard } from "#app/content/enquiry.ts";
import { catalogueRanges } from "#app/content/catalogue-ranges.ts";
import { fundingRange } from "#app/content/claims.ts";
import { formatAmountRange } from "#app/content/format.ts";
import { productNames } from "#app/content/names.ts";
import { paths, type ProductSlug } from "#app/paths.ts";

/**
 * The quick quote set in the right half of a product or industry page's hero on wide screens
 * (the home hero's card and form): a product page names its product in the heading, an industry
 * page asks in general. Below 1024 px the hero keeps its Apply button alone, so a phone's first
 * screen is not a form. The quote's slider keeps the general scale (£5,000 to £500,000, §4); a
 * product that lends more says so under it, with the way to apply for its whole range.
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
      {product ? <BeyondQuote product={product} /> : null}
    </aside>
  );
}

function BeyondQuote({ product }: { product: ProductSlug }) {
  const range = catalogueRanges[product].amount;
  if (range.max <= fundingRange.max) return null;
  const copy = quoteCard.beyondQuote;
  return (
    <p className="mt-4 border-t border-line pt-4 text-sm text-ink">
      {copy.scale(formatAmountRange(fundingRange))}{" "}
      <a href={paths.applyFor(product)} className="font-semibold text-brand-700 underline">
        {copy.apply(productNames[product])}
      </a>
      {copy.range(formatAmountRange(range))}
    </p>
  );
}
