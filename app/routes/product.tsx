import { Info } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { PropertyRiskWarning } from "#app/components/sections/risk-warning.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { SplitBand } from "#app/components/sections/split-band.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { StepList } from "#app/components/sections/steps.tsx";
import { TaxTermCards } from "#app/components/sections/tax-term-cards.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { subjectToStatus } from "#app/content/claims.ts";
import { brokerDisclosure } from "#app/content/disclosures.ts";
import type { CtaVariant } from "#app/content/cta.ts";
import { productIllustration } from "#app/content/illustrations.ts";
import { paths, productSlugs, type ProductSlug } from "#app/paths.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { HeroQuote } from "#app/components/sections/hero-quote.tsx";
import { quoteCard } from "#app/content/enquiry.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { productPageView } from "#app/content/product-views.server.ts";
import { vocabulary } from "#app/content/vocabulary.ts";
import type { Route } from "./+types/product";

/** The product's copy and figures travel as the page's data, not in its script. */
export function loader(args: Route.LoaderArgs) {
  const content = contentLoader(args);
  const slug = productSlugs.find((candidate) => paths.product(candidate) === content.page.path);
  if (!slug) throw new Error(`No product at ${content.page.path}`);
  return { product: productPageView(slug), ...content };
}

export const meta: Route.MetaFunction = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

const ctaVariantFor: Partial<Record<ProductSlug, CtaVariant>> = {
  "same-day-business-funding": "urgent",
  "bad-credit-business-loans": "secondary",
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  const { product } = loaderData;
  const { slug } = product;
  return (
    <>
      <PageIntro
        entry={entry}
        lead={product.intro}
        aside={<HeroQuote title={quoteCard.productTitle(product.shortName)} product={slug} />}
      >
        <ActionRow>
          <ApplyButton product={slug} />
          <CallButton location={`product-${slug}`} label={vocabulary.call} size="lg" />
        </ActionRow>
        <StatGrid className="mt-10" stats={product.highlights} />
        <p className="mt-4 text-sm text-muted">{subjectToStatus}</p>
        {product.exampleText ? (
          <p
            data-slot="representative-example"
            className="mt-4 flex max-w-4xl items-start gap-3 rounded-xl bg-white p-4 text-sm text-ink ring-1 ring-line"
          >
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{product.exampleText}</span>
          </p>
        ) : null}
        {product.securedOnProperty ? <PropertyRiskWarning className="mt-4 max-w-4xl" /> : null}
      </PageIntro>

      <Section tone="white" eyebrow="At a glance" title={`${product.name} in Brief`} align="left">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-line p-6">
            <h3 className="text-xl font-bold text-brand-900">Key facts</h3>
            <dl data-slot="key-facts" className="mt-4 divide-y divide-line">
              {product.keyFacts.map((fact) => (
                <div
                  key={fact.label}
                  className="grid grid-cols-[7rem_1fr] gap-3 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4"
                >
                  <dt className="font-semibold text-muted">{fact.label}</dt>
                  <dd className="text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-muted">
              {subjectToStatus} {brokerDisclosure}
            </p>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-xl font-bold text-brand-900">Eligibility</h3>
            <CheckList items={product.eligibility} className="mt-4" />
            <p className="mt-6 text-muted">
              Getting your documents ready speeds up a decision.{" "}
              <Link
                to={paths.documentPreparation}
                className="font-semibold text-brand-700 underline"
              >
                See what lenders ask for
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>

      {/* The drawing sits here rather than higher up, so it never shares the first screenful. */}
      <SplitBand
        tone="surface"
        eyebrow="Uses"
        title={product.uses.heading}
        lead={product.description}
        illustration={productIllustration(slug)}
        footer={<IconCardGrid items={product.uses.items} />}
      />

      {product.securityTypes ? (
        <Section eyebrow="Security" title="Types of Security We Accept">
          <IconCardGrid items={product.securityTypes} />
        </Section>
      ) : null}

      {product.benefits ? (
        <Section
          tone={product.securityTypes ? "surface" : "white"}
          eyebrow="Benefits"
          title={product.benefits.heading}
        >
          <IconCardGrid items={product.benefits.items} columns={3} />
        </Section>
      ) : null}

      {product.termOptions ? (
        <Section
          eyebrow="Your choice"
          title="Choose Your Term"
          lead="Spread the bill over the term that suits your cash flow."
        >
          <TaxTermCards options={product.termOptions} />
        </Section>
      ) : null}

      {product.howItWorks ? (
        <Section eyebrow="Step by step" title={product.headings.howItWorks}>
          <StepList steps={product.howItWorks} />
        </Section>
      ) : null}

      <Section tone="tint" eyebrow="Features" title={product.headings.features}>
        <div className={product.offer ? "grid gap-6 lg:grid-cols-2" : "mx-auto max-w-3xl"}>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <h3 className="text-xl font-bold text-brand-900">What you get</h3>
            <CheckList items={product.features} className="mt-4" />
          </div>
          {product.offer ? (
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
              <h3 className="text-xl font-bold text-brand-900">What we offer</h3>
              <CheckList items={product.offer} className="mt-4" />
            </div>
          ) : null}
        </div>
      </Section>

      <Section
        eyebrow="Getting started"
        title={`Apply in ${product.steps.length} Simple Steps`}
        lead="A broker stays with you from the first call to the funds in your account."
      >
        <StepList steps={product.steps} />
      </Section>

      <CtaSection
        variant={ctaVariantFor[slug] ?? "primary"}
        showStats
        location={`product-${slug}`}
        product={slug}
      />
    </>
  );
}
