import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { uniqueEmail } from "./mail.ts";

/**
 * The money dashboard: a visitor writes through the contact form, and the admin sees the lead
 * on the dashboard (by source, then by broker), with the funnel's table (no step more than the
 * one before), referral partners' sign-ups counted apart, both charts, and axe finds nothing
 * either way.
 */
test.describe.configure({ timeout: 120_000 });

test("the dashboard shows the funnel, both charts and each breakdown", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Shore");
  await page.getByLabel("Email address").fill(uniqueEmail("dashboard"));
  await page.getByLabel("Your message").fill("We need £20,000 for stock.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible({
    timeout: 15_000,
  });

  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const funnel = page.getByRole("table", { name: "Funnel of the period's leads" });
  await expect(funnel).toBeVisible();
  const leadsRow = funnel.getByRole("row", { name: /^Leads \d/ });
  await expect(leadsRow).toBeVisible();
  expect(
    Number((await leadsRow.getByRole("cell").first().innerText()).replace(/,/g, "")),
  ).toBeGreaterThan(0);
  // Each step is a part of the one before: no share of the step before is over 100%.
  const shares = await funnel
    .getByRole("row")
    .evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ""));
  for (const share of shares.filter((text) => text.endsWith("%"))) {
    expect(Number.parseFloat(share), share).toBeLessThanOrEqual(100);
  }
  // Referral partners signing up are no finance leads: counted apart.
  await expect(page.getByText(/^Referral partner sign-ups: [\d,]+$/)).toBeVisible();
  await expect(page.getByRole("figure", { name: /^Funnel chart/ })).toBeVisible();
  await expect(page.locator('svg[data-chart="funnel"]')).toBeVisible();
  await expect(
    page.getByRole("figure", { name: /^Funded and commission received, by month chart/ }),
  ).toBeVisible();
  await expect(page.locator('svg[data-chart="monthly"]')).toBeVisible();
  await expect(
    page.getByRole("table", {
      name: "Money funded and commission received in each month of the period",
    }),
  ).toBeVisible();

  const bySource = page.getByRole("table", { name: "Funnel and money by source" });
  await expect(bySource.getByRole("rowheader", { name: "Contact form" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expectNoViolations(page, "dashboard by source");

  await page.getByLabel("Break down by").selectOption("broker");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("breakdown") === "broker");
  const byBroker = page.getByRole("table", { name: "Funnel and money by broker" });
  await expect(byBroker.getByRole("rowheader", { name: "Nobody (unassigned)" })).toBeVisible();
  await expect(byBroker.getByRole("rowheader", { name: "Total" })).toBeVisible();

  await page.getByRole("link", { name: "This year" }).click();
  await expect(page.getByRole("link", { name: "This year" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page).toHaveURL((url) => url.searchParams.get("breakdown") === "broker");
  await expectNoViolations(page, "dashboard by broker, this year");
});
