import { createHash } from "node:crypto";
import { test, expect } from "./fixtures.ts";
import { applyAs, pdf } from "./applicant.ts";
import { bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { expectDrawingShown } from "./illustration.ts";
import { illustrations } from "#app/content/illustrations.ts";
import { applicantLinkFromMail, expectOneApplicantMailWith, uniqueEmail } from "./mail.ts";

/**
 * The applicant's own page, opened by the link in their acknowledgement mail: the stage a
 * broker sets, what was given, the documents received and still needed, uploads that reach
 * the lead, with and without scripts; and a link that is not live shows nothing.
 */

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`track:${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${hash[0]}.${hash[1]}` });
});

test("the stage a broker sets shows on the applicant's page, and an upload through it reaches the lead", async ({
  page,
}, testInfo) => {
  // An application, the applicant's page, the back office and the page again.
  test.slow();
  const companyName = `Tracked Bakery Ltd ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
  const email = uniqueEmail("tracked");
  await applyAs(page, companyName, email, { reasons: ["Purchase equipment"] });
  const link = await applicantLinkFromMail(email);

  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["referrer-policy"]).toBe("strict-origin");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your application");
  await expect(page.getByText(/^DBF-[A-Z0-9]{6}$/).first()).toBeVisible();
  await expect(page.getByText(companyName, { exact: true })).toBeVisible();
  await expect(page.getByText("Purchase equipment", { exact: true })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Received");
  await expect(page.getByText("No documents received yet.")).toBeVisible();

  await page
    .getByLabel("Accounts", { exact: true })
    .setInputFiles([{ name: "accounts-2025.pdf", mimeType: "application/pdf", buffer: pdf() }]);
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByText("Documents uploaded!")).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole("list", { name: "Accounts: received" }).getByRole("listitem"),
  ).toHaveText([/accounts-2025\.pdf, received/]);
  await expect(page.getByText("Full company accounts, received")).toBeAttached();
  await expect(page.getByText("6 months of business bank statements, still needed")).toBeAttached();
  await expectNoViolations(page, "tracking page");

  // A broker sees the upload on the lead, and moves the lead on.
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await openInbox(page);
  await page.getByLabel("Search").fill(companyName);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("row").filter({ hasText: companyName }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: companyName, level: 1 })).toBeVisible();
  const leadPage = page.url();
  await expect(page.getByRole("link", { name: "accounts-2025.pdf (download)" })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Awaiting documents" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(
    "Status: Awaiting documents",
  );
  // The accounts were the wrong year: the broker asks for them again, saying what is needed.
  const documents = page.getByRole("region", { name: "Documents" });
  const accounts = documents.getByRole("listitem").filter({ hasText: "Full company accounts" });
  await accounts.getByText("Accept or ask again").click();
  await accounts.getByLabel("What was wrong").fill("The 2025 accounts, not 2024");
  await accounts.getByRole("button", { name: /^Ask again/ }).click();
  await expect(accounts).toContainText("Asked for again");
  await page.goto(link);
  await expect(page.locator('[aria-current="step"]')).toContainText("With a broker");
  await expect(page.getByText("Received, done")).toBeAttached();
  // The applicant's page says what the broker's checklist says.
  const needed = page.getByRole("region", { name: "What your broker needs" });
  await expect(needed.getByRole("listitem").first()).toContainText(
    "Full company accounts, asked for again",
  );
  await expect(needed.getByRole("listitem").first()).toContainText(
    "What your broker needs instead: The 2025 accounts, not 2024",
  );
  await expect(needed.getByText("Photo ID for all directors, still needed")).toBeAttached();
  // The applicant is told of the new stage once, with a link to their page.
  const news = await expectOneApplicantMailWith(email, "Your application: With a broker");
  expect(news).toMatch(/\/track\/[A-Za-z0-9_-]{43}/);

  await page.goto(leadPage);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Declined" });
  await page.getByLabel(/^Reason/).fill("No lender on our panel funds this kind of equipment.");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText("Status: Declined");
  await page.goto(link);
  await expect(page.getByText("This application is closed.")).toBeVisible();
  await expect(
    page.getByText("No lender on our panel funds this kind of equipment."),
  ).toBeVisible();
  const closed = await expectOneApplicantMailWith(email, "Your application: Closed");
  expect(closed).toContain("No lender on our panel funds this kind of equipment.");
  // Each change of stage was told once: no second mail for the first.
  await expectOneApplicantMailWith(email, "Your application: With a broker");
});

test("an altered or unknown link shows a clear page with nothing of any application", async ({
  page,
}) => {
  const response = await page.goto(`/track/${"Qx7".repeat(14)}Z`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expectDrawingShown(page, illustrations.empty);
  await expect(page.getByRole("link", { name: "Lost your link?" })).toHaveAttribute(
    "href",
    "/track",
  );
  await expect(page.getByText(/DBF-/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Documents" })).toHaveCount(0);
  await expectNoViolations(page, "dead link");
});

test("without JavaScript the page renders and documents post to it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const companyName = `No Script Tracking Ltd ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
  const email = uniqueEmail("tracked.nojs");
  await applyAs(page, companyName, email);
  const link = await applicantLinkFromMail(email);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(link);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Your application");
    await expect(plain.getByText(companyName, { exact: true })).toBeVisible();
    await plain
      .getByLabel("Bank statements", { exact: true })
      .setInputFiles([{ name: "april.pdf", mimeType: "application/pdf", buffer: pdf() }]);
    await plain.getByRole("button", { name: "Upload Documents" }).click();
    await expect(plain.getByRole("status")).toContainText(
      "1 file uploaded successfully. Your broker will review them shortly.",
    );
    await expect(plain).toHaveURL(new RegExp(`${link}$`));
    await expect(
      plain.getByRole("list", { name: "Bank statements: received" }).getByRole("listitem"),
    ).toHaveText([/april\.pdf, received/]);
  } finally {
    await context.close();
  }
});
