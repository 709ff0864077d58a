import { ArrowRight, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { ProductCard } from "#app/content/product-figures.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/sections/icon.tsx";
import { cn } from "#app/lib/cn.ts";

/** A product with its amount and term, linking to its page. */
export function ProductCardView({
  card,
  features = "always",
  className,
}: {
  card: ProductCard;
  /** "desktop" leaves the feature list out on phones, where the cards stack. */
  features?: "always" | "desktop" | "never";
  className?: string;
}) {
  return (
    <article
      data-slot="product-card"
      className={cn(
        "flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={card.icon} />
        </span>
        {card.badge ? (
          <span className="rounded-full bg-accent-300 px-3 py-1 text-xs font-bold text-accent-ink">
            {card.badge}
          </span>
        ) : null}
      </div>
      <h3 className="text-xl font-bold text-ink">{card.title}</h3>
      <p className="mt-2 text-muted">{card.description}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-surface p-4">
        <div>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">Amount</dt>
          <dd className="mt-1 font-bold text-brand-900">{card.amountRange}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">Term</dt>
          <dd className="mt-1 font-bold text-brand-900">{card.termRange}</dd>
        </div>
      </dl>
      {features !== "never" ? (
        <ul
          className={cn(
            "mt-5 space-y-2 text-sm text-ink",
            features === "desktop" && "max-md:hidden",
          )}
        >
          {card.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
              />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        <Button asChild variant="outline" className="w-full">
          <Link to={card.path}>
            Learn More<span className="sr-only"> about {card.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}

/**
 * The cards as a grid; with `phoneRows`, phones get a compact list instead (each product's
 * name, amount and term on one row that links to its page), so the section stays a screen long.
 */
export function ProductCardGrid({
  cards,
  columns = 3,
  features,
  phoneRows = false,
}: {
  cards: ProductCard[];
  columns?: 2 | 3 | 4;
  features?: "always" | "desktop" | "never";
  phoneRows?: boolean;
}) {
  return (
    <>
      {phoneRows ? <ProductRowList cards={cards} className="md:hidden" /> : null}
      <ul
        className={cn(
          "grid gap-6 md:grid-cols-2",
          phoneRows && "max-md:hidden",
          columns === 3 && "lg:grid-cols-3",
          columns === 4 && "lg:grid-cols-4",
        )}
      >
        {cards.map((card) => (
          <li key={card.path}>
            <ProductCardView card={card} features={features} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Products as rows with their key figures, each row one link to the product's page. */
export function ProductRowList({ cards, className }: { cards: ProductCard[]; className?: string }) {
  return (
    <ul
      data-slot="product-rows"
      className={cn(
        "divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm",
        className,
      )}
    >
      {cards.map((card) => (
        <li key={card.path}>
          <Link
            to={card.path}
            className="flex min-h-14 items-center gap-3 px-4 py-2.5 no-underline hover:bg-brand-50"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={card.icon} className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-ink">
                {card.title}
                {card.badge ? (
                  <span className="ml-2 inline-block rounded-full bg-accent-300 px-2 py-0.5 align-middle text-xs font-bold text-accent-ink">
                    {card.badge}
                  </span>
                ) : null}
              </span>
              <span className="block text-sm text-muted">
                {card.amountRange}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {card.termRange}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
