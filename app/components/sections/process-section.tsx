import { Clock } from "lucide-react";
import { Link } from "react-router";
import { processSteps } from "#app/content/process.ts";
import { paths } from "#app/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/sections/icon.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";
import { cn } from "#app/lib/cn.ts";

/** How our process works: four steps with how long each takes. */
export function ProcessSection() {
  return (
    <Section
      eyebrow="Simple and fast"
      title="How our process works"
      lead="From application to funds in four steps, with a broker beside you throughout."
    >
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {processSteps.map((step) => (
          <li
            key={step.step}
            className={cn(
              "flex flex-col rounded-2xl border p-6",
              step.highlight
                ? "border-accent-500 bg-accent-300/25 ring-2 ring-accent-500"
                : "border-line bg-white",
            )}
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-800 text-white">
                <Icon name={step.icon} />
              </span>
              <span aria-hidden="true" className="text-4xl font-extrabold text-brand-200">
                {step.step}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-bold text-ink">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className="mt-2 flex-1 text-muted">{step.description}</p>
            <p
              className={cn(
                "mt-4 inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-semibold",
                step.highlight ? "bg-accent-500 text-accent-ink" : "bg-brand-50 text-brand-800",
              )}
            >
              <Clock aria-hidden="true" className="size-4" />
              {step.duration}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ApplyButton label="Start Application" />
        <Button asChild variant="outline" size="lg">
          <Link to={paths.documentPreparation}>
            Learn More<span className="sr-only"> about preparing your documents</span>
          </Link>
        </Button>
      </div>
    </Section>
  );
}
