import { Link } from "react-router";
import { homeFaq } from "#app/content/home-faq.ts";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { Section } from "#app/components/sections/section.tsx";

/** A short selection of questions with the way to the full list. */
export function HomeFaqSection() {
  return (
    <Section
      tone="surface"
      eyebrow="Questions"
      title="Frequently Asked Questions"
      lead="Quick answers to what business owners ask us most."
    >
      <FaqAccordion items={homeFaq} />
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link to={paths.faq}>View All FAQs</Link>
        </Button>
      </div>
    </Section>
  );
}
