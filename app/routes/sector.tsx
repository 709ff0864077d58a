import { ArrowRight, BadgeCheck, Handshake, ShieldCheck, Zap } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/sector";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { SplitBand } from "#app/components/sections/split-band.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { claims } from "#app/content/claims.ts";
import { sectorIllustration } from "#app/content/illustrations.ts";
import { productNames } from "#app/content/names.ts";
import { sectorPageText, sectors, type Sector } from "#app/content/sectors.ts";
import { sectorReview, sectorStory } from "#app/content/reviews.ts";
import { storyView } from "#app/content/story-view.ts";
import { TestimonialFigure } from "#app/components/sections/testimonial-figure.tsx";
import { SuccessStoryCard } from "#app/components/sections/success-story-card.tsx";
import { contentMeta } from "#app/lib/meta.ts";
import { HeroQuote } from "#app/components/sections/hero-quote.tsx";
import { quoteCard } from "#app/content/enquiry.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { isSectorSlug, paths } from "#app/paths.ts";
import { vocabulary } from "#app/content/vocabulary.ts";

export function loader(args: Route.LoaderArgs) {
  if (!isSectorSlug(args.params.sector)) throw data(null, { status: 404 });
  const sector = args.params.sector;
  const story = sectorStory(sector);
  // The example and testimonial travel as the page's data, not in its script.
  return {
    sector,
    story: story ? storyView(story) : null,
    review: sectorReview(sector) ?? null,
    ...contentLoader(args),
  };
}

export const meta: Route.MetaFunction = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

const strip = [
  { Icon: ShieldCheck, label: "FCA Regulated" },
  { Icon: Handshake, label: "Dedicated Broker Support" },
  { Icon: Zap, label: "Fast Decisions" },
  { Icon: BadgeCheck, label: "No Hidden Fees" },
];

export default function SectorPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  const sector = sectors[loaderData.sector];
  const location = `sector-${sector.slug}`;
  const text = sectorPageText(sector);
  const { story, review } = loaderData;
  return (
    <>
      <PageIntro
        entry={entry}
        lead={sector.lead}
        aside={<HeroQuote title={quoteCard.title} />}
        below={
          <>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4">
              {strip.map(({ Icon, label }) => (
                <li
                  key={label}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3 font-semibold text-ink ring-1 ring-line sm:p-4"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </li>
              ))}
            </ul>
            <SectorProducts sector={sector} />
          </>
        }
      >
        <ActionRow>
          <ApplyButton />
          <CallButton location={location} label={vocabulary.call} size="lg" />
        </ActionRow>
      </PageIntro>
      <Section
        tone="surface"
        eyebrow="Funding solutions"
        title={text.solutionsTitle}
        lead={text.solutionsLead}
      >
        <IconCardGrid
          items={sector.solutions}
          renderFooter={({ product }) => {
            return product ? (
              <Link
                to={paths.product(product)}
                className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline"
              >
                {productNames[product]}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null;
          }}
        />
      </Section>
      <SplitBand
        eyebrow="What we fund"
        title="What You Can Fund"
        illustration={sectorIllustration(sector.slug)}
      >
        <div className="grid gap-6">
          <div className="rounded-2xl border border-line p-6">
            <h3 className="text-xl font-bold text-brand-900">Funding can cover</h3>
            <CheckList items={sector.fundable} columns={2} className="mt-4" />
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-xl font-bold text-brand-900">Perfect for</h3>
            <CheckList items={sector.perfectFor} columns={2} className="mt-4" />
          </div>
        </div>
      </SplitBand>
      {story && review ? (
        <Section eyebrow="An example" title={text.exampleTitle} lead={text.exampleLead} tone="tint">
          <div className="grid gap-6 lg:grid-cols-2">
            <SuccessStoryCard story={story} full />
            <TestimonialFigure review={review} />
          </div>
        </Section>
      ) : null}
      <section aria-labelledby="sector-closing" className="bg-brand-900 py-14 text-white md:py-20">
        <div className="container-page flex flex-col items-center text-center">
          <h2
            id="sector-closing"
            className="max-w-3xl text-3xl font-extrabold tracking-tight md:text-4xl"
          >
            {text.closingTitle}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            {claims.applicationTime.words}. Or speak to a broker who knows your sector. No
            obligation and no hidden fees.
          </p>
          <ActionRow>
            <ApplyButton />
            <CallButton
              location={location}
              label="Speak to an Expert"
              variant="inverse"
              size="lg"
            />
          </ActionRow>
        </div>
      </section>
    </>
  );
}

/** The products the sector's solutions point to, as links: what its businesses often use. */
function SectorProducts({ sector }: { sector: Sector }) {
  const products = [
    ...new Set(sector.solutions.flatMap(({ product }) => (product ? [product] : []))),
  ];
  if (products.length === 0) return null;
  const id = `sector-${sector.slug}-products`;
  return (
    // Beside the quote on wide screens; on a phone the solutions just below say the same.
    <div className="mt-6 hidden lg:block">
      <p id={id} className="font-semibold text-ink">
        {sectorPageText(sector).productsTitle}
      </p>
      <ul aria-labelledby={id} className="mt-3 flex flex-wrap gap-3">
        {products.map((product) => (
          <li key={product}>
            <Link
              to={paths.product(product)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-4 font-semibold text-brand-700 underline ring-1 ring-line hover:bg-brand-50"
            >
              {productNames[product]}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
