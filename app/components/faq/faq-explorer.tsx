import { Search, SearchX } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";
import {
  faqFilters,
  filterFaqs,
  noFaqResultsMessage,
  type FaqFilter,
  type FaqItem,
} from "#app/content/faq.ts";
import { cn } from "#app/lib/cn.ts";

/** Search box, category chips and a single-open accordion of the questions that match both. */
export function FaqExplorer({ items }: { items: readonly FaqItem[] }) {
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<FaqFilter>("All");
  const [open, setOpen] = useState("");
  const searchId = useId();
  const chipsLabelId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const visible = filterFaqs(items, search, filter);
  const empty = visible.length === 0;

  const summary = empty
    ? noFaqResultsMessage
    : visible.length === items.length
      ? `Showing all ${items.length} questions`
      : `Showing ${visible.length} of ${items.length} questions`;

  return (
    <div className="space-y-6">
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
              ref={searchRef}
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
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
            {faqFilters.map((option) => {
              const selected = option === filter;
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setFilter(option)}
                  className={cn(
                    "min-h-10 rounded-full border-2 px-4 py-1.5 text-sm font-semibold transition-colors",
                    selected
                      ? "border-brand-800 bg-brand-800 text-white"
                      : "border-line bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50",
                  )}
                >
                  {option}
                </button>
              );
            })}
          </div>
        </div>
      </div>

      <div
        className={cn(
          empty &&
            "flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center",
        )}
      >
        {empty ? <SearchX className="size-8 text-brand-700" aria-hidden="true" /> : null}
        {/* Always in the page so screen readers hear every change of the result count. */}
        <p role="status" className={empty ? "font-semibold text-ink" : "text-sm text-muted"}>
          {summary}
        </p>
        {empty ? (
          <button
            type="button"
            onClick={() => {
              setSearch("");
              setFilter("All");
              searchRef.current?.focus();
            }}
            className="min-h-10 rounded-lg px-3 font-semibold text-brand-700 underline hover:bg-brand-50"
          >
            Clear the search and show all questions
          </button>
        ) : null}
      </div>

      {empty ? null : (
        <Accordion
          type="single"
          collapsible
          value={open}
          onValueChange={setOpen}
          className="rounded-2xl border border-line bg-white px-5 shadow-sm md:px-7"
        >
          {visible.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger headingLevel={3}>{item.question}</AccordionTrigger>
              <AccordionContent>
                <p className="max-w-prose">{item.answer}</p>
                <p className="mt-3 text-sm font-medium text-brand-700">{item.category}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </div>
  );
}
