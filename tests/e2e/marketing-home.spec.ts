import type { Locator, Page } from "@playwright/test";
import { analyticsEvents, test, expect } from "./fixtures.ts";
import { uniqueEmail } from "./mail.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Where an element sits in the document, independent of scrolling. */
function documentTop(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** Whether a tap at the centre of the element lands on it, not on something laid over it. */
function buttonAtCentre(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Scrolls the page as a visitor would, until the element sits just above the fixed notice. */
async function scrollClearOf(page: Page, target: Locator, overlay: Locator) {
  const [box, cover] = await Promise.all([target.boundingBox(), overlay.boundingBox()]);
  if (!box || !cover) throw new Error("nothing to scroll");
  const by = box.y + box.height + 8 - cover.y;
  if (by > 0) await page.evaluate((distance) => window.scrollBy(0, distance), by);
  await expect
    .poll(async () => {
      const [now, over] = await Promise.all([target.boundingBox(), overlay.boundingBox()]);
      return now && over ? now.y + now.height <= over.y : false;
    })
    .toBe(true);
}

/**
 * Clicks a link to the application on a page served without the framework and reads the
 * analytics event it reported. The application answers "no content", so the browser stays on
 * the page and its events can be read (a real visitor goes on; the tag sends the event first).
 */
async function clickToApplication(page: Page, link: Locator) {
  await expect(link).toHaveAttribute("href", "/application");
  await page.route("**/application", (route) => route.fulfill({ status: 204 }));
  await link.click();
  return () => analyticsEvents(page);
}

test.describe("home page", () => {
  test("lazy sections load when scrolled to, and nothing below them moves", async ({ page }) => {
    await page.goto("/");
    const lazy = page.locator('[data-slot="lazy-section"]');
    await expect(lazy).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toHaveCount(0);
    await expect(lazy.last()).toHaveAttribute("data-loaded", "false");

    const following = ["#eligibility", '[data-slot="cta-section"]', "footer"];
    const before = await Promise.all(following.map((selector) => documentTop(page, selector)));

    for (const section of await lazy.all()) {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute("data-loaded", "true");
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();

    const after = await Promise.all(following.map((selector) => documentTop(page, selector)));
    after.forEach((top, index) => expect(Math.abs(top - (before[index] ?? 0))).toBeLessThan(1));
  });

  test("one hero and one h1 for the screen size", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const phone = isPhone(page);
    await expect(page.getByRole("heading", { name: "Get Expert Funding Advice" })).toBeVisible({
      visible: phone,
    });
    await expect(page.getByRole("heading", { name: "Get Your Funding Quote" })).toBeVisible({
      visible: !phone,
    });
  });

  test(
    "the Apply Now bar shows only below 768 px and never hides the footer",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/");
      const bar = page.locator('[data-slot="mobile-apply-bar"]');
      if (!isPhone(page)) {
        await expect(bar).toBeHidden();
        return;
      }
      const lastLine = page.getByRole("contentinfo").locator("p").last();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
        "href",
        "/application",
      );
      await expect
        .poll(async () => {
          const [line, barBox] = await Promise.all([lastLine.boundingBox(), bar.boundingBox()]);
          return line && barBox ? line.y + line.height <= barBox.y : false;
        })
        .toBe(true);
    },
  );

  test.describe("on a phone", { tag: "@phone-only" }, () => {
    test("the whole home page, every section loaded, is at most eight screens long", async ({
      page,
    }) => {
      await page.goto("/");
      for (const section of await page.locator('[data-slot="lazy-section"]').all()) {
        await section.scrollIntoViewIfNeeded();
        await expect(section).toHaveAttribute("data-loaded", "true");
        await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      }
      // Measured in the site's own typeface, as a visitor reads it: its fallback wraps a few
      // lines differently.
      await page.evaluate(() => document.fonts.ready);
      const screen = page.viewportSize()?.height ?? 0;
      const length = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(length).toBeGreaterThan(screen * 4);
      expect(length).toBeLessThanOrEqual(screen * 8);
    });

    test("products are rows with their figures, stories and testimonials one row to swipe", async ({
      page,
    }) => {
      await page.goto("/");
      const products = page.locator('[data-slot="product-rows"]');
      await expect(products.getByRole("link")).toHaveCount(6);
      await expect(products.getByRole("link", { name: /Card Terminal Loans/ })).toHaveAttribute(
        "href",
        "/card-terminal-loans",
      );
      await expect(products.getByRole("link", { name: /Card Terminal Loans/ })).toContainText(
        /£[\d.]+K?-£[\d.]+K.*months/,
      );
      // The desktop's cards are not also announced.
      await expect(
        page.getByRole("link", { name: "Learn More about Card Terminal Loans" }),
      ).toHaveCount(0);

      for (const section of await page.locator('[data-slot="lazy-section"]').all()) {
        await section.scrollIntoViewIfNeeded();
        await expect(section).toHaveAttribute("data-loaded", "true");
      }
      for (const name of ["Testimonials", "Success stories"]) {
        const row = page.getByRole("list", { name });
        await row.scrollIntoViewIfNeeded();
        const cards = row.getByRole("listitem");
        await expect(cards.first()).toBeInViewport();
        await expect(cards.last()).not.toBeInViewport();
        // A swipe (here, the row scrolled as far as it goes) brings the last card into view.
        await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
        await expect(cards.last()).toBeInViewport({ ratio: 0.9 });
        await expect(page.getByText(/Swipe to see all \d/).first()).toBeVisible();
      }
    });

    test("the Apply Now bar never covers the quote form's button", async ({ page }) => {
      await page.goto("/");
      const form = page.getByRole("form", { name: "Get expert funding advice" });
      await form.getByLabel("Email address").fill(uniqueEmail("thumb"));
      await form.getByLabel("Phone number").fill("07700 900123");
      const button = form.getByRole("button", { name: "See Your Options" });
      // The visitor scrolls on to the button, as far as it takes to see it whole.
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      await expect.poll(() => buttonAtCentre(button)).toBe(true);
      await button.click();
      await expect(page).toHaveURL("/application");
    });

    test("the sticky header and the Apply Now bar together cover less than 120 px", async ({
      page,
    }) => {
      await page.goto("/");
      const bar = page.locator('[data-slot="mobile-apply-bar"]');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      await expect.poll(() => bar.getAttribute("data-state")).toBe("shown");
      // What each covers of the window: the header from the window's top to its bottom edge,
      // the bar from its top edge to the window's bottom.
      const covered = async () => {
        const header = await page
          .getByRole("banner")
          .evaluate((el) => Math.max(0, el.getBoundingClientRect().bottom));
        const apply = await bar.evaluate(
          (el) => window.innerHeight - el.getBoundingClientRect().top,
        );
        return header + apply;
      };
      await expect.poll(covered).toBeLessThan(120);
      await expect.poll(covered).toBeGreaterThan(90);
    });

    test("the Apply Now bar steps aside while a field has focus, and comes back", async ({
      page,
    }) => {
      await page.goto("/");
      const bar = page.locator('[data-slot="mobile-apply-bar"]');
      // The hero form is on screen.
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      // Focus in a field off screen (the keyboard is up) still moves the bar aside.
      const email = page
        .getByRole("form", { name: "Get expert funding advice" })
        .getByLabel("Email address");
      await email.evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
      await expect(bar).toBeHidden();
      await email.evaluate((field: HTMLElement) => field.blur());
      await expect(bar).toBeVisible();
    });
  });

  test.describe("with the cookie notice showing on a phone", { tag: "@phone-only" }, () => {
    test.use({ consent: null });

    test("the hero form's button can be reached and pressed, and the footer read", async ({
      page,
    }) => {
      await page.goto("/");
      const notice = page.getByRole("region", { name: "Cookie notice" });
      await expect(notice).toBeVisible();
      const form = page.getByRole("form", { name: "Get expert funding advice" });
      await form.getByLabel("Email address").fill(uniqueEmail("notice"));
      await form.getByLabel("Phone number").fill("07700 900123");
      const button = form.getByRole("button", { name: "See Your Options" });
      await scrollClearOf(page, button, notice);
      await expect.poll(() => buttonAtCentre(button)).toBe(true);

      const lastLine = page.getByRole("contentinfo").locator("p").last();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => {
          const [line, box] = await Promise.all([lastLine.boundingBox(), notice.boundingBox()]);
          return line && box ? line.y + line.height <= box.y : false;
        })
        .toBe(true);

      await scrollClearOf(page, button, notice);
      await button.click();
      await expect(page).toHaveURL("/application");
    });
  });

  test("the call-to-action button leads to the application and is reported", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator('[data-slot="cta-section"]');
    const events = await clickToApplication(
      page,
      cta.getByRole("link", { name: "Start Application Now" }),
    );
    await expect
      .poll(events)
      .toContainEqual(["event", "Start Application Now", { location: "home" }]);
  });

  test("the funding calculator responds to its sliders and reports use once", async ({ page }) => {
    await page.goto("/");
    // The calculator is the second section that loads on approach.
    await page.locator('[data-slot="lazy-section"]').nth(1).scrollIntoViewIfNeeded();
    const calculator = page.getByRole("region", {
      name: "See What Your Repayments Could Look Like",
    });
    const result = calculator.getByTestId("calculator-result");
    await expect(result).toBeVisible();
    const initial = await result.textContent();

    const amount = calculator.getByLabel("How much do you need?");
    await amount.focus();
    await amount.press("ArrowRight");
    await amount.press("ArrowRight");
    await expect(amount).toHaveValue("60000");
    await expect(result).not.toHaveText(initial ?? "");

    const afterAmount = await result.textContent();
    const term = calculator.getByLabel("Over how long?");
    await term.focus();
    await term.press("ArrowLeft");
    await expect(term).toHaveValue("23");
    await expect(result).not.toHaveText(afterAmount ?? "");

    await expect
      .poll(async () =>
        (await analyticsEvents(page)).filter((entry) => entry[1] === "calculator_use"),
      )
      .toEqual([["event", "calculator_use", { loan_amount: 60000, loan_term: 23 }]]);
  });
});

test.describe("social media landing", () => {
  test("the call-to-action click is tracked and leads to the application", async ({ page }) => {
    await page.goto("/social-media-landing");
    const events = await clickToApplication(
      page,
      page
        .locator('[data-slot="cta-section"]')
        .getByRole("link", { name: "Start Application Now" }),
    );
    await expect
      .poll(events)
      .toContainEqual([
        "event",
        "cta_click",
        { label: "Start Application Now", location: "social-media-landing" },
      ]);
  });

  test("the Apply Now bar click is tracked on phones", { tag: "@phone-only" }, async ({ page }) => {
    await page.goto("/social-media-landing");
    // Below the quote form, where the bar is not in the form's way.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const events = await clickToApplication(
      page,
      page.locator('[data-slot="mobile-apply-bar"]').getByRole("link"),
    );
    await expect
      .poll(events)
      .toContainEqual([
        "event",
        "cta_click",
        { label: "Apply Now", location: "social-media-landing" },
      ]);
  });
});
