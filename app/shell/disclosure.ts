/**
 * Disclosures: a button (`[data-disclosure]`) with `aria-expanded` that shows and hides the
 * element it controls (`aria-controls`, `hidden`). Inside an accordion (`[data-accordion]`),
 * opening one closes the others, and the arrow keys, Home and End move between its buttons.
 * The mobile drawer's groups and the questions of the FAQ and guides are disclosures.
 */
export function controlled(button: Element): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? button.ownerDocument.getElementById(id) : null;
}

export function setExpanded(button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const panel = controlled(button);
  if (panel) panel.hidden = !open;
}

const disclosureSelector = "[data-disclosure]";

function shown(element: HTMLElement) {
  return element.getClientRects().length > 0;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function startDisclosures(doc: Document = document) {
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest(disclosureSelector) : null;
    if (!button) return;
    const open = button.getAttribute("aria-expanded") !== "true";
    const accordion = button.closest("[data-accordion]");
    if (open && accordion) {
      for (const other of accordion.querySelectorAll(
        `${disclosureSelector}[aria-expanded="true"]`,
      )) {
        setExpanded(other, false);
      }
    }
    setExpanded(button, open);
  });
  doc.addEventListener("keydown", (event) => {
    const move = keyMoves[event.key];
    const button =
      event.target instanceof HTMLElement ? event.target.closest(disclosureSelector) : null;
    const accordion = button?.closest("[data-accordion]");
    if (!move || !button || !accordion) return;
    const buttons = [...accordion.querySelectorAll<HTMLElement>(disclosureSelector)].filter(shown);
    const index = buttons.indexOf(button as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  });
}
