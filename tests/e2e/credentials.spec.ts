import { defaultSiteConfig } from "#app/config/site.ts";
import { directors, teamMembers, yearsInIndustryText } from "#app/content/team.ts";
import { paths } from "#app/paths.ts";
import { test, expect } from "./fixtures.ts";

/** The browser tests' server sets no SITE_FCA_FRN or SITE_GOOGLE_*: the honest fallbacks. */
const site = defaultSiteConfig;
const registerUrl = `https://register.fca.org.uk/s/search?q=${site.fcaFirmReference}&type=Companies`;

test(
  "the home hero's FCA badge links to the register, and no review claim is made unconfigured",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(paths.home);
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    const hero = page.locator(phone ? '[data-slot="hero-mobile"]' : '[data-slot="hero-desktop"]');
    const fca = hero.getByRole("link", {
      name: `FCA Regulated, FRN ${site.fcaFirmReference} (opens the FCA register)`,
    });
    await expect(fca).toBeVisible();
    await expect(fca).toHaveAttribute("href", registerUrl);
    await expect(hero).toContainText("Same Day Decisions");
    await expect(hero).not.toContainText(/Google|5\/5/);
    const main = page.getByRole("main");
    const reviews = main.locator('[data-slot="lazy-section"]').first();
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    // The plain eyebrow says nothing the heading does not, so phones leave it out.
    await expect(reviews.getByText("Testimonials", { exact: true })).toBeVisible({
      visible: !phone,
    });
    await expect(main).not.toContainText(/5\/5|Google review/i);
  },
);

test("the FCA badge shows where keyboard focus is", async ({ page }) => {
  await page.goto(paths.home);
  const fca = page
    .locator('[data-slot="hero-desktop"]')
    .getByRole("link", { name: /^FCA Regulated, FRN/ });
  await fca.focus();
  await expect(fca).toBeFocused();
  await expect(fca).toHaveCSS("outline-style", "solid");
});

test("the about page links its FRN to the register and claims no 5/5", async ({ page }) => {
  await page.goto(paths.aboutUs);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: `Check FRN ${site.fcaFirmReference} on the FCA register` }),
  ).toHaveAttribute("href", registerUrl);
  const stats = main.locator('[data-slot="stat-grid"]');
  await expect(stats.locator("dd")).toHaveCount(2);
  await expect(main).not.toContainText(/5\/5|Google/);
});

test("the social landing page's badges are the FCA reference alone", async ({ page }) => {
  await page.goto(paths.socialMediaLanding);
  const badges = page.locator('[data-slot="trust-badges"]');
  await expect(badges.getByRole("listitem")).toHaveCount(1);
  await expect(badges.getByRole("link")).toHaveAttribute("href", registerUrl);
});

test("the team cards show role, years in the industry and a portrait, labelled illustrative", async ({
  page,
}) => {
  await page.goto(paths.meetTheTeam);
  const main = page.getByRole("main");
  await expect(main.getByText(/^Illustrative team profiles/)).toBeVisible();
  const cards = main.locator('[data-slot="person-card"]');
  await expect(cards).toHaveCount(teamMembers.length);
  const first = cards.first();
  const member = directors[0]!;
  await expect(first.getByRole("heading", { name: member.name })).toBeVisible();
  await expect(first.getByText(member.role, { exact: true })).toBeVisible();
  await expect(first.getByText(yearsInIndustryText(member) ?? "")).toBeVisible();
  await expect(first.locator('[data-slot="monogram-portrait"]')).toBeVisible();
  const box = await first.locator('[data-slot="monogram-portrait"]').boundingBox();
  expect(box?.width).toBe(96);
  expect(box?.height).toBe(96);
});
