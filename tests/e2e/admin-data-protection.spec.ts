import { ukDate } from "./uk-days.ts";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { brokerMails, decoded, expectOneMailWith, uniqueEmail } from "./mail.ts";

test.describe.configure({ timeout: 180_000 });
// A refused confirmation answers 400.
test.use({ expectedConsoleErrors: /status of 400/ });
// Journeys through the back office: the same at both widths, so run once (desktop).

test("an admin finds everything held about a visitor, downloads it, erases it, and the audit log says so", async ({
  page,
}) => {
  const email = uniqueEmail("erase-me");

  // A visitor writes through the contact form; the brokers are told.
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Erin");
  await page.getByLabel("Last name").fill("Erasure");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Your message").fill("Please call me about a loan for a van.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
  await expectOneMailWith(email);

  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.getByRole("link", { name: "Data protection" }).click();
  await expect(page.getByRole("heading", { name: "Data protection", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  const held = page.getByRole("region", { name: "Leads of this person" });
  await expect(held.getByRole("row")).toHaveCount(2);
  await expect(held).toContainText("Erin Erasure");
  await expectNoViolations(page, "person found");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download everything held (JSON)" }).click();
  const exported = JSON.parse(await readFile((await (await downloading).path())!, "utf8")) as {
    leads: { contactMessage: { email: string; message: string } }[];
  };
  expect(exported.leads).toHaveLength(1);
  expect(exported.leads[0]?.contactMessage).toMatchObject({
    email,
    message: "Please call me about a loan for a van.",
  });

  // Erasing needs the lead ticked and the word typed; without them nothing goes.
  await page.getByRole("button", { name: "Erase the ticked leads" }).click();
  await expect(page.getByText("Nothing was erased.")).toBeVisible();
  await expect(page.getByLabel("Type ERASE to confirm")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "erase refused");
  await page.getByRole("checkbox", { name: "Erase Erin Erasure" }).check();
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase the ticked leads" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Erased 1 lead, 0 documents and 1 notification.",
  );
  await expect(page.getByText(`Nothing is held about ${email}.`)).toBeVisible();
  // The mail file written for the brokers goes too.
  const mentioning = async () =>
    (await brokerMails()).filter((mail) => decoded(mail).includes(email)).length;
  await expect.poll(mentioning).toBe(0);

  // The inbox no longer has it, and the audit log records the export and the erasure.
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const entries = page.getByRole("region", { name: "Audit entries" });
  await expect(entries.getByRole("row").filter({ hasText: "person.erase" }).first()).toBeVisible();
  await expect(entries.getByRole("row").filter({ hasText: "person.export" }).first()).toBeVisible();
  await expect(entries).not.toContainText(email);
  await page.getByLabel("Action").selectOption("person.erase");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(entries.getByRole("row").filter({ hasText: "auth.sign_in" })).toHaveCount(0);
  await expectNoViolations(page, "audit log");
});

/** A visitor writes through the contact form, with a phone number. */
async function sendContactMessage(
  page: Page,
  person: { first: string; last: string; email: string; phone: string },
) {
  await page.goto("/contact");
  await page.getByLabel("First name").fill(person.first);
  await page.getByLabel("Last name").fill(person.last);
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Phone number").fill(person.phone);
  await page.getByLabel("Your message").fill("Please call me about a loan.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
}

test("an admin erases only the person's own lead when a shared phone also finds another's, and erases a funded lead with a reason, keeping its deal", async ({
  page,
}) => {
  // Two people at one shop, giving its landline (a drama number, unique to this run).
  const landline = `020 7946 0${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  const ann = { first: "Ann", last: "Shopkeeper", email: uniqueEmail("ann"), phone: landline };
  const bob = { first: "Bob", last: "Shopkeeper", email: uniqueEmail("bob"), phone: landline };
  await sendContactMessage(page, ann);
  await sendContactMessage(page, bob);

  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto("/admin/data-protection");
  await page.getByLabel("Email").fill(ann.email);
  await page.getByLabel("Phone").fill(landline);
  await page.getByRole("button", { name: "Find" }).click();

  // Each lead shows whose it is and what matched, and none is ticked.
  const held = page.getByRole("region", { name: "Leads of this person" });
  const annRow = held.getByRole("row").filter({ hasText: ann.email });
  const bobRow = held.getByRole("row").filter({ hasText: bob.email });
  await expect(annRow).toContainText("Ann Shopkeeper");
  await expect(annRow).toContainText("Email, Phone");
  await expect(bobRow).toContainText("Bob Shopkeeper");
  await expect(bobRow.getByRole("cell").nth(6)).toHaveText("Phone");
  await expect(held.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expectNoViolations(page, "two people found");

  // Nothing ticked: refused, whatever is typed.
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase the ticked leads" }).click();
  await expect(page.getByText("Select the leads to erase")).toBeVisible();

  await page.getByRole("checkbox", { name: "Erase Ann Shopkeeper" }).check();
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase the ticked leads" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Erased 1 lead, 0 documents and 1 notification.",
  );
  await expect(held.getByRole("row").filter({ hasText: ann.email })).toHaveCount(0);
  await expect(bobRow).toBeVisible();

  // Bob's lead is funded through a panel lender, with commission received: a deal the firm keeps.
  const lender = `Keeper Lender ${Date.now()}`;
  await page.goto("/admin/lenders");
  const add = page.getByRole("region", { name: "Add a lender" });
  await add.getByLabel("Lender's name").fill(lender);
  await add.getByLabel("Share of the funded amount (%)").fill("2");
  await add.getByRole("button", { name: "Add lender" }).click();
  await expect(add.getByRole("status")).toHaveText(`Added ${lender} to the panel.`);
  await page.goto("/admin/data-protection");
  await page.getByLabel("Phone").fill(landline);
  await page.getByRole("button", { name: "Find" }).click();
  await held.getByRole("row").filter({ hasText: bob.email }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Bob Shopkeeper", level: 1 })).toBeVisible();
  const bobsLead = page.url();
  const record = page.locator("form#submission-new");
  await record.getByRole("combobox", { name: "Lender", exact: true }).selectOption(lender);
  await record.getByLabel("Date sent").fill(ukDate(-20));
  await record.getByRole("button", { name: "Record submission" }).click();
  await expect(page.getByText("Submission recorded.", { exact: false })).toBeVisible();
  const item = page
    .getByRole("region", { name: "Lender submissions" })
    .getByRole("listitem")
    .filter({ has: page.getByText(`Edit ${lender}`, { exact: true }) });
  await item.getByText(`Edit ${lender}`, { exact: true }).click();
  await item.getByLabel("Outcome").selectOption({ label: "Funded" });
  await item.getByLabel("Amount funded (£)").fill("40,000");
  await item.getByLabel("Funded on").fill(ukDate(-10));
  await item.getByRole("button", { name: `Save ${lender}` }).click();
  await expect(item.getByText("Submission updated. The lead is now Funded.")).toBeVisible();
  const commission = item.getByRole("region", { name: `Commission from ${lender}` });
  await commission.getByLabel("Commission received (£)").fill("300");
  await commission.getByLabel("Received on").fill(ukDate(-1));
  await commission.getByRole("button", { name: `Record commission from ${lender}` }).click();
  await expect(commission.getByText("Commission received recorded.")).toBeVisible();

  // Erasing Bob: his lead is marked as a kept deal, and the reason is asked for in the same step.
  await page.goto("/admin/data-protection");
  await page.getByLabel("Phone").fill(landline);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(held.getByRole("row").filter({ hasText: bob.email })).toContainText(
    "Deal kept until",
  );
  await page.getByRole("checkbox", { name: "Erase Bob Shopkeeper" }).check();
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase the ticked leads" }).click();
  const reason = page.getByLabel("Why the deal records are kept");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Bob Shopkeeper (kept until")).toBeVisible();
  await expect(page.getByText("Nothing was erased.")).toBeVisible();
  await expect(held.getByRole("row").filter({ hasText: bob.email })).toHaveCount(1);
  await expectNoViolations(page, "reason asked for a kept deal");

  await reason.fill("Applicant's request of 3 Nov; deal records kept for 6 years");
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase the ticked leads" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Erased the personal details of 1 kept deal, 0 documents and 1 notification. The deal records stay until their retention period ends.",
  );
  await expect(page.getByText(`Nothing is held about ${landline}.`)).toBeVisible();

  // The lead page: erased, by whom and why, until when kept; the deal and its commission stay.
  await page.goto(bobsLead);
  await expect(
    page.getByRole("heading", { name: "Personal details erased", level: 1 }),
  ).toBeVisible();
  const notice = page.getByRole("region", { name: "Personal details erased" });
  await expect(notice).toContainText("Applicant's request of 3 Nov; deal records kept for 6 years");
  await expect(notice).toContainText("Deal record kept until");
  await expect(notice).toContainText("Administrator");
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText("Status: Funded");
  await expect(commission).toContainText("Received£300");
  await expect(page.locator("main")).not.toContainText(bob.email);
  await expect(page.getByRole("button", { name: "Log call" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "What they told us" })).toHaveCount(0);
  // No applicant is left to see a reason for a status: the pipeline says so.
  await expect(page.getByRole("region", { name: "Pipeline" })).toContainText(
    "Kept with the deal record only",
  );
  await expect(page.getByText("The applicant sees this reason")).toHaveCount(0);
  await expectNoViolations(page, "an erased lead's page");
});
