import type { Page } from "@playwright/test";

/**
 * Opens `url` with the page's scripts held back: the HTML shows and can be typed in, as a quick
 * visitor does on a slow connection, but none of the site's JavaScript runs until `release()`.
 * `release()` lets the scripts load and resolves once the page is interactive (the fixtures'
 * `goto` waits for that), so whatever was typed meanwhile has to survive the page taking over.
 */
export async function openWithScriptsHeld(page: Page, url: string) {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const scripts = /\/assets\/.+\.js(\?.*)?$/;
  await page.route(scripts, async (route) => {
    await held;
    await route.fallback();
  });
  const loading = page.goto(url);
  // The HTML is on screen: the first heading is what every page paints first.
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  return {
    /** Lets the scripts load and waits for the page to be interactive. */
    async release() {
      letGo();
      await loading;
      await page.unroute(scripts);
    },
  };
}
