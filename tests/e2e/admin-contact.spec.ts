import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { applyAs } from "./applicant.ts";
import { expectOneApplicantMailWith, expectOneMailWith, uniqueEmail } from "./mail.ts";

/**
 * Reaching the applicant from the back office and keeping their details: phone and email
 * links, a templated email edited before sending (with the secure upload link), the brokers'
 * alert opening the lead, a lead added by hand, a quick quote given a name, and Companies
 * House's details found by "Look up" (the stand-in of playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });
// Forms with a mistake answer 400, which the browser reports.
test.use({ expectedConsoleErrors: /status of 400/ });

test("the brokers' alert opens the lead, whose applicant gets a document chaser the broker edited, with a working upload link", async ({
  page,
}) => {
  const company = `Chaser Joinery ${Date.now()}`;
  const email = uniqueEmail("chaser");
  await applyAs(page, company, email);

  // The alert to the brokers links straight to the lead.
  const alert = await expectOneMailWith(`New application: ${company}`);
  const leadPath = /https?:\/\/[^\s"<>/]+(\/admin\/leads\/[0-9a-f-]{36})/.exec(alert)?.[1];
  expect(leadPath).toBeTruthy();
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto(leadPath!);
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();

  // Phone and email are links to call and write: the number shown the UK way, dialled in E.164.
  const contact = page.getByRole("list", { name: "Contact" });
  await expect(contact.getByRole("link", { name: "07700 900123" })).toHaveAttribute(
    "href",
    "tel:+447700900123",
  );
  await expect(contact.getByRole("link", { name: email })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );

  // A template fills the subject and message; the broker edits them and sends.
  const panel = page.getByRole("region", { name: "Email the applicant" });
  await panel.getByLabel("Start from a template").selectOption("document_chaser");
  await expect(panel.getByLabel("Subject")).toHaveValue(/^Documents for your application \(DBF-/);
  await expect(panel.getByLabel("Message")).toHaveValue(
    /upload them securely here: \[upload link\]/,
  );
  await expectNoViolations(page, "lead with an email to send");
  await panel.getByLabel("Subject").fill("Two documents to finish your application");
  await panel
    .getByLabel("Message")
    .fill(
      "Dear Ann,\n\nJust your last 6 months of bank statements and your latest accounts, please.\n\nUpload them here: [upload link]\n\nBest wishes",
    );
  await panel.getByRole("button", { name: "Send email" }).click();
  await expect(panel.getByRole("status")).toHaveText(/Email queued/);
  // A fresh form for the next one, and the mail on the timeline.
  await expect(panel.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Two documents to finish your application",
  );

  // The applicant's mail has the broker's words and a secure link instead of the placeholder.
  const mail = await expectOneApplicantMailWith(
    email,
    "Just your last 6 months of bank statements",
  );
  expect(mail).not.toContain("[upload link]");
  const upload = /https?:\/\/[^\s"<>/]+(\/track\/[A-Za-z0-9_-]{43})#upload/.exec(mail)?.[1];
  expect(upload).toBeTruthy();
  await page.goto(`${upload!}#upload`);
  await expect(page.getByRole("heading", { name: "Add documents" })).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
});

test("a broker adds a phone enquiry by hand and names a quick quote, with its company from Companies House", async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await openInbox(page);

  // A phone enquiry, added from the inbox.
  await page.getByRole("link", { name: "New lead" }).click();
  await expect(page.getByRole("heading", { name: "New lead", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByText("Enter the person's name or their company's name.")).toBeVisible();
  await expect(
    page.getByText("Enter a phone number or an email address, so someone can get back to them."),
  ).toBeVisible();
  await expectNoViolations(page, "new lead with mistakes");
  await page.getByLabel("How did the enquiry reach us?").selectOption("phone");
  await page.getByLabel("Full name").fill(`Phoebe Phone ${stamp}`);
  await page.getByLabel("Phone number").fill("07700 900765");
  await page.getByLabel("Amount they need (£)").fill("40,000");
  await page.getByLabel("First note").fill("Needs a van by March.");
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(
    page.getByRole("heading", { name: `Phoebe Phone ${stamp}`, level: 1 }),
  ).toBeVisible();
  // The bootstrap admin of playwright.config.ts is called "Administrator".
  await expect(
    page.getByText("Added by Administrator, phone enquiry", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Email the applicant" })).toContainText(
    "This lead has no email address.",
  );
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await page.getByLabel("Search").fill(`Phoebe Phone ${stamp}`);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const phoned = page.getByRole("row").filter({ hasText: `Phoebe Phone ${stamp}` });
  await expect(phoned).toHaveCount(1);
  // Listed as what it is: a phone enquiry, not a quick quote.
  await expect(phoned).toContainText("Phone enquiry");

  // A quick quote is known only by its email address until the broker gives it a name.
  const email = uniqueEmail("quote");
  await page.goto("/");
  const form = page.getByRole("form", { name: "Get your funding quote" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("07700 900654");
  await form.getByRole("button", { name: "Get My Funding Options" }).click();
  await expect(page).toHaveURL(/\/enquiry$/, { timeout: 30_000 });
  await page.goto("/admin");
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const quoted = page.getByRole("row").filter({ hasText: email });
  await expect(quoted).toContainText(`${email} (no name given)`);
  await expect(quoted).toContainText("Quick quote");
  await quoted.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: email, level: 1 })).toBeVisible();

  const details = page.getByRole("region", { name: "Edit details" });
  await details.getByLabel("Full name").fill(`Quinn Quote ${stamp}`);
  await details.getByLabel("Company number").fill("12345678");
  await details.getByRole("button", { name: "Look up on Companies House" }).click();
  await expect(details.getByRole("status")).toHaveText(/Found OAKWOOD JOINERY LTD/);
  await expect(details.getByLabel("Company name")).toHaveValue("OAKWOOD JOINERY LTD");
  await expect(details.getByLabel("Full name")).toHaveValue(`Quinn Quote ${stamp}`);
  await expectNoViolations(page, "lead after a Companies House look-up");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("heading", { name: "OAKWOOD JOINERY LTD", level: 1 })).toBeVisible();
  const company = page.getByRole("region", { name: "Company" });
  await expect(company).toContainText("Active");
  await expect(company).toContainText("9 March 2015");
  await expect(company).toContainText("4 Mill Lane, Hoole, Chester, CH2 3AB");
  await expect(company).toContainText("WOOD, Ann Mary");
  await expect(company).not.toContainText("ELM, Carol");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Details edited: name, company name, company number, Companies House details",
  );

  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(
    `Quinn Quote ${stamp}`,
  );
});
