import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * Triage in the inbox: views, several statuses with their counts, sorting, bulk changes,
 * "Assign to me" in the list and on the lead, and "Back to the inbox" keeping the filters.
 * The leads are quick quotes sent to the public form, all with one tag in their address, so
 * searching for it shows this test's leads only.
 */
test.describe.configure({ timeout: 180_000 });
// A bulk change with a missing reason answers 400.
test.use({ expectedConsoleErrors: /status of 400/ });
// Journeys through the back office: the same at both widths, so run once (desktop).

/** Sends a quick quote for `amount` from `email`, as the home page's form does. */
async function sendQuote(page: Page, email: string, amount: number) {
  const response = await page.request.post("/enquiry?variant=desktop", {
    form: {
      email,
      phone: "07700 900123",
      loanAmount: String(amount),
      timestamp: "25/11/2026, 10:15:00",
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

/** Ticks the leads' boxes in the list. */
async function tick(page: Page, emails: string[]) {
  for (const email of emails) await page.getByRole("checkbox", { name: `Select ${email}` }).check();
}

test("a broker triages the inbox: views, statuses and counts, sorting, bulk changes, assign to me, and back to the same filters", async ({
  page,
  browser,
}) => {
  const tag = `triage${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = (name: string) => `${tag}-${name}@example.co.uk`;
  const quotes = { oak: 25_000, elm: 150_000, ash: 60_000, yew: 90_000 };
  for (const [name, amount] of Object.entries(quotes)) await sendQuote(page, email(name), amount);
  const brokerName = `Tess Triage ${tag}`;

  // An admin adds a colleague to hand leads to.
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(brokerName);
  await page.getByLabel("Email address").fill(`${tag}-tess@example.co.uk`);
  await page.getByLabel("Role").selectOption("broker");
  await page.getByLabel("First password").fill("a broker password for triage");
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status")).toContainText("Created");

  // The inbox, searched for this test's leads: four new ones, counted by status.
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await page.getByLabel("Search").fill(tag);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(4);
  await expect(page.getByRole("checkbox", { name: "New 4 leads" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Contacted 0 leads" })).toBeVisible();
  await expectNoViolations(page, "inbox with views and counts");

  // Sorted by amount, largest first.
  await page.getByLabel("Sort by").selectOption({ label: "Amount, largest first" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/sort=amount/);
  const leadLinks = page.getByRole("region", { name: "Leads" }).getByRole("link");
  // Quotes known only by their email are listed by it, marked as having no name.
  const listed = (name: string) => `${email(name)} (no name given)`;
  await expect(leadLinks).toHaveText([listed("elm"), listed("yew"), listed("ash"), listed("oak")]);

  // Bulk status: declining needs a reason; then two contacted and one declined.
  await tick(page, [email("oak"), email("elm")]);
  await expect(page.getByText("2 leads ticked.")).toBeVisible();
  await page.getByLabel("Set status of selected to").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Set status of selected" }).click();
  await expect(page.getByRole("status").filter({ hasText: "set to" })).toHaveText(
    "2 leads set to Contacted.",
  );
  await expect(rowOf(page, email("oak"))).toContainText("Contacted");
  await expect(rowOf(page, email("elm"))).toContainText("Contacted");
  await expect(rowOf(page, email("ash"))).toContainText("New");
  await tick(page, [email("ash")]);
  await page.getByLabel("Set status of selected to").selectOption({ label: "Declined" });
  await page.getByRole("button", { name: "Set status of selected" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Give the reason when leads are declined or withdrawn.",
  );
  await expect(rowOf(page, email("ash"))).toContainText("New");
  await page.getByLabel("Reason").fill("Trading for under six months.");
  await page.getByRole("button", { name: "Set status of selected" }).click();
  await expect(page.getByRole("status").filter({ hasText: "set to" })).toHaveText(
    "1 lead set to Declined.",
  );
  await expect(rowOf(page, email("ash"))).toContainText("Declined");
  await expect(page.getByRole("checkbox", { name: "New 1 lead" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Contacted 2 leads" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Declined 1 lead" })).toBeVisible();

  // Bulk assignment, with every lead on the page ticked at once.
  await page.getByRole("checkbox", { name: "Select all leads on this page" }).check();
  await expect(page.getByText("4 leads ticked.")).toBeVisible();
  await page.getByLabel("Assign selected to").selectOption({ label: brokerName });
  await page.getByRole("button", { name: "Assign selected" }).click();
  await expect(page.getByRole("status").filter({ hasText: "assigned to" })).toHaveText(
    `4 leads assigned to ${brokerName}.`,
  );
  for (const name of Object.keys(quotes)) {
    await expect(rowOf(page, email(name))).toContainText(brokerName);
  }
  await expectNoViolations(page, "inbox after a bulk change");

  // Two statuses at once: New and Contacted, still by amount.
  await page.getByRole("checkbox", { name: /^New \d/ }).check();
  await page.getByRole("checkbox", { name: /^Contacted \d/ }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=new&status=contacted/);
  await expect(leadLinks).toHaveText([listed("elm"), listed("yew"), listed("oak")]);
  // The export reads the same filters.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these leads (CSV)" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(4);
  expect(csv).not.toContain(email("ash"));

  // "Assign to me" in the list.
  await rowOf(page, email("yew"))
    .getByRole("button", { name: `Assign to me (${listed("yew")})` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "assigned to you" })).toHaveText(
    `${email("yew")} is now assigned to you.`,
  );
  await expect(rowOf(page, email("yew"))).toContainText("Administrator");
  // The inbox's query as it keeps it: only the filters in use, in one order.
  const filtered = `/admin?q=${tag}&status=new&status=contacted&sort=amount`;

  // Open a lead, take it from the page, and go back to the same filters and sort.
  await page.getByRole("link", { name: email("oak") }).click();
  await expect(page.getByRole("heading", { name: email("oak"), level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(
    `Assigned to ${brokerName}`,
  );
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lead state" })).toContainText(
    "Assigned to Administrator",
  );
  await expect(page.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
  await expectNoViolations(page, "lead opened from a filtered inbox");
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(filtered);
  await expect(page.getByLabel("Search")).toHaveValue(tag);
  await expect(page.getByLabel("Sort by")).toHaveValue("amount");
  await expect(page.getByRole("checkbox", { name: /^New \d/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Contacted \d/ })).toBeChecked();
  await expect(leadLinks).toHaveText([listed("elm"), listed("yew"), listed("oak")]);

  // Saved views: this one, by name; a second of the same name is refused.
  await page.getByLabel("Name for this view").fill(`Open ${tag}`);
  await page.getByRole("button", { name: "Save this view" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toHaveText(
    `View “Open ${tag}” saved.`,
  );
  const views = page.getByRole("list", { name: "Views" });
  await expect(views.getByRole("link", { name: `Open ${tag}` })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByLabel("Name for this view").fill(`Open ${tag}`);
  await page.getByRole("button", { name: "Save this view" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `You already have a view called “Open ${tag}”.`,
  );
  await expectNoViolations(page, "inbox with a saved view");

  // Built-in views: my leads (the two taken), and awaiting documents (none of these).
  await views.getByRole("link", { name: "My leads" }).click();
  await expect(views.getByRole("link", { name: "My leads" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(rowOf(page, email("yew"))).toHaveCount(1);
  await expect(rowOf(page, email("oak"))).toHaveCount(1);
  await expect(rowOf(page, email("elm"))).toHaveCount(0);
  await views.getByRole("link", { name: "New today" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(rowOf(page, email("yew"))).toHaveCount(1);
  await views.getByRole("link", { name: "Awaiting documents" }).click();
  await expect(page.getByRole("checkbox", { name: /^Awaiting documents \d/ })).toBeChecked();
  await expect(rowOf(page, email("yew"))).toHaveCount(0);

  // The saved view brings its filters back; removed, it is gone.
  await views.getByRole("link", { name: `Open ${tag}` }).click();
  await expect(page.getByLabel("Search")).toHaveValue(tag);
  await expect(leadLinks).toHaveText([listed("elm"), listed("yew"), listed("oak")]);

  // A colleague moves one of these leads on while this list is open: a bulk change leaves it
  // alone and says who changed what; the other lead changes.
  const colleague = await browser.newContext({ baseURL: page.url() });
  const tess = await colleague.newPage();
  await signIn(tess, `${tag}-tess@example.co.uk`, "a broker password for triage");
  await tess.goto(
    new URL(
      (await page.getByRole("link", { name: email("elm") }).getAttribute("href")) ?? "",
      page.url(),
    ).href,
  );
  await tess.getByLabel("Status", { exact: true }).selectOption({ label: "Awaiting documents" });
  await tess.getByRole("button", { name: "Save status" }).click();
  await expect(tess.getByRole("list", { name: "Lead state" })).toContainText(
    "Status: Awaiting documents",
  );
  await colleague.close();
  await tick(page, [email("elm"), email("yew")]);
  await page
    .getByLabel("Set status of selected to")
    .selectOption({ label: "Submitted to lenders" });
  await page.getByRole("button", { name: "Set status of selected" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    new RegExp(
      `^1 lead set to Submitted to lenders\\. 1 lead was left alone because it changed after the list was loaded: ${email("elm").replace(/\./g, "\\.")}: ${brokerName} changed the status from Contacted to Awaiting documents \\(`,
    ),
  );
  // Neither is New or Contacted now, so this view no longer lists them.
  await expect(leadLinks).toHaveText([listed("oak")]);
  await views.getByRole("button", { name: `Remove the view “Open ${tag}”` }).click();
  await expect(page.getByRole("status").filter({ hasText: "removed" })).toHaveText("View removed.");
  await expect(views.getByRole("link", { name: `Open ${tag}` })).toHaveCount(0);
});
