import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * The lender panel: an admin adds a lender paying 2% with two products, finds it in the
 * table, and changes it to a £500 fixed fee. Names are unique, as every spec shares one
 * database.
 */

// Sign-in, two saves and two axe runs over a page of forms: longer than one visitor's journey.
test.describe.configure({ timeout: 180_000 });

test("an admin adds a lender on a 2% share, then changes it to a £500 fixed fee", async ({
  page,
}) => {
  const name = `Panel Lender ${Date.now()}`;
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.getByRole("link", { name: "Lenders", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Lenders", level: 1 })).toBeVisible();

  const add = page.getByRole("region", { name: "Add a lender" });
  await add.getByLabel("Lender's name").fill(name);
  await add.getByLabel("Short-Term Business Loans").check();
  await add.getByLabel("Asset Funding").check();
  await add.getByLabel("Smallest amount (£)").fill("25,000");
  await add.getByLabel("Largest amount (£)").fill("250,000");
  await add.getByLabel("Minimum trading time (months)").fill("6");
  await add.getByLabel("Typical decision time").fill("24 hours");
  await expect(add.getByLabel("A share of the funded amount", { exact: true })).toBeChecked();
  await add.getByLabel("Name", { exact: true }).fill("Priya Shah");
  await add.getByLabel("Email address").fill("priya@lender.example");
  await add.getByLabel("Phone number").fill("020 7946 0000");

  // The share is missing: the form says so at its field, and the page stays accessible.
  await add.getByRole("button", { name: "Add lender" }).click();
  const percentage = add.getByLabel("Share of the funded amount (%)");
  await expect(percentage).toHaveAccessibleDescription(
    /Enter the percentage of the funded amount, like 1\.5\./,
  );
  await expectNoViolations(page, "the add form with an error showing");

  await percentage.fill("2");
  await add.getByRole("button", { name: "Add lender" }).click();
  await expect(add.getByRole("status")).toHaveText(`Added ${name} to the panel.`);

  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Short-Term Business Loans");
  await expect(row).toContainText("Asset Funding");
  await expect(row).toContainText("£25,000 to £250,000");
  await expect(row).toContainText("6 months");
  await expect(row).toContainText("2% of the funded amount");
  await expect(row).toContainText("30 days");
  await expect(row).toContainText("priya@lender.example");

  const edit = page
    .getByRole("region", { name: "Edit a lender" })
    .locator("li", { has: page.getByText(`Edit ${name}`, { exact: true }) });
  await edit.getByText(`Edit ${name}`, { exact: true }).click();
  await expect(edit.getByLabel("Share of the funded amount (%)")).toHaveValue("2");
  await expect(edit.getByLabel("Smallest amount (£)")).toHaveValue("25,000");
  await edit.getByLabel("A fixed fee per deal", { exact: true }).check();
  await edit.getByLabel("Fixed fee per deal (£)").fill("500");
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(edit.getByRole("status")).toHaveText(`Saved ${name}.`);

  await expect(row).toContainText("£500 fixed");
  await expect(row).not.toContainText("of the funded amount");
  await expectNoViolations(page, "the panel after the edit");
});

test.describe("without JavaScript", () => {
  // axe needs a script in the page, so it runs in the test above; a refused form answers 400.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("the server refuses a name already on the panel in another case, and a fee left out", async ({
    page,
  }) => {
    const name = `Plain Lender ${Date.now()}`;
    await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
    await page.goto("/admin/lenders");

    const add = page.getByRole("region", { name: "Add a lender" });
    await add.getByLabel("Lender's name").fill(name);
    await add.getByLabel("A fixed fee per deal", { exact: true }).check();
    await add.getByLabel("Fixed fee per deal (£)").fill("750");
    await add.getByRole("button", { name: "Add lender" }).click();
    await expect(add.getByRole("status")).toHaveText(`Added ${name} to the panel.`);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("£750 fixed");

    await add.getByLabel("Lender's name").fill(name.toUpperCase());
    await add.getByLabel("Share of the funded amount (%)").fill("1.5");
    await add.getByRole("button", { name: "Add lender" }).click();
    await expect(add.getByLabel("Lender's name")).toHaveAccessibleDescription(
      new RegExp(`There is already a lender called "${name.toUpperCase()}" on the panel`),
    );
    await expect(page.getByRole("row", { name: new RegExp(name, "i") })).toHaveCount(1);

    // A refused edit comes back with its fold open, the message in sight.
    const edit = page
      .getByRole("region", { name: "Edit a lender" })
      .locator("li", { has: page.getByText(`Edit ${name}`, { exact: true }) });
    await edit.getByText(`Edit ${name}`, { exact: true }).click();
    await edit.getByLabel("Fixed fee per deal (£)").fill("");
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expect(edit.getByLabel("Fixed fee per deal (£)")).toHaveAccessibleDescription(
      /Enter the fixed fee in pounds, like 750\./,
    );
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("£750 fixed");
  });
});
