import type { Page } from "@playwright/test";
import { defaultSiteConfig } from "#app/config/site.ts";
import { faqItems } from "#app/content/faq.ts";
import { test, expect } from "./fixtures.ts";

const site = defaultSiteConfig;
const emptyMessage = "No FAQs found matching your search criteria.";

test.beforeEach(async ({ page }) => {
  await page.goto("/faq");
});

function questions(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 3 });
}

test("shows all 9 questions under All and announces the count", async ({ page }) => {
  await expect(questions(page)).toHaveText(faqItems.map((item) => item.question));
  await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("status").filter({ hasText: "questions" })).toHaveText(
    "Showing all 9 questions",
  );
});

test("search ignores case and matches answer text too", async ({ page }) => {
  const search = page.getByLabel("Search the questions");
  await search.fill("PERSONAL GUARANTEE");
  await expect(questions(page)).toHaveText([
    "Do I need to offer security or a personal guarantee?",
  ]);
  await expect(page.getByRole("status").filter({ hasText: "questions" })).toHaveText(
    "Showing 1 of 9 questions",
  );

  // "Open Banking" appears only in the answer about documents.
  await search.fill("open banking");
  await expect(questions(page)).toHaveText(["What documents will I need to provide?"]);
});

test("category chips filter and combine with the search", async ({ page }) => {
  const costs = page.getByRole("button", { name: "Costs", exact: true });
  await costs.click();
  await expect(costs).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(questions(page)).toHaveText(
    faqItems.filter((item) => item.category === "Costs").map((item) => item.question),
  );

  await page.getByLabel("Search the questions").fill("commission");
  await expect(questions(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Eligibility", exact: true }).click();
  await expect(questions(page)).toHaveCount(0);
  await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();

  // Under All, "commission" also finds the Information Commissioner's Office.
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(questions(page)).toHaveCount(2);
});

test("shows the exact empty message and can clear the search", async ({ page }) => {
  await page.getByLabel("Search the questions").fill("zzqx");
  await expect(page.getByRole("status")).toHaveText(emptyMessage);
  await expect(questions(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Clear the search and show all questions" }).click();
  await expect(questions(page)).toHaveCount(9);
  await expect(page.getByLabel("Search the questions")).toBeFocused();
});

test("only one answer is open at a time", async ({ page }) => {
  const [first, second] = faqItems;
  const firstButton = page.getByRole("button", { name: first!.question });
  const secondButton = page.getByRole("button", { name: second!.question });

  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(first!.answer)).toBeVisible();

  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(first!.answer)).toBeHidden();
  await expect(page.getByText(second!.answer)).toBeVisible();

  await secondButton.click();
  await expect(secondButton).toHaveAttribute("aria-expanded", "false");
});

test("chips and questions work from the keyboard", async ({ page }) => {
  await page.getByLabel("Search the questions").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "All", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  const eligibility = page.getByRole("button", { name: "Eligibility", exact: true });
  await expect(eligibility).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(eligibility).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Process", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(questions(page)).toHaveCount(2);

  const [firstProcess, secondProcess] = faqItems.filter((item) => item.category === "Process");
  const firstButton = page.getByRole("button", { name: firstProcess!.question });
  const secondButton = page.getByRole("button", { name: secondProcess!.question });
  await firstButton.focus();
  await page.keyboard.press("Enter");
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(secondButton).toBeFocused();
  await page.keyboard.press("Space");
  await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
});

test("call and email buttons use the company's number and address", async ({ page }) => {
  const aside = page.getByRole("complementary");
  await expect(
    aside.getByRole("link", { name: `Call Our Team on ${site.phoneDisplay}` }),
  ).toHaveAttribute("href", `tel:${site.phoneE164}`);
  const email = aside.getByRole("link", { name: `Email ${site.email}` });
  await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(email.getByText(site.email, { exact: true })).toBeVisible();
});
