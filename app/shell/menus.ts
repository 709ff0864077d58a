/**
 * The header's menus, on the markup `SiteHeader` renders (docs/decisions/0020):
 *
 * - a desktop menu (`[data-menu]`, its button `[data-menu-button]` controlling a panel) is a
 *   disclosure: focus alone never opens it, so Tab walks past a closed menu to the page. Its
 *   button opens and closes it (a click, Enter or Space); the down and up arrows on the button
 *   open it and move to its first or last link; inside it the arrows, Home and End move between
 *   its links; Escape closes it and returns focus to its button. A pointer hovering opens it
 *   too, and a click on a menu opened by hovering keeps it open. Leaving it (pointer or focus)
 *   closes what that opened.
 * - the mobile drawer, a native modal dialog (`[data-drawer]`): opened by
 *   `[data-drawer-open]`, closed by `[data-drawer-close]`, a click on its backdrop, Escape
 *   (natively) or a link followed inside it.
 *
 * Listeners are on the document, so menus rendered later (a client-side navigation) work too.
 */
import { controlled, setExpanded } from "#app/shell/disclosure.ts";

type OpenedBy = "hover" | "click";

const menuSelector = "[data-menu]";

function menuButton(menu: HTMLElement) {
  return menu.querySelector<HTMLButtonElement>("[data-menu-button]");
}

function openedBy(menu: HTMLElement): OpenedBy | null {
  return (menu.dataset.openedBy as OpenedBy | undefined) ?? null;
}

function setMenu(menu: HTMLElement, by: OpenedBy | null) {
  if (by) menu.dataset.openedBy = by;
  else delete menu.dataset.openedBy;
  const button = menuButton(menu);
  if (button) setExpanded(button, by !== null);
}

function menuOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(menuSelector) : null;
}

function leaving(menu: HTMLElement, next: EventTarget | null) {
  return !(next instanceof Node && menu.contains(next));
}

function menuLinks(menu: HTMLElement) {
  return [...menu.querySelectorAll<HTMLElement>("a[href]")];
}

const linkMoves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The arrow keys: on the button they open the menu at its first or last link, inside it they move. */
function moveWithin(menu: HTMLElement, event: KeyboardEvent) {
  const move = linkMoves[event.key];
  if (!move) return;
  const onButton = event.target instanceof Element && event.target.closest("[data-menu-button]");
  if (onButton && event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  if (!openedBy(menu) || openedBy(menu) === "hover") setMenu(menu, "click");
  const links = menuLinks(menu);
  if (links.length === 0) return;
  event.preventDefault();
  if (onButton) {
    links[event.key === "ArrowUp" ? links.length - 1 : 0]?.focus();
    return;
  }
  const index = links.indexOf(event.target as HTMLElement);
  links[move(Math.max(index, 0), links.length)]?.focus();
}

export function startMenus(doc: Document = document) {
  doc.addEventListener("mouseover", (event) => {
    const menu = menuOf(event.target);
    if (menu && leaving(menu, event.relatedTarget) && !openedBy(menu)) setMenu(menu, "hover");
  });
  doc.addEventListener("mouseout", (event) => {
    const menu = menuOf(event.target);
    if (menu && leaving(menu, event.relatedTarget) && openedBy(menu) === "hover") {
      setMenu(menu, null);
    }
  });
  doc.addEventListener("focusout", (event) => {
    const menu = menuOf(event.target);
    if (menu && leaving(menu, event.relatedTarget)) setMenu(menu, null);
  });
  doc.addEventListener("keydown", (event) => {
    const menu = menuOf(event.target);
    if (!menu) return;
    if (event.key !== "Escape") {
      moveWithin(menu, event);
      return;
    }
    if (!openedBy(menu)) return;
    setMenu(menu, null);
    menuButton(menu)?.focus();
  });
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const button = target.closest("[data-menu-button]");
    const menu = menuOf(target);
    if (button && menu) {
      const by = openedBy(menu);
      setMenu(menu, by === null || by === "hover" ? "click" : null);
      return;
    }
    // A link followed from a menu closes it (after a client-side navigation it stays on screen).
    if (menu && target.closest("a")) setMenu(menu, null);

    const opener = target.closest("[data-drawer-open]");
    const drawer = opener
      ? controlled(opener)
      : target.closest<HTMLDialogElement>("dialog[data-drawer]");
    if (opener && drawer instanceof HTMLDialogElement) {
      drawer.showModal();
      return;
    }
    if (!(drawer instanceof HTMLDialogElement)) return;
    // A click on the backdrop reaches the dialog element itself.
    if (target === drawer || target.closest("[data-drawer-close]") || target.closest("a")) {
      drawer.close();
    }
  });
}
