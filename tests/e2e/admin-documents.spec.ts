import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { applyAs, pdf } from "./applicant.ts";
import { expectOneMailWith, uniqueEmail } from "./mail.ts";
import type { Page } from "@playwright/test";

/**
 * Documents on the broker's side (the product's checklist, a broker's upload for the applicant,
 * an item asked for again, Open Banking's state) and the templates an admin edits, whose merge
 * fields fill from the case: the document chaser lists only what is missing, and an offer's
 * fields a case cannot fill stop the mail until the broker writes them in.
 */

test.describe.configure({ timeout: 120_000 });
// A mail the case could not fill is refused with 400, which the browser reports.
test.use({ expectedConsoleErrors: /status of 400/ });

/** A fresh application, and its case page opened from the brokers' alert. */
async function openNewCase(page: Page, prefix: string) {
  const company = `${prefix} ${Date.now()}`;
  await applyAs(page, company, uniqueEmail(prefix.toLowerCase().replace(/\W+/g, "-")));
  const alert = await expectOneMailWith(`New application: ${company}`);
  const leadPath = /https?:\/\/[^\s"<>/]+(\/admin\/leads\/[0-9a-f-]{36})/.exec(alert)?.[1];
  expect(leadPath).toBeTruthy();
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto(leadPath!);
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  return company;
}

test("a broker works the documents checklist, uploads for the applicant and chases only what is missing", async ({
  page,
}) => {
  await openNewCase(page, "Checklist Bakery");
  const documents = page.getByRole("region", { name: "Documents" });
  const item = (title: string) => documents.getByRole("listitem").filter({ hasText: title });
  await expect(item("Full company accounts")).toContainText("Still needed");
  await expect(item("Photo ID for all directors")).toContainText("Still needed");

  // The applicant emailed their passport: the broker files it under its item.
  await documents.getByLabel("File under").selectOption({ label: "Photo ID" });
  await documents.getByLabel("Files to upload").setInputFiles({
    name: "passport.pdf",
    mimeType: "application/pdf",
    buffer: pdf(),
  });
  await documents.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(documents.getByText("1 document uploaded for the applicant.")).toBeVisible();
  await expect(item("Photo ID for all directors")).toContainText("Received, to check");
  await expect(documents.getByRole("link", { name: "passport.pdf (download)" })).toBeVisible();

  // It has expired: asked for again, with what was wrong.
  const photoId = item("Photo ID for all directors");
  await photoId.getByText("Accept or ask again").click();
  await photoId.getByLabel("What was wrong").fill("The passport has expired");
  await photoId.getByRole("button", { name: /^Ask again/ }).click();
  await expect(item("Photo ID for all directors")).toContainText("Asked for again");
  await expect(item("Photo ID for all directors")).toContainText(
    "What was wrong: The passport has expired",
  );

  // Open Banking is the applicant's request with where it stands.
  await documents
    .getByLabel("Where it stands")
    .selectOption({ label: "Link sent to the applicant" });
  await documents.getByRole("button", { name: "Save Open Banking" }).click();
  await expect(documents.getByText(/^Link sent to the applicant \(/)).toBeVisible();
  await expectNoViolations(page, "case page with its documents checklist");

  // The chaser lists what is still missing, and no more.
  const mail = page.getByRole("region", { name: "Email the applicant" });
  await mail.getByLabel("Start from a template").selectOption({ label: "Documents we still need" });
  const message = mail.getByLabel("Message");
  await expect(message).toHaveValue(/- Full company accounts\n/);
  await expect(message).toHaveValue(/- Photo ID for all directors \(The passport has expired\)/);
  await expect(message).not.toHaveValue(/Management accounts/);
  await expect(message).toHaveValue(/upload them securely here: \[upload link\]/);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Uploaded for the applicant: passport.pdf (Photo ID)",
  );
});

test("an admin edits a template with merge fields and a preview, and a broker cannot send it half-filled", async ({
  page,
}) => {
  // A case with no offer yet, opened by an admin.
  await openNewCase(page, "Template Joinery");
  const casePath = new URL(page.url()).pathname;

  await page.getByRole("link", { name: "Templates" }).click();
  await expect(page.getByRole("heading", { name: "Email templates", level: 1 })).toBeVisible();
  const offer = page.getByRole("region", { name: "Your offer is ready", exact: true });
  await offer.getByText("Edit Your offer is ready").click();

  // A misspelt field is refused by name; the preview follows the typing.
  const subject = offer.getByLabel("Subject");
  await subject.fill("Your offer from {lendr}");
  await offer.getByRole("button", { name: "Save template" }).click();
  await expect(offer.getByText("{lendr} is not a merge field")).toBeVisible();
  await subject.fill("{name}, {lender} offers {offer amount} ({reference})");
  const preview = offer.getByRole("region", { name: "Preview of Your offer is ready" });
  await expect(preview).toContainText("Ann, Example Capital offers £45,000 (DBF-7K3M9Q)");
  await offer.getByRole("button", { name: "Save template" }).click();
  await expect(offer.getByText("Saved Your offer is ready.")).toBeVisible();
  await expect(offer).toContainText("Saved by Administrator");
  await expectNoViolations(page, "email templates");

  // On the case with no offer yet, the offer's fields stay in brackets and the mail is held.
  await page.goto(casePath);
  const mail = page.getByRole("region", { name: "Email the applicant" });
  await mail.getByLabel("Start from a template").selectOption({ label: "Your offer is ready" });
  await expect(mail.getByLabel("Subject")).toHaveValue(/^Ann, \[lender\] offers \[offer amount\]/);
  await expect(
    mail.getByText(/This case could not fill \[lender\], \[offer amount\]/),
  ).toBeVisible();
  await mail.getByRole("button", { name: "Send email" }).click();
  await expect(
    mail.getByText(/write in what each should say, or take it out, before sending/).last(),
  ).toBeVisible();

  // Put back, the standard text is offered again.
  await page.goto("/admin/templates");
  await page
    .getByRole("region", { name: "Your offer is ready", exact: true })
    .getByRole("button", { name: /^Put back the standard text/ })
    .click();
  await expect(page.getByText("Your offer is ready is back to its standard text.")).toBeVisible();
});

test(
  "the documents checklist fits a phone: its forms open without widening the page",
  { tag: "@phone-only" },
  async ({ page }) => {
    await openNewCase(page, "Pocket Florist");
    const documents = page.getByRole("region", { name: "Documents" });
    const accounts = documents.getByRole("listitem").filter({ hasText: "Full company accounts" });
    await accounts.getByText("Accept or ask again").click();
    await expect(accounts.getByLabel("What was wrong")).toBeVisible();
    await documents.getByLabel("Files to upload").scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await expectNoViolations(page, "documents checklist on a phone");
  },
);
