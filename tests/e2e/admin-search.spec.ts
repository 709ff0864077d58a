import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, openInbox, signIn, signOut } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * Finding a caller in the back office: one person sends a quick quote (phone typed
 * "+44 7700 900321") and a contact message ("07700 900321"); a broker finds them by surname,
 * by a word in the middle of the company, by email domain and by either spelling of the
 * number, and sees each lead as related to the other. A broker's export holds only their leads.
 */
test.describe.configure({ timeout: 120_000 });

async function search(page: Page, term: string) {
  await page.getByLabel("Search").fill(term);
  await page.getByRole("button", { name: "Apply filters" }).click();
  // This search's own results, not the last one's still on screen.
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === term);
}

test("a caller is found by surname, mid-company word, email domain and both phone spellings", async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const quoteEmail = `c.okafor.${stamp}@mail.example`;
  const contactEmail = `chidi.${stamp}@kestrel-joinery.example`;

  // The quick quote on the home page, with the number in its international spelling.
  await page.goto("/");
  const quote = page.getByRole("form", { name: "Get your funding quote" });
  await quote.getByLabel("Email address").fill(quoteEmail);
  await quote.getByLabel("Phone number").fill("+44 7700 900321");
  await quote.getByRole("button", { name: "Get My Funding Options" }).click();
  // The enquiry is stored before the page moves on (a loaded machine can take a while).
  await expect(page).toHaveURL("/enquiry", { timeout: 20_000 });

  // A contact message from the same person, the number spelt the national way.
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Chidi");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email address").fill(contactEmail);
  await page.getByLabel("Phone number").fill("07700 900321");
  await page.getByLabel("Company").fill("Kestrel Joinery Ltd");
  await page.getByLabel("Your message").fill("Please call me about a loan for a new workshop.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible({
    timeout: 20_000,
  });

  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await openInbox(page);
  const quoteRow = page.getByRole("row").filter({ hasText: quoteEmail });
  const contactRow = page.getByRole("row").filter({ hasText: contactEmail });

  await search(page, "Okafor"); // the surname (and inside the quote's email)
  await expect(contactRow).toHaveCount(1);
  await expect(quoteRow).toHaveCount(1);
  await expectNoViolations(page, "inbox searched");

  await search(page, "Joinery"); // a word in the middle of the company's name
  await expect(contactRow).toHaveCount(1);
  await expect(quoteRow).toHaveCount(0);

  await search(page, "@kestrel-joinery.example"); // the email's domain
  await expect(contactRow).toHaveCount(1);
  await expect(quoteRow).toHaveCount(0);

  for (const spelling of ["07700 900321", "+44 7700 900321"]) {
    await search(page, spelling);
    await expect(contactRow, spelling).toHaveCount(1);
    await expect(quoteRow, spelling).toHaveCount(1);
    await expect(contactRow).toContainText("+447700900321");
  }

  // Each lead shows the other as the same person's.
  await contactRow.getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Kestrel Joinery Ltd", level: 1 })).toBeVisible();
  await expectNoViolations(page, "lead with a related lead");
  const related = page.getByRole("region", { name: "Related leads" });
  // One other lead (beside it, the link to write to its address).
  const otherLead = related.getByRole("link", { name: /^Quick quote of / });
  await expect(otherLead).toHaveCount(1);
  await otherLead.click();
  await expect(page.getByText(quoteEmail).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Related leads" })).toContainText(
    "Kestrel Joinery Ltd",
  );
});

test("a broker's export holds only the leads assigned to them", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const brokerEmail = `broker.${stamp}@example.co.uk`;
  const brokerName = `Bryn Broker ${stamp}`;
  const brokerPassword = "broker password for the search test";
  const mineEmail = `mine.${stamp}@example.co.uk`;
  const otherEmail = `other.${stamp}@example.co.uk`;

  for (const [email, name] of [
    [mineEmail, "Mina"],
    [otherEmail, "Otto"],
  ] as const) {
    await page.goto("/contact");
    await page.getByLabel("First name").fill(name);
    await page.getByLabel("Last name").fill("Caller");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Your message").fill("Please call me.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible({
      timeout: 20_000,
    });
  }

  // The admin adds the broker and gives them one of the two leads.
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await openInbox(page);
  await expect(page.getByRole("link", { name: "Export these leads (CSV)" })).toBeVisible();
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(brokerName);
  await page.getByLabel("Email address").fill(brokerEmail);
  await page.getByLabel("Role").selectOption("broker");
  await page.getByLabel("First password").fill(brokerPassword);
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status")).toHaveText(`Created ${brokerEmail} (broker).`, {
    timeout: 15_000,
  });
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await search(page, mineEmail);
  await page.getByRole("row").filter({ hasText: mineEmail }).getByRole("link").click();
  await page.getByLabel("Broker", { exact: true }).selectOption({ label: brokerName });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await signOut(page);

  // The broker's inbox says what their export holds, and it holds only their lead.
  await signIn(page, brokerEmail, brokerPassword);
  await openInbox(page);
  const exportLink = page.getByRole("link", { name: "Export my leads (CSV)" });
  await expect(exportLink).toBeVisible();
  await expect(page.getByText("Only leads assigned to you, within these filters.")).toBeVisible();
  await expectNoViolations(page, "broker's inbox");
  const downloading = page.waitForEvent("download");
  await exportLink.click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${mineEmail}"`);
  expect(csv).not.toContain(otherEmail);
  // Asking for the unassigned leads by hand changes nothing.
  const asked = await page.request.get("/admin/export.csv?assigned=none");
  expect(await asked.text()).not.toContain(otherEmail);
});
