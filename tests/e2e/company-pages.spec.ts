import type { Locator, Page } from "@playwright/test";
import { defaultSiteConfig } from "#app/config/site.ts";
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
  await expect(page.getByRole("link", { name: "Join Program" }).first()).toHaveAttribute(
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
  await page.getByRole("link", { name: "Join Program" }).first().click();
  await expect(page).toHaveURL("/referral-join");
});

test("the placeholders show their cards and a next step", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(4);
  await page.getByRole("link", { name: /Business finance guides/ }).click();
  await expect(page).toHaveURL("/guides");

  await page.goto("/success-stories");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Start Application" })).toHaveAttribute(
    "href",
    "/application",
  );
});
