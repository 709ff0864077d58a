import { claims, subjectToStatus } from "#app/content/claims.ts";
import { whyChooseUs } from "#app/content/home.ts";
import type { ProductCard } from "#app/content/product-figures.ts";
import { Section } from "#app/components/sections/section.tsx";
import { ProductCardGrid } from "#app/components/sections/product-card.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { Disclosure } from "#app/components/ui/disclosure.tsx";

/**
 * Expert-Guided Business Finance Solutions: six cards, why choose us and funding arranged. The
 * cards come from the page's loader (`homeProductCards`), not from the catalogue in the script.
 */
export function ProductsSection({ cards }: { cards: ProductCard[] }) {
  return (
    <Section
      tone="surface"
      eyebrow="Our solutions"
      title="Expert-Guided Business Finance Solutions"
      lead="Funding for every stage of your business, compared across our panel of lenders. Subject to status."
      leadOnPhones={false}
    >
      <ProductCardGrid cards={cards} features="desktop" phoneRows />
      <p className="mt-2 text-sm text-muted md:hidden">{subjectToStatus}</p>
      <div className="mt-4 grid gap-6 md:mt-14 lg:grid-cols-[1.4fr_1fr]">
        {/* A list phones open when they want it; wider screens show it. */}
        <Disclosure
          heading={
            <h3 className="text-lg font-bold text-brand-900">Why Choose Our Expert Service</h3>
          }
          className="rounded-2xl border border-line bg-white md:hidden"
          summaryClassName="min-h-12 p-4"
          chevronClassName="text-brand-700"
        >
          <CheckList items={whyChooseUs} className="px-4 pb-4" />
        </Disclosure>
        <div className="rounded-2xl border border-line bg-white p-8 max-md:hidden">
          <h3 className="text-2xl font-bold text-brand-900">Why Choose Our Expert Service</h3>
          <CheckList items={whyChooseUs} columns={2} className="mt-6" />
        </div>
        {/* Phones meet this figure once, in the closing band's figures at the foot of the page. */}
        <div className="flex flex-col justify-center rounded-2xl bg-brand-900 p-8 text-center text-white max-md:hidden">
          <p className="text-6xl font-extrabold tracking-tight text-accent-300">
            {claims.fundingArranged.figure}
          </p>
          <p className="mt-2 text-xl font-semibold">{claims.fundingArranged.label}</p>
          <p className="mt-3 text-brand-100">for UK businesses through lenders on our panel.</p>
        </div>
      </div>
    </Section>
  );
}
