import { expect, test } from "vitest";
import { financeTopics, referralSteps } from "#app/content/company.ts";
import { pages } from "#app/content/pages.ts";

test("every finance topic links only to real pages of this site", () => {
  const routePaths = new Set(pages.map((entry) => entry.path));
  for (const topic of financeTopics) {
    expect(topic.links.length, topic.title).toBeGreaterThan(0);
    for (const link of topic.links) expect(routePaths).toContain(link.path);
  }
});

test("the referral steps are numbered in order", () => {
  expect(referralSteps.map((step) => step.step)).toEqual([1, 2, 3]);
});
