import { expectNoViolations } from "./axe.ts";
import { test, expect } from "./fixtures.ts";
import { continueToNextStep } from "./applicant.ts";

/** Every state of the application wizard, checked by axe at each width. */
test.describe.configure({ timeout: 120_000 });

test(
  "axe finds nothing on any step of the wizard, with answers, errors and two directors",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/application");
    await page.getByLabel("Company website").fill("not a website");
    await page.getByLabel("Company name").focus();
    await expect(page.getByLabel("Company website")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "step 1 with a malformed website");

    await continueToNextStep(page);
    await page
      .getByRole("group", { name: /have an overdraft/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByRole("checkbox", { name: "Working capital" }).check();
    await expectNoViolations(page, "step 2 with the overdraft question open");

    await continueToNextStep(page);
    const first = page.getByRole("region", { name: /^Director 1/ });
    await first.getByLabel("First name").fill("Ann");
    await first.getByLabel("Last name").fill("Lee");
    await first.getByLabel("Email address").fill("ann@example.co.uk");
    await first.getByLabel("Mobile number").fill("07700 900123");
    await first.getByLabel("Home address").fill("2 Low Street, Chester");
    await first.getByRole("radio", { name: "Homeowner" }).check();
    await first.getByRole("checkbox", { name: /less than 3 years/ }).check();
    // The button below the cards (the first card has the same shortcut while it is alone).
    await page.getByRole("button", { name: "Add Another Director" }).last().click();
    await expect(page.getByRole("region", { name: /^Director 2/ })).toBeVisible();
    await expectNoViolations(page, "step 3 with two directors");

    await continueToNextStep(page);
    await expectNoViolations(page, "review before submitting");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("region", { name: "There is a problem" })).toBeFocused();
    await expectNoViolations(page, "review after a refused submit");

    await page
      .getByRole("region", { name: "There is a problem" })
      .getByRole("link", { name: /Director 1: Enter the director's previous address/ })
      .click();
    await expect(first.getByLabel("Previous address")).toBeFocused();
    await expectNoViolations(page, "step 3 with inline errors");
  },
);

/**
 * The page as a browser without scripts shows it: scripts removed and the noscript styles
 * applied. (axe itself needs scripts, so the page is prepared rather than run without them.)
 */
function asWithoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, "$1");
}

test("axe finds nothing on the form as shown without scripts, before and after a refused submit", async ({
  page,
}) => {
  const answers = { companyName: "Acme Widgets Ltd", "directors[0].id": "1" };
  await page.route("**/application?view=*", async (route) => {
    const refused = route.request().url().endsWith("view=refused");
    const response = refused
      ? await page.request.post("/application", { form: answers })
      : await page.request.get("/application");
    await route.fulfill({
      status: 200,
      contentType: "text/html",
      body: asWithoutScripts(await response.text()),
    });
  });
  await page.mainFrame().goto("/application?view=blank");
  await expect(page.getByRole("heading", { name: "Step 3 of 4: Directors" })).toBeVisible();
  await expectNoViolations(page, "every step shown at once");

  await page.mainFrame().goto("/application?view=refused");
  await expect(page.getByRole("region", { name: "There is a problem" }).first()).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Acme Widgets Ltd");
  await expectNoViolations(page, "the form returned with its problems");
});
