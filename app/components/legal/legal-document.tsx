import { CalendarCheck, CalendarClock } from "lucide-react";
import {
  formatLegalDate,
  nextReviewDate,
  resolveText,
  type LegalBlock,
  type SiteDocument,
} from "#app/content/legal.ts";
import { RichText } from "#app/components/legal/rich-text.tsx";
import { useSite } from "#app/lib/site.ts";

/** A legal document or statement: dates, a table of contents and numbered sections set for reading. */
export function LegalDocumentView({ document }: { document: SiteDocument }) {
  const site = useSite();
  const reviewDate = nextReviewDate(document.lastUpdated);

  function renderBlock(block: LegalBlock, index: number) {
    if ("paragraph" in block) {
      return (
        <p key={index}>
          <RichText text={resolveText(block.paragraph, site)} />
        </p>
      );
    }
    return (
      <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <RichText text={resolveText(item, site)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="container-page pb-16 md:pb-24">
      <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
        <div className="space-y-6 lg:sticky lg:top-32 lg:max-h-[calc(100vh-9rem)] lg:self-start lg:overflow-y-auto">
          <div className="space-y-3 rounded-2xl border border-line bg-surface p-5 text-sm">
            <p className="flex items-start gap-2">
              <CalendarCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                Last Updated:{" "}
                <time dateTime={document.lastUpdated} className="font-semibold">
                  {formatLegalDate(document.lastUpdated)}
                </time>
              </span>
            </p>
            <p className="flex items-start gap-2">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                Next review:{" "}
                <time dateTime={reviewDate} className="font-semibold">
                  {formatLegalDate(reviewDate)}
                </time>
              </span>
            </p>
          </div>
          <nav aria-labelledby="contents-heading" className="rounded-2xl border border-line p-5">
            <h2 id="contents-heading" className="text-base font-bold text-brand-900">
              Contents
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded py-1 text-brand-700 no-underline hover:text-brand-900 hover:underline"
                  >
                    <span className="w-5 shrink-0 tabular-nums text-muted">{index + 1}.</span>
                    <span>{section.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>

        <article className="max-w-prose space-y-10 leading-relaxed text-ink">
          <div className="space-y-4 text-lg">
            {document.intro.map((text, index) => (
              <p key={index}>
                <RichText text={resolveText(text, site)} />
              </p>
            ))}
          </div>
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="space-y-4">
              <h2
                id={section.id}
                className="scroll-mt-6 text-xl font-bold text-brand-900 md:text-2xl"
              >
                <span className="mr-2 text-brand-600">{index + 1}.</span>
                {section.heading}
              </h2>
              {section.blocks.map(renderBlock)}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
