import { test as base, expect, type Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";

/**
 * Every page under test fails on an uncaught error, an unexpected console.error or anything the
 * Content Security Policy refused (even a refusal the page's code caught), and starts
 * with the cookie question already answered unless a test asks otherwise (`consent: null`).
 */
export const test = base.extend<{
  consent: "accepted" | "declined" | null;
  /** Console errors a test provokes on purpose (an outage it simulates, say). */
  expectedConsoleErrors: RegExp | null;
}>({
  consent: ["declined", { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  page: async ({ page, consent, javaScriptEnabled, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A not-found page is itself a 404 response; the browser reports that as a failed load.
      const isDocument404 =
        message.text().includes("status of 404") && message.location().url === page.url();
      const expected = expectedConsoleErrors?.test(message.text()) ?? false;
      if (!isDocument404 && !expected) errors.push(`console.error: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(
          `Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
    });
    if (consent) {
      await page.addInitScript((value) => {
        if (!window.localStorage.getItem("cookie-consent")) {
          window.localStorage.setItem("cookie-consent", value);
          window.localStorage.setItem("cookie-consent-expires", String(Date.now() + 864e5));
        }
      }, consent);
    }
    // Navigations resolve once the page is interactive and its text set in the site's fonts, as
    // a visitor would see it: a test that measures the page measures what they see, not the
    // fallback font a loaded machine shows for a moment.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        await page.waitForFunction(() => document.fonts.status === "loaded");
      }
      return response;
    };
    await use(page);
    expect(errors, "no errors in the browser").toEqual([]);
    expect(await conflictingClasses(page), "no element has two classes that set one thing").toEqual(
      [],
    );
  },
});

/**
 * Class lists on the page in which two utilities set the same property at the same breakpoint
 * and state (`px-5 px-7`), so which one applies depends on the order of the style sheet. The
 * site joins class names without resolving such conflicts, so each must be fixed where it is
 * written.
 */
async function conflictingClasses(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  const lists = await page
    .evaluate(() => [
      ...new Set(
        [...document.querySelectorAll("[class]")].map((element) =>
          (element.getAttribute("class") ?? "").trim().split(/\s+/).join(" "),
        ),
      ),
    ])
    .catch(() => [] as string[]);
  return lists.filter((list) => twMerge(list) !== list);
}

/** The page's script requests whose file starts with `name` and a dash, counted from now on. */
export function scriptRequests(page: Page, name: string) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.startsWith(`${name}-`)) seen.push(file);
  });
  return seen;
}

/** The analytics events the page's tag function has recorded: `["event", name, params]`. */
export function analyticsEvents(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "event"),
  );
}

export { expect };
