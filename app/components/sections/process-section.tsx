import { Link } from "react-router";
import { processSteps } from "#app/content/process.ts";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StepList } from "#app/components/sections/steps.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";

/** Both buttons fit one row on a phone. */
const phoneButton = "max-md:min-h-11 max-md:px-4 max-md:text-base";

/** How our process works: four steps on a timeline, with how long each takes. */
export function ProcessSection() {
  return (
    <Section
      eyebrow="Simple and fast"
      title="How our process works"
      lead="From application to funds in four steps, with a broker beside you throughout."
      leadOnPhones={false}
    >
      <StepList steps={processSteps} />
      <div className="mt-6 flex flex-wrap justify-center gap-3 md:mt-12">
        <ApplyButton label="Start Application" className={phoneButton} />
        <Button asChild variant="outline" size="lg" className={phoneButton}>
          <Link to={paths.documentPreparation}>
            Learn More<span className="sr-only"> about preparing your documents</span>
          </Link>
        </Button>
      </div>
    </Section>
  );
}
