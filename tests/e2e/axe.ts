import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe finds nothing on the page once it has settled; `state` names it in a failure. Sizes and
 * overlaps are judged where things come to rest: after running transitions end and a smooth
 * scroll stops (mid-scroll, the sticky header lies over whatever passes under it).
 *
 * axe is loaded into the page once per document (a second check of the same page reuses it)
 * and asked for violations only: collecting every passing node doubled the time of a check.
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
  // Evaluated as a script of its own: the page's Content Security Policy allows no eval.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  }, wcagTags);
  expect(violations, state).toEqual([]);
}
