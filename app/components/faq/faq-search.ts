import {
  faqMatches,
  faqResultsSummary,
  type FaqCategory,
  type FaqFilter,
} from "#app/content/faq-filter.ts";
import { setExpanded } from "#app/shell/disclosure.ts";

/**
 * The FAQ page's search and category chips, on the markup `FaqExplorer` renders: every
 * question is in the page; those that do not match are hidden, the status line says how many
 * show, and with none the page offers to clear the search. Loaded by the shell on a page
 * served without React (`app/shell/index.ts`) and by the component when React renders it;
 * the listeners are on the document, so either way they are added once.
 */
const explorerSelector = "[data-faq-explorer]";

function apply(explorer: Element) {
  const search = explorer.querySelector<HTMLInputElement>("[data-faq-search]")?.value ?? "";
  const filter = (explorer
    .querySelector('[data-faq-filter][aria-pressed="true"]')
    ?.getAttribute("data-faq-filter") ?? "All") as FaqFilter;
  const items = [...explorer.querySelectorAll<HTMLElement>("[data-faq-item]")];
  let shown = 0;
  for (const item of items) {
    const question = item.querySelector("[data-disclosure]");
    const match = faqMatches(
      {
        question: question?.textContent ?? "",
        answer: item.querySelector("[data-faq-answer]")?.textContent ?? "",
        category: item.dataset.category as FaqCategory,
      },
      search,
      filter,
    );
    // A question that leaves the list comes back closed, as a new one would.
    if (!match && question) setExpanded(question, false);
    item.hidden = !match;
    if (match) shown++;
  }
  const results = explorer.querySelector<HTMLElement>("[data-faq-results]");
  const summary = explorer.querySelector("[data-faq-summary]");
  const text = faqResultsSummary(shown, items.length);
  if (summary && summary.textContent !== text) summary.textContent = text;
  if (results) results.toggleAttribute("data-empty", shown === 0);
  const clear = explorer.querySelector<HTMLElement>("[data-faq-clear]");
  if (clear) clear.hidden = shown > 0;
  const accordion = explorer.querySelector<HTMLElement>("[data-accordion]");
  if (accordion) accordion.hidden = shown === 0;
}

function choose(explorer: Element, filter: string) {
  for (const chip of explorer.querySelectorAll("[data-faq-filter]")) {
    chip.setAttribute("aria-pressed", String(chip.getAttribute("data-faq-filter") === filter));
  }
}

function explorerOf(target: EventTarget | null) {
  return target instanceof Element ? target.closest(explorerSelector) : null;
}

function start(doc: Document) {
  doc.addEventListener("input", (event) => {
    const explorer = explorerOf(event.target);
    if (explorer && (event.target as Element).matches("[data-faq-search]")) apply(explorer);
  });
  doc.addEventListener("click", (event) => {
    const explorer = explorerOf(event.target);
    const target = event.target as Element;
    if (!explorer) return;
    const chip = target.closest("[data-faq-filter]");
    if (chip) {
      choose(explorer, chip.getAttribute("data-faq-filter") ?? "All");
      apply(explorer);
    } else if (target.closest("[data-faq-clear]")) {
      const search = explorer.querySelector<HTMLInputElement>("[data-faq-search]");
      if (search) search.value = "";
      choose(explorer, "All");
      apply(explorer);
      search?.focus();
    }
  });
  // A search the browser kept (Back, a reload) is applied at once.
  doc.querySelectorAll(explorerSelector).forEach(apply);
}

if (typeof document !== "undefined") start(document);
