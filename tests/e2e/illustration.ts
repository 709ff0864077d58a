import { expect, type Page } from "@playwright/test";
import type { Illustration } from "#app/content/illustrations.ts";

/** The page's image of `drawing`, wherever it sits. */
export function drawingOn(page: Page, drawing: Illustration) {
  return page.locator(`img[src="${drawing.src}"]`);
}

/**
 * The page shows `drawing` as decoration (alt=""), with its space reserved by its width and
 * height so nothing moves when it arrives, and it is actually drawn once scrolled to.
 */
export async function expectDrawingShown(page: Page, drawing: Illustration) {
  const image = drawingOn(page, drawing);
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute("alt", "");
  await expect(image).toHaveAttribute("width", String(drawing.width));
  await expect(image).toHaveAttribute("height", String(drawing.height));
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(drawing.width);
  const box = await image.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(drawing.width / drawing.height, 1);
}
