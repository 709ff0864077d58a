import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe finds nothing on the page once it has settled; `state` names it in a failure. Sizes and
 * overlaps are judged where things come to rest: after running transitions end and a smooth
 * scroll stops (mid-scroll, the sticky header lies over whatever passes under it).
 */
export async function expectNoViolations(page: Page, state?: string) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 3_000;
        let lastY = Number.NaN;
        let stillFrames = 0;
        const tick = () => {
          const moving = document
            .getAnimations()
            .some((animation) => animation.playState === "running");
          stillFrames = window.scrollY === lastY && !moving ? stillFrames + 1 : 0;
          lastY = window.scrollY;
          // Something that animates for ever (a spinner) does not hold the check up.
          if (stillFrames >= 5 || performance.now() > deadline) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
  // The site has no frames, so axe runs in the page itself: the default opens a blank page for
  // every check to combine frames' results, which doubled the time each check took.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    state,
  ).toEqual([]);
}
