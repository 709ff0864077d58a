import { Clock } from "lucide-react";
import { FaqExplorer } from "#app/components/faq/faq-explorer.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { PageIntro, usePageEntry } from "#app/components/page-intro.tsx";
import { CallButton, EmailButton } from "#app/components/sections/call-link.tsx";
import { faqItems } from "#app/content/faq.ts";
import { contentMeta } from "#app/lib/meta.ts";
import { staticPage } from "#app/lib/static-page.ts";
import { contentLoader } from "#app/lib/content-page.server.ts";
import { useSite } from "#app/lib/site.ts";
import { vocabulary } from "#app/content/vocabulary.ts";
import { claims } from "#app/content/claims.ts";

export const loader = contentLoader;
export const meta = contentMeta;

// The search and questions work through the shell: served without the framework.
export const handle = staticPage;

export default function FaqPage() {
  const entry = usePageEntry();
  const site = useSite();
  return (
    <>
      <PageIntro
        entry={entry}
        lead="Straight answers about who can apply, how the process works, what it costs and how your information is protected."
      />
      <div className="container-page grid gap-10 pb-16 md:pb-24 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="mb-5 text-2xl font-bold text-brand-900">
            Questions and answers
          </h2>
          <FaqExplorer items={faqItems} />
        </section>
        <aside aria-labelledby="faq-contact-heading" className="lg:pt-14">
          <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg lg:sticky lg:top-32">
            <h2 id="faq-contact-heading" className="text-xl font-bold">
              Still have a question?
            </h2>
            <p className="mt-2 text-brand-100">
              Speak to a broker who will give you a straight answer about your business.
            </p>
            <div className="mt-5 flex flex-col gap-3">
              <CallButton
                location="faq"
                label={vocabulary.callOn(site.phoneDisplay)}
                variant="cta"
              />
              <EmailButton />
            </div>
            <p className="mt-5 flex items-start gap-2 text-sm text-brand-100">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Lines open {site.openingHours}. {claims.emailResponse.words}.
              </span>
            </p>
          </div>
        </aside>
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqItems.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
    </>
  );
}
