/**
 * The header's menus, on the markup `SiteHeader` renders (docs/decisions/0020):
 *
 * - a desktop menu (`[data-menu]`, its button `[data-menu-button]` controlling a panel) opens on
 *   hover, when focus moves into it, and on click; Escape closes it and returns focus to its
 *   button. A click on a menu opened by hovering keeps it open; a click on one opened by
 *   keyboard or click closes it. Leaving it (pointer or focus) closes what that opened.
 * - the mobile drawer, a native modal dialog (`[data-drawer]`): opened by
 *   `[data-drawer-open]`, closed by `[data-drawer-close]`, a click on its backdrop, Escape
 *   (natively) or a link followed inside it.
 *
 * Listeners are on the document, so menus rendered later (a client-side navigation) work too.
 */
import { controlled, setExpanded } from "#app/shell/disclosure.ts";

type OpenedBy = "hover" | "focus" | "click";

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

/** Focus given back to a menu's button by Escape does not open the menu again. */
const returningFocus = new WeakSet<HTMLElement>();

function menuOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(menuSelector) : null;
}

function leaving(menu: HTMLElement, next: EventTarget | null) {
  return !(next instanceof Node && menu.contains(next));
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
  doc.addEventListener("focusin", (event) => {
    const menu = menuOf(event.target);
    if (!menu) return;
    if (returningFocus.has(menu)) {
      returningFocus.delete(menu);
      return;
    }
    if (!openedBy(menu)) setMenu(menu, "focus");
  });
  doc.addEventListener("focusout", (event) => {
    const menu = menuOf(event.target);
    if (menu && leaving(menu, event.relatedTarget)) setMenu(menu, null);
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menu = menuOf(event.target);
    if (!menu || !openedBy(menu)) return;
    setMenu(menu, null);
    returningFocus.add(menu);
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
