import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { ContactHelp } from "#app/components/sections/contact-help.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { eligibilitySectionId } from "#app/components/sections/eligibility-section.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { IconCardGrid } from "#app/components/sections/icon-cards.tsx";
import { ProductCardGrid } from "#app/components/sections/product-card.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StepList } from "#app/components/sections/steps.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { ActionRow } from "#app/components/ui/action-row.tsx";
import { eligibilityCriteria } from "#app/content/eligibility.ts";
import { guidesDocuments, guidesFaq, guidesProductSlugs, guidesTips } from "#app/content/guides.ts";
import { processSteps } from "#app/content/process.ts";
import { paths } from "#app/paths.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { productCards } from "#app/content/product-views.server.ts";
import type { Route } from "./+types/guides";

/** The product cards travel as the page's data, not in its script. */
export function loader(args: Route.LoaderArgs) {
  return { productCards: productCards(guidesProductSlugs), ...contentLoader(args) };
}

export const meta: Route.MetaFunction = contentMeta;

// Nothing on the page runs in the browser beyond the shell: served without the framework.
export const handle = staticPage;

const checkEligibilityPath = `${paths.home}#${eligibilitySectionId}`;

function CheckEligibilityButton({ variant = "outline" }: { variant?: "outline" | "cta" }) {
  return (
    <Button asChild variant={variant} size="lg">
      <Link to={checkEligibilityPath}>
        <ListChecks aria-hidden="true" />
        Check Eligibility
      </Link>
    </Button>
  );
}

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  const entry = usePageEntry();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Everything you need to know before you apply: the main types of funding, how the process works, who is eligible and how to make a strong application."
      >
        <ActionRow>
          <ApplyButton label="Start Application" />
          <CheckEligibilityButton />
        </ActionRow>
      </PageIntro>
      <Section
        tone="surface"
        eyebrow="Funding types"
        title="Popular Funding Options"
        lead="Four ways UK businesses most often fund their next step. Amounts and terms are subject to status."
      >
        <ProductCardGrid cards={loaderData.productCards} columns={4} features="never" />
      </Section>
      <Section eyebrow="The process" title="How Business Funding Works">
        <StepList steps={processSteps} />
      </Section>
      <Section tone="tint" eyebrow="Eligibility" title="Who Can Apply">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <h3 className="text-xl font-bold text-brand-900">Lenders usually look for</h3>
            <CheckList items={eligibilityCriteria.map((item) => item.title)} className="mt-4" />
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <h3 className="text-xl font-bold text-brand-900">Have these ready</h3>
            <CheckList items={guidesDocuments} className="mt-4" />
            <p className="mt-4 text-muted">
              <Link
                to={paths.documentPreparation}
                className="font-semibold text-brand-700 underline"
              >
                Read our document preparation guide
              </Link>
            </p>
          </div>
        </div>
        <div className="mt-10 text-center">
          <CheckEligibilityButton variant="cta" />
        </div>
      </Section>
      <Section eyebrow="Tips" title="Tips for a Strong Application">
        <IconCardGrid items={guidesTips} columns={3} />
      </Section>
      <Section tone="surface" eyebrow="Questions" title="Common Questions">
        <FaqAccordion items={guidesFaq} />
        <p className="mt-8 text-center">
          <Link to={paths.faq} className="font-semibold text-brand-700 underline">
            More frequently asked questions
          </Link>
        </p>
      </Section>
      <Section eyebrow="Need help?" title="Talk to a Broker">
        <ContactHelp location="guides" />
      </Section>
      <CtaSection variant="secondary" location="guides" />
    </>
  );
}
