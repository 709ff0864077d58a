import { analytics } from "#app/lib/analytics.ts";
import { formatPounds } from "#app/lib/money.ts";
import { analyticsDelayMs, calculatorResult, termText } from "#app/content/calculator-maths.ts";

/**
 * The funding calculator's behaviour, on the markup `FundingCalculator` renders: the amount,
 * the term and the repayment range follow the sliders, and the calculator's use is reported
 * once per burst of changes, after the visitor pauses. Loaded by the shell where the
 * calculator is in the page and by the component when React renders it; the listener is on
 * the document, so it is added once and serves a calculator shown later too.
 */
const pending = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function show(root: Element, part: string, text: string) {
  const node = root.querySelector(`[data-calculator-shows="${part}"]`);
  if (node && node.textContent !== text) node.textContent = text;
}

function update(root: Element) {
  const input = (name: string) =>
    root.querySelector<HTMLInputElement>(`[data-calculator-input="${name}"]`);
  const amountInput = input("amount");
  const termInput = input("term");
  if (!amountInput || !termInput) return;
  const amount = Number(amountInput.value);
  const months = Number(termInput.value);
  amountInput.setAttribute("aria-valuetext", formatPounds(amount));
  termInput.setAttribute("aria-valuetext", termText(months));
  show(root, "amount", formatPounds(amount));
  show(root, "term", termText(months));
  show(root, "result", calculatorResult(amount, months));
  return { amount, months };
}

function start(doc: Document) {
  doc.addEventListener("input", (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.matches("[data-calculator-input]")) return;
    const root = target.closest("[data-calculator]");
    const figures = root && update(root);
    if (!root || !figures) return;
    clearTimeout(pending.get(root));
    pending.set(
      root,
      setTimeout(() => analytics.calculatorUse(figures.amount, figures.months), analyticsDelayMs),
    );
  });
  // Sliders the browser kept (Back, a reload) show their own figures.
  doc.querySelectorAll("[data-calculator]").forEach(update);
}

if (typeof document !== "undefined") start(document);
