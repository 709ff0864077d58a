import { createHash } from "node:crypto";
import { test, expect } from "./fixtures.ts";
import { answerCompanyQuestions, applyAs, pdf } from "./applicant.ts";
import { expectNoViolations } from "./axe.ts";
import { drawingOn, expectDrawingShown } from "./illustration.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { uniqueEmail } from "./mail.ts";
import { resultsAnswerCopy } from "#app/content/results-answer.ts";
import { calculatorBasis, exampleText } from "#app/content/calculator.ts";
import { claims } from "#app/content/claims.ts";
import { indicativeCost } from "#app/content/product-fit.ts";
import { products } from "#app/content/products.ts";
import { formatPounds } from "#app/lib/money.ts";
import { paths, type ProductSlug } from "#app/paths.ts";

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

/** The answer at the end, as the server works it out from the catalogue and the calculator. */
function expectedAnswer(amount: number, slugs: ProductSlug[]) {
  const cost = indicativeCost(amount, slugs);
  if (!cost) throw new Error("no indicative cost for these products");
  return {
    range: `${formatPounds(cost.longest.low)} to ${formatPounds(cost.shortest.high)} ${resultsAnswerCopy.answer.perMonth}`,
    example: `${calculatorBasis.exampleLabel} ${exampleText()}`,
  };
}

test("the results page answers with the products that fit, an indicative monthly cost and what happens next", async ({
  page,
}, testInfo) => {
  await applyAs(page, `Answer Bakery Ltd ${testInfo.testId.slice(0, 8)}`, uniqueEmail("answer"), {
    reasons: ["Working capital", "Purchase stock"],
  });
  const copy = resultsAnswerCopy.answer;
  await expect(page.getByRole("heading", { level: 2, name: copy.title })).toBeVisible();

  // Working capital and stock, £50,000 at £250,000 turnover: the catalogue's fitting products.
  const fitting: ProductSlug[] = [
    "short-term-business-loans",
    "card-terminal-loans",
    "stock-funding",
  ];
  const list = page.getByRole("list", { name: copy.productsLabel });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(
    fitting.map((slug) => products[slug].name),
  );
  for (const slug of fitting) {
    await expect(list.getByRole("link", { name: products[slug].name })).toHaveAttribute(
      "href",
      paths.product(slug),
    );
  }
  await expect(list.getByRole("listitem").last()).toContainText(
    "For buying stock: £10,000 to £1,000,000 over 3-36 months.",
  );

  const cost = page.getByRole("region", { name: copy.costHeading });
  const expected = expectedAnswer(50_000, fitting);
  await expect(cost.getByRole("heading", { name: "Indicative monthly cost" })).toBeVisible();
  await expect(cost.getByText(expected.range, { exact: true })).toBeVisible();
  await expect(cost).toContainText(expected.example);

  const next = page.getByRole("region", { name: resultsAnswerCopy.next.title });
  const steps = next.getByRole("listitem");
  await expect(steps.nth(1)).toContainText(claims.callback.words);
  await expect(steps.nth(2)).toContainText(claims.typicalDecision.words);
  await expectNoViolations(page, "results with its answer");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the answer is on the page and within a phone's width",
    { tag: "@phone-only" },
    async ({ page }, testInfo) => {
      // Pages never hydrate without scripts, so navigate with the frame directly.
      await page.mainFrame().goto("/application");
      await page
        .getByLabel("Company name")
        .fill(`No Script Plant Ltd ${testInfo.testId.slice(0, 8)}`);
      await answerCompanyQuestions(page);
      await page.getByLabel("Trading address").fill("1 High Street, Chester CH1 1AB");
      await page.getByLabel("How much would you like to borrow?").fill("50000");
      await page.getByLabel("Annual turnover").fill("250000");
      await page.getByRole("checkbox", { name: "Purchase equipment" }).check();
      const card = page.getByRole("region", { name: /^Director 1\b/ });
      await card.getByLabel("First name").fill("Ann");
      await card.getByLabel("Last name").fill("Lee");
      await card.getByLabel("Email address").fill(uniqueEmail("answer-nojs"));
      await card.getByLabel("Mobile number").fill("07700 900123");
      await card.getByLabel("Home address").fill("2 Low Street, Chester CH1 1AA");
      await card.getByRole("radio", { name: "Homeowner" }).check();
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page).toHaveURL(/\/results$/);

      const copy = resultsAnswerCopy.answer;
      const list = page.getByRole("list", { name: copy.productsLabel });
      await expect(list.getByRole("link")).toHaveText([products["asset-funding"].name]);
      const cost = page.getByRole("region", { name: copy.costHeading });
      const expected = expectedAnswer(50_000, ["asset-funding"]);
      await expect(cost.getByText(expected.range, { exact: true })).toBeVisible();
      await expect(cost).toContainText(expected.example);
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const box = await cost.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    },
  );
});
