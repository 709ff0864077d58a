/*
 * The FAQ page's search rules and words, apart from the questions themselves so the page's
 * search script (`app/components/faq/faq-search.ts`) carries no content it finds in the page.
 * The questions (`faq.ts`) build on these names, not the other way round.
 */

export const faqCategories = ["Eligibility", "Process", "Costs", "Security", "Loan Types"] as const;
export type FaqCategory = (typeof faqCategories)[number];
export type FaqFilter = FaqCategory | "All";
export const faqFilters: readonly FaqFilter[] = ["All", ...faqCategories];

export type FaqItem = {
  /** Stable id for the accordion and for links. */
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
};

/**
 * Whether an item's question or answer contains the search text (ignoring case and
 * surrounding spaces) and its category matches the filter ("All" matches every category).
 * The FAQ page's search (`app/components/faq/faq-search.ts`) applies it to the questions in
 * the page.
 */
export function faqMatches(
  item: Pick<FaqItem, "question" | "answer" | "category">,
  search: string,
  filter: FaqFilter,
): boolean {
  const needle = search.trim().toLocaleLowerCase("en-GB");
  return (
    (filter === "All" || item.category === filter) &&
    (needle === "" ||
      item.question.toLocaleLowerCase("en-GB").includes(needle) ||
      item.answer.toLocaleLowerCase("en-GB").includes(needle))
  );
}

export const noFaqResultsMessage = "No FAQs found matching your search criteria.";

/** What the results' status line says for `shown` of `total` questions. */
export function faqResultsSummary(shown: number, total: number): string {
  if (shown === 0) return noFaqResultsMessage;
  return shown === total
    ? `Showing all ${total} questions`
    : `Showing ${shown} of ${total} questions`;
}
