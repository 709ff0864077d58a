import { eligibilityCriteria } from "#app/content/eligibility.ts";
import { Icon } from "#app/components/sections/icon.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ApplyButton } from "#app/components/sections/apply-button.tsx";

export const eligibilitySectionId = "eligibility";

/** Quick Eligibility Check: the four criteria and the way to apply. */
export function EligibilitySection() {
  return (
    <Section
      id={eligibilitySectionId}
      tone="tint"
      eyebrow="Could you qualify?"
      title="Quick Eligibility Check"
      lead="Most businesses we help meet all four of these. Missing one? Talk to us: some lenders can still help."
      leadOnPhones={false}
    >
      <ul className="divide-y divide-line rounded-2xl bg-white shadow-sm ring-1 ring-line md:grid md:grid-cols-2 md:gap-5 md:divide-y-0 md:rounded-none md:bg-transparent md:shadow-none md:ring-0 lg:grid-cols-4">
        {eligibilityCriteria.map((criterion) => (
          <li
            key={criterion.title}
            className="flex gap-3 p-4 md:block md:rounded-2xl md:bg-white md:p-6 md:shadow-sm md:ring-1 md:ring-line"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-50 text-success-700 md:size-12">
              <Icon name={criterion.icon} />
            </span>
            <div>
              <h3 className="font-bold text-ink md:mt-4 md:text-lg">{criterion.title}</h3>
              <p className="mt-1 text-sm text-muted md:mt-2 md:text-base">
                {criterion.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {/* Phones have the Apply Now bar in view, and the process's button just above. */}
      <div className="mt-10 text-center max-md:hidden">
        <ApplyButton label="Start Application" />
      </div>
    </Section>
  );
}
