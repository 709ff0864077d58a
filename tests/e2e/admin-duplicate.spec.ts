import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { quoteThenApplyFromAnotherAddress } from "./cases.ts";
import { expectNoViolations } from "./axe.ts";
import { applicantMails, decoded, expectOneApplicantMailWith } from "./mail.ts";

/**
 * An applicant who sent a quick quote from one address and then applied in full from another
 * made two cases (an email decides who a person is, so they did not join): the broker closes
 * the quote as a duplicate of the application, by its reference. The applicant is told nothing
 * about the quote (they are still applying), and the quote's timeline links to the case it
 * duplicates. The lead's page names each case by the reference the applicant quotes.
 */
test.describe.configure({ timeout: 150_000 });
// A reference refused by the server answers 400, which the browser reports.
test.use({ expectedConsoleErrors: /status of 400/ });

test("a quick quote closed as a duplicate of the applicant's application mails them nothing, and its timeline links to the application", async ({
  page,
}) => {
  const { homeEmail, email, company, quote, application } = await quoteThenApplyFromAnotherAddress(
    page,
    "Duplicate",
  );

  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto(quote.path);
  // The case is named by its reference, never by the id in the address.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(homeEmail);
  await expect(heading).toContainText(quote.reference);
  await expect(page).toHaveTitle(new RegExp(quote.reference));
  await expect(page.locator("main")).not.toContainText(quote.id);

  const pipeline = page.getByRole("region", { name: "Pipeline" });
  const reference = pipeline.getByLabel("Reference of the case it duplicates");
  const reason = pipeline.getByLabel(/^Reason/);
  await pipeline.getByLabel("Status", { exact: true }).selectOption({ label: "Withdrawn" });
  await pipeline.getByLabel("Duplicate of another case").check();
  await reason.fill("Sent the full application the same day");

  // Its own reference, typed loosely, is read as its own and refused; what was typed stays.
  const ownTyped = quote.reference.replace("-", "").toLowerCase();
  await reference.fill(ownTyped);
  await pipeline.getByRole("button", { name: "Save status" }).click();
  await expect(
    pipeline.getByText(
      `${quote.reference} is this case's own reference. Enter the reference of the case it duplicates.`,
    ),
  ).toBeVisible();
  await expect(reference).toHaveValue(ownTyped);
  await expect(reason).toHaveValue("Sent the full application the same day");
  await expect(pipeline.getByLabel("Duplicate of another case")).toBeChecked();
  await expect(pipeline.getByLabel("Status", { exact: true })).toHaveValue("withdrawn");
  await expectNoViolations(page, "a duplicate's reference refused");

  // The application's reference, in lower case and without the hyphen.
  await reference.fill(application.reference.replace("-", "").toLowerCase());
  await pipeline.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText("Status: Withdrawn");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(
    timeline.getByText(`Closed as a duplicate of ${application.reference}`),
  ).toBeVisible();

  // The link opens the case it duplicates, named by its own reference.
  await timeline.getByRole("link", { name: application.reference }).click();
  await expect(page).toHaveURL(new RegExp(`${application.path}$`));
  await expect(heading).toContainText(company);
  await expect(heading).toContainText(application.reference);
  await expect(page.locator("main")).not.toContainText(application.id);

  // A real change on the application does mail the applicant: once it has arrived, the outbox
  // has run past the duplicate's close, which told them nothing.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText("Status: Contacted");
  await expectOneApplicantMailWith(email, application.reference, "With a broker");
  const aboutTheQuote = (await applicantMails(homeEmail))
    .map(decoded)
    .filter((mail) => mail.includes(quote.reference) && mail.includes("Closed"));
  expect(aboutTheQuote).toEqual([]);
});
