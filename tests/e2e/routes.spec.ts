import { expectNoViolations } from "./axe.ts";
import { pages, type PageEntry } from "#app/content/pages.ts";
import { pageTitle } from "#app/content/page-title.ts";
import { resultsPageCopy } from "#app/content/applicant-pages.ts";
import { defaultSiteConfig } from "#app/config/site.ts";
import { legalSlugs, paths, productSlugs, sectorSlugs } from "#app/paths.ts";
import { test, expect } from "./fixtures.ts";
import { expectDrawingShown } from "./illustration.ts";
import { illustrations } from "#app/content/illustrations.ts";

const origin = defaultSiteConfig.origin;

/** What a page shows when opened on its own: /results has no application then, and says so. */
function shownAlone(entry: PageEntry): PageEntry {
  if (entry.path !== paths.results) return entry;
  const { title, h1 } = resultsPageCopy.notFound;
  return { ...entry, title: pageTitle(title), h1, breadcrumb: [] };
}

/**
 * Pages built by one template from different content (products, industries, legal documents):
 * all of them at phone width, where long words and tables break first, and the first of each at
 * desktop width.
 */
const sameTemplateAsFirst = new Set<string>([
  ...productSlugs.slice(1).map((slug) => paths.product(slug)),
  ...sectorSlugs.slice(1).map((slug) => paths.sector(slug)),
  ...legalSlugs.slice(1).map((slug) => paths.legal(slug)),
]);

/** One visit per route and width: metadata, shell, breadcrumb and an axe run. */
test.describe("every route of the site", () => {
  for (const entry of pages.map(shownAlone)) {
    const tag = sameTemplateAsFirst.has(entry.path) ? "@phone-only" : "@phone";
    test(
      `${entry.path} renders its page inside the shell and axe finds nothing`,
      { tag },
      async ({ page }) => {
        const response = await page.goto(entry.path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(entry.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          entry.description,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${origin}${entry.path}`,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();

        if (entry.breadcrumb.length > 0) {
          const trail = page.getByRole("navigation", { name: "Breadcrumb" });
          await expect(trail.getByRole("listitem")).toHaveText([
            "Home",
            ...entry.breadcrumb.map((crumb) => crumb.name),
          ]);
          const data = await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
          const list = data.find((item) => item["@type"] === "BreadcrumbList");
          expect(list.itemListElement[0]).toMatchObject({ position: 1, name: "Home" });
          expect(list.itemListElement.at(-1).item).toBe(`${origin}${entry.path}`);
        }
        if (entry.noindex) {
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        }

        await expectNoViolations(page);
      },
    );
  }
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/industries/plumbing", "/business-loans/extra"]) {
    test(`${path} shows the not-found page with status 404`, async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expectDrawingShown(page, illustrations.empty);
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true);
      await expectNoViolations(page);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL("/");
    });
  }
});

test.describe("with the cookie notice showing", { tag: "@phone" }, () => {
  test.use({ consent: null });
  test("axe finds nothing on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the end of a page can be scrolled clear of the notice", async ({ page }) => {
    await page.goto("/business-loans");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole("contentinfo");
    await expect(async () => {
      const [footerBox, noticeBox] = [await footer.boundingBox(), await notice.boundingBox()];
      expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(noticeBox!.y + 1);
    }).toPass();
  });
});

test("sitemap.xml lists every indexable page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const entry of pages.filter((item) => !item.noindex)) {
    expect(sitemap).toContain(`<loc>${origin}${entry.path}</loc>`);
  }
  expect(sitemap).not.toContain("/enquiry<");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
