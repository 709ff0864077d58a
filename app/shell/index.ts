import { startCarousels } from "#app/shell/carousel.ts";
import { startCookieNotice } from "#app/shell/cookie-notice.ts";
import { startDisclosures } from "#app/shell/disclosure.ts";
import { startMenus } from "#app/shell/menus.ts";
import { startMeasuring } from "#app/shell/measure.ts";
import { loadPageBehaviours } from "#app/shell/page-behaviours.ts";
import { sectionShownEvent } from "#app/components/sections/lazy-section-options.ts";
import { startSectionLinks } from "#app/shell/section-links.ts";

/**
 * The behaviour every public page shares, with no React and no router: the header's menus and
 * drawer, disclosures and accordions, the cookie notice, links to a section, the team carousel
 * and analytics. Each page's HTML loads it as its own script
 * (`app/server/first-paint.server.ts`); on pages that hydrate, the root module imports the same
 * file, so it runs once either way. React components render
 * the markup; these behaviours act on it through the document, so they work before a page
 * hydrates, on pages that never do, and on markup rendered after a client-side navigation.
 * See docs/decisions/0020-content-pages-without-hydration.md.
 */
async function start() {
  if (typeof document === "undefined") return;
  startMenus();
  startDisclosures();
  startCookieNotice();
  startSectionLinks();
  startCarousels();
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
