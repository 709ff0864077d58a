import { CircleCheck } from "lucide-react";
import { usePageEntry } from "#app/components/page-intro.tsx";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { QuoteForm } from "#app/components/forms/quote-form.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { EligibilitySection } from "#app/components/sections/eligibility-section.tsx";
import { MobileApplyBar } from "#app/components/sections/mobile-apply-bar.tsx";
import { ProcessSection } from "#app/components/sections/process-section.tsx";
import { ProductsSection } from "#app/components/sections/products-section.tsx";
import { TrustBadges } from "#app/components/sections/trust-badges.tsx";
import { landingCta, landingTicks } from "#app/content/landing.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { homeProductCards } from "#app/content/product-views.server.ts";
import { eligibilityCheck } from "#app/content/eligibility-check.server.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { paths } from "#app/paths.ts";
import type { Route } from "./+types/social-media-landing";

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

/** The quote form is a script of its own (docs/decisions/0020). */
export const handle = staticPage;

const location = "social-media-landing";

export default function SocialMediaLandingPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  return (
    <>
      <Breadcrumbs trail={entry.breadcrumb} />
      <section aria-labelledby="landing-heading" className="bg-brand-950 text-white">
        <div className="container-page grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <TrustBadges keys={["fca", "reviews"]} />
            <h1
              id="landing-heading"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance md:text-5xl"
            >
              {entry.h1}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-brand-100">{entry.description}</p>
            <ul className="mt-6 grid max-w-xl gap-3 sm:grid-cols-2">
              {landingTicks.map((tick) => (
                <li key={tick} className="flex items-center gap-2 font-semibold">
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
                  {tick}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-5 text-ink shadow-2xl md:p-8">
            <h2 className="text-2xl font-bold text-brand-900">Get Your Free Quote</h2>
            <p className="mt-1 text-sm text-muted">
              No obligation. No impact on your credit score.
            </p>
            <div className="mt-5">
              <QuoteForm variant="landing" />
            </div>
          </div>
        </div>
      </section>
      <ProductsSection cards={loaderData.productCards} />
      <ProcessSection />
      <EligibilitySection
        check={loaderData.eligibility}
        action={paths.socialMediaLanding}
        location={location}
      />
      <CtaSection
        variant="confidence"
        title={landingCta.title}
        description={landingCta.description}
        location={location}
        alsoReportAsCta
      />
      <MobileApplyBar location={location} />
    </>
  );
}
