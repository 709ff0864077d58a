import { Search, SearchX } from "lucide-react";
import { useEffect, useId } from "react";
import { Accordion, AccordionItem } from "#app/components/ui/accordion.tsx";
import { faqFilters, faqResultsSummary, type FaqItem } from "#app/content/faq-filter.ts";
import { loadFaqSearch } from "#app/shell/page-behaviours.ts";

/**
 * Search box, category chips and a single-open accordion of the questions that match both.
 * Every question is in the HTML; the search (`faq-search.ts`) hides those that do not match,
 * so the page needs no React to work (docs/decisions/0020).
 */
export function FaqExplorer({ items }: { items: readonly FaqItem[] }) {
  const searchId = useId();
  const chipsLabelId = useId();
  useEffect(() => void loadFaqSearch(), []);

  return (
    <div className="space-y-6" data-faq-explorer>
      <div role="search" className="space-y-5">
        <div>
          <label htmlFor={searchId} className="mb-2 block font-semibold text-ink">
            Search the questions
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              data-faq-search
              placeholder="For example: fees or documents"
              autoComplete="off"
              className="min-h-12 w-full rounded-lg border-2 border-line bg-white py-2 pr-3 pl-10 text-base text-ink placeholder:text-muted focus-visible:border-brand-700"
            />
          </div>
        </div>
        <div>
          <p id={chipsLabelId} className="mb-2 font-semibold text-ink">
            Filter by category
          </p>
          <div role="group" aria-labelledby={chipsLabelId} className="flex flex-wrap gap-2">
            {faqFilters.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === "All"}
                data-faq-filter={option}
                className="min-h-10 rounded-full border-2 border-line bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 transition-colors not-aria-pressed:hover:border-brand-700 not-aria-pressed:hover:bg-brand-50 aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
              >
                {option}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div
        data-faq-results
        className="group/results data-empty:flex data-empty:flex-col data-empty:items-center data-empty:gap-3 data-empty:rounded-2xl data-empty:border data-empty:border-dashed data-empty:border-line data-empty:bg-surface data-empty:px-6 data-empty:py-10 data-empty:text-center"
      >
        <SearchX
          className="hidden size-8 text-brand-700 group-data-empty/results:block"
          aria-hidden="true"
        />
        {/* Always in the page so screen readers hear every change of the result count. */}
        <p
          role="status"
          data-faq-summary
          className="text-sm text-muted group-data-empty/results:text-base group-data-empty/results:font-semibold group-data-empty/results:text-ink"
        >
          {faqResultsSummary(items.length, items.length)}
        </p>
        <button
          type="button"
          data-faq-clear
          hidden
          className="min-h-10 rounded-lg px-3 font-semibold text-brand-700 underline hover:bg-brand-50"
        >
          Clear the search and show all questions
        </button>
      </div>

      <Accordion className="rounded-2xl border border-line bg-white px-5 shadow-sm md:px-7">
        {items.map((item) => (
          <AccordionItem
            key={item.id}
            question={item.question}
            data={{ "data-faq-item": "", "data-category": item.category }}
            className="border-b border-line last:border-b-0"
            triggerClassName="min-h-11 py-4 text-base hover:text-brand-700 md:text-lg"
            contentClassName="pb-5 leading-relaxed text-muted"
          >
            <p className="max-w-prose" data-faq-answer>
              {item.answer}
            </p>
            <p className="mt-3 text-sm font-medium text-brand-700">{item.category}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
