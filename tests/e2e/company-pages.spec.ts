import type { Locator, Page } from "@playwright/test";
import { defaultSiteConfig } from "#app/config/site.ts";
import { financeTopics } from "#app/content/company.ts";
import { guidesFaq } from "#app/content/guides.ts";
import { products } from "#app/content/products.ts";
import { successStories, successStoriesLead } from "#app/content/reviews.ts";
import { sectors } from "#app/content/sectors.ts";
import { formatPounds } from "#app/lib/money.ts";
import { paths } from "#app/paths.ts";
import { test, expect } from "./fixtures.ts";

const site = defaultSiteConfig;

async function expectClearOfHeader(page: Page, target: Locator) {
  const headerBottom = await page
    .getByRole("banner")
    .evaluate((element) => element.getBoundingClientRect().bottom);
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
}

test("Document Checklist moves to the checklist and focuses its heading", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/document-preparation");
  await page.getByRole("link", { name: "Document Checklist" }).click();
  const heading = page.getByRole("heading", { name: "Document checklist", level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expectClearOfHeader(page, heading);
  await expect(page).toHaveURL(/#checklist$/);
  await expect(page.getByText("Photo ID for all directors")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Application" })).toHaveAttribute(
    "href",
    "/application",
  );
});

test("terms of business shows its dates and canonical link", async ({ page }) => {
  await page.goto("/terms-of-business");
  await expect(page.getByText("Last Updated: 11th June 2025")).toBeVisible();
  await expect(page.getByText("Next review: 11th June 2026")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site.origin}/terms-of-business`,
  );
  await expect(
    page.getByRole("article").getByText("typically 0.5% to 10% of the loan value"),
  ).toBeVisible();
});

test("the privacy notice names the controller and its contents link to each section", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(
    page.getByRole("article").getByText(`registration number ${site.icoNumber}`),
  ).toBeVisible();
  await expect(page.getByText(/^Next review: /)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "How to complain" })
    .click();
  const complaints = page.getByRole("heading", { name: /How to complain/, level: 2 });
  await expect(complaints).toBeInViewport();
  await expectClearOfHeader(page, complaints);
  await expect(page.getByRole("link", { name: "Cookies Policy" }).first()).toHaveAttribute(
    "href",
    "/cookies-policy",
  );
});

test("the referral programme's buttons work", async ({ page }) => {
  await page.goto("/referral-program");
  await expect(page.getByRole("link", { name: "Join Programme" }).first()).toHaveAttribute(
    "href",
    "/referral-join",
  );
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: `Call Our Team on ${site.phoneDisplay}` }),
  ).toHaveAttribute("href", `tel:${site.phoneE164}`);
  await expect(main.getByRole("link", { name: `Email ${site.email}` })).toHaveAttribute(
    "href",
    /^mailto:enquiries@example\.com/,
  );
  await page.getByRole("link", { name: "Join Programme" }).first().click();
  await expect(page).toHaveURL("/referral-join");
});

test("Success Stories lists every story in full, labelled illustrative", async ({ page }) => {
  await page.goto("/");
  // The stories are the third section that loads on approach.
  await page.locator('[data-slot="lazy-section"]').nth(2).scrollIntoViewIfNeeded();
  await page.getByRole("link", { name: "All Success Stories" }).click();
  await expect(page).toHaveURL("/success-stories");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Success Stories");
  await expect(main.getByText(/coming soon/i)).toHaveCount(0);
  await expect(main.getByText(successStoriesLead)).toBeVisible();
  const stories = main.getByRole("article");
  await expect(stories).toHaveCount(successStories.length);
  for (const [index, story] of successStories.entries()) {
    const card = stories.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(story.business);
    await expect(card.getByRole("link", { name: sectors[story.sector].name })).toHaveAttribute(
      "href",
      paths.sector(story.sector),
    );
    await expect(card.getByText(formatPounds(story.amount))).toBeVisible();
    await expect(card.getByRole("link", { name: products[story.product].name })).toHaveAttribute(
      "href",
      paths.product(story.product),
    );
    await expect(card.getByText(story.paidFor, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Start Application" })).toHaveAttribute(
    "href",
    "/application",
  );
});

test("Finance Topics links each topic to the pages that cover it", async ({ page }) => {
  await page.goto("/blogs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Business Finance Topics");
  await expect(main.getByText(/coming soon/i)).toHaveCount(0);
  for (const topic of financeTopics) {
    const card = main.getByRole("article").filter({ hasText: topic.title });
    for (const link of topic.links) {
      await expect(card.getByRole("link", { name: link.label })).toHaveAttribute("href", link.path);
    }
  }
  await expect(main.getByRole("link", { name: /Finance for Law Firms/ })).toHaveAttribute(
    "href",
    paths.sector("law-firms"),
  );
  await main.getByRole("link", { name: "Business Finance Essentials" }).click();
  await expect(page).toHaveURL("/guides");
});

test(
  "the guides' questions open one at a time, by pointer or keyboard, on a page served without the framework",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(paths.guides);
    await expect(page.locator("html")).toHaveAttribute("data-static", "");
    const [first, second] = guidesFaq;
    const question = (item: typeof first) =>
      page.getByRole("heading", { level: 3, name: item!.question }).getByRole("button");
    const answer = (item: typeof first) => page.getByRole("region", { name: item!.question });
    await expect(question(first)).toHaveAttribute("aria-expanded", "false");
    await expect(answer(first)).toBeHidden();

    await question(first).click();
    await expect(answer(first)).toBeVisible();
    await expect(answer(first)).toContainText(first!.answer);
    await question(second).click();
    await expect(answer(second)).toBeVisible();
    await expect(answer(first)).toBeHidden();
    await expect(question(first)).toHaveAttribute("aria-expanded", "false");

    await question(first).focus();
    await page.keyboard.press("ArrowDown");
    await expect(question(second)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(answer(second)).toBeHidden();
  },
);
