import { readFile } from "node:fs/promises";
import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";
import { brokerMails, decoded, expectOneMailWith, uniqueEmail } from "./mail.ts";

test.describe.configure({ timeout: 120_000 });
// A refused confirmation answers 400.
test.use({ expectedConsoleErrors: /status of 400/ });

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

  // Erasing needs the word typed; without it nothing goes.
  await page.getByRole("button", { name: "Erase 1 lead" }).click();
  await expect(page.getByText("Nothing was erased.")).toBeVisible();
  await expect(page.getByLabel("Type ERASE to confirm")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "erase refused");
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase 1 lead" }).click();
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
