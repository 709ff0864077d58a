import { test, expect } from "./fixtures.ts";
import { productSlugs, paths } from "#app/paths.ts";
import { products } from "#app/content/products.ts";
import { comparisonRow, keyFacts, productHighlights } from "#app/content/product-figures.ts";
import { directors } from "#app/content/team.ts";
import { sectorPageText, sectors } from "#app/content/sectors.ts";
import { productIllustration, sectorIllustration } from "#app/content/illustrations.ts";
import { quoteCard } from "#app/content/enquiry.ts";
import { expectDrawingShown } from "./illustration.ts";
import { expectNoViolations } from "./axe.ts";

test.describe("product pages", () => {
  for (const slug of productSlugs) {
    test(`${slug} shows its catalogue figures`, async ({ page }) => {
      const product = products[slug];
      await page.goto(paths.product(slug));
      const highlights = page.locator('[data-slot="stat-grid"]').first();
      for (const stat of productHighlights(product)) {
        await expect(highlights.getByText(stat.value, { exact: true })).toBeVisible();
      }
      const facts = page.locator('[data-slot="key-facts"]');
      for (const fact of keyFacts(product)) {
        await expect(facts.getByText(fact.value, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute(
        "href",
        paths.application,
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: /Call Our Team/ }),
      ).toHaveAttribute("href", /^tel:\+44/);
      const warning = page.locator('[data-slot="risk-warning"]');
      await expect(warning).toHaveCount(product.securedOnProperty ? 1 : 0);
      await expect(page.locator('[data-slot="representative-example"]')).toHaveCount(
        product.figures.monthlyRateFromPercent === undefined ? 0 : 1,
      );
      await expectDrawingShown(page, productIllustration(slug));
    });
  }
});

test(
  "the enquiry team is a carousel on phones and a grid on larger screens",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(paths.enquiry);
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    const carousel = page.getByRole("region", { name: "Leadership team" });
    const grid = page.locator('[data-slot="team-grid"]').first();
    if (!phone) {
      await expect(carousel).toBeHidden();
      await expect(grid).toBeVisible();
      await expect(grid.getByRole("heading")).toHaveText(directors.map((member) => member.name));
      return;
    }
    await expect(grid).toBeHidden();
    await expect(carousel).toBeVisible();
    // Its buttons' script loads as it comes into view, as a visitor scrolls to it.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByText(`1 of ${directors.length}`)).toBeVisible();
    const previous = carousel.getByRole("button", { name: "Previous: Leadership team" });
    await expect(previous).toBeDisabled();
    await carousel.getByRole("button", { name: "Next: Leadership team" }).click();
    await expect(carousel.getByText(`2 of ${directors.length}`)).toBeVisible();
    await expect(previous).toBeEnabled();
  },
);

test("an industry page names its businesses as a person would", async ({ page }) => {
  await page.goto(paths.sector("law-firms"));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Finance for Law Firms");
  const text = sectorPageText(sectors["law-firms"]);
  await expect(main.getByRole("heading", { level: 2, name: text.solutionsTitle })).toBeVisible();
  await expect(main.getByText(text.solutionsLead)).toBeVisible();
  await expect(
    main.getByRole("heading", { level: 2, name: "Funding for Your Law Firm" }),
  ).toBeVisible();
  await expect(main).not.toContainText("Law Firms Business");
  await expectDrawingShown(page, sectorIllustration("law-firms"));
});

test(
  "the loans hub compares every product in one table, each row linking to its page",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(paths.businessLoans);
    const table = page.getByRole("table", { name: "Every product we arrange, compared" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Product",
      "Suits",
      "Amount",
      "Term",
      "Decision",
    ]);
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(productSlugs.length + 1);
    for (const slug of productSlugs) {
      const row = comparisonRow(slug);
      const line = rows.filter({ has: page.getByRole("rowheader", { name: row.name }) });
      await expect(line.getByRole("cell")).toHaveText([
        row.suits,
        row.amount,
        row.term,
        row.decision,
      ]);
      await expect(line.getByRole("link", { name: row.name })).toHaveAttribute("href", row.path);
    }
    // On a phone the table scrolls inside its frame, which the keyboard can reach, while the
    // page itself does not scroll sideways.
    const frame = page.getByRole("region", { name: "Every product we arrange, compared" });
    await frame.focus();
    await expect(frame).toBeFocused();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  },
);

test.describe("the quick quote fills the right half of the hero at 1366 px", () => {
  const heroes = [
    [paths.product("bridging-loans"), quoteCard.productTitle(products["bridging-loans"].shortName)],
    [paths.sector("retail"), quoteCard.title],
  ] as const;
  for (const [path, title] of heroes) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      const card = page.getByRole("complementary", { name: title });
      await expect(card).toBeVisible();
      const form = card.getByRole("form", { name: "Get your funding quote" });
      await expect(form.getByRole("slider", { name: "How much do you need?" })).toBeVisible();
      const heading = page.getByRole("heading", { level: 1 });
      const [cardBox, headingBox] = [await card.boundingBox(), await heading.boundingBox()];
      const width = page.viewportSize()?.width ?? 0;
      // Beside the heading, in the right half, from the top of the hero.
      expect(cardBox!.x).toBeGreaterThan(width / 2);
      expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(width);
      expect(cardBox!.y).toBeLessThan(headingBox!.y + headingBox!.height);
      await expectNoViolations(page, `${path} with its quick quote`);
    });
  }

  test("an industry hero's left half holds its trust points and the products its businesses use", async ({
    page,
  }) => {
    await page.goto(paths.sector("retail"));
    const card = page.getByRole("complementary", { name: quoteCard.title });
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: /^Call Our Team/ })).toBeVisible();
    const strip = hero.getByRole("listitem").filter({ hasText: "Dedicated Broker Support" });
    const used = hero.getByRole("list", { name: sectorPageText(sectors.retail).productsTitle });
    await expect(used.getByRole("link")).toHaveText([
      "Stock Funding",
      "Card Terminal Loans",
      "Business Growth Loans",
      "Same-Day Business Funding",
    ]);
    // Under the heading, beside the quote: in the left half, above the quote's end.
    const cardBox = (await card.boundingBox())!;
    for (const part of [strip, used]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(cardBox.x);
      expect(box.y + box.height).toBeLessThan(cardBox.y + cardBox.height);
    }
    await used.getByRole("link", { name: "Card Terminal Loans" }).click();
    await expect(page).toHaveURL(paths.product("card-terminal-loans"));
  });

  test("a product that lends beyond the quote's scale says so, with the way to apply for all of it", async ({
    page,
  }) => {
    await page.goto(paths.product("bridging-loans"));
    const card = page.getByRole("complementary", { name: heroes[0][1] });
    await expect(card).toContainText(
      "This quick quote covers £5,000 to £500,000. Apply for Bridging Loans of £25,000 to £5,000,000 online.",
    );
    await card.getByRole("link", { name: "Apply for Bridging Loans" }).click();
    await expect(page).toHaveURL(/\/application\?product=bridging-loans$/);
    await expect(page.getByLabel("Applying for")).toHaveValue("bridging-loans");

    // One within the scale says nothing more.
    await page.goto(paths.product("business-growth-loans"));
    await expect(page.getByRole("complementary")).not.toContainText("This quick quote covers");
  });
});
