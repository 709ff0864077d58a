import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { quoteThenApplyFromAnotherAddress } from "./cases.ts";
import { expectNoViolations } from "./axe.ts";
import { applicantMails, decoded, expectOneApplicantMailWith } from "./mail.ts";

/**
 * An applicant who sent a quick quote from her home address and then applied in full from her
 * work address made two cases (an email decides who a person is, so they did not join). The
 * broker merges them from the quote's page, keeping the application: its page then holds both
 * submissions and says what was merged, a search for the quote's reference opens it, and the
 * quote's old page leads there. The applicant is mailed nothing about the merge.
 */
test.describe.configure({ timeout: 150_000 });

test("a broker merges an applicant's quote into her application: one case, found by either reference, and no mail to her", async ({
  page,
}) => {
  const { homeEmail, email, company, quote, application } = await quoteThenApplyFromAnotherAddress(
    page,
    "Merge",
  );
  // Each was acknowledged before the merge, under its own reference.
  await expectOneApplicantMailWith(homeEmail, quote.reference);
  await expectOneApplicantMailWith(email, application.reference);

  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto(quote.path);
  // The same phone number: the application is offered as a possible duplicate.
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await expect(
    duplicates.getByRole("link", { name: application.reference, exact: true }),
  ).toBeVisible();
  await expect(
    duplicates.getByRole("link", { name: `Merge… with ${application.reference}` }),
  ).toBeVisible();

  const merge = page.getByRole("region", { name: "Merge with another case" });
  const reference = merge.getByLabel("Reference of the other case");

  // The quote's own reference, typed loosely, is refused at the field, and stays typed.
  const ownTyped = quote.reference.replace("-", "").toLowerCase();
  await reference.fill(ownTyped);
  await reference.press("Enter");
  await expect(
    merge.getByText(
      `${quote.reference} is this case's own reference. Enter the reference of the other case.`,
    ),
  ).toBeVisible();
  await expect(reference).toHaveValue(ownTyped);
  await expectNoViolations(page, "a merge reference refused");

  // The application's reference, in lower case and without the hyphen: both cases are shown.
  await reference.fill(application.reference.replace("-", "").toLowerCase());
  await merge.getByRole("button", { name: "Find the case" }).click();
  const cases = merge.getByRole("table", { name: "The two cases" });
  await expect(cases).toContainText(`${quote.reference} (this case)`);
  await expect(cases).toContainText(application.reference);
  await expect(cases).toContainText(company);
  await expectNoViolations(page, "two cases to merge");
  await merge.getByLabel(`Keep ${application.reference}`).check();
  await merge.getByRole("button", { name: "Merge cases" }).click();

  // The broker lands on the application, which says what was merged and holds both.
  await expect(page).toHaveURL(new RegExp(`${application.path}\\?merged=${quote.reference}$`));
  await expect(page.getByRole("status").filter({ hasText: "merged into this case." })).toHaveText(
    `${quote.reference} merged into this case.`,
  );
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(application.reference);
  const submissions = page.getByRole("region", { name: "Enquiries and applications" });
  await expect(submissions.getByRole("listitem")).toHaveCount(2);
  await expect(submissions.getByRole("listitem").first()).toContainText("Quick quote");
  await expect(submissions.getByRole("listitem").nth(1)).toContainText("Application");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(`${quote.reference} merged into this case`)).toBeVisible();
  await expectNoViolations(page, "the case after a merge");

  // A search for the quote's reference opens the application.
  await openInbox(page);
  await page.getByLabel("Search").fill(quote.reference);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === quote.reference);
  const rows = page.getByRole("row").filter({ hasText: company });
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: company }).click();
  await expect(page).toHaveURL(new RegExp(application.path));
  await expect(heading).toContainText(application.reference);

  // The quote's old page leads to the application too.
  await page.goto(quote.path);
  await expect(page).toHaveURL(new RegExp(`${application.path}$`));

  // A real change mails the applicant: once it has arrived, the outbox has run past the merge,
  // which told her nothing at either address.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText("Status: Contacted");
  await expectOneApplicantMailWith(email, application.reference, "With a broker");
  expect(await applicantMails(homeEmail)).toHaveLength(1);
  expect(await applicantMails(email)).toHaveLength(2);
  const aboutTheMerge = [...(await applicantMails(homeEmail)), ...(await applicantMails(email))]
    .map(decoded)
    .filter((mail) => /merged/i.test(mail));
  expect(aboutTheMerge).toEqual([]);
});
