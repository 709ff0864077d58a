import { createHash } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { answerCompanyQuestions, applyAs, pdf } from "./applicant.ts";
import { expectNoViolations } from "./axe.ts";
import { expectOneMailWith } from "./mail.ts";

/** A mail's text as UTF-8: `expectOneMailWith` gives each quoted-printable byte as a character. */
const utf8 = (mail: string) => Buffer.from(mail, "latin1").toString("utf8");

/**
 * The results page after a full application: documents in two categories reach the brokers,
 * names in any language arrive as sent, a file of exactly 20 MiB is taken, Open Banking alone is
 * noted, a wrong file is named before anything is sent, a document is kept under the extension
 * of its type, and the page is accessible at both widths.
 */

const png = () =>
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`docs:${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${hash[0]}.${hash[1]}` });
});

function uniqueCompany(testInfo: TestInfo) {
  return `Documents Test Ltd ${testInfo.project.name} ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
}

// Upload journeys behave the same at both widths, so they run once (desktop); the page's
// accessibility is checked at both widths inside its own test.

test("documents in two categories are stored and the brokers are told the counts", async ({
  page,
}, testInfo) => {
  const companyName = uniqueCompany(testInfo);
  const email = `docs.${Date.now()}@example.co.uk`;
  await applyAs(page, companyName, email);
  await expect(page.getByText("£50,000", { exact: true })).toBeVisible();

  await page.getByLabel("Accounts", { exact: true }).setInputFiles([
    { name: "accounts-2025.pdf", mimeType: "application/pdf", buffer: pdf() },
    { name: "accounts-2024.pdf", mimeType: "application/pdf", buffer: pdf() },
  ]);
  await page
    .getByLabel("Bank statements", { exact: true })
    .setInputFiles([{ name: "march.png", mimeType: "image/png", buffer: png() }]);
  const accounts = page.getByRole("list", { name: "Accounts: chosen files" });
  await expect(accounts.getByRole("listitem")).toHaveCount(2);
  // One removed before sending.
  await page.getByRole("button", { name: "Remove accounts-2024.pdf" }).click();
  await expect(accounts.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByText("Documents uploaded!")).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText("2 files uploaded successfully. Your broker will review them shortly."),
  ).toBeVisible();
  // Selections are cleared after success.
  await expect(page.getByRole("list", { name: /chosen files/ })).toHaveCount(0);

  const mail = await expectOneMailWith("Documents added to an application", companyName);
  expect(mail).toContain("Accounts: 1");
  expect(mail).toContain("Bank statements: 1");
  expect(mail).toContain("Management accounts: 0");
  expect(mail).toContain("Total files: 2");
  expect(mail).toContain("accounts-2025.pdf");
  expect(mail).toContain("march.png");
  expect(mail).not.toContain("accounts-2024.pdf");
});

test("names in any language arrive as sent, and a file of exactly 20 MiB is taken", async ({
  page,
}, testInfo) => {
  // 20 MiB crosses the wire, is checked and stored: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const companyName = uniqueCompany(testInfo);
  await applyAs(page, companyName, `names.${Date.now()}@example.co.uk`);
  const largest = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024 - pdf().length, 0x20)]);
  await page
    .getByLabel("Accounts", { exact: true })
    .setInputFiles([{ name: "Zoë accounts.pdf", mimeType: "application/pdf", buffer: largest }]);
  await page
    .getByLabel("Bank statements", { exact: true })
    .setInputFiles([
      { name: "John’s bank statement – March.pdf", mimeType: "application/pdf", buffer: pdf() },
    ]);
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(
    page.getByText("2 files uploaded successfully. Your broker will review them shortly."),
  ).toBeVisible({ timeout: 20_000 });
  const mail = utf8(await expectOneMailWith("Documents added to an application", companyName));
  expect(mail).toContain("Zoë accounts.pdf");
  expect(mail).toContain("John’s bank statement – March.pdf");
});

test("Open Banking alone is noted and recorded", async ({ page }, testInfo) => {
  const companyName = uniqueCompany(testInfo);
  await applyAs(page, companyName, `ob.${Date.now()}@example.co.uk`);
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByText("No documents selected")).toBeVisible();

  await page.getByRole("checkbox", { name: "I would prefer to use Open Banking" }).check();
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByText("Open Banking preference noted!")).toBeVisible({ timeout: 15_000 });
  const mail = await expectOneMailWith("Documents added to an application", companyName);
  expect(mail).toContain("Prefers Open Banking: Yes");
  expect(mail).toContain("Total files: 0");
});

test("a file of the wrong type is named before anything is sent", async ({ page }, testInfo) => {
  await applyAs(page, uniqueCompany(testInfo), `wrong.${Date.now()}@example.co.uk`);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/results")) posted = true;
  });
  await page
    .getByLabel("Other documents", { exact: true })
    .setInputFiles([
      { name: "payroll.xlsx", mimeType: "application/vnd.ms-excel", buffer: Buffer.from("PK") },
    ]);
  await expect(page.getByRole("alert").filter({ hasText: "payroll.xlsx" })).toContainText(
    '"payroll.xlsx" is not a PDF, Word document (.doc, .docx), JPEG or PNG file.',
  );
  await expect(page.getByRole("list", { name: /chosen files/ })).toHaveCount(0);
  expect(posted).toBe(false);
});

test("the results page is private and accessible", async ({ page }, testInfo) => {
  await applyAs(page, uniqueCompany(testInfo), `a11y.${Date.now()}@example.co.uk`);
  const response = await page.request.get("/results");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // A fresh page each time: toasts stacked behind the newest are faded on purpose.
    await page.goto("/results");
    await page
      .getByLabel("Accounts", { exact: true })
      .setInputFiles([{ name: "bad.txt", mimeType: "text/plain", buffer: Buffer.from("x") }]);
    await page.getByRole("button", { name: "Upload Documents" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "No documents selected" });
    await expect(toast).toBeVisible();
    // Checked once it has finished appearing (it fades in).
    await expect
      .poll(() => toast.evaluate((element) => getComputedStyle(element).opacity))
      .toBe("1");
    await expectNoViolations(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("documents post to the results page and the outcome is shown there", async ({
    page,
  }, testInfo) => {
    const companyName = uniqueCompany(testInfo);
    // Pages never hydrate without scripts, so navigate with the frame directly.
    await page.mainFrame().goto("/application");
    await page.getByLabel("Company name").fill(companyName);
    await answerCompanyQuestions(page);
    await page.getByLabel("Trading address").fill("1 High Street, Chester CH1 1AB");
    await page.getByLabel("How much would you like to borrow?").fill("50000");
    await page.getByLabel("Annual turnover").fill("250000");
    const card = page.getByRole("region", { name: /^Director 1\b/ });
    await card.getByLabel("First name").fill("Ann");
    await card.getByLabel("Last name").fill("Lee");
    await card.getByLabel("Email address").fill(`nojs.${Date.now()}@example.co.uk`);
    await card.getByLabel("Mobile number").fill("07700 900123");
    await card.getByLabel("Home address").fill("2 Low Street, Chester CH1 1AA");
    await card.getByRole("radio", { name: "Homeowner" }).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByText("£50,000", { exact: true })).toBeVisible();

    await page
      .getByLabel("Management accounts", { exact: true })
      .setInputFiles([{ name: "q3.pdf", mimeType: "application/pdf", buffer: pdf() }]);
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page.getByRole("status")).toContainText(
      "1 file uploaded successfully. Your broker will review them shortly.",
    );
    const mail = await expectOneMailWith("Documents added to an application", companyName);
    expect(mail).toContain("Management accounts: 1");
    // The page lists what the server received, rather than only saying how many.
    await expect(
      page.getByRole("list", { name: "Management accounts: received" }).getByRole("listitem"),
    ).toHaveText([/q3\.pdf, received/]);

    // A disguised file is refused by its content.
    await page.getByLabel("Other documents", { exact: true }).setInputFiles([
      {
        name: "invoice.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(1024)]),
      },
    ]);
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "invoice.pdf" })).toContainText(
      '"invoice.pdf" is not a PDF, Word document (.doc, .docx), JPEG or PNG file.',
    );

    // A PDF under a name that would open as a web page is kept as the PDF it is.
    await page
      .getByLabel("Other documents", { exact: true })
      .setInputFiles([{ name: "poly.html", mimeType: "text/html", buffer: pdf() }]);
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page.getByRole("status")).toContainText("1 file uploaded successfully.");
    const second = await expectOneMailWith(
      "Documents added to an application",
      companyName,
      "poly.html",
    );
    expect(second).toContain("poly.html.pdf");
    expect(second).not.toMatch(/poly\.html(?!\.pdf)/);
  });
});
