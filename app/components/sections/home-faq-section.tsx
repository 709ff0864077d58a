import { Link } from "react-router";
import { homeFaq } from "#app/content/home-faq.ts";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FaqAccordion } from "#app/components/sections/faq-accordion.tsx";
import { Section } from "#app/components/sections/section.tsx";

/** A short selection of questions (four on phones) with the way to the full list. */
export function HomeFaqSection() {
  return (
    <Section
      tone="surface"
      eyebrow="Questions"
      title="Frequently Asked Questions"
      lead="Quick answers to what business owners ask us most."
      leadOnPhones={false}
    >
      <FaqAccordion items={homeFaq} phoneCount={4} />
      <div className="mt-6 text-center md:mt-10">
        <Button asChild variant="outline">
          <Link to={paths.faq}>View All FAQs</Link>
        </Button>
      </div>
    </Section>
  );
}
