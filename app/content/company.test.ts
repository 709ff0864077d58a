import { expect, test } from "vitest";
import { blogTopics, referralSteps, storyCategories, whileYouWait } from "#app/content/company.ts";
import { pages } from "#app/content/pages.ts";

test("the placeholders have four blog topics and three story categories", () => {
  expect(blogTopics).toHaveLength(4);
  expect(storyCategories).toHaveLength(3);
});

test("every suggested next page is a real route", () => {
  const routePaths = new Set(pages.map((entry) => entry.path));
  for (const link of whileYouWait) expect(routePaths).toContain(link.path);
});

test("the referral steps are numbered in order", () => {
  expect(referralSteps.map((step) => step.step)).toEqual([1, 2, 3]);
});
