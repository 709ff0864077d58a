import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { CallButton } from "#app/components/sections/call-link.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { ComparisonTable } from "#app/components/sections/comparison-table.tsx";
import { ProductCardGrid } from "#app/components/sections/product-card.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { claimStat, claims, hubFigures, subjectToStatus } from "#app/content/claims.ts";
import { formatAmountRange } from "#app/content/format.ts";
import { hubProductSlugs, hubWhyChooseUs } from "#app/content/hub.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { comparisonRows, productCards } from "#app/content/product-views.server.ts";
import { vocabulary } from "#app/content/vocabulary.ts";
import type { Route } from "./+types/business-loans";

/** The cards and the comparison travel as the page's data, not in its script. */
export function loader(args: Route.LoaderArgs) {
  return {
    productCards: productCards(hubProductSlugs),
    comparison: comparisonRows(),
    ...contentLoader(args),
  };
}

export const meta: Route.MetaFunction = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

export default function BusinessLoansPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Compare business loans from a panel of lenders with one application. A broker explains every option and every cost before you decide."
      >
        <ActionRow>
          <ApplyButton />
          <CallButton location="business-loans" label={vocabulary.call} size="lg" />
        </ActionRow>
        <StatGrid
          className="mt-10"
          stats={[
            claimStat(claims.fundingRange),
            claimStat(claims.typicalDecision),
            { value: `${hubFigures.maxTermMonths} months`, label: "Longest term" },
            claimStat(claims.loansApproved),
          ]}
        />
        <p className="mt-4 text-sm text-muted">
          {formatAmountRange(hubFigures.range)} for most products, with terms up to{" "}
          {hubFigures.maxTermMonths} months and {claims.typicalDecision.words}. {subjectToStatus}
        </p>
      </PageIntro>
      <Section
        tone="surface"
        eyebrow="Popular loans"
        title="Find the Right Business Loan"
        lead="Five of the loans our customers use most. Each page explains who it suits and what it costs."
      >
        <ProductCardGrid cards={loaderData.productCards} />
      </Section>
      <Section eyebrow="Why us" title="Why Choose Us">
        <IconCardGrid items={hubWhyChooseUs} />
      </Section>
      <Section
        tone="tint"
        eyebrow="Every option"
        title="What We Offer"
        lead="The full range of funding we arrange through our panel of lenders, side by side. Figures are typical ranges, subject to status."
      >
        <ComparisonTable
          rows={loaderData.comparison}
          caption="Every product we arrange, compared"
        />
      </Section>
      <CtaSection variant="primary" showStats location="business-loans" />
    </>
  );
}
