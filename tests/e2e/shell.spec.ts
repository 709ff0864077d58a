import type { Page } from "@playwright/test";
import { loanTypesGroup, sectorsGroup, legalLinks } from "#app/content/navigation.ts";
import { defaultSiteConfig } from "#app/config/site.ts";
import { paths } from "#app/paths.ts";
import { analyticsEvents, scriptRequests, test, expect } from "./fixtures.ts";

const site = defaultSiteConfig;

/**
 * The shell's behaviours run on pages served without the framework's scripts and on pages
 * that hydrate (docs/decisions/0020); the header's tests visit one of each.
 */
const pageKinds = [
  ["served without the framework", "/about-us"],
  ["that hydrates", "/contact"],
] as const;

test.describe("header", () => {
  test("has call, email and the three social links", async ({ page }) => {
    await page.goto("/about-us");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: new RegExp(site.phoneDisplay) })).toHaveAttribute(
      "href",
      `tel:${site.phoneE164}`,
    );
    const profiles: [string, string][] = [
      ["LinkedIn", site.social.linkedin],
      ["Facebook", site.social.facebook],
      ["Instagram", site.social.instagram],
    ];
    for (const [name, href] of profiles) {
      await expect(header.getByRole("link", { name: new RegExp(`on ${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
  });

  test("stays at the top while the page scrolls", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
  });

  test(
    "on a phone, calls from the logo's row and has the email and social links in the menu",
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.goto("/about-us");
      const header = page.getByRole("banner");
      await expect(
        header.getByRole("link", { name: `Call Our Team on ${site.phoneDisplay}` }),
      ).toBeVisible();
      await header.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer.getByRole("link", { name: /Email us at/ })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(drawer.getByRole("link", { name: /on LinkedIn/ })).toHaveAttribute(
        "href",
        site.social.linkedin,
      );
    },
  );
});

test.describe("desktop menus", () => {
  for (const [kind, start] of pageKinds) {
    test(`open on hover and lead to every loan type, on a page ${kind}`, async ({ page }) => {
      await page.goto(start);
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: loanTypesGroup.label });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      for (const link of loanTypesGroup.links) {
        await expect(
          nav.getByRole("link", { name: link.label, exact: false }).first(),
        ).toBeVisible();
      }
      await nav.getByRole("link", { name: /^Bridging Loans/ }).click();
      await expect(page).toHaveURL("/bridging-loans");
      await page.mouse.move(0, 600);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: /^Bridging Loans/ })).toBeHidden();
    });
  }

  test("Tab walks past closed menus: they open on Enter, Space or the arrow keys, not on focus", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: sectorsGroup.label });
    const first = nav.getByRole("link", { name: sectorsGroup.links[0]!.label });
    const second = nav.getByRole("link", { name: sectorsGroup.links[1]!.label });
    await trigger.focus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await expect(trigger).not.toBeFocused();
    await expect(first).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the home page's amount slider is a few Tabs from the top, without the skip link", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("slider", { name: "How much do you need?" }).first();
    await expect(slider).toBeVisible();
    let tabs = 0;
    while (tabs < 60 && !(await slider.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press("Tab");
      tabs += 1;
    }
    await expect(slider).toBeFocused();
    expect(tabs).toBeLessThan(15);
  });

  test("the Apply Now button goes to the application", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("banner").getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL("/application");
  });
});

test.describe("mobile drawer", { tag: "@phone-only" }, () => {
  for (const [kind, start] of pageKinds) {
    test(`has three independent groups, and closes on navigation, on a page ${kind}`, async ({
      page,
    }) => {
      await page.goto(start);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      const loans = drawer.getByRole("button", { name: loanTypesGroup.label });
      const sectors = drawer.getByRole("button", { name: sectorsGroup.label });
      await loans.click();
      await sectors.click();
      await expect(loans).toHaveAttribute("aria-expanded", "true");
      await expect(sectors).toHaveAttribute("aria-expanded", "true");
      await loans.click();
      await expect(loans).toHaveAttribute("aria-expanded", "false");
      await expect(sectors).toHaveAttribute("aria-expanded", "true");
      await drawer.getByRole("link", { name: "Retail" }).click();
      await expect(page).toHaveURL("/industries/retail");
      await expect(drawer).toBeHidden();
    });
  }

  test("closes with Escape and has Apply Now", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "Apply Now" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL("/application");
  });
});

test.describe("footer", () => {
  test(
    "on a phone the link groups are closed until opened, one at a time as the visitor chooses",
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.goto("/guides");
      const footer = page.getByRole("contentinfo");
      const loans = footer.locator("summary", { hasText: loanTypesGroup.label });
      const sectorLink = footer.getByRole("link", { name: sectorsGroup.links[0]?.label });
      const loanLink = footer.getByRole("link", {
        name: loanTypesGroup.links[1]?.label,
        exact: true,
      });
      await expect(loanLink).toBeHidden();
      await loans.scrollIntoViewIfNeeded();
      await loans.click();
      await expect(loanLink).toBeVisible();
      await expect(sectorLink).toBeHidden();
      // Keyboard: the next group's heading takes focus and opens with Enter.
      await footer.locator("summary", { hasText: sectorsGroup.label }).focus();
      await page.keyboard.press("Enter");
      await expect(sectorLink).toBeVisible();
      await sectorLink.click();
      await expect(page).toHaveURL(sectorsGroup.links[0]?.path ?? "");
    },
  );

  test("links every loan, industry, company and legal page and the accessibility statement, with the regulatory notices", async ({
    page,
  }) => {
    await page.goto("/guides");
    const footer = page.getByRole("contentinfo");
    for (const link of [...loanTypesGroup.links, ...sectorsGroup.links, ...legalLinks]) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.path,
      );
    }
    await expect(footer.getByRole("link", { name: "Get Your Free Quote" })).toHaveAttribute(
      "href",
      "/social-media-landing",
    );
    await expect(footer.getByRole("link", { name: "Accessibility", exact: true })).toHaveAttribute(
      "href",
      "/accessibility",
    );
    await expect(footer).toContainText(`FCA firm reference number ${site.fcaFirmReference}`);
    await expect(footer).toContainText(`company number ${site.companyNumber}`);
    await expect(
      footer.getByRole("link", { name: `${site.companyNumber} (opens Companies House)` }),
    ).toHaveAttribute(
      "href",
      `https://find-and-update.company-information.service.gov.uk/company/${site.companyNumber}`,
    );
    await expect(
      footer.getByRole("link", { name: `${site.fcaFirmReference} (opens the FCA register)` }),
    ).toHaveAttribute(
      "href",
      `https://register.fca.org.uk/s/search?q=${site.fcaFirmReference}&type=Companies`,
    );
    await expect(footer).toContainText(site.icoNumber);
    await expect(footer).toContainText("We are a credit broker, not a lender");
    await expect(footer).toContainText("commission");
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()}`);
  });

  test("the logo goes home and to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: site.brandName, exact: true })
      .click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("each navigation starts at the top of the new page", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Business" }).click();
  await expect(page).toHaveURL("/terms-of-business");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("cookie notice", () => {
  test.use({ consent: null });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("no notice shows, as its buttons could not work", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie notice" })).toBeHidden();
    });
  });

  test("Accept All stores accepted and hides the notice for good", async ({ page }) => {
    await page.goto("/");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice.getByRole("link", { name: "Cookies Policy" })).toHaveAttribute(
      "href",
      "/cookies-policy",
    );
    await notice.getByRole("button", { name: "Accept All" }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    const expires = Number(
      await page.evaluate(() => localStorage.getItem("cookie-consent-expires")),
    );
    expect(expires - Date.now()).toBeGreaterThan(364 * 864e5);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test("Decline Optional and the close icon store declined", async ({ page }) => {
    await page.goto("/faq");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await notice.getByRole("button", { name: "Decline Optional", exact: true }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await notice.getByRole("button", { name: /Close cookie notice/ }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
  });

  test("shows with the page's first paint, before its scripts run, and only while unanswered", async ({
    page,
  }) => {
    // The page's code is held back: what shows is the HTML and its head script alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/entry\.client/, async (route) => {
      await held;
      await route.continue();
    });
    const notice = page.getByRole("region", { name: "Cookie notice" });
    const loading = page.goto("/contact");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("button", { name: "Accept All" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await loading;
    await notice.getByRole("button", { name: "Decline Optional", exact: true }).click();
    await expect(notice).toBeHidden();

    // Answered: the next page's notice, though in its HTML, never shows, even before the code.
    let releaseAgain = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.unroute(/entry\.client/);
    await page.route(/entry\.client/, async (route) => {
      await heldAgain;
      await route.continue();
    });
    const next = page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="cookie-notice"]')).toBeAttached();
    await expect(notice).toBeHidden();
    releaseAgain();
    await next;
    await expect(notice).toBeHidden();
  });

  test("asks again once the answer is a year old", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("cookie-consent", "accepted");
      localStorage.setItem("cookie-consent-expires", String(Date.now() - 1000));
    });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
  });

  test("can be answered by keyboard alone", async ({ page }) => {
    await page.goto("/about-us");
    const decline = page.getByRole("button", { name: "Decline Optional", exact: true });
    await expect(decline).toBeVisible();
    for (
      let i = 0;
      i < 6 && !(await decline.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(decline).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(decline).toBeHidden();
  });

  for (const answer of ["Decline Optional", "Accept All"]) {
    test(`${answer} gives focus back to where it was before the notice`, async ({ page }) => {
      await page.goto("/about-us");
      const notice = page.getByRole("region", { name: "Cookie notice" });
      const button = notice.getByRole("button", { name: answer, exact: true });
      await expect(button).toBeVisible();
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await page.keyboard.press("Tab");
      await expect(skip).toBeFocused();
      for (
        let i = 0;
        i < 6 && !(await button.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press("Tab");
      }
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(notice).toBeHidden();
      await expect(skip).toBeFocused();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    });
  }

  test("answered with nothing focused before, focus lands on the page's content, not the body", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await notice.getByRole("button", { name: "Decline Optional", exact: true }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("analytics", () => {
  const pageViews = async (page: Page) =>
    (await analyticsEvents(page)).filter((event) => event[1] === "page_view");

  test("a page served without the framework counts its view once and reports a marked click", async ({
    page,
  }) => {
    await page.goto("/referral-program");
    await expect(page.locator("html")).toHaveAttribute("data-static", "");
    expect(await pageViews(page)).toEqual([
      ["event", "page_view", { page_path: "/referral-program", page_title: await page.title() }],
    ]);
    // The link's page answers "no content", so the browser stays and its events can be read.
    await page.route("**/referral-join", (route) => route.fulfill({ status: 204 }));
    await page.getByRole("link", { name: "Join Programme" }).first().click();
    await expect
      .poll(() => analyticsEvents(page))
      .toContainEqual([
        "event",
        "cta_click",
        { label: "Join Programme", location: "referral-program-hero" },
      ]);
  });

  test("web vitals are reported on a page served without the framework", async ({ page }) => {
    const reported = page.waitForEvent("console", (message) =>
      message.text().startsWith("[web-vitals] FCP"),
    );
    await page.goto("/about-us");
    await reported;
  });

  test("a page that hydrates counts its view once, and each client-side navigation once", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.locator("html")).not.toHaveAttribute("data-static");
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await expect
      .poll(async () =>
        (await pageViews(page)).map((event) => (event[2] as { page_path: string }).page_path),
      )
      .toEqual(["/contact", "/faq"]);
  });
});

/*
 * A page served without the framework, reached by a client-side navigation from one that
 * hydrated, is rendered by React: its own behaviours load and work there too.
 */
test.describe("a static page reached from a hydrated one", () => {
  test("the FAQ's search works", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await page.getByLabel("Search the questions").fill("personal guarantee");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Do I need to offer security or a personal guarantee?",
    ]);
    await expect(page.getByRole("status").filter({ hasText: "questions" })).toHaveText(
      "Showing 1 of 9 questions",
    );
  });

  test("the cookie switches show what is stored and save a change", async ({ page }) => {
    await page.goto("/contact");
    await page.evaluate(() =>
      localStorage.setItem(
        "cookie-preferences",
        JSON.stringify({ essential: true, analytics: false, marketing: true, functional: false }),
      ),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies Policy" }).click();
    await expect(page).toHaveURL("/cookies-policy");
    await expect(page.getByRole("switch", { name: "Marketing cookies" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
    await page.getByRole("button", { name: "Reject All" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByRole("status")).toHaveText("Cookie preferences saved successfully!");
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-preferences"))) ?? ""),
    ).toMatchObject({ marketing: false });
  });

  test("the home page's quote form checks, its calculator answers and its lazy sections load", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByRole("banner").locator('a[href="/"]').first().click();
    await expect(page).toHaveURL("/");
    const form = page.getByRole("form", { name: "Get your funding quote" });
    await form.getByLabel("Email address").fill("jo@");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByRole("slider").fill("100");
    await expect(form.locator("output")).toHaveText("£500,000");

    const calculator = page.getByRole("region", {
      name: "See What Your Repayments Could Look Like",
    });
    await page.locator('[data-slot="lazy-section"]').nth(1).scrollIntoViewIfNeeded();
    const result = calculator.getByTestId("calculator-result");
    const initial = await result.textContent();
    await calculator.getByLabel("How much do you need?").fill("100000");
    await expect(result).not.toHaveText(initial ?? "");

    await form.getByLabel("Email address").fill("jo@example.co.uk");
    await form.getByLabel("Phone number").fill("07700 900123");
    await form.getByRole("button", { name: "Get My Funding Options" }).click();
    await expect(page).toHaveURL("/enquiry");
  });
});

test.describe("a behaviour's script is fetched only when its markup is shown or used", () => {
  test("the product hero's quick quote: not on a phone, where it is hidden; at once on a laptop", async ({
    page,
  }) => {
    const quote = scriptRequests(page, "quote-form-script");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/bridging-loans");
    const form = page.getByRole("form", { name: "Get your funding quote" });
    await expect(form).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(quote).toEqual([]);

    // The window grows to a laptop's width: the quote shows, and works.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(form).toBeVisible();
    await expect.poll(() => quote.length).toBe(1);
    await form.getByLabel("Email address").fill("jo@");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("the eligibility check's: on the visitor's first use of it", async ({ page }) => {
    const check = scriptRequests(page, "eligibility-check-script");
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(check).toEqual([]);
    const form = page.getByRole("form", { name: "Quick eligibility check" });
    await form.getByLabel("How much funding do you need?").focus();
    await expect.poll(() => check.length).toBe(1);
  });

  test("the team carousel's: on a phone once it is scrolled to", async ({ page }) => {
    const carousel = scriptRequests(page, "carousel-script");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.enquiry);
    await page.waitForLoadState("networkidle");
    expect(carousel).toEqual([]);
    const region = page.getByRole("region", { name: "Leadership team" });
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.length).toBe(1);
    await region.getByRole("button", { name: "Next: Leadership team" }).click();
    await expect(region.getByText("2 of ", { exact: false })).toBeVisible();
  });
});
