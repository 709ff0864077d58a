import { CircleCheck, Phone } from "lucide-react";
import { track } from "#app/lib/analytics.ts";
import { useSite } from "#app/lib/site.ts";
import { asideCopy } from "#app/content/application.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { Illustration } from "#app/components/ui/illustration.tsx";

/**
 * Help beside the wizard: a broker's number, what happens after submitting, our promises; on
 * wide screens, where it sits beside the form, a drawing under them.
 */
export function ApplicationAside() {
  const site = useSite();
  return (
    <aside aria-label="Help with your application" className="space-y-5">
      <section className="rounded-2xl bg-brand-900 p-5 text-white">
        <h2 className="text-lg font-bold">{asideCopy.helpTitle}</h2>
        <p className="mt-1 text-brand-100">{asideCopy.helpText}</p>
        <a
          href={`tel:${site.phoneE164}`}
          {...track.phone("application")}
          className="mt-3 inline-flex min-h-11 items-center gap-2 text-xl font-bold text-white underline-offset-4 hover:underline"
        >
          <Phone className="size-5" aria-hidden="true" />
          {site.phoneDisplay}
        </a>
        <p className="text-sm text-brand-100">{site.brokerHours}</p>
      </section>
      <section className="rounded-2xl border border-line bg-white p-5">
        <h2 className="text-lg font-bold text-ink">{asideCopy.nextTitle}</h2>
        <ol className="mt-3 space-y-3">
          {asideCopy.nextSteps.map((text, index) => (
            <li key={text} className="flex gap-3 text-sm text-ink">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
              >
                {index + 1}
              </span>
              {text}
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-2xl border border-line bg-surface p-5">
        <h2 className="text-lg font-bold text-ink">{asideCopy.promisesTitle}</h2>
        <ul className="mt-3 space-y-2">
          {asideCopy.promises.map((text) => (
            <li key={text} className="flex gap-2 text-sm text-ink">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{asideCopy.brokerNotice}</p>
      </section>
      {/* Last in the panel, so it is never the largest thing in the first screenful. */}
      <Illustration image={illustrations.applicationPanel} className="hidden lg:block" />
    </aside>
  );
}
