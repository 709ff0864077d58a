import { test, expect } from "./fixtures.ts";

const optional = ["Analytics cookies", "Marketing cookies", "Functional cookies"];

test.beforeEach(async ({ page }) => {
  await page.goto("/cookies-policy");
});

test("essential is on and cannot be switched off; the others start off", async ({ page }) => {
  const essential = page.getByRole("switch", { name: "Essential cookies" });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(page.getByText("Always on")).toBeVisible();
  await essential.click({ force: true });
  await expect(essential).toBeChecked();
  for (const name of optional) {
    await expect(page.getByRole("switch", { name })).not.toBeChecked();
  }
});

test("Accept All switches the three on and Reject All switches them off", async ({ page }) => {
  await page.getByRole("button", { name: "Accept All" }).click();
  for (const name of optional) await expect(page.getByRole("switch", { name })).toBeChecked();
  await page.getByRole("button", { name: "Reject All" }).click();
  for (const name of optional) await expect(page.getByRole("switch", { name })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Essential cookies" })).toBeChecked();
});

test("Save stores the choices, confirms it, and the page shows them after a reload", async ({
  page,
}) => {
  const analyticsSwitch = page.getByRole("switch", { name: "Analytics cookies" });
  await analyticsSwitch.click();
  await expect(analyticsSwitch).toBeChecked();
  // Nothing is stored before Save.
  expect(await page.evaluate(() => localStorage.getItem("cookie-preferences"))).toBeNull();

  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Cookie preferences saved successfully!");
  const stored = await page.evaluate(() => localStorage.getItem("cookie-preferences"));
  expect(JSON.parse(stored ?? "null")).toEqual({
    essential: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");

  await page.reload();
  await expect(analyticsSwitch).toBeChecked();
  await expect(page.getByRole("switch", { name: "Marketing cookies" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Functional cookies" })).not.toBeChecked();
});

test("switches toggle from the keyboard", async ({ page }) => {
  const marketing = page.getByRole("switch", { name: "Marketing cookies" });
  await marketing.focus();
  await page.keyboard.press("Space");
  await expect(marketing).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(marketing).not.toBeChecked();
});

test("lists what the site stores with durations", async ({ page }) => {
  const table = page.getByRole("table", { name: "Cookies and local storage used on this website" });
  for (const [name, duration] of [
    ["cookie-consent", "1 year"],
    ["cookie-consent-expires", "1 year"],
    ["cookie-preferences", "Until you change them"],
    ["applicationData", "1 hour"],
  ] as const) {
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    await expect(row.getByRole("cell").last()).toHaveText(duration);
  }
});
