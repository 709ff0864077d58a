import { createHash } from "node:crypto";
import { test, expect } from "./fixtures.ts";
import { applyAs, pdf } from "./applicant.ts";
import { expectNoViolations } from "./axe.ts";
import { drawingOn, expectDrawingShown } from "./illustration.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { uniqueEmail } from "./mail.ts";

/**
 * The results page reads back what was given (company, amount, what the funding is for, the
 * reference), lists each document the server received, and says so when there is no
 * application to show.
 */

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`results:${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${hash[0]}.${hash[1]}` });
});

test(
  "the results page shows the company, the amount, what the funding is for and the reference",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    // Long enough to wrap on a phone: the line must stay on the screen.
    const companyName = `Northern Refrigeration and Catering Equipment Services Ltd ${testInfo.project.name} ${Date.now()}`;
    await applyAs(page, companyName, uniqueEmail("summary"), {
      reasons: ["Working capital", "Purchase stock"],
    });
    const company = page.getByText(companyName, { exact: true });
    await expect(company).toBeVisible();
    await expect(page.getByText("£50,000", { exact: true })).toBeVisible();
    await expect(page.getByText("Working capital, Purchase stock", { exact: true })).toBeVisible();
    await expect(page.getByText(/^DBF-[A-Z0-9]{6}$/)).toBeVisible();
    await expect(page.getByText("Not given")).toHaveCount(0);
    const box = await company.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    // Beside the summary where there is room for it; not on a phone.
    if (width >= 1024) await expectDrawingShown(page, illustrations.success);
    else await expect(drawingOn(page, illustrations.success)).toBeHidden();
  },
);

test("/results with no application says so and offers the application and the lost-link form", async ({
  page,
}) => {
  await page.goto("/results");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "We could not find an application",
  );
  await expect(page).toHaveTitle(/^No Application Found/);
  await expect(page.getByText("Thank you")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Documents" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start your application" })).toHaveAttribute(
    "href",
    "/application",
  );
  await expect(page.getByRole("link", { name: "Lost your link?" })).toHaveAttribute(
    "href",
    "/track",
  );
  await expectDrawingShown(page, illustrations.empty);
  await expectNoViolations(page);
});

test("each file received stays listed with its category after an upload, and after a reload", async ({
  page,
}, testInfo) => {
  await applyAs(page, `Listed Files Ltd ${testInfo.testId.slice(0, 8)}`, uniqueEmail("listed"));
  await page.getByLabel("Accounts", { exact: true }).setInputFiles([
    { name: "accounts-2025.pdf", mimeType: "application/pdf", buffer: pdf() },
    { name: "accounts-2024.pdf", mimeType: "application/pdf", buffer: pdf() },
  ]);
  await page
    .getByLabel("Bank statements", { exact: true })
    .setInputFiles([{ name: "march.pdf", mimeType: "application/pdf", buffer: pdf() }]);
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByText("Documents uploaded!")).toBeVisible({ timeout: 15_000 });

  const expectListed = async () => {
    const accounts = page.getByRole("list", { name: "Accounts: received" });
    await expect(accounts.getByRole("listitem")).toHaveText([
      /accounts-2024\.pdf, received/,
      /accounts-2025\.pdf, received/,
    ]);
    await expect(
      page.getByRole("list", { name: "Bank statements: received" }).getByRole("listitem"),
    ).toHaveText([/march\.pdf, received/]);
  };
  await expectListed();
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expectListed();
  await expectNoViolations(page, "results with documents received");
});
