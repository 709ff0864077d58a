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
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {eligibilityCriteria.map((criterion) => (
          <li key={criterion.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-success-50 text-success-700">
              <Icon name={criterion.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{criterion.title}</h3>
            <p className="mt-2 text-muted">{criterion.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ApplyButton label="Start Application" />
      </div>
    </Section>
  );
}
