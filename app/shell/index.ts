import { startCookieNotice } from "#app/shell/cookie-notice.ts";
import { startDisclosures } from "#app/shell/disclosure.ts";
import { startMenus } from "#app/shell/menus.ts";
import { startMeasuring } from "#app/shell/measure.ts";
import { loadPageBehaviours } from "#app/shell/page-behaviours.ts";
import { sectionShownEvent } from "#app/components/sections/lazy-section-options.ts";
import { startSectionLinks } from "#app/shell/section-links.ts";

/**
 * The behaviour every public page shares, with no React and no router, working through the
 * document before a page hydrates or on pages that never do; it runs once either way.
 * ADR 0020 (content pages without hydration).
 */
async function start() {
  if (typeof document === "undefined") return;
  startMenus();
  startDisclosures();
  startCookieNotice();
  startSectionLinks();
  startMeasuring();
  const loading = loadPageBehaviours();
  document.addEventListener(sectionShownEvent, (event) => {
    if (event.target instanceof Element) void loadPageBehaviours(event.target);
  });
  const root = document.documentElement;
  // Marked by the root layout when the page runs no framework scripts (`app/lib/static-page.ts`).
  if (!root.hasAttribute("data-static")) return;
  if (document.querySelector('[data-slot="not-found"]')) {
    console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }
  // Lets browser tests (and styles) know the page is interactive, its own behaviours loaded;
  // React sets it on pages that hydrate.
  await loading;
  root.dataset.hydrated = "true";
}

void start();
