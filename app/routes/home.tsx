import { usePageEntry } from "#app/components/page-intro.tsx";
import { businessOrganisation, JsonLd } from "#app/components/json-ld.tsx";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import { ProductsSection } from "#app/components/sections/products-section.tsx";
import { ProcessSection } from "#app/components/sections/process-section.tsx";
import { EligibilitySection } from "#app/components/sections/eligibility-section.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { LazySection } from "#app/components/sections/lazy-section.tsx";
import { ReviewsSection } from "#app/components/sections/reviews-section.tsx";
import { FundingCalculator } from "#app/components/sections/funding-calculator.tsx";
import { SuccessStoriesSection } from "#app/components/sections/success-stories-section.tsx";
import { HomeFaqSection } from "#app/components/sections/home-faq-section.tsx";
import { MobileApplyBar } from "#app/components/sections/mobile-apply-bar.tsx";
import { fundingRange } from "#app/content/claims.ts";
import { formatPounds } from "#app/lib/money.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { homeProductCards } from "#app/content/product-views.server.ts";
import { eligibilityCheck } from "#app/content/eligibility-check.server.ts";
import { useSite } from "#app/lib/site.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { paths } from "#app/paths.ts";
import type { Route } from "./+types/home";

/**
 * The product cards travel as the page's data, not in its script, and so does the quick
 * eligibility check with its answer to the query's questions (docs/decisions/0040).
 */
export function loader(args: Route.LoaderArgs) {
  return {
    productCards: homeProductCards(),
    eligibility: eligibilityCheck(args.url.searchParams),
    ...contentLoader(args),
  };
}

export const meta: Route.MetaFunction = contentMeta;

/** The quote form, calculator and lazy sections are scripts of their own (docs/decisions/0020). */
export const handle = staticPage;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  const site = useSite();
  return (
    <>
      <JsonLd
        data={{
          ...businessOrganisation(site, "FinancialService"),
          description: entry.description,
          priceRange: `${formatPounds(fundingRange.min)} - ${formatPounds(fundingRange.max)}`,
          areaServed: "GB",
        }}
      />
      <HomeHero headline={entry.h1} />
      <ProductsSection cards={loaderData.productCards} />
      <LazySection reserve="min-h-[522px] md:min-h-[1270px] lg:min-h-[950px]">
        <ReviewsSection />
      </LazySection>
      <ProcessSection />
      <LazySection reserve="min-h-[697px] md:min-h-[1050px] lg:min-h-[765px]">
        <FundingCalculator />
      </LazySection>
      <LazySection reserve="min-h-[667px] md:min-h-[1410px] lg:min-h-[800px]">
        <SuccessStoriesSection />
      </LazySection>
      <EligibilitySection check={loaderData.eligibility} action={paths.home} location="home" />
      <LazySection reserve="min-h-[437px] md:min-h-[805px]">
        <HomeFaqSection />
      </LazySection>
      <CtaSection variant="confidence" showStats location="home" />
      <MobileApplyBar location="home" />
    </>
  );
}
